import { type Expression, sql } from 'kysely';

/** Where the history entries of one kind of object live, and how their events are named (D9). */
export interface EventSource {
  history: 'issue_history' | 'activity_history';
  column: 'issue_id' | 'activity_id';
  /** The event type of history entry `h`. */
  type: Expression<string>;
  /** A field of the event's data beyond {object, changes}, from entry `h`, when not NULL: the comment. */
  more?: { name: string; value: Expression<unknown> };
}

/** The columns of an events row for history entry `h` of the object `built` (see insertEvents). */
function eventOfEntry(source: EventSource) {
  const data = sql`'object', built.object, 'changes', h.changes`;
  const { more } = source;
  return sql`h.tenant_id, ${source.type}, h.at, h.author_id,
    ${
      more
        ? sql`CASE WHEN ${more.value} IS NULL THEN json_build_object(${data})
            ELSE json_build_object(${data}, ${sql.lit(more.name)}, ${more.value}) END`
        : sql`json_build_object(${data})`
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
      ORDER BY h.id DESC LIMIT 1) h
    WHERE h.writer = xid(pg_current_xact_id())`;
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
export const insertCreationEvents = (type: string, actorId: number, built: Expression<unknown>) =>
  sql`INSERT INTO events (tenant_id, type, actor_id, data)
    SELECT built.tenant_id, ${type}::text, ${actorId}::int, json_build_object('object', built.object, 'changes', '[]'::json)
    FROM ${built} AS built`;
