import { Params } from './params.js';
import { prepared, type Sql } from './database.js';

/** Ids that must name existing rows of `table` in the tenant; `thing` names them in messages. */
export interface ReferenceCheck {
  table: string;
  thing: string;
  ids: readonly number[];
}

export interface MissingReference {
  thing: string;
  id: number;
}

/**
 * An SQL expression for the first id, in the order of `checks`, that names no row of its table in
 * tenant $1, as `{thing, id}` JSON; NULL when all exist. Checks without ids stay in the statement,
 * so that its text depends only on the list of tables: it is prepared once per call site.
 */
export function missingReference(checks: readonly ReferenceCheck[], params: Params): string {
  const branches = checks.map((check, order) => {
    const thing = `${params.add(check.thing)}::text`;
    const ids = `${params.add(check.ids)}::int[]`;
    // `table` comes from code, never from a request.
    return `SELECT ${order} AS check_order, x.n, ${thing} AS thing, x.id
      FROM unnest(${ids}) WITH ORDINALITY AS x(id, n)
      WHERE NOT EXISTS (SELECT 1 FROM ${check.table} r WHERE r.tenant_id = $1 AND r.id = x.id)`;
  });
  return `(SELECT json_build_object('thing', thing, 'id', id)
           FROM (${branches.join(' UNION ALL ')}) missing ORDER BY check_order, n LIMIT 1)`;
}

/** `missingReference` on its own: one round trip however many checks there are. */
export async function findMissingReference(
  sql: Sql,
  tenantId: string,
  checks: readonly ReferenceCheck[],
): Promise<MissingReference | null> {
  if (checks.every((check) => check.ids.length === 0)) return null;
  const params = new Params([tenantId]);
  const [row] = await sql.query<{ missing: MissingReference | null }>(
    prepared(`SELECT ${missingReference(checks, params)} AS missing`),
    params.values,
  );
  return row?.missing ?? null;
}
