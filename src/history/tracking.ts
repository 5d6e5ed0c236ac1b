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

/** Stored values as they are: for entries whose changed fields all show their stored values. */
export const asStored: Shown = (_fields, _name, value) => value;

/** A stored value (jsonb) of the field named `name`, one of `fields`, as the object shows it (see shownValue). */
export type Shown = (
  fields: readonly string[],
  name: Expression<string>,
  value: Expression<unknown>,
) => Expression<unknown>;

/**
 * The INSERT of an entry for each row of `after` (tenant_id, id, snapshot) whose snapshot differs
 * from its row in `before` (id, snapshot), with every field of `fields` that differs and its value
 * before and after, as the object shows it (`shown`). The snapshots hold stored values (ids), so an
 * entry costs one reference object per changed reference, rendered when it is recorded: as it was
 * at the time of the change. `before` and `after` are relations: subqueries, or CTEs of the write's
 * own statement. With `returning`, the INSERT returns the entries it writes, for the statement's events.
 */
export function insertChanges(
  kind: TrackedKind,
  fields: readonly string[],
  shown: Shown,
  by: { authorId: unknown; action: Action },
  before: Expression<unknown>,
  after: Expression<unknown>,
  returning = false,
) {
  // `after` takes the object's alias: the reference objects `shown` renders name the tenant by it.
  const row = (column: string) => sql.ref(`${kind.alias}.${column}`);
  return sql`INSERT INTO ${sql.table(kind.history)} (tenant_id, ${sql.ref(kind.column)}, author_id, action, changes)
    SELECT ${row('tenant_id')}, ${row('id')}, ${by.authorId}::int, ${by.action}::text, recorded.changes
    FROM ${after} AS ${sql.id(kind.alias)} JOIN ${before} AS before ON before.id = ${row('id')}
    CROSS JOIN LATERAL (
      SELECT coalesce(jsonb_agg(jsonb_build_object('field', f.name,
               'from', ${shown(fields, sql`f.name`, sql`before.snapshot -> f.name`)},
               'to', ${shown(fields, sql`f.name`, sql`${row('snapshot')} -> f.name`)}) ORDER BY f.n), '[]'::jsonb) AS changes
      FROM unnest(${[...fields]}::text[]) WITH ORDINALITY AS f(name, n)
      WHERE (before.snapshot -> f.name) IS DISTINCT FROM (${row('snapshot')} -> f.name)
      -- Kept a subquery of its own: pulled up, its aggregate would be planned (and set up) twice.
      OFFSET 0) recorded
    WHERE recorded.changes <> '[]'::jsonb
    ${returning ? sql`RETURNING *` : sql``}`;
}

interface RecordParams {
  tenantId: string;
  authorId: number;
  ids: number[];
  /** [{id, snapshot}] of the objects when they were locked, as JSON. */
  before: string;
}

/** The entries of a change of the objects with `ids`, against the snapshots taken when they were locked. */
const changesRecorder = (
  kind: TrackedKind,
  action: Action,
  fields: readonly string[],
  snapshot: Expression<unknown>,
  shown: Shown,
) => {
  const row = (column: string) => sql.ref(`${kind.alias}.${column}`);
  return new Statement((p: RecordParams) =>
    insertChanges(
      kind,
      fields,
      shown,
      { authorId: p.authorId, action },
      sql`(SELECT * FROM jsonb_to_recordset(${p.before}::jsonb) AS locked(id int, snapshot jsonb))`,
      sql`(SELECT ${row('tenant_id')} AS tenant_id, ${row('id')} AS id, ${snapshot} AS snapshot
        FROM ${sql.table(kind.table)} AS ${sql.id(kind.alias)}
        WHERE ${row('tenant_id')} = ${p.tenantId} AND ${row('id')} = any(${p.ids}::int[]))`,
    ),
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

  constructor(
    kind: TrackedKind,
    readonly action: Action,
    fields: readonly string[],
    snapshot: Expression<unknown>,
    shown: Shown,
  ) {
    this.#record = changesRecorder(kind, action, fields, snapshot, shown);
  }

  /** Records the entries of the change `caller` made to the `locked` objects. */
  async record(sql: Sql, caller: Caller, locked: readonly { id: number; snapshot?: unknown }[]): Promise<void> {
    await this.#record.run(sql, {
      tenantId: caller.tenantId,
      authorId: caller.userId,
      ids: locked.map(({ id }) => id),
      before: JSON.stringify(locked.map(({ id, snapshot }) => ({ id, snapshot }))),
    });
  }
}
