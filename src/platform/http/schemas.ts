import Type, { type TSchema } from 'typebox';
import { badRequest, ERROR_NAMES } from './errors.js';
import { EXPECTED, PROBLEM } from './validation.js';

/** Building blocks shared by every feature's request and response schemas. */

/** The keyword that names a schema in the OpenAPI document (docs/openapi.ts turns it into a $ref). */
export const COMPONENT = 'x-component';
const NAMED = new Map<string, TSchema>();

/** Declares `schema` the component `name` of the OpenAPI document; routes keep using it inline. */
export function component<T extends TSchema>(name: string, schema: T): T {
  (schema as Record<string, unknown>)[COMPONENT] = name;
  NAMED.set(name, schema);
  return schema;
}

export const namedComponents = (): ReadonlyMap<string, TSchema> => NAMED;

export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

export const Id = Type.Integer({ minimum: 1, maximum: INT32_MAX, [EXPECTED]: 'a positive integer id' });
export const Int32 = Type.Integer({ minimum: INT32_MIN, maximum: INT32_MAX });
export const NonNegativeInt32 = Type.Integer({ minimum: 0, maximum: INT32_MAX });

/**
 * An id sent as text (path and query parameters): decimal digits, without sign, leading zero, space
 * or exponent (D4). Text is converted to the declared type, and ajv converts whatever JavaScript
 * reads as a number (`0x10`, `1e1`, `5.0`, ` 7`). So the pattern checks the text before `allOf`
 * converts it: ajv applies `not` before `allOf`, and the double `not` keeps the OpenAPI document and
 * the generated client showing a plain integer. Handlers get a number.
 */
export const IdText = Type.Unsafe<number>({
  not: { not: { pattern: '^[1-9][0-9]{0,9}$' } },
  allOf: [{ type: 'integer', minimum: 1, maximum: INT32_MAX }],
  [EXPECTED]: 'a positive integer id',
});

/** A query parameter that is true or false. */
export const Flag = Type.Boolean({ [EXPECTED]: 'true or false' });

export const IdParams = Type.Object({ id: IdText });

/** A reference to another record: `3` or `{"id": 3}` (other keys ignored). */
export const Reference = component(
  'Reference',
  Type.Union([Id, Type.Object({ id: Id })], {
    [EXPECTED]: 'an id: a positive integer or an object holding one as "id"',
  }),
);
export type Reference = Type.Static<typeof Reference>;
export const NullableReference = component(
  'NullableReference',
  Type.Union([Id, Type.Object({ id: Id }), Type.Null()], {
    [EXPECTED]: 'an id (a positive integer or an object holding one as "id") or null',
  }),
);

/** The id a Reference carries. */
export function referencedId(reference: number | { id: number }): number;
export function referencedId(reference: number | { id: number } | null): number | null;
export function referencedId(reference: number | { id: number } | null): number | null {
  return reference === null || typeof reference === 'number' ? reference : reference.id;
}

/** The distinct ids a list of references carries, in first-seen order. */
export const referencedIds = (references: readonly (number | { id: number })[] | undefined): number[] => [
  ...new Set((references ?? []).map((reference) => referencedId(reference))),
];

/**
 * Text of one line (D13): no line breaks (U+2028 and U+2029 included) and no other control
 * characters, so that it cannot forge lines of the formats it is written into (iCalendar, mail
 * headers, logs). Descriptions and comments may hold line breaks.
 */
const LINE_BREAKS_AND_CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
/** Runs of line breaks and control characters, for writers that must keep text on one line. */
export const lineBreaksAndControls = () => new RegExp(`[${LINE_BREAKS_AND_CONTROLS}]+`, 'g');

export const SingleLine = (options: { minLength?: number; maxLength: number } & Record<string, unknown>) =>
  Type.String({
    ...options,
    pattern: `^[^${LINE_BREAKS_AND_CONTROLS}]*$`,
    [PROBLEM]: 'must not contain line breaks or control characters',
  });
export const Name = SingleLine({ minLength: 1, maxLength: 255 });
export const Description = Type.String({ maxLength: 100_000 });
export const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', [EXPECTED]: 'a color in the form #rrggbb' });

/** PostgreSQL has no year 0, and responses write four-digit years: dates and instants stay within these. */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

export const CalendarDate = Type.String({
  format: 'date',
  formatMinimum: FIRST_DAY,
  [EXPECTED]: 'a date in the form YYYY-MM-DD',
});

/** 400 when the query's range runs backwards; CalendarDate text sorts as the dates do. */
export function refuseReversedRange(from: string, to: string): void {
  if (to < from) throw badRequest("Query parameter 'to' must not be before 'from'.");
}

/**
 * RFC 3339 (the format), narrowed to what timestamptz stores as sent and responses can show: no
 * year 0000; seconds up to 59 (PostgreSQL makes a leap second the next minute, or rejects it with a
 * fraction); an offset with minutes, of at most 15:59 (its limit); and an instant within the years
 * 0001 to 9999, which an offset can leave on the first or last day. The last instant is a whole
 * second because PostgreSQL rounds fractions to microseconds.
 */
export const DateTime = Type.String({
  format: 'date-time',
  pattern: '^(?!0000)\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:[0-5]\\d(\\.\\d+)?([Zz]|[+-](0\\d|1[0-5]):?[0-5]\\d)$',
  formatMinimum: `${FIRST_DAY}T00:00:00Z`,
  formatMaximum: `${LAST_DAY}T23:59:59Z`,
  [EXPECTED]: 'a date-time in the form YYYY-MM-DDTHH:MM:SS.sssZ',
});

/** Response time forms of the interface; the patterns let the tests catch a field sent in another form. */
export const UtcSeconds = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$',
  description: 'YYYY-MM-DDTHH:MM:SSZ',
});
export const UtcMillis = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$',
  description: 'YYYY-MM-DDTHH:MM:SS.sssZ',
});
export const UtcMillisOffset = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}\\+00:00$',
  description: 'YYYY-MM-DDTHH:MM:SS.sss+00:00',
});
export const UtcMidnight = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T00:00:00\\.000Z$',
  description: 'YYYY-MM-DDT00:00:00.000Z',
});

export function Nullable<T extends TSchema>(schema: T) {
  const expected = (schema as Record<string, unknown>)[EXPECTED];
  return Type.Union([schema, Type.Null()], typeof expected === 'string' ? { [EXPECTED]: `${expected} or null` } : {});
}

export const ErrorObject = component(
  'Error',
  Type.Object(
    {
      timestamp: Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}\\+00:00$',
        description: 'date-time with milliseconds and UTC offset',
      }),
      status: Type.Integer(),
      error: Type.String(),
      message: Type.String(),
      path: Type.String(),
    },
    { description: 'The error object every failed request receives' },
  ),
);

/** Response schemas of the listed error statuses, for a route's `response` map and the OpenAPI document. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(
    statuses.map((status) => [status, { ...ErrorObject, description: ERROR_NAMES[status] ?? 'Error' }]),
  ) as unknown as { [K in S[number]]: typeof ErrorObject };
}
