import { expect } from 'expect';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { DEFAULT_MAIL_OPTIONS, type MailOptions } from '../platform/config.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { TenantClient, TestService } from '../testing/harness.js';
import { metricBecomes } from '../testing/metrics.js';
import { SmtpReceiver } from '../testing/smtp-receiver.js';

const PUBLIC_URL = 'https://tracker.example.com';

/** Email of notifications (D15) through a real SMTP server in the test process. */
describe('notification email over SMTP (D15)', () => {
  let receiver: SmtpReceiver;
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;

  const mailOptions = (): MailOptions => ({
    ...DEFAULT_MAIL_OPTIONS,
    smtpUrl: receiver.url,
    from: 'Tracker Test <tracker@example.com>',
    publicUrl: PUBLIC_URL,
    retrySchedule: [0.2, 0.2, 0.2],
  });

  before(async () => {
    receiver = await SmtpReceiver.start();
    // A store of its own: the workers act for every tenant of it, and other files' services do not mail.
    service = await TestService.start({ events: { mail: mailOptions() }, privateStore: true });
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
  });
  after(async () => {
    await service.close();
    await receiver.stop();
  });
  beforeEach(() => {
    receiver.refused.clear();
    receiver.hold = null;
  });
  afterEach(() => receiver.resume().catch(() => undefined));

  const member = (firstname: string, extra: Record<string, unknown> = {}) =>
    admin.withNewUser('member', { firstname, ...extra });
  const emailOf = async (client: TenantClient) => (await admin.get(`/v1/users/${client.userId}`)).body.email as string;

  /** The deliveries log (admins), newest first, once `done` holds for it. */
  const deliveriesWhen = async (done: (items: any[]) => boolean, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await admin.get('/v1/notification-deliveries?limit=500');
      expect(response.status).toBe(200);
      if (done(response.body.items)) return response.body.items as any[];
      if (Date.now() > deadline) throw new Error(`deliveries: ${JSON.stringify(response.body.items.slice(0, 5))}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('sends one multipart message per notification, in the recipient language, with link and headers', async () => {
    const alan = await member('Alan');
    const grete = await member('Grete', { language: 'de' });
    const issue = await newIssue(admin, world, {
      name: 'Checkout <b>fails</b> & more',
      assignedId: alan.userId,
      collaborators: [grete.userId],
    });
    await admin.create(`/issues/${issue.id}/comments`, { description: 'See <script>alert(1)</script>' }, 201);
    const [alanAddress, greteAddress] = [await emailOf(alan), await emailOf(grete)];
    await receiver.until(
      (all) => all.filter((m) => m.to.includes(alanAddress)).length === 2 && receiver.to(greteAddress).length === 1,
    );

    const [assigned, commented] = receiver
      .to(alanAddress)
      .map((m) => m.mail)
      .sort((a, b) => a.subject!.localeCompare(b.subject!));
    expect(assigned!.subject).toBe(`Assigned to you: #${issue.id} Checkout <b>fails</b> & more`);
    expect(assigned!.from!.text).toBe('"Tracker Test" <tracker@example.com>');
    expect(assigned!.to).toMatchObject({ value: [{ address: alanAddress }] });
    const link = `${PUBLIC_URL}/app/${admin.tenantId}/issues/${issue.id}`;
    const settings = `${PUBLIC_URL}/app/${admin.tenantId}/notifications/settings`;
    expect(assigned!.text).toContain(`Ada Admin assigned issue #${issue.id} "Checkout <b>fails</b> & more" to you.`);
    expect(assigned!.text).toContain(`Open: ${link}`);
    expect(assigned!.html).toContain(`Checkout &lt;b&gt;fails&lt;/b&gt; &amp; more`);
    expect(assigned!.html).not.toContain('<b>fails');
    expect(assigned!.html).toContain(`<a href="${link}">Open</a>`);
    expect(assigned!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(assigned!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain(`<${settings}>`);
    expect(assigned!.messageId).toMatch(new RegExp(`^<${admin.tenantId}\\.\\d+@tracker\\.example\\.com>$`));
    expect(commented!.subject).toBe(`New comment on #${issue.id} Checkout <b>fails</b> & more`);
    expect(commented!.html).toContain('See &lt;script&gt;alert(1)&lt;/script&gt;');

    const [german] = receiver.to(greteAddress);
    expect(german!.mail.subject).toBe(`Neuer Kommentar zu #${issue.id} Checkout <b>fails</b> & more`);
    expect(german!.mail.text).toContain(`Öffnen: ${link}`);
    expect(german!.mail.text).toContain('Benachrichtigungseinstellungen');

    const deliveries = await deliveriesWhen((items) => items.filter((d) => d.status === 'sent').length >= 3);
    const toAlan = deliveries.filter((d) => d.to === alanAddress);
    expect(toAlan).toHaveLength(2);
    expect(toAlan[0]).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(toAlan[0].sentAt).toMatch(/Z$/);
    expect(typeof toAlan[0].notificationId).toBe('number');
  });

  it('sends nothing to whoever turned email off, and the daily digest once it is due', async () => {
    const quiet = await member('Quinn');
    const daily = await member('Dana');
    expect((await quiet.put('/v1/me/notification-settings', { email: 'off' })).status).toBe(200);
    expect(
      (await daily.put('/v1/me/notification-settings', { email: 'daily', dailyAt: '06:00', zone: 'Europe/Berlin' }))
        .status,
    ).toBe(200);
    const first = await newIssue(admin, world, { name: 'First', assignedId: quiet.userId });
    await newIssue(admin, world, { name: 'Second', assignedId: daily.userId });
    await newIssue(admin, world, { name: 'Third', assignedId: daily.userId });
    await service.settleNotifications();
    await service.runNotificationSchedule();
    expect((await quiet.get('/v1/me/notifications')).body.items[0].issueId).toBe(first.id);
    // The digest is not due before 06:00 in Berlin; then the day comes.
    const dailyAddress = await emailOf(daily);
    expect(receiver.to(dailyAddress)).toEqual([]);
    await service.db.write(admin.tenantId, (sql) =>
      sql.query('UPDATE notification_settings SET next_digest_at = now() WHERE user_id = $1', [daily.userId]),
    );
    await service.runNotificationSchedule();
    const [digest] = await receiver
      .until(() => receiver.to(dailyAddress).length === 1)
      .then(() => receiver.to(dailyAddress));
    expect(digest!.mail.subject).toBe('Your daily digest: 2 notifications');
    expect(digest!.mail.text).toMatch(/- Assigned to you: #\d+ Second\n {2}https:\/\/tracker\.example\.com\/app\//);
    expect(digest!.mail.text).toContain('Third');
    expect(digest!.mail.html).toContain('<li><a href="https://tracker.example.com/app/');
    const [delivery] = await deliveriesWhen((items) => items.some((d) => d.to === dailyAddress && d.status === 'sent'));
    expect(delivery).toMatchObject({ to: dailyAddress, notificationId: null });
    // The next digest is a day later at 06:00 in Berlin: nothing more now.
    await service.runNotificationSchedule();
    expect(receiver.to(await emailOf(quiet))).toEqual([]);
    expect(receiver.to(dailyAddress)).toHaveLength(1);
    const [next] = (await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ local: string }>(
        "SELECT to_char(next_digest_at AT TIME ZONE 'Europe/Berlin', 'HH24:MI') AS local FROM notification_settings WHERE user_id = $1",
        [daily.userId],
      ),
    )) as { local: string }[];
    expect(next!.local).toBe('06:00');
  });

  it('retries a refused recipient until the schedule ends, without holding up the others', async () => {
    const refusedUser = await member('Rolf');
    const other = await member('Otto');
    const refusedAddress = await emailOf(refusedUser);
    receiver.refused.add(refusedAddress);
    await newIssue(admin, world, { name: 'Refused', assignedId: refusedUser.userId });
    await newIssue(admin, world, { name: 'Accepted', assignedId: other.userId });
    const otherAddress = await emailOf(other);
    await receiver.until(() => receiver.to(otherAddress).length === 1);
    const deliveries = await deliveriesWhen((items) =>
      items.some((d) => d.to === refusedAddress && d.status === 'failed'),
    );
    const refused = deliveries.find((d) => d.to === refusedAddress);
    expect(refused).toMatchObject({ status: 'failed', attempts: 4, sentAt: null });
    expect(refused.error).toMatch(/550/);
    expect(receiver.to(refusedAddress)).toEqual([]);
    await metricBecomes(service, 'tracker_notification_mails_total', { outcome: 'failed' }, 1);
  });

  it('keeps mail while the SMTP server is down and sends it once it is back; writes never wait for it', async () => {
    const patient = await member('Paula');
    const address = await emailOf(patient);
    await receiver.stop();
    const issue = await newIssue(admin, world, { name: 'During the outage', assignedId: patient.userId });
    const pending = await deliveriesWhen((items) => items.some((d) => d.to === address && d.attempts >= 1 && d.error));
    expect(pending.find((d) => d.to === address)).toMatchObject({ status: 'pending', sentAt: null });
    await metricBecomes(service, 'tracker_event_backlog', { queue: 'mail' }, 1);
    expect((await admin.put(`/issues/${issue.id}`, { spent: 5 })).status).toBe(200);
    await receiver.resume();
    await receiver.until(() => receiver.to(address).length === 1);
    await deliveriesWhen((items) => items.some((d) => d.to === address && d.status === 'sent'));
    expect(receiver.to(address)).toHaveLength(1);
    await metricBecomes(service, 'tracker_event_backlog', { queue: 'mail' }, 0);
    await metricBecomes(service, 'tracker_event_backlog', { queue: 'notifier' }, 0);
  });

  it('answers writes while a slow SMTP server holds a message', async () => {
    const slow = await member('Sly');
    let release!: () => void;
    receiver.hold = new Promise((resolve) => (release = resolve));
    await newIssue(admin, world, { name: 'Held', assignedId: slow.userId });
    const address = await emailOf(slow);
    await deliveriesWhen((items) => items.some((d) => d.to === address && d.attempts === 1));
    // The message is with the server, unanswered; the service goes on writing.
    const more = await newIssue(admin, world, { name: 'Meanwhile' });
    expect(more.name).toBe('Meanwhile');
    expect(receiver.to(address)).toEqual([]);
    release();
    await receiver.until(() => receiver.to(address).length === 1);
  });

  it('sends each message once with two service processes on one store', async () => {
    const second = await TestService.beside(service, { mail: mailOptions() });
    try {
      const many = await member('Manny');
      const address = await emailOf(many);
      const otherAdmin = new TenantClient(second, admin.tenantId, admin.token, admin.userId);
      for (let n = 0; n < 10; n++) {
        await newIssue(n % 2 === 0 ? admin : otherAdmin, world, { name: `Twice ${n}`, assignedId: many.userId });
      }
      await receiver.until(() => receiver.to(address).length >= 10);
      await deliveriesWhen((items) => items.filter((d) => d.to === address && d.status === 'sent').length === 10);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const messages = receiver.to(address);
      expect(messages).toHaveLength(10);
      expect(new Set(messages.map((m) => m.mail.subject)).size).toBe(10);
    } finally {
      await second.close();
    }
  });

  it('sends one message for a bulk edit that assigns 300 issues, naming them all (D15, wave 4)', async () => {
    const alan = await member('Alan');
    const ids: number[] = [];
    for (let i = 0; i < 300; i++) ids.push((await newIssue(admin, world, { name: `Task ${i}` })).id);
    const bulk = await admin.put('/issues/bulk-edit', {
      issuesIds: ids,
      assigneeId: { assigneeId: { id: alan.userId }, toEdit: true },
    });
    expect(bulk.status).toBe(200);
    const address = await emailOf(alan);
    await receiver.until((all) => all.some((m) => m.to.includes(address)));
    // A moment for a second message, were there one.
    await service.settleNotifications();
    await deliveriesWhen((items) =>
      items.filter((item) => item.to === address).every((item) => item.status === 'sent'),
    );
    const mails = receiver.to(address).map((m) => m.mail);
    expect(mails.map((mail) => mail.subject)).toEqual(['Assigned to you: 300 issues']);
    expect(mails[0]!.text).toMatch(/ and 280 more to you\./);
  });

  it('mails a sign-in link an admin makes with send: true, in the user language (D16, wave 4)', async () => {
    const grete = await member('Grete', { language: 'de' });
    const made = await admin.post(`/v1/users/${grete.userId}/sign-in-link`, { send: true });
    expect(made.status).toBe(201);
    const address = await emailOf(grete);
    await receiver.until((all) => all.some((m) => m.to.includes(address)));
    const sent = receiver.to(address)[0]!.mail;
    expect(sent.subject).toBe('Ihr Anmeldelink');
    expect(sent.text).toContain(`Anmelden: ${made.body.url}`);
    expect(sent.html).toContain(`<a href="${made.body.url}">Anmelden</a>`);
    expect(sent.headers.get('auto-submitted')).toBe('auto-generated');
  });
});
