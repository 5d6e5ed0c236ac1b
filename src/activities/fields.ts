import Type, { type Static, type TOptional, type TSchema } from 'typebox';
import { type Expression, type Selectable, sql } from 'kysely';
import type { DB } from '../platform/db/tables.generated.js';
import { AttributeColumns } from '../platform/db/attributes.js';
import { type ReferenceTarget } from '../platform/db/checks.js';
import {
  createInputsOf,
  fieldNames,
  type FieldsWith as FieldsOf,
  fieldsWith as namesWith,
  type ObjectById,
  outputsOf,
  inOrder,
  type Shows,
} from '../platform/db/field-table.js';
import {
  CalendarDate,
  Description,
  IdText,
  NullableReference,
  Reference,
  UtcMidnight,
  UtcMillis,
} from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { activityTypes, places, projects, teams, USERS } from '../reference-data/definitions.js';
import {
  activityStatusById,
  activityTypeById,
  placeById,
  projectById,
  teamById,
  userById,
} from '../reference-data/objects.js';
import {
  ActivityStatusObject,
  ActivityTypeObject,
  IdNameObject,
  PlaceObject,
  ProjectObject,
  TeamObject,
  UserObject,
} from '../reference-data/schemas.js';

/** Columns of activities; keys of the generated table type are its column names. */
export type ActivityColumn = Extract<keyof DB['activities'], string>;

/** The linked issue: `{id, name}` as the viewer may see it in the object, as history records it in entries (sql.ts). */
export const LINKED_ISSUE = 'linked issue';

/**
 * One field of the activity object (interface.md, D5), in the object's order, or an input the
 * object does not show. A field with `input` is sent by creates and updates (an update replaces them
 * all), and history records it (D8) and events show it (D9), always. A field without `column` is
 * built from other fields (sql.ts names how). src/activities/fields.test.ts fails for a field of the
 * response schema that rendering, history or events leave out.
 */
export interface ActivityField {
  /** Its schema in the activity object; none for an input the object does not show. */
  output?: TSchema;
  /** The column of activities it shows. */
  column?: ActivityColumn;
  /** How the object shows the column when not as stored (see Shows), or the linked issue. */
  shows?: Shows | typeof LINKED_ISSUE;
  /** Whether history records it although no body sends it. */
  tracked?: true;
  /** The schema of its value in the body of a create or an update. */
  input?: TSchema;
  /** Whether the body must or may send it. */
  created?: 'required' | 'optional';
  /** The value stored for the input, when neither as sent nor a reference's id. */
  resolves?: (input: never) => unknown;
  /** The row the value names, checked before it is stored (the linked issue has a check of its own). */
  reference?: { target?: ReferenceTarget };
  /**
   * How writes store a column that is not an input's value: `run`, the bound of the run of working
   * days an activity stores (D5); `given`, a value each write decides; `created`, one only the create
   * stores. A column with neither this nor `input` is the database's (id, creation time).
   */
  written?: 'run' | 'given' | 'created';
  /** The type a statement parameter of its value is cast to: an insert selects it, and PostgreSQL does not infer it there. */
  type?: 'int' | 'boolean';
  /** The schema of GET /v1/activity's query parameter that keeps the activities storing the value sent. */
  filter?: TSchema;
  /** The name of that parameter, when not the field's. */
  parameter?: string;
}

const StartTime = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  [EXPECTED]: 'a time in the form HH:MM, from 00:00 to 23:59',
});
const EndTime = Type.String({
  pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$',
  [EXPECTED]: 'a time in the form HH:MM, from 00:00 to 24:00',
});
const Minutes = Type.String({ pattern: '^\\d{1,4}$', description: 'minutes after midnight as text, "720" for 12:00' });
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const user: ObjectById = (tenant, id) => userById(tenant, id, false);

/** The fields in the order the object lists them; among inputs, the order in which checks name problems. */
const FIELDS = {
  id: { output: Type.Integer(), column: 'id' },
  activityTypeId: {
    output: ActivityTypeObject,
    column: 'activity_type_id',
    shows: activityTypeById,
    input: Reference,
    created: 'required',
    reference: { target: activityTypes },
    type: 'int',
    filter: IdText,
  },
  place: {
    output: Type.Optional(PlaceObject),
    column: 'place_id',
    shows: placeById,
    input: NullableReference,
    created: 'optional',
    reference: { target: places },
    type: 'int',
  },
  // The author of a new activity is its caller.
  author: {
    output: UserObject,
    column: 'author_id',
    shows: user,
    written: 'created',
    type: 'int',
    filter: IdText,
    parameter: 'authorId',
  },
  projectId: {
    output: Type.Union([ProjectObject, Type.Null()]),
    column: 'project_id',
    shows: projectById,
    input: NullableReference,
    created: 'optional',
    reference: { target: projects },
    type: 'int',
    filter: IdText,
  },
  // The issue must also be visible to the caller: checks.ts checks it, list.ts filters by it so.
  issueId: {
    output: Type.Union([IdNameObject, Type.Null()]),
    column: 'issue_id',
    shows: LINKED_ISSUE,
    input: NullableReference,
    created: 'optional',
    reference: {},
    type: 'int',
    filter: IdText,
  },
  teamId: {
    output: Type.Union([TeamObject, Type.Null()]),
    column: 'team_id',
    shows: teamById,
    input: NullableReference,
    created: 'optional',
    reference: { target: teams },
    type: 'int',
    filter: IdText,
  },
  // Who stands in for the author; decides first when the request's approval policy asks for one. Not
  // a field of the object (the approval state shows it), but a change of the request all the same.
  substituteId: {
    column: 'substitute_id',
    shows: user,
    input: NullableReference,
    created: 'optional',
    reference: { target: USERS },
    type: 'int',
  },
  includeWeekends: {
    output: Type.Boolean(),
    column: 'include_weekends',
    input: Type.Boolean(),
    created: 'required',
    type: 'boolean',
  },
  description: { output: Type.String(), column: 'description', input: Description, created: 'required' },
  // An activity stores one run of working days of the range sent (D5).
  dateFrom: {
    output: UtcMidnight,
    column: 'date_from',
    shows: 'midnight',
    input: CalendarDate,
    created: 'required',
    written: 'run',
  },
  dateTo: {
    output: UtcMidnight,
    column: 'date_to',
    shows: 'midnight',
    input: CalendarDate,
    created: 'required',
    written: 'run',
  },
  timeFrom: {
    output: Minutes,
    column: 'time_from',
    shows: 'text',
    input: StartTime,
    created: 'required',
    resolves: minutes,
    type: 'int',
  },
  timeTo: {
    output: Minutes,
    column: 'time_to',
    shows: 'text',
    input: EndTime,
    created: 'required',
    resolves: minutes,
    type: 'int',
  },
  duration: { output: Type.Integer({ description: 'minutes: (timeTo - timeFrom) per day, times the days covered' }) },
  // The status follows the type and the dates (D5) and decisions (D14): each write decides it.
  statusId: {
    output: ActivityStatusObject,
    column: 'status_id',
    shows: activityStatusById,
    tracked: true,
    written: 'given',
    filter: IdText,
  },
  statusEditor: { output: UserObject, column: 'status_editor_id', shows: user, written: 'given', type: 'int' },
  // Deleting and restoring are writes of their own (DELETE, undelete), recorded as such.
  deleted: { output: Type.Boolean(), column: 'deleted', tracked: true, written: 'created', type: 'boolean' },
  created_at: { output: UtcMillis, column: 'created_at', shows: 'millis' },
  // D5: the time zone of the wall-clock dates and times, sent as a header; an update keeps it unless sent.
  zone: {
    output: Type.String({ description: 'IANA time zone of the wall-clock dates and times' }),
    column: 'zone',
    tracked: true,
    written: 'given',
  },
} as const satisfies Record<string, ActivityField>;

type Fields = typeof FIELDS;
export type ActivityFieldName = keyof Fields;
const FIELD_NAMES = fieldNames(FIELDS);
type FieldsWith<P> = FieldsOf<Fields, P>;

/** How the object builds one field, how writes store it: see ActivityField. */
export const fieldOf = (name: ActivityFieldName): ActivityField => FIELDS[name];
export const column = (name: FieldsWith<{ column: ActivityColumn }>) => FIELDS[name].column;

/** The fields of the object, in its order. */
export const OBJECT_FIELD_NAMES = namesWith(FIELDS, 'output') as FieldsWith<{ output: TSchema }>[];
/** The fields built from other fields; sql.ts says how. */
export type PartField = Exclude<FieldsWith<{ output: TSchema }>, FieldsWith<{ column: ActivityColumn }>>;
/** The response schema's properties, in the object's order. */
export const OUTPUTS = outputsOf(FIELDS);

/** The fields a create or an update sends. */
export type InputField = FieldsWith<{ input: TSchema }>;
type ActivityInputField = ActivityField & Required<Pick<ActivityField, 'column' | 'input'>>;
/** The inputs and their columns (see AttributeColumns): their stored values and reference checks. */
export const INPUTS = new AttributeColumns<InputField, ActivityColumn, ActivityInputField>(
  Object.fromEntries(namesWith(FIELDS, 'input').map((name) => [name, FIELDS[name] as ActivityInputField])) as Record<
    InputField,
    ActivityInputField
  >,
);
/** The body of a create and of an update, which replaces every input. */
export const INPUT_SCHEMAS = createInputsOf(FIELDS);

type ResolvedValue<F> = F extends { reference: object }
  ? F extends { created: 'required' }
    ? number
    : number | null
  : F extends { resolves: (input: never) => infer R }
    ? R
    : F extends { input: infer S extends TSchema }
      ? Static<S>
      : never;
/** An activity input with its references resolved to ids and its times to minutes after midnight. */
export type Resolved = { [K in InputField]: ResolvedValue<Fields[K]> };

/** The value each input stores: a reference's id, a time's minutes, else the value sent. */
export const resolvedInput = (input: Partial<Record<InputField, unknown>>) =>
  Object.fromEntries(
    INPUTS.names.map((name) => {
      const { resolves } = fieldOf(name);
      return [
        name,
        resolves ? (resolves as (value: unknown) => unknown)(input[name]) : INPUTS.storedValue(input, name),
      ];
    }),
  ) as Resolved;

/** The fields whose columns each write decides, and those only the create stores. */
type GivenField = FieldsWith<{ written: 'given' | 'created' }>;
/** The fields stored from the run of working days. */
export type RunField = FieldsWith<{ written: 'run' }>;
/** The fields whose columns a create stores (the inputs, the run's bounds among them, and the given), in order. */
export const CREATED_FIELDS = FIELD_NAMES.filter(
  (name): name is InputField | GivenField => 'input' in FIELDS[name] || 'written' in FIELDS[name],
);
export type CreatedField = (typeof CREATED_FIELDS)[number];
/** The fields whose columns an update stores: all but those only the create stores. */
export const UPDATED_FIELDS = CREATED_FIELDS.filter(
  (name): name is Exclude<CreatedField, FieldsWith<{ written: 'created' }>> => fieldOf(name).written !== 'created',
);

/** The value of field `name` in the parameters of a statement, cast to its column's type (see ActivityField.type). */
export function castParameter(name: CreatedField, value: unknown): Expression<unknown> {
  const { type } = fieldOf(name);
  return type ? sql`${value}::${sql.raw(type)}` : sql`${value}`;
}

/** The fields history records (D8) and events show (D9), in the order entries list changes. */
export type TrackedActivityField = InputField | FieldsWith<{ tracked: true }>;
export const TRACKED_ACTIVITY_FIELDS = FIELD_NAMES.filter(
  (name): name is TrackedActivityField => 'input' in FIELDS[name] || 'tracked' in FIELDS[name],
);

type FilterField = FieldsWith<{ filter: TSchema }>;
/** The query parameter of a filter: the field's name unless the entry names one. */
type ParameterOf<K extends FilterField> = Fields[K] extends { parameter: infer P extends string } ? P : K;
type ActivityFilters = { [K in FilterField as ParameterOf<K>]: TOptional<Fields[K]['filter']> };
export type FilterParameter = keyof ActivityFilters;

/**
 * The filters in the order GET /v1/activity has always listed them: its query's schema (the OpenAPI
 * document, which invalid parameter a 400 names) follows it. The compiler asks for a new filter here.
 */
export const FILTER_PARAMETERS = inOrder<FilterParameter>()([
  'authorId',
  'teamId',
  'projectId',
  'issueId',
  'activityTypeId',
  'statusId',
]);

/** The value a filter's column holds, which its parameter's schema must give. */
type ColumnValue<K extends FilterField> = Selectable<DB['activities']>[Fields[K]['column']];
/** Each filter's field by its query parameter; the type admits only filters whose values fit their columns. */
type FittingFilter = {
  [K in FilterField]: Static<Fields[K]['filter']> extends ColumnValue<K> ? K : never;
}[FilterField];
const FILTER_FIELDS: Record<FilterParameter, FittingFilter> = Object.fromEntries(
  namesWith(FIELDS, 'filter').map((name) => [(FIELDS[name] as ActivityField).parameter ?? name, name]),
) as { [K in FilterField as ParameterOf<K>]: K };

/** The query parameters of GET /v1/activity's filters by a column's value. */
export const ACTIVITY_FILTERS = Object.fromEntries(
  FILTER_PARAMETERS.map((parameter) => [parameter, Type.Optional(FIELDS[FILTER_FIELDS[parameter]].filter)]),
) as ActivityFilters;

/** The column a filter compares its parameter's value with. */
export const filterColumn = (parameter: FilterParameter) => FIELDS[FILTER_FIELDS[parameter]].column;
