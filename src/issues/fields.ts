import type { DB } from '../platform/db/tables.generated.js';
import { type Attribute as StoredAttribute, AttributeColumns } from '../platform/db/attributes.js';
import { type ReferenceTarget } from '../platform/db/checks.js';
import { issuePriorities, issueStatuses, issueTypes, projects } from '../reference-data/definitions.js';
import { users } from '../users/users.js';
import type { IssueUpdateInput } from './schemas.js';
import { TRACKED_ISSUE_FIELD_NAMES, type TrackedIssueField } from './sql.js';

export const ISSUE: ReferenceTarget = { table: 'issues', thing: 'Issue' };

/** Columns of issues; keys of the generated table type are its column names. */
export type IssueColumn = Extract<keyof DB['issues'], string>;

/**
 * One entry per attribute an issue write can send: where it is stored, the row it names (checked
 * before it is stored), what a new issue stores when it is not sent, and whether a bulk edit can
 * change it. The order is the order in which checks name problems. Every attribute is also tracked
 * by the history (D8) and shown in events (D9): TRACKED_ISSUE_FIELDS (sql.ts) says how each is
 * stored in a snapshot and rendered, and the compiler refuses an attribute missing there; how the
 * object renders it is `issueFields` next to it. src/issues/fields.test.ts fails for a field of the
 * response schema that rendering, history or events leave out.
 */
interface IssueAttribute extends StoredAttribute<IssueColumn> {
  /** What a new issue stores when the attribute is not sent; NULL when not given. */
  absent?: boolean | number;
  /** Whether PUT /issues/bulk-edit can change it (D6 names its wrappers). */
  bulk?: true;
}

const FIELDS = {
  name: { column: 'name' },
  description: { column: 'description' },
  projectId: { column: 'project_id', reference: { target: projects } },
  issueTypeId: { column: 'issue_type_id', reference: { target: issueTypes }, bulk: true },
  priorityId: { column: 'priority_id', reference: { target: issuePriorities }, bulk: true },
  statusId: { column: 'status_id', reference: { target: issueStatuses }, bulk: true },
  creatorId: { column: 'creator_id', reference: { target: users }, bulk: true },
  assignedId: { column: 'assigned_id', reference: { target: users }, bulk: true },
  // The parent is checked separately: it must also be visible, and must not close a cycle.
  parentId: { column: 'parent_id', reference: {} },
  parentType: { column: 'parent_type' },
  // Schedules (roadmaps) live outside this service; the id is stored as given.
  scheduleId: { column: 'schedule_id', reference: {}, bulk: true },
  private: { column: 'private', absent: false },
  dueDate: { column: 'due_date' },
  estimated: { column: 'estimated', absent: 0 },
  spent: { column: 'spent', absent: 0 },
  vcsIssueId: { column: 'vcs_issue_id' },
  vcsIssueIid: { column: 'vcs_issue_iid' },
} as const satisfies Record<keyof IssueUpdateInput, IssueAttribute>;

export const ATTRIBUTES = new AttributeColumns<keyof IssueUpdateInput, IssueColumn, IssueAttribute>(FIELDS);

export type Attributes = IssueUpdateInput;
export type Attribute = keyof Attributes;
export const column = (name: Attribute) => ATTRIBUTES.map[name].column;

export const ALL_ATTRIBUTES = ATTRIBUTES.names;
// The creator of a new issue is its caller, whatever the body says.
export const CREATE_ATTRIBUTES = ALL_ATTRIBUTES.filter((name) => name !== 'creatorId');
/** The attributes a bulk edit can change. */
export type BulkAttribute = { [K in Attribute]: (typeof FIELDS)[K] extends { bulk: true } ? K : never }[Attribute];
export const BULK_ATTRIBUTES = ALL_ATTRIBUTES.filter((name): name is BulkAttribute => 'bulk' in FIELDS[name]);

/** The stored value of each attribute, by name: the parameters of the statements that write issues. */
export type StoredValues = Record<Attribute, unknown>;

const isAttribute = (field: TrackedIssueField): field is Attribute & TrackedIssueField => field in ATTRIBUTES.map;

/** What an update can change, in the order history entries list changes. */
export const UPDATED_FIELDS = TRACKED_ISSUE_FIELD_NAMES.filter(isAttribute);

/** What a bulk edit can change, in the same order: its attributes, labels and collaborators. */
export const BULK_FIELDS = TRACKED_ISSUE_FIELD_NAMES.filter(
  (field): field is BulkAttribute | 'labels' | 'collaborators' =>
    (isAttribute(field) && 'bulk' in FIELDS[field]) || field === 'labels' || field === 'collaborators',
);
