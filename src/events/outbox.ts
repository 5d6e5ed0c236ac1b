import { type Expression, sql } from 'kysely';
import { type EventType, eventType } from './types.js';

/** Where the history entries of one kind of object live, and how their events are named (D9). */
export interface EventSource {
  history: 'issue_history' | 'activity_history';
  column: 'issue_id' | 'activity_id';
  /** The event type of history entry `h`. */
  type: Expression<string>;
  /**
   * Fields of the event's data beyond {object, changes} for the entries `when` holds of (the first
   * that does): a comment, a decision.
   */
  more?: { when: Expression<boolean>; fields: Record<string, Expression<unknown>> }[];
  /**
   * Whether every entry this transaction wrote of an object gets its event, not only the latest:
   * a decision records itself, the next step and the status it sets, each its own event (D14).
   */
  everyEntry?: boolean;
}

/** The columns of an events row for history entry `h` of the object `built` (see insertEvents). */
function eventOfEntry(source: EventSource) {
  const data = (fields: Record<string, Expression<unknown>>) =>
    sql`json_build_object('object', built.object, 'changes', h.changes${sql.join(
      Object.entries(fields).map(([name, value]) => sql`, ${sql.lit(name)}, ${value}`),
      sql``,
    )})`;
  const variants = source.more ?? [];
  return sql`h.tenant_id, ${source.type}, h.at, h.author_id,
    ${
      variants.length > 0
        ? sql`CASE ${sql.join(
            variants.map(({ when, fields }) => sql`WHEN ${when} THEN ${data(fields)}`),
            sql` `,
          )} ELSE ${data({})} END`
        : data({})
    }`;
}

/**
 * The INSERT of the event (D9) of each history entry this transaction wrote for the objects of
 * `built` (tenant_id, id, object: the object as an admin reads it, JSON): one per object, its latest
 * entry, when that entry is this transaction's (a change that changed nothing wrote none). Without a
 * feed position: the sequencer gives it one once the change has committed (see sequencer.ts).
 */
export function insertEvents(source: EventSource, built: Expression<unknown>) {
  return sql`INSERT INTO events (tenant_id, type, occurred_at, actor_id, data)
    SELECT ${eventOfEntry(source)}
    FROM ${built} AS built
    CROSS JOIN LATERAL (
      SELECT h.*, h.xmin AS writer FROM ${sql.table(source.history)} h
      WHERE h.tenant_id = built.tenant_id AND ${sql.ref(`h.${source.column}`)} = built.id
      ORDER BY h.id DESC ${source.everyEntry ? sql`` : sql`LIMIT 1`}) h
    WHERE h.writer = xid(pg_current_xact_id())
    ${source.everyEntry ? sql`ORDER BY built.id, h.id` : sql``}`;
}

/**
 * As insertEvents, for history entries the statement itself writes (`entries`, the rows its INSERT
 * returns), which it cannot read back from their table: the event of each entry of an object of `built`.
 */
export const insertEventsOfEntries = (source: EventSource, entries: Expression<unknown>, built: Expression<unknown>) =>
  sql`INSERT INTO events (tenant_id, type, occurred_at, actor_id, data)
    SELECT ${eventOfEntry(source)}
    FROM ${entries} AS h JOIN ${built} AS built ON built.tenant_id = h.tenant_id AND built.id = ${sql.ref(`h.${source.column}`)}`;

/**
 * The INSERT of a `type` event by `actorId` for each object of `built` (as for insertEvents) that
 * the statement itself creates: its history entry, written by the same statement, cannot be read
 * back by it, and a creation changes no field.
 */
export const insertCreationEvents = (type: EventType, actorId: number, built: Expression<unknown>) =>
  sql`INSERT INTO events (tenant_id, type, actor_id, data)
    SELECT built.tenant_id, ${eventType(type)}, ${actorId}::int, json_build_object('object', built.object, 'changes', '[]'::json)
    FROM ${built} AS built`;
