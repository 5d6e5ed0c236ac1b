import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  type IssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';
import { piecesOf } from './timer.js';

/** D18: POST /v1/me/timer, GET /v1/me/timer, POST /v1/me/timer/stop, and DELETE /v1/me/timer to discard it. */
describe('the timer', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let issues: IssueWorld;
  let activities: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    issues = await createIssueWorld(admin);
    activities = await createActivityWorld(admin, [member.userId]);
  });
  after(() => service.close());

  /** Moves the running timer of `client` back: its start is the store's clock, `startedAt` an SQL expression. */
  const startedAt = (client: TenantClient, expression: string) =>
    service.db.write(client.tenantId, (sql) =>
      sql.query(`UPDATE timers SET started_at = ${expression} WHERE user_id = $1`, [client.userId]),
    );
  /**
   * A zone whose noon is now: the hour and a half before now lie within one of its days, so a test
   * of a timer's whole minutes does not split at a midnight (it did, run just after 00:00 UTC).
   */
  const zoneAtNoon = () => {
    const behind = new Date().getUTCHours() - 12;
    return behind === 0 ? 'UTC' : `Etc/GMT${behind > 0 ? '+' : '-'}${Math.abs(behind)}`;
  };
  const startIn = (zone: string, body: object) =>
    member.request({ method: 'POST', url: '/v1/me/timer', headers: { zone }, body });
  const stop = (client = member, headers = {}) => client.request({ method: 'POST', url: '/v1/me/timer/stop', headers });
  const worklogsOf = async (id: number) => (await member.get(`/issues/${id}/worklogs?limit=500`)).body.items;

  it('is 404 while none runs; starts on an issue and shows it', async () => {
    expect((await member.get('/v1/me/timer')).status).toBe(404);
    const stopped = await stop();
    expect(stopped.status).toBe(404);
    expect(stopped.body.message).toMatch(/no running timer/);
    const issue = await newIssue(admin, issues, { name: 'Slow search' });
    const started = await member.post('/v1/me/timer', { issueId: issue.id, description: 'Profiling' });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({
      issue: { id: issue.id, name: 'Slow search' },
      startedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      description: 'Profiling',
    });
    expect((await member.get('/v1/me/timer')).body).toEqual(started.body);
    // Others have timers of their own.
    expect((await admin.get('/v1/me/timer')).status).toBe(404);

    // Under a minute: 204, nothing stored, and the timer is gone.
    const short = await stop();
    expect(short.status).toBe(204);
    expect(short.text).toBe('');
    expect(await worklogsOf(issue.id)).toEqual([]);
    expect((await member.get('/v1/me/timer')).status).toBe(404);
  });

  it('stores whole minutes as a worklog on stop, with the description, and the issue shows them as logged', async () => {
    const issue = await newIssue(admin, issues);
    const zone = zoneAtNoon();
    await startIn(zone, { issueId: { id: issue.id }, description: 'Fixing' });
    await startedAt(member, "now() - interval '90 minutes 40 seconds'");
    const stopped = await stop(member, { zone });
    expect(stopped.status).toBe(201);
    expect(stopped.body).toEqual([
      expect.objectContaining({
        activityTypeId: activities.homeOffice,
        issueId: { id: issue.id, name: issue.name },
        projectId: expect.objectContaining({ id: issues.project.id }),
        description: 'Fixing',
        duration: 90,
        zone,
      }),
    ]);
    expect(await worklogsOf(issue.id)).toEqual(stopped.body);
    expect((await member.get(`/issues/${issue.id}`)).body.logged).toBe(90);
    const history = (await member.get(`/v1/activity/${stopped.body[0].id}/history`)).body.items;
    expect(history.map((entry: any) => entry.action)).toEqual(['created']);
  });

  it('splits at midnight in the zone the timer was started with', async () => {
    const issue = await newIssue(admin, issues);
    await member.request({
      method: 'POST',
      url: '/v1/me/timer',
      headers: { zone: 'Asia/Tokyo' },
      body: { issueId: issue.id },
    });
    // 23:30 yesterday in Tokyo.
    await startedAt(
      member,
      "(date_trunc('day', now() AT TIME ZONE 'Asia/Tokyo') - interval '30 minutes') AT TIME ZONE 'Asia/Tokyo'",
    );
    const stopped = await stop();
    expect(stopped.status).toBe(201);
    const [first, second] = stopped.body;
    expect(first).toMatchObject({ timeFrom: '1410', timeTo: '1440', duration: 30, zone: 'Asia/Tokyo' });
    if (second) {
      expect(second).toMatchObject({ timeFrom: '0', zone: 'Asia/Tokyo' });
      expect(Date.parse(second.dateFrom) - Date.parse(first.dateFrom)).toBe(86_400_000);
    }
    expect(stopped.body).toHaveLength(second ? 2 : 1);
  });

  it('splits a span of minutes at each midnight', () => {
    expect(piecesOf('2026-11-23T23:30', 30)).toEqual([{ date: '2026-11-23', timeFrom: '23:30', timeTo: '24:00' }]);
    expect(piecesOf('2026-11-30T22:00', 1740)).toEqual([
      { date: '2026-11-30', timeFrom: '22:00', timeTo: '24:00' },
      { date: '2026-12-01', timeFrom: '00:00', timeTo: '24:00' },
      { date: '2026-12-02', timeFrom: '00:00', timeTo: '03:00' },
    ]);
    expect(piecesOf('2026-11-23T09:00', 0)).toEqual([]);
  });

  it('stops the running timer when another starts, storing its worklog', async () => {
    const first = await newIssue(admin, issues);
    const second = await newIssue(admin, issues);
    await startIn(zoneAtNoon(), { issueId: first.id });
    await startedAt(member, "now() - interval '45 minutes'");
    expect((await member.post('/v1/me/timer', { issueId: second.id })).status).toBe(201);
    expect((await member.get('/v1/me/timer')).body.issue.id).toBe(second.id);
    expect((await worklogsOf(first.id)).map((worklog: any) => worklog.duration)).toEqual([45]);
    expect(await stop()).toMatchObject({ status: 204 });
  });

  it('discards a timer without storing its time, also one whose issue the caller can no longer see', async () => {
    const issue = await newIssue(admin, issues);
    await member.post('/v1/me/timer', { issueId: issue.id });
    await startedAt(member, "now() - interval '30 minutes'");
    // The issue turns private: stopping would store time on an issue the member cannot see.
    await admin.put(`/issues/${issue.id}`, { private: true });
    expect((await stop()).status).toBe(404);
    const discarded = await member.delete('/v1/me/timer');
    expect(discarded.status).toBe(204);
    expect((await member.get('/v1/me/timer')).status).toBe(404);
    expect((await admin.get(`/issues/${issue.id}/worklogs`)).body.items).toEqual([]);
    const again = await member.delete('/v1/me/timer');
    expect([again.status, again.body.message]).toEqual([
      404,
      'You have no running timer; start one with POST /v1/me/timer.',
    ]);
  });

  it('is 404 for an issue the caller may not see, 400 for a bad body, 406 without activity:create', async () => {
    const hidden = await newIssue(admin, issues, { private: true });
    const refused = await member.post('/v1/me/timer', { issueId: hidden.id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(`Issue with id ${hidden.id} was not found.`);
    expect((await member.post('/v1/me/timer', { issueId: 999_999 })).status).toBe(404);
    expect((await member.post('/v1/me/timer', {})).status).toBe(400);
    const viewer = await admin.withNewUser('viewer');
    expect((await viewer.post('/v1/me/timer', { issueId: hidden.id })).status).toBe(406);
    expect((await viewer.get('/v1/me/timer')).status).toBe(404);
  });
});
