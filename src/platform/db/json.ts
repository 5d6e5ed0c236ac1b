import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * The JSON the service answers with is built by the database: `json_build_object` of `fields`, the
 * keys written into the statement as literals (part of its fixed text), the values expressions.
 */
export function jsonObject(fields: Record<string, Expression<unknown>>): RawBuilder<unknown> {
  return sql`json_build_object(${sql.join(Object.entries(fields).flatMap(([key, value]) => [sql.lit(key), value]))})`;
}

/** The JSON array of `element` over the rows of the surrounding query, in `order`; `[]` when none. */
export function jsonArrayOf(element: Expression<unknown>, order: Expression<unknown>[]): RawBuilder<unknown> {
  return sql`coalesce(json_agg(${element} ORDER BY ${sql.join(order)}), '[]'::json)`;
}

/** A timestamptz as `YYYY-MM-DDTHH:MM:SSZ` (migrations/0001_foundation.sql). */
export const utcSeconds = (at: Expression<unknown>) => sql<string | null>`utc_seconds(${at})`;
/** A timestamptz as `YYYY-MM-DDTHH:MM:SS.sssZ`. */
export const utcMillis = (at: Expression<unknown>) => sql<string | null>`utc_millis(${at})`;
/** A timestamptz as `YYYY-MM-DDTHH:MM:SS.sss+00:00`. */
export const utcMillisOffset = (at: Expression<unknown>) => sql<string | null>`utc_millis_offset(${at})`;
