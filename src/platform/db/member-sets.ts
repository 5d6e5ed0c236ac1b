import { type Expression, sql as raw } from 'kysely';
import type { Sql } from './database.js';
import { Statement } from './query.js';
import type { DB } from './tables.generated.js';

type Column<T extends keyof DB> = keyof DB[T] & string;

/**
 * A set of members per owner row, stored as rows (tenant_id, owner, member) of `table`: the labels of
 * an issue, the members of a team. `replace` makes the given members the whole set of each owner, in
 * two set-based statements whatever the sizes.
 */
export function memberSet<T extends keyof DB>(table: T, owner: Column<T>, member: Column<T>) {
  type Owners = { tenantId: string; owners: number[] };
  const CLEAR = new Statement(
    (p: Owners) =>
      raw`DELETE FROM ${raw.table(table)} WHERE tenant_id = ${p.tenantId} AND ${raw.ref(owner)} = ANY(${p.owners}::int[])`,
  );
  const FILL = new Statement(
    (p: Owners & { members: number[] }) =>
      raw`INSERT INTO ${raw.table(table)} (tenant_id, ${raw.ref(owner)}, ${raw.ref(member)})
        SELECT ${p.tenantId}, owner, member FROM unnest(${p.owners}::int[]) AS owner, unnest(${p.members}::int[]) AS member`,
  );
  return {
    /** The members of `owner` in `tenant`, as a subquery for `IN`. */
    of: (tenant: Expression<string>, ownerId: Expression<number>) =>
      raw<number>`SELECT ${raw.ref(member)} FROM ${raw.table(table)} WHERE tenant_id = ${tenant} AND ${raw.ref(owner)} = ${ownerId}`,
    async replace(sql: Sql, tenantId: string, owners: readonly number[], members: readonly number[]): Promise<void> {
      await CLEAR.run(sql, { tenantId, owners: [...owners] });
      await FILL.run(sql, { tenantId, owners: [...owners], members: [...members] });
    },
  };
}
