import { type KeptObject, REFERENCE_DATA } from '../platform/db/kept-objects.js';

/**
 * The tables an issue object (documents.ts, built by sql.ts) is built from, and how a change of
 * each reaches its version, the xmin of the issue row and of the tenant row. Adding a table to the
 * builder means adding it here, with a trigger in a migration where it needs one:
 * src/platform/db/kept-objects.test.ts checks both.
 */
export const ISSUE_OBJECT: KeptObject = {
  name: 'issue',
  tables: {
    issues: [
      { by: 'version row' },
      {
        by: 'touches the issue',
        on: ['INSERT', 'UPDATE'],
        why: "other issues' objects show it: its ancestors' roll-ups, its test-execution peers' related issues",
      },
    ],
    tenants: [{ by: 'version row' }],
    issue_comments: [{ by: 'touches the issue', on: ['INSERT', 'UPDATE', 'DELETE'] }],
    issue_labels: [{ by: 'written only with its issue row' }],
    issue_collaborators: [{ by: 'written only with its issue row' }],
    test_execution_issues: [
      { by: 'touches the issue', on: ['INSERT', 'DELETE'], why: 'links are added and removed, never changed' },
    ],
    test_executions: [
      {
        by: 'touches the issue',
        on: ['UPDATE'],
        why: 'a new one relates no issue yet; deleting one deletes its links (cascade), whose trigger touches',
      },
    ],
    test_execution_ext_issues: [{ by: 'touches the issue', on: ['INSERT', 'UPDATE', 'DELETE'] }],
    activities: [
      {
        by: 'touches the issue',
        on: ['INSERT', 'UPDATE', 'DELETE'],
        why: "worklogs: the issue's logged minutes and its ancestors' logged_from_children (D18)",
      },
    ],
    users: REFERENCE_DATA,
    projects: REFERENCE_DATA,
    issue_types: REFERENCE_DATA,
    issue_priorities: REFERENCE_DATA,
    issue_statuses: REFERENCE_DATA,
    labels: REFERENCE_DATA,
    test_plans: REFERENCE_DATA,
    test_execution_statuses: REFERENCE_DATA,
    // Whether a type is for working hours decides which activities are worklogs.
    activity_types: REFERENCE_DATA,
  },
};
