import type { Database } from './database.js';
import { db, Statement } from './query.js';

const KEY = new Statement((p: { name: string }) =>
  db.selectFrom('service_keys').select('secret').where('name', '=', p.name),
);

/**
 * A key of the service itself, the same for every process since it lives in the database
 * (service_keys, made by the migrations): cursors are signed with one, sign-ins under way sealed
 * with another.
 */
export async function loadServiceKey(store: Database, name: string): Promise<Buffer> {
  // service_keys is readable in any tenant's session; the tenant here only satisfies the interface.
  const [row] = await store.read('service', (sql) => KEY.run(sql, { name }));
  if (!row) throw new Error(`The service key '${name}' is missing: the migrations did not run`);
  return Buffer.from(row.secret);
}
