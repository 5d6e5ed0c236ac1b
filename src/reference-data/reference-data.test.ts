import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { TestService, type TenantClient } from '../testing/harness.js';

interface Case {
  path: string;
  thing: string;
  create: Record<string, unknown>;
  expected: Record<string, unknown>;
  change: Record<string, unknown>;
  soft?: boolean;
}

const cases: Case[] = [
  {
    path: 'projects',
    thing: 'Project',
    create: { name: 'Website' },
    expected: { name: 'Website', test_case_robust: false },
    change: { test_case_robust: true },
  },
  {
    path: 'places',
    thing: 'Place',
    create: { name: 'Office' },
    expected: { name: 'Office', type: 'CUSTOM' },
    change: { type: 'OFFICE' },
  },
  {
    path: 'activity-types',
    thing: 'Activity type',
    create: { name: 'Vacation', approvable: true, color: '#ff8800' },
    expected: {
      name: 'Vacation',
      description: '',
      color: '#ff8800',
      workingHours: false,
      approvable: true,
      private: false,
      accrual: 'none',
      carryOver: null,
    },
    change: { workingHours: true, description: 'Paid leave' },
  },
  {
    path: 'activity-statuses',
    thing: 'Activity status',
    create: { name: 'Approved', positiveFinal: true },
    expected: { name: 'Approved', color: '#9ca3af', positiveFinal: true, negativeFinal: false },
    change: { color: '#00ff00' },
  },
  {
    path: 'issue-types',
    thing: 'Issue type',
    create: { name: 'Bug' },
    expected: { name: 'Bug' },
    change: { name: 'Defect' },
  },
  {
    path: 'issue-priorities',
    thing: 'Priority',
    create: { name: 'High', position: 3, priorityId: 7 },
    expected: { name: 'High', priorityId: 7, projectId: null, color: '#9ca3af', position: 3 },
    change: { position: 4 },
  },
  {
    path: 'issue-statuses',
    thing: 'Status',
    create: { name: 'Done', final: true },
    expected: { name: 'Done', color: '#9ca3af', deleted: false, final: true },
    change: { color: '#123456' },
    soft: true,
  },
  {
    path: 'labels',
    thing: 'Label',
    create: { name: 'ui' },
    expected: { name: 'ui', color: '#9ca3af' },
    change: { color: '#abcdef' },
  },
  {
    path: 'holidays',
    thing: 'Holiday',
    create: { date: '2028-02-29', name: 'Leap day' },
    expected: { date: '2028-02-29', name: 'Leap day', teamIds: [] },
    change: { name: 'Leap day off' },
  },
  {
    path: 'test-plans',
    thing: 'Test plan',
    create: { name: 'Smoke' },
    expected: { name: 'Smoke' },
    change: { name: 'Regression' },
  },
  {
    path: 'test-execution-statuses',
    thing: 'Test execution status',
    create: { name: 'Passed', state: 1 },
    expected: { name: 'Passed', projectId: null, state: 1, color: '#9ca3af' },
    change: { state: 2 },
  },
  {
    path: 'teams',
    thing: 'Team',
    create: { name: 'Platform' },
    expected: { name: 'Platform', deleted: false, memberIds: [], leadIds: [], minPresent: null, coverageMode: 'warn' },
    change: { name: 'Core' },
    soft: true,
  },
];

describe('reference data resources (D3)', () => {
  let service: TestService;
  let admin: TenantClient;
  let viewer: TenantClient;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    viewer = await admin.withNewUser('viewer');
  });
  after(() => service.close());

  for (const { path, thing, create, expected, change, soft } of cases)
    describe(`/v1/${path}`, () => {
      it('creates (201), lists, finds, changes partially and deletes', async () => {
        const created = await admin.post(`/v1/${path}`, create);
        expect(created.status).toBe(201);
        expect(created.body).toEqual({ id: expect.any(Number), ...expected });
        const { id } = created.body;

        expect((await viewer.get(`/v1/${path}`)).body).toContainEqual(created.body);
        expect((await viewer.get(`/v1/${path}/${id}`)).body).toEqual(created.body);

        const changed = await admin.put(`/v1/${path}/${id}`, change);
        expect(changed.status).toBe(200);
        expect(changed.body).toEqual({ ...created.body, ...change });

        const deleted = await admin.delete(`/v1/${path}/${id}`);
        if (soft) {
          expect(deleted.status).toBe(200);
          expect(deleted.body).toEqual({ ...changed.body, deleted: true });
          expect((await admin.get(`/v1/${path}/${id}`)).body.deleted).toBe(true);
        } else {
          expect(deleted.status).toBe(204);
          expect(deleted.text).toBe('');
          expect((await admin.get(`/v1/${path}/${id}`)).status).toBe(404);
        }
      });

      it('answers an unknown id with 404 and the contract sentence', async () => {
        for (const response of [
          await admin.get(`/v1/${path}/987654`),
          await admin.put(`/v1/${path}/987654`, change),
          await admin.delete(`/v1/${path}/987654`),
        ]) {
          expect(response.status).toBe(404);
          expect(response.body.message).toBe(`${thing} with id 987654 was not found.`);
        }
      });

      it('lets only admins write (406, nothing changes), everyone read', async () => {
        const existing = await admin.create(`/v1/${path}`, create);
        const manager = await admin.withNewUser('manager');
        for (const response of [
          await manager.post(`/v1/${path}`, create),
          await manager.put(`/v1/${path}/${existing.id}`, change),
          await manager.delete(`/v1/${path}/${existing.id}`),
        ]) {
          expect(response.status).toBe(406);
          expect(response.body.message).toBe('You do not have a permission for this action');
        }
        expect((await manager.get(`/v1/${path}`)).status).toBe(200);
        expect((await manager.get(`/v1/${path}/${existing.id}`)).body).toEqual(existing);
      });
    });

  it('pages lists by id once a tenant holds more than limit: the array, and Link naming the next page (D13)', async () => {
    const tenant = await service.newTenant();
    const created: number[] = [];
    for (let n = 0; n < 105; n++) created.push((await tenant.create('/v1/labels', { name: `label ${n}` })).id);
    const first = await tenant.get('/v1/labels');
    expect(first.status).toBe(200);
    expect(first.body.map((label: { id: number }) => label.id)).toEqual(created.slice(0, 100));
    const link = String(first.headers.link);
    expect(link).toMatch(/^<\/v1\/labels\?limit=100&cursor=[A-Za-z0-9_.-]+>; rel="next"$/);
    const second = await tenant.get(link.slice(1, link.indexOf('>')));
    expect(second.body.map((label: { id: number }) => label.id)).toEqual(created.slice(100));
    expect(second.headers.link).toBeUndefined();
    const small = await tenant.get('/v1/labels?limit=2');
    expect(small.body).toHaveLength(2);
    expect(String(small.headers.link)).toContain('limit=2&cursor=');
    // A cursor belongs to its list; limits out of range are refused.
    const cursor = link.slice(link.indexOf('cursor=') + 7, link.indexOf('>'));
    const elsewhere = await tenant.get(`/v1/projects?cursor=${cursor}`);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      400,
      "Query parameter 'cursor' belongs to another query: keep the filters and sort of its first page.",
    ]);
    expect((await tenant.get('/v1/labels?limit=501')).status).toBe(400);
    expect((await tenant.get('/v1/labels?limit=0')).status).toBe(400);
  });

  it('validates colors, dates and flags: 400 naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['labels', { name: 'x', color: 'red' }, "Field 'color' must be a color in the form #rrggbb."],
      ['holidays', { name: 'x', date: '2027-02-29' }, "Field 'date' must be a date in the form YYYY-MM-DD."],
      ['holidays', { name: 'x', date: '29.02.2028' }, "Field 'date' must be a date in the form YYYY-MM-DD."],
      ['activity-types', { name: 'x', approvable: 'true' }, "Field 'approvable' must be true or false."],
      ['issue-priorities', { name: 'x', position: 2 ** 31 }, "Field 'position' must be at most 2147483647."],
      [
        'issue-priorities',
        { name: 'x', projectId: 'p' },
        'Field \'projectId\' must be an id (a positive integer or an object holding one as "id") or null.',
      ],
    ];
    for (const [path, body, message] of cases) {
      const response = await admin.post(`/v1/${path}`, body);
      expect({ path, body, status: response.status }).toEqual({ path, body, status: 400 });
      expect(response.body.message).toBe(message);
    }
  });

  it('refuses a status that is both positiveFinal and negativeFinal: 400', async () => {
    const both = await admin.post('/v1/activity-statuses', { name: 'x', positiveFinal: true, negativeFinal: true });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('A status cannot be both positiveFinal and negativeFinal.');
    const status = await admin.create('/v1/activity-statuses', { name: 'y', positiveFinal: true });
    expect((await admin.put(`/v1/activity-statuses/${status.id}`, { negativeFinal: true })).status).toBe(400);
  });

  it('embeds the project of a priority, accepts {id}, and 404s an unknown project', async () => {
    const project = await admin.create('/v1/projects', { name: 'Mobile', test_case_robust: true });
    const priority = await admin.create('/v1/issue-priorities', { name: 'Low', projectId: { id: project.id } });
    expect(priority.projectId).toEqual(project);
    const cleared = await admin.put(`/v1/issue-priorities/${priority.id}`, { projectId: null });
    expect(cleared.body.projectId).toBeNull();
    const unknown = await admin.post('/v1/issue-priorities', { name: 'Low', projectId: 4242 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Project with id 4242 was not found.');
  });

  it("keeps a team's members, replacing them on PUT", async () => {
    const alice = await admin.withNewUser('member');
    const bob = await admin.withNewUser('member');
    const team = await admin.create('/v1/teams', { name: 'Ops', memberIds: [bob.userId, alice.userId, bob.userId] });
    expect(team.memberIds).toEqual([alice.userId, bob.userId].sort((a, b) => a - b));
    const replaced = await admin.put(`/v1/teams/${team.id}`, { memberIds: [alice.userId] });
    expect(replaced.body.memberIds).toEqual([alice.userId]);
    const unchanged = await admin.put(`/v1/teams/${team.id}`, { name: 'Ops 2' });
    expect(unchanged.body.memberIds).toEqual([alice.userId]);
    const unknown = await admin.put(`/v1/teams/${team.id}`, { memberIds: [alice.userId, 777777] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User with id 777777 was not found.');
    expect((await admin.get(`/v1/teams/${team.id}`)).body.memberIds).toEqual([alice.userId]);
  });

  it("keeps a team's leads and coverage settings (D14), checking them", async () => {
    const lead = await admin.withNewUser('member');
    const team = await admin.create('/v1/teams', { name: 'Support', leadIds: [lead.userId], minPresent: 2 });
    expect(team).toMatchObject({ leadIds: [lead.userId], memberIds: [], minPresent: 2, coverageMode: 'warn' });
    const blocking = await admin.put(`/v1/teams/${team.id}`, { coverageMode: 'block', minPresent: null });
    expect(blocking.body).toMatchObject({ leadIds: [lead.userId], minPresent: null, coverageMode: 'block' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ coverageMode: 'strict' }, 400, "Field 'coverageMode' must be one of: warn, block."],
      [{ minPresent: -1 }, 400, "Field 'minPresent' must be at least 0."],
      [{ leadIds: [lead.userId, 777778] }, 404, 'User with id 777778 was not found.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.put(`/v1/teams/${team.id}`, body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status, message });
    }
    expect((await admin.get(`/v1/teams/${team.id}`)).body).toEqual(blocking.body);
  });

  it('refuses two holidays on one date: 409', async () => {
    await admin.create('/v1/holidays', { date: '2030-05-01', name: 'Labour Day' });
    const response = await admin.post('/v1/holidays', { date: '2030-05-01', name: 'Again' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A holiday on 2030-05-01 exists already.');
    // D19: the same date may be a holiday of some teams besides, once for the same teams.
    const team = await admin.create('/v1/teams', { name: 'Munich' });
    const regional = await admin.create('/v1/holidays', {
      date: '2030-05-01',
      name: 'Regional',
      teamIds: [team.id, team.id],
    });
    expect(regional.teamIds).toEqual([team.id]);
    const twice = await admin.post('/v1/holidays', { date: '2030-05-01', name: 'Again', teamIds: [team.id] });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'A holiday on 2030-05-01 for the same teams exists already.',
    ]);
    const unknown = await admin.post('/v1/holidays', { date: '2030-05-02', name: 'Nowhere', teamIds: [999999] });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Team with id 999999 was not found.']);
  });

  it('refuses to delete what is still referenced: 409', async () => {
    const project = await admin.create('/v1/projects', { name: 'Referenced' });
    await admin.create('/v1/issue-priorities', { name: 'P', projectId: project.id });
    const response = await admin.delete(`/v1/projects/${project.id}`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(`Project with id ${project.id} is still in use and cannot be deleted.`);
  });
});
