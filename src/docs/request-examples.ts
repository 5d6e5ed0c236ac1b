/**
 * Example request bodies for the document, by operation ('METHOD /path/{param}'), for the operations
 * whose body schema brings none of its own. openapi.test.ts requires one for every operation with a
 * body, and checks each against its schema.
 */

/** Tenant management: a create body and a (partial) update body per resource. */
const TENANT_MANAGEMENT: Record<string, [create: object, update: object]> = {
  users: [
    { firstname: 'Grace', lastname: 'Hopper', email: 'grace@acme.example', language: 'en', role: 'manager' },
    { role: 'admin', language: 'de', deputyId: 3 },
  ],
  tokens: [
    { userId: 2, name: 'CI pipeline', expiresAt: '2027-06-30T00:00:00.000Z' },
    { name: 'CI pipeline (renewed)', expiresAt: '2027-12-31T00:00:00.000Z' },
  ],
  projects: [{ name: 'Website', test_case_robust: true }, { name: 'Website relaunch' }],
  teams: [
    { name: 'Platform', memberIds: [2, 3, 5], leadIds: [2], minPresent: 2, coverageMode: 'block' },
    { memberIds: [2, 3, 5, 6] },
  ],
  'approval-policies': [
    {
      name: 'Vacation: lead, then HR',
      activityTypeIds: [1],
      teamIds: [],
      steps: [
        { approvers: 'team-leads', quorum: 'any' },
        { approvers: 'users', userIds: [7, 8], quorum: 'any' },
      ],
      substitute: 'optional',
      escalateAfterDays: 3,
      position: 1,
    },
    { escalateAfterDays: null },
  ],
  places: [{ name: 'Berlin office', type: 'CUSTOM' }, { name: 'Berlin office, 3rd floor' }],
  'activity-types': [
    { name: 'Vacation', description: 'Paid leave', color: '#ff8800', workingHours: false, approvable: true },
    { color: '#ffaa00', approvable: false },
  ],
  'activity-statuses': [{ name: 'Approved', color: '#00aa00', positiveFinal: true }, { color: '#008800' }],
  'issue-types': [{ name: 'Bug' }, { name: 'Defect' }],
  'issue-priorities': [
    { name: 'High', projectId: 1, color: '#ff0000', position: 1, priorityId: 3 },
    { position: 2, projectId: null },
  ],
  'issue-statuses': [{ name: 'Done', color: '#00aa00', final: true }, { name: 'Closed' }],
  labels: [{ name: 'frontend', color: '#3366ff' }, { color: '#0044cc' }],
  holidays: [{ date: '2026-12-25', name: 'Christmas Day' }, { name: 'Christmas' }],
  'test-plans': [{ name: 'Regression' }, { name: 'Release regression' }],
  'test-execution-statuses': [{ name: 'Passed', projectId: 1, state: 1, color: '#00aa00' }, { color: '#008800' }],
  allowances: [{ userId: 2, activityTypeId: 1, year: 2027, days: 30 }, { days: 27.5 }],
  webhooks: [
    {
      url: 'https://chat.acme.example/hooks/tracker',
      events: ['issue.*', 'activity.status_changed'],
      description: 'Team chat',
    },
    { events: ['activity.*'], active: true },
  ],
  'test-executions': [
    {
      testPlanId: 1,
      testStepId: 4,
      statusId: { id: 2 },
      actual_result: 'The login page shows an error.',
      duration: 90,
      position: 1,
      batchId: 7,
      extIssueId: 4711,
      extIssueUrl: 'https://vcs.example/acme/web/-/issues/4711',
      relatedIssueIds: [12],
      relatedExtIssues: [
        { extIssueId: 4711, extKeyId: 'WEB-4711', extLink: 'https://vcs.example/acme/web/-/issues/4711' },
      ],
    },
    { statusId: 3, actual_result: 'Fixed: the login works.', relatedIssueIds: [12, 14] },
  ],
};

export const REQUEST_EXAMPLES: Record<string, object> = {
  ...Object.fromEntries(
    Object.entries(TENANT_MANAGEMENT).flatMap(([resource, [create, update]]) => [
      [`POST /v1/${resource}`, create],
      [`PUT /v1/${resource}/{id}`, update],
    ]),
  ),
  'PUT /issues/{id}': {
    statusId: 2,
    assignedId: { id: 3 },
    estimated: 120,
    spent: 45,
    dueDate: '2027-01-15T17:00:00.000Z',
    description: null,
  },
  'POST /issues/{id}/comments': { description: 'Reproduced on Firefox 128.\nThe button has no click handler.' },
  'PUT /issues/{id}/comments/{commentId}': { description: 'Reproduced on Firefox 128 and Chrome 126.' },
  'PUT /v1/activity/{id}/status': { statusId: 2 },
};
