import type { Sql } from './database.js';

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
 * The first id, in the order of `checks`, that names no row of its table in the tenant; null when
 * all exist. One round trip however many checks there are.
 */
export async function findMissingReference(
  sql: Sql,
  tenantId: string,
  checks: readonly ReferenceCheck[],
): Promise<MissingReference | null> {
  const needed = checks.filter((check) => check.ids.length > 0);
  if (needed.length === 0) return null;
  const params: unknown[] = [tenantId];
  const branches = needed.map((check, order) => {
    params.push(check.thing, check.ids);
    const thing = `$${params.length - 1}::text`;
    const ids = `$${params.length}::int[]`;
    // `table` comes from code, never from a request.
    return `SELECT ${order} AS check_order, x.n, ${thing} AS thing, x.id
      FROM unnest(${ids}) WITH ORDINALITY AS x(id, n)
      WHERE NOT EXISTS (SELECT 1 FROM ${check.table} r WHERE r.tenant_id = $1 AND r.id = x.id)`;
  });
  const [missing] = await sql.query<MissingReference>(
    `SELECT thing, id FROM (${branches.join(' UNION ALL ')}) missing ORDER BY check_order, n LIMIT 1`,
    params,
  );
  return missing ?? null;
}
