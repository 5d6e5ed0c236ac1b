import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { activityInput, createActivityWorld, createIssueWorld, issueInput } from '../../testing/fixtures.js';
import { OPERATOR_TOKEN, TestService, type TenantClient } from '../../testing/harness.js';
import { lineBreaksAndControls } from './schemas.js';

const REFUSAL = 'must not contain line breaks or control characters';
/** Line breaks of every kind and other control characters: each would forge a line somewhere. */
const FORGERIES = ['a\r\nBEGIN:VEVENT', 'a\nb', 'a\rb', 'a\u2028b', 'a\u2029b', 'bell\u0007', 'a\u0085b', 'del\u007f'];

/** Single-line texts (D13): names refuse line breaks and control characters; descriptions keep them. */
describe('single-line texts and text written into other formats (D13)', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
  });
  after(() => service.close());

  it('refuses a line break or control character in every single-line field with 400 naming it, storing nothing', async () => {
    const world = await createIssueWorld(admin);
    const activities = await createActivityWorld(admin, [admin.userId]);
    const issue = await admin.create('/issues', issueInput(world), 200);
    const token = await admin.create('/v1/tokens', { userId: admin.userId, name: 'kept' });
    const feed = await admin.create('/v1/calendar-feeds', { name: 'kept' });
    // Each case: method, path, body with the field set to the bad text, and the field as the message names it.
    const cases: [string, string, (bad: string) => unknown, string][] = [
      ['POST', '/issues', (bad) => issueInput(world, { name: bad }), 'name'],
      ['PUT', `/issues/${issue.id}`, (bad) => ({ name: bad }), 'name'],
      ['POST', '/v1/projects', (bad) => ({ name: bad }), 'name'],
      ['PUT', `/v1/projects/${world.project.id}`, (bad) => ({ name: bad }), 'name'],
      ['POST', '/v1/labels', (bad) => ({ name: bad }), 'name'],
      ['POST', '/v1/teams', (bad) => ({ name: bad }), 'name'],
      ['POST', '/v1/places', (bad) => ({ name: 'Office', type: bad }), 'type'],
      ['POST', '/v1/activity-types', (bad) => ({ name: bad }), 'name'],
      ['POST', '/v1/holidays', (bad) => ({ date: '2031-01-01', name: bad }), 'name'],
      [
        'POST',
        '/v1/users',
        (bad) => ({ firstname: bad, lastname: 'L', email: 'x@example.com', role: 'member' }),
        'firstname',
      ],
      [
        'POST',
        '/v1/users',
        (bad) => ({ firstname: 'F', lastname: bad, email: 'x@example.com', role: 'member' }),
        'lastname',
      ],
      [
        'POST',
        '/v1/users',
        (bad) => ({ firstname: 'F', lastname: 'L', email: `x${bad}@example.com`, role: 'member' }),
        'email',
      ],
      ['PUT', `/v1/users/${admin.userId}`, (bad) => ({ lastname: bad }), 'lastname'],
      ['POST', '/v1/tokens', (bad) => ({ userId: admin.userId, name: bad }), 'name'],
      ['PUT', `/v1/tokens/${token.id}`, (bad) => ({ name: bad }), 'name'],
      ['POST', '/v1/calendar-feeds', (bad) => ({ name: bad }), 'name'],
      [
        'POST',
        '/v1/webhooks',
        (bad) => ({ url: 'https://93.184.215.14/hook', events: ['issue.*'], description: bad }),
        'description',
      ],
      ['POST', '/v1/test-plans', (bad) => ({ name: bad }), 'name'],
    ];
    const before = await service.snapshot(admin.tenantId);
    for (const [method, url, body, field] of cases) {
      for (const bad of FORGERIES) {
        const response = await admin.request({ method: method as 'POST' | 'PUT', url, body: body(bad) });
        expect({ method, url, bad, status: response.status, message: response.body.message }).toEqual({
          method,
          url,
          bad,
          status: 400,
          message: `Field '${field}' ${REFUSAL}.`,
        });
      }
    }
    const tenant = await service.request({
      method: 'POST',
      url: '/admin/tenants',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: { id: 'line-breaks', name: 'A\nB', admin: { firstname: 'A', lastname: 'B', email: 'a@b.example' } },
    });
    expect([tenant.status, tenant.body.message]).toEqual([400, `Field 'name' ${REFUSAL}.`]);
    expect(await service.snapshot(admin.tenantId)).toBe(before);
    expect(feed.name).toBe('kept');
    // Tabs are control characters too; plain spaces and any printable text are not.
    const spaced = await admin.post('/v1/projects', { name: 'Ünïcødé  — “quoted”; a, b \\ c' });
    expect(spaced.status).toBe(201);
    expect((await admin.post('/v1/projects', { name: 'tab\there' })).status).toBe(400);
    void activities;
  });

  it('keeps line breaks in descriptions and comments', async () => {
    const world = await createIssueWorld(admin);
    const activities = await createActivityWorld(admin, [admin.userId]);
    const text = 'Steps:\r\n1. open\n2. click\u2028done';
    const issue = await admin.create('/issues', issueInput(world, { description: text }), 200);
    expect(issue.description).toBe(text);
    const comment = await admin.create(`/issues/${issue.id}/comments`, { description: text });
    expect(comment.description).toBe(text);
    const [activity] = await admin.create('/v1/activity', activityInput(activities, { description: text }), 200);
    expect(activity.description).toBe(text);
  });

  it('writes names stored with line breaks (before D13) into iCalendar feeds as escaped text, forging nothing', async () => {
    const ada = await admin.withNewUser('member', { firstname: 'Ada', lastname: 'Admin' });
    const world = await createActivityWorld(admin, [ada.userId]);
    const today = new Date().toISOString().slice(0, 10);
    await ada.create(
      '/v1/activity',
      activityInput(world, { dateFrom: today, dateTo: today, includeWeekends: true }),
      200,
    );
    const feed = await admin.create<{ id: number; url: string }>('/v1/calendar-feeds', { userId: ada.userId });
    const forged = 'Team\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:forged\r\nSUMMARY:Forged;x,y\\z';
    // As a writer before D13 could have stored them: the API refuses them now.
    await service.db.write(admin.tenantId, async (sql) => {
      await sql.query('UPDATE calendar_feeds SET name = $1 WHERE tenant_id = $2 AND id = $3', [
        forged,
        admin.tenantId,
        feed.id,
      ]);
      await sql.query('UPDATE users SET lastname = $1 WHERE tenant_id = $2 AND id = $3', [
        'Admin\r\nBEGIN:VEVENT\r\nUID:forged-too\u0007',
        admin.tenantId,
        ada.userId,
      ]);
    });
    const response = await service.request({ method: 'GET', url: feed.url });
    expect(response.status).toBe(200);
    const lines = response.text.split('\r\n');
    // Nothing but the calendar's own lines begins a component, and no line holds a control character.
    expect(lines.filter((line) => line.startsWith('BEGIN:'))).toEqual(['BEGIN:VCALENDAR', 'BEGIN:VEVENT']);
    expect(lines.filter((line) => line.startsWith('UID:'))).toHaveLength(1);
    expect(response.text.replace(/\r\n/g, '')).not.toMatch(lineBreaksAndControls());
    const calendar = new ICAL.Component(ICAL.parse(response.text));
    // Escaped as TEXT (RFC 5545 3.3.11); ical.js reads X- properties without unescaping them.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Team END:VCALENDAR BEGIN:VEVENT UID:forged SUMMARY:Forged\\;x\\,y\\\\z',
    );
    const [event] = calendar.getAllSubcomponents('vevent');
    expect(String(event!.getFirstPropertyValue('summary'))).toMatch(/^Ada Admin BEGIN:VEVENT UID:forged-too : /);
  });
});
