import { type Expression, sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';

/** An aggregate whose changes are recorded (D8): its table, the alias its snapshot refers to, its history. */
export interface TrackedKind {
  table: 'issues' | 'activities';
  alias: 'i' | 'a';
  history: 'issue_history' | 'activity_history';
  column: 'issue_id' | 'activity_id';
}

export type Action = 'created' | 'updated' | 'deleted' | 'undeleted';

/** A stored value (jsonb) of the field named `name`, as the object shows it (see shownValue). */
export type Shown = (name: Expression<string>, value: Expression<unknown>) => Expression<unknown>;

interface RecordParams {
  tenantId: string;
  authorId: number;
  action: string;
  fields: string[];
  ids: number[];
  /** [{id, snapshot}] of the objects when they were locked, as JSON. */
  before: string;
}

/**
 * An entry for each object whose `snapshot` now differs from the one taken when it was locked, with
 * every field that differs and its value before and after, as the object shows it (`shown`). The
 * snapshots hold stored values (ids), so a change costs one reference object per changed reference,
 * rendered when it is recorded: as it was at the time of the change.
 */
const changesRecorder = (kind: TrackedKind, snapshot: Expression<unknown>, shown: Shown) => {
  const row = (column: string) => sql.ref(`${kind.alias}.${column}`);
  return new Statement(
    (p: RecordParams) =>
      sql`INSERT INTO ${sql.table(kind.history)} (tenant_id, ${sql.ref(kind.column)}, author_id, action, changes)
        SELECT ${row('tenant_id')}, ${row('id')}, ${p.authorId}::int, ${p.action}::text, recorded.changes
        FROM ${sql.table(kind.table)} AS ${sql.id(kind.alias)}
        JOIN jsonb_to_recordset(${p.before}::jsonb) AS before(id int, snapshot jsonb) ON before.id = ${row('id')}
        CROSS JOIN LATERAL (SELECT ${snapshot} AS snapshot) after
        CROSS JOIN LATERAL (
          SELECT coalesce(jsonb_agg(jsonb_build_object('field', f.name,
                   'from', ${shown(sql`f.name`, sql`before.snapshot -> f.name`)},
                   'to', ${shown(sql`f.name`, sql`after.snapshot -> f.name`)}) ORDER BY f.n), '[]'::jsonb) AS changes
          FROM unnest(${p.fields}::text[]) WITH ORDINALITY AS f(name, n)
          WHERE (before.snapshot -> f.name) IS DISTINCT FROM (after.snapshot -> f.name)) recorded
        WHERE ${row('tenant_id')} = ${p.tenantId} AND ${row('id')} = any(${p.ids}::int[])
          AND recorded.changes <> '[]'::jsonb`,
  );
};

/**
 * How a kind of change is recorded in its objects' history (D8): as `action`, comparing `fields`. The
 * write path locks the objects with `snapshot` (the stored values of the fields) and, once the change
 * is made, `record` adds an entry for each object that differs; a change that changes nothing
 * leaves none.
 */
export class Tracking {
  readonly #record: ReturnType<typeof changesRecorder>;
  readonly #fields: string[];

  constructor(
    kind: TrackedKind,
    readonly action: Action,
    fields: readonly string[],
    snapshot: Expression<unknown>,
    shown: Shown,
  ) {
    this.#record = changesRecorder(kind, snapshot, shown);
    this.#fields = [...fields];
  }

  /** Records the entries of the change `caller` made to the `locked` objects. */
  async record(sql: Sql, caller: Caller, locked: readonly { id: number; snapshot?: unknown }[]): Promise<void> {
    await this.#record.run(sql, {
      tenantId: caller.tenantId,
      authorId: caller.userId,
      action: this.action,
      fields: this.#fields,
      ids: locked.map(({ id }) => id),
      before: JSON.stringify(locked.map(({ id, snapshot }) => ({ id, snapshot }))),
    });
  }
}
