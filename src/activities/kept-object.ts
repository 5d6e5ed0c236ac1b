import { type KeptObject, REFERENCE_DATA } from '../platform/db/kept-objects.js';

/**
 * The tables an activity object (store.ts, built by sql.ts) is built from, and how a change of each
 * reaches its version, the xmin of the activity row, of the tenant row and of the linked issue's
 * row. Adding a table to the builder means adding it here, with a trigger in a migration where it
 * needs one: src/platform/db/kept-objects.test.ts checks both.
 */
export const ACTIVITY_OBJECT: KeptObject = {
  name: 'activity',
  tables: {
    activities: [{ by: 'version row' }],
    tenants: [{ by: 'version row' }],
    issues: [{ by: 'version row', why: 'the linked issue: its name, and whether the caller may see it' }],
    issue_collaborators: [
      {
        by: 'written only with its issue row',
        why: 'who may see a private linked issue; an activity linking one is never kept, as it depends on the caller',
      },
    ],
    activity_approvals: [
      { by: 'decides who may read', why: 'its substitute, who decides it now, sees a private type' },
    ],
    activity_approval_steps: [
      { by: 'decides who may read', why: 'the approvers of its pending step see a private type' },
    ],
    activity_approvers: [{ by: 'decides who may read', why: 'the approvers of its pending step see a private type' }],
    users: REFERENCE_DATA,
    projects: REFERENCE_DATA,
    teams: REFERENCE_DATA,
    places: REFERENCE_DATA,
    // Also whether a type is private (D19), which decides who may read the object.
    activity_types: REFERENCE_DATA,
    activity_statuses: REFERENCE_DATA,
  },
};
