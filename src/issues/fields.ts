import Type, { type TOptional, type TSchema } from 'typebox';
import type { DB } from '../platform/db/tables.generated.js';
import { type Attribute as StoredAttribute, AttributeColumns } from '../platform/db/attributes.js';
import { type ReferenceTarget } from '../platform/db/checks.js';
import {
  DateTime,
  Description,
  Flag,
  IdText,
  Int32,
  Name,
  NonNegativeInt32,
  Nullable,
  NullableReference,
  Reference,
} from '../platform/http/schemas.js';
import { issuePriorities, issueStatuses, issueTypes, projects } from '../reference-data/definitions.js';
import { users } from '../users/users.js';
import type { IssueUpdateInput } from './schemas.js';
import { TRACKED_ISSUE_FIELD_NAMES, type TrackedIssueField } from './sql.js';

export const ISSUE: ReferenceTarget = { table: 'issues', thing: 'Issue' };

/** Columns of issues; keys of the generated table type are its column names. */
export type IssueColumn = Extract<keyof DB['issues'], string>;

/**
 * One entry per attribute an issue write can send: where it is stored, the row it names (checked
 * before it is stored), what a new issue stores when it is not sent, whether a bulk edit can
 * change it, and the query parameter of GET /issues that lists the issues holding a value. The order is the order in which checks name problems. Every attribute is also tracked
 * by the history (D8) and shown in events (D9): TRACKED_ISSUE_FIELDS (sql.ts) says how each is
 * stored in a snapshot and rendered, and the compiler refuses an attribute missing there; how the
 * object renders it is `issueFields` next to it. src/issues/fields.test.ts fails for a field of the
 * response schema that rendering, history or events leave out.
 */
interface IssueAttribute extends StoredAttribute<IssueColumn> {
  /** The schema of its value in a write's body. */
  input: TSchema;
  /** Whether the create's body must or may send it; not an input of the create without. */
  created?: 'required' | 'optional';
  /** What a new issue stores when the attribute is not sent; NULL when not given. */
  absent?: boolean | number;
  /** Whether PUT /issues/bulk-edit can change it (D6 names its wrappers). */
  bulk?: true;
  /** The schema of GET /issues's query parameter that keeps the issues storing the value sent. */
  filter?: TSchema;
}

const FIELDS = {
  name: { column: 'name', input: Name, created: 'required' },
  description: { column: 'description', input: Nullable(Description), created: 'optional' },
  projectId: {
    column: 'project_id',
    input: Reference,
    created: 'required',
    reference: { target: projects },
    filter: IdText,
  },
  issueTypeId: {
    column: 'issue_type_id',
    input: Reference,
    created: 'required',
    reference: { target: issueTypes },
    bulk: true,
    filter: IdText,
  },
  priorityId: {
    column: 'priority_id',
    input: Reference,
    created: 'required',
    reference: { target: issuePriorities },
    bulk: true,
    filter: IdText,
  },
  statusId: {
    column: 'status_id',
    input: Reference,
    created: 'required',
    reference: { target: issueStatuses },
    bulk: true,
    filter: IdText,
  },
  // The creator of a new issue is its caller, whatever the body says: not an input of the create.
  creatorId: { column: 'creator_id', input: Reference, reference: { target: users }, bulk: true, filter: IdText },
  assignedId: {
    column: 'assigned_id',
    input: NullableReference,
    created: 'optional',
    reference: { target: users },
    bulk: true,
  },
  // The parent is checked separately: it must also be visible, and must not close a cycle.
  parentId: { column: 'parent_id', input: NullableReference, created: 'optional', reference: {}, filter: IdText },
  parentType: { column: 'parent_type', input: Nullable(Int32), created: 'optional' },
  // Schedules (roadmaps) live outside this service; the id is stored as given.
  scheduleId: { column: 'schedule_id', input: NullableReference, created: 'optional', reference: {}, bulk: true },
  private: { column: 'private', input: Type.Boolean(), created: 'optional', absent: false, filter: Flag },
  dueDate: { column: 'due_date', input: Nullable(DateTime), created: 'optional' },
  estimated: { column: 'estimated', input: NonNegativeInt32, created: 'optional', absent: 0 },
  spent: { column: 'spent', input: NonNegativeInt32, created: 'optional', absent: 0 },
  vcsIssueId: { column: 'vcs_issue_id', input: Nullable(Int32), created: 'optional' },
  vcsIssueIid: { column: 'vcs_issue_iid', input: Nullable(Int32), created: 'optional' },
} as const satisfies Record<string, IssueAttribute>;

type Fields = typeof FIELDS;
export type Attribute = keyof Fields;
/** The attributes a write sends, by name. */
export type Attributes = IssueUpdateInput;
export const ATTRIBUTES = new AttributeColumns<Attribute, IssueColumn, IssueAttribute>(FIELDS);

/** The body of an update: every attribute, optional; null clears the nullable ones. */
export const UPDATE_INPUTS = Object.fromEntries(
  Object.entries(FIELDS).map(([name, field]) => [name, Type.Optional(field.input)]),
) as { [K in Attribute]: TOptional<Fields[K]['input']> };

/** The attributes of a create's body: the required ones, and the optional ones. */
type Created<C> = { [K in Attribute as Fields[K] extends { created: C } ? K : never]: Fields[K]['input'] };
export const CREATE_INPUTS = Object.fromEntries(
  Object.entries(FIELDS).flatMap(([name, field]) =>
    'created' in field ? [[name, field.created === 'required' ? field.input : Type.Optional(field.input)]] : [],
  ),
) as Created<'required'> & { [K in keyof Created<'optional'>]: TOptional<Created<'optional'>[K]> };

export const column = (name: Attribute) => ATTRIBUTES.map[name].column;

export const ALL_ATTRIBUTES = ATTRIBUTES.names;
export const CREATE_ATTRIBUTES = ALL_ATTRIBUTES.filter((name) => 'created' in FIELDS[name]);
/** The attributes a bulk edit can change. */
export type BulkAttribute = { [K in Attribute]: (typeof FIELDS)[K] extends { bulk: true } ? K : never }[Attribute];
export const BULK_ATTRIBUTES = ALL_ATTRIBUTES.filter((name): name is BulkAttribute => 'bulk' in FIELDS[name]);

/** The attributes GET /issues filters by, each with a query parameter of its name. */
type FilterAttribute = { [K in Attribute]: (typeof FIELDS)[K] extends { filter: TSchema } ? K : never }[Attribute];
export const FILTER_ATTRIBUTES = ALL_ATTRIBUTES.filter((name): name is FilterAttribute => 'filter' in FIELDS[name]);
/** The query parameters of those filters. */
export const ISSUE_FILTERS = Object.fromEntries(
  FILTER_ATTRIBUTES.map((name) => [name, Type.Optional(FIELDS[name].filter)]),
) as { [K in FilterAttribute]: TOptional<(typeof FIELDS)[K]['filter']> };

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
