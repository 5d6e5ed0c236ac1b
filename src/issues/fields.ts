import Type, { type TOptional, type TSchema } from 'typebox';
import type { DB } from '../platform/db/tables.generated.js';
import { type Attribute as StoredAttribute, AttributeColumns } from '../platform/db/attributes.js';
import { type ReferenceTarget } from '../platform/db/checks.js';
import {
  createInputsOf,
  fieldNames,
  type FieldsWith as FieldsOf,
  fieldsWith as namesWith,
  type ObjectById,
  outputsOf,
  type Shows,
} from '../platform/db/field-table.js';
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
  UtcMillis,
  UtcSeconds,
} from '../platform/http/schemas.js';
import { issuePriorities, issueStatuses, issueTypes, projects } from '../reference-data/definitions.js';
import { issuePriorityById, issueStatusById, issueTypeById, projectById, userById } from '../reference-data/objects.js';
import {
  IdNameObject,
  IssuePriorityObject,
  IssueStatusObject,
  LabelObject,
  ProjectObject,
  UserWithLanguageObject,
} from '../reference-data/schemas.js';
import { users } from '../users/users.js';
import type { IssueUpdateInput } from './schemas.js';

export const ISSUE: ReferenceTarget = { table: 'issues', thing: 'Issue' };

/** Columns of issues; keys of the generated table type are its column names. */
export type IssueColumn = Extract<keyof DB['issues'], string>;

/**
 * One field of the issue object (interface.md, D6), in the object's order. A field with `input` is
 * an attribute: a write can send it, and history records it (D8) and events show it (D9), always.
 * A field without `column` is built from other rows (sql.ts names how: roll-ups and member sets).
 * src/issues/fields.test.ts fails for a field of the response schema that rendering, history or
 * events leave out.
 */
export interface IssueField {
  /** Its schema in the issue object. */
  output: TSchema;
  /** The column of issues it shows. */
  column?: IssueColumn;
  /** How the object shows the column when not as stored: a time, or the object of the row it names. */
  shows?: Extract<Shows, 'millis' | 'seconds' | ObjectById>;
  /** Whether history records it although no write sends it as such. */
  tracked?: true;
  /** The schema of its value in a write's body. */
  input?: TSchema;
  /** The row the value names, checked before it is stored. */
  reference?: StoredAttribute<IssueColumn>['reference'];
  /** Whether the create's body must or may send it; not an input of the create without. */
  created?: 'required' | 'optional';
  /** What a new issue stores when the attribute is not sent; NULL when not given. */
  absent?: boolean | number;
  /** Whether PUT /issues/bulk-edit can change it (D6 names its wrappers). */
  bulk?: true;
  /** The schema of GET /issues's query parameter that keeps the issues storing the value sent. */
  filter?: TSchema;
}

const NullableInteger = Nullable(Type.Integer());
const user: ObjectById = (tenant, id) => userById(tenant, id, true);
const Minutes = Type.Integer({ description: 'minutes' });
const MinutesOfDescendants = Type.Integer({
  description: 'minutes, summed over all live (not deleted) descendants',
});

/** The fields in the order the object lists them; among attributes, the order in which checks name problems. */
const FIELDS = {
  id: { output: Type.Integer(), column: 'id' },
  name: { output: Type.String(), column: 'name', input: Name, created: 'required' },
  description: {
    output: Nullable(Type.String()),
    column: 'description',
    input: Nullable(Description),
    created: 'optional',
  },
  projectId: {
    output: ProjectObject,
    column: 'project_id',
    shows: projectById,
    input: Reference,
    created: 'required',
    reference: { target: projects },
    filter: IdText,
  },
  issueTypeId: {
    output: IdNameObject,
    column: 'issue_type_id',
    shows: issueTypeById,
    input: Reference,
    created: 'required',
    reference: { target: issueTypes },
    bulk: true,
    filter: IdText,
  },
  // The parent is checked separately: it must also be visible, and must not close a cycle.
  parentId: {
    output: NullableInteger,
    column: 'parent_id',
    input: NullableReference,
    created: 'optional',
    reference: {},
    filter: IdText,
  },
  parentType: { output: NullableInteger, column: 'parent_type', input: Nullable(Int32), created: 'optional' },
  priorityId: {
    output: IssuePriorityObject,
    column: 'priority_id',
    shows: issuePriorityById,
    input: Reference,
    created: 'required',
    reference: { target: issuePriorities },
    bulk: true,
    filter: IdText,
  },
  // The creator of a new issue is its caller, whatever the body says: not an input of the create.
  creatorId: {
    output: UserWithLanguageObject,
    column: 'creator_id',
    shows: user,
    input: Reference,
    reference: { target: users },
    bulk: true,
    filter: IdText,
  },
  statusId: {
    output: IssueStatusObject,
    column: 'status_id',
    shows: issueStatusById,
    input: Reference,
    created: 'required',
    reference: { target: issueStatuses },
    bulk: true,
    filter: IdText,
  },
  assignedId: {
    output: Nullable(UserWithLanguageObject),
    column: 'assigned_id',
    shows: user,
    input: NullableReference,
    created: 'optional',
    reference: { target: users },
    bulk: true,
  },
  lastUpdator: { output: UserWithLanguageObject, column: 'last_updator_id', shows: user },
  private: {
    output: Type.Boolean(),
    column: 'private',
    input: Type.Boolean(),
    created: 'optional',
    absent: false,
    filter: Flag,
  },
  dueDate: {
    output: Nullable(UtcMillis),
    column: 'due_date',
    shows: 'millis',
    input: Nullable(DateTime),
    created: 'optional',
  },
  closed: { output: Type.Boolean(), column: 'closed' },
  closed_at: { output: Nullable(UtcSeconds), column: 'closed_at', shows: 'seconds' },
  // Deleting and restoring are writes of their own (DELETE, undelete), recorded as such.
  deleted: { output: Type.Boolean(), column: 'deleted', tracked: true },
  deleted_at: { output: Nullable(UtcSeconds), column: 'deleted_at', shows: 'seconds' },
  created_at: { output: UtcSeconds, column: 'created_at', shows: 'seconds' },
  updated_at: { output: UtcSeconds, column: 'updated_at', shows: 'seconds' },
  estimated: { output: Minutes, column: 'estimated', input: NonNegativeInt32, created: 'optional', absent: 0 },
  estimated_from_children: { output: MinutesOfDescendants },
  spent: { output: Minutes, column: 'spent', input: NonNegativeInt32, created: 'optional', absent: 0 },
  spent_from_children: { output: MinutesOfDescendants },
  // D18: minutes of the issue's live worklogs (activities of a working-hours type linked to it), and
  // of its descendants' by the roll-up rule above; built at read as the roll-ups are (sql.ts).
  logged: { output: Type.Integer({ description: "minutes of the issue's live worklogs" }) },
  logged_from_children: { output: MinutesOfDescendants },
  vcsIssueId: { output: NullableInteger, column: 'vcs_issue_id', input: Nullable(Int32), created: 'optional' },
  vcsIssueIid: { output: NullableInteger, column: 'vcs_issue_iid', input: Nullable(Int32), created: 'optional' },
  // Schedules (roadmaps) live outside this service; the id is stored as given.
  scheduleId: {
    output: NullableInteger,
    column: 'schedule_id',
    input: NullableReference,
    created: 'optional',
    reference: {},
    bulk: true,
  },
  // Sent to a create or a bulk edit as id lists (schemas.ts), stored in tables of their own (members.ts).
  labels: { output: Type.Array(LabelObject), tracked: true },
  collaborators: { output: Type.Array(UserWithLanguageObject), tracked: true },
} as const satisfies Record<string, IssueField>;

type Fields = typeof FIELDS;
export type IssueFieldName = keyof Fields;
const FIELD_NAMES = fieldNames(FIELDS);
const fieldsWith = (property: keyof IssueField) => namesWith(FIELDS, property);
type FieldsWith<P> = FieldsOf<Fields, P>;

/** The fields a write sends. */
export type Attribute = FieldsWith<{ input: TSchema }>;
/** The attributes a write sends, by name. */
export type Attributes = IssueUpdateInput;
type IssueAttribute = IssueField & Required<Pick<IssueField, 'column' | 'input'>>;
export const ATTRIBUTES = new AttributeColumns<Attribute, IssueColumn, IssueAttribute>(
  Object.fromEntries(fieldsWith('input').map((name) => [name, FIELDS[name] as IssueAttribute])) as Record<
    Attribute,
    IssueAttribute
  >,
);
export const ALL_ATTRIBUTES = ATTRIBUTES.names;
const isAttribute = (name: IssueFieldName): name is Attribute => name in ATTRIBUTES.map;

/** The response schema's properties, in the object's order. */
export const OUTPUTS = outputsOf(FIELDS);

/** How the object builds one field: see IssueField. */
export const fieldOf = (name: IssueFieldName): IssueField => FIELDS[name];
export const OBJECT_FIELD_NAMES = FIELD_NAMES;
/** The fields built from other rows; sql.ts says how. */
export type PartField = Exclude<IssueFieldName, FieldsWith<{ column: IssueColumn }>>;

/** The fields history records (D8) and events show (D9), in the order entries list changes. */
export type TrackedIssueField = Attribute | FieldsWith<{ tracked: true }>;
export const TRACKED_ISSUE_FIELD_NAMES = FIELD_NAMES.filter(
  (name): name is TrackedIssueField => isAttribute(name) || 'tracked' in FIELDS[name],
);

/** The body of an update: every attribute, optional; null clears the nullable ones. */
export const UPDATE_INPUTS = Object.fromEntries(
  ALL_ATTRIBUTES.map((name) => [name, Type.Optional(FIELDS[name].input)]),
) as { [K in Attribute]: TOptional<Fields[K]['input']> };

/** The attributes of a create's body: the required ones, and the optional ones. */
export const CREATE_ATTRIBUTES = ALL_ATTRIBUTES.filter((name) => 'created' in FIELDS[name]);
export const CREATE_INPUTS = createInputsOf(FIELDS);

export const column = (name: Attribute) => ATTRIBUTES.map[name].column;

/** The attributes a bulk edit can change. */
export type BulkAttribute = FieldsWith<{ bulk: true }>;
export const BULK_ATTRIBUTES = fieldsWith('bulk') as BulkAttribute[];

/** The attributes GET /issues filters by, each with a query parameter of its name. */
type FilterAttribute = FieldsWith<{ filter: TSchema }>;
export const FILTER_ATTRIBUTES = fieldsWith('filter') as FilterAttribute[];
/** The query parameters of those filters. */
export const ISSUE_FILTERS = Object.fromEntries(
  FILTER_ATTRIBUTES.map((name) => [name, Type.Optional(FIELDS[name].filter)]),
) as { [K in FilterAttribute]: TOptional<Fields[K]['filter']> };

/** The stored value of each attribute, by name: the parameters of the statements that write issues. */
export type StoredValues = Record<Attribute, unknown>;

/** What an update can change, in the order history entries list changes. */
export const UPDATED_FIELDS = TRACKED_ISSUE_FIELD_NAMES.filter(isAttribute);

/** What a bulk edit can change, in the same order: its attributes, labels and collaborators. */
export const BULK_FIELDS = TRACKED_ISSUE_FIELD_NAMES.filter(
  (field): field is BulkAttribute | 'labels' | 'collaborators' =>
    'bulk' in FIELDS[field] || field === 'labels' || field === 'collaborators',
);
