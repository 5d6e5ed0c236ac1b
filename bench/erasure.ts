/**
 * npm run bench:erasure [-- --database-url <admin url>] [--rows 1000000]
 *
 * D21's erasure on a big tenant: the benchmark's tenant (10,000 issues, 50 users) with `--rows`
 * history entries and as many stored events naming its users (as history and events store a user
 * object), then one person erased as POST /v1/users/{id}/erase does it (PrivacyService.erase, with
 * the service's statement timeout). Prints the time it took, or the error it ended with. Runs on a
 * PostgreSQL cluster of its own unless --database-url names a server, where it creates a database
 * and drops it at the end.
 */
import { parseArgs } from 'node:util';
import { LongRequests } from '../src/platform/db/long-requests.js';
import { openDatabase } from '../src/platform/db/open.js';
import { PrivacyService } from '../src/privacy/service.js';
import { runAsOwner } from '../src/testing/postgres-cluster.js';
import { postgresServer } from './postgres.js';
import { seedBenchmark } from './seed.js';
import { ints } from './seed-text.js';
import { log } from './timing.js';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, rows: { type: 'string', default: '1000000' } },
});
const ROWS = Number(args.rows);

/** A user object as history and events store it, of user number `key` among `users`. */
const storedUser = (users: number[], key: string) =>
  `jsonb_build_object('id', (${ints(users)})[1 + (${key}) % ${users.length}], 'firstname', 'First ' || ((${key}) % ${users.length}),
    'lastname', 'Last', 'email', 'user' || ((${key}) % ${users.length}) || '@example.com')`;

const postgres = await postgresServer(args['database-url']);
const name = `tracker_bench_erasure_${Date.now()}`;
await runAsOwner(postgres.adminUrl, `CREATE DATABASE ${name}`);
const url = new URL(postgres.adminUrl);
url.pathname = `/${name}`;
try {
  const { db } = await openDatabase({ kind: 'postgres', url: url.href });
  const [tenant] = await seedBenchmark(db, { issues: 10_000, tenants: 1 });
  const { tenantId, userIds, issueIds } = tenant!;
  let started = Date.now();
  await runAsOwner(
    url.href,
    `INSERT INTO issue_history (tenant_id, issue_id, author_id, action, changes)
     SELECT '${tenantId}', ${issueIds.first} + n % ${issueIds.last - issueIds.first + 1}, (${ints(userIds)})[1 + n % ${userIds.length}],
       'updated', jsonb_build_array(jsonb_build_object('field', 'assignedId', 'from', ${storedUser(userIds, 'n')}, 'to', ${storedUser(userIds, 'n + 7')}))
     FROM generate_series(1, ${ROWS}) n`,
  );
  await runAsOwner(
    url.href,
    `INSERT INTO events (tenant_id, id, type, actor_id, data)
     SELECT '${tenantId}', n, 'issue.updated', (${ints(userIds)})[1 + n % ${userIds.length}],
       json_build_object('object', json_build_object('id', n, 'assignedId', ${storedUser(userIds, 'n')}, 'creatorId', ${storedUser(userIds, 'n + 3')}))
     FROM generate_series(1, ${ROWS}) n`,
  );
  await runAsOwner(url.href, 'ANALYZE');
  log(`${ROWS} history entries and ${ROWS} events added in ${Math.round((Date.now() - started) / 1000)} s`);
  const person = userIds[5]!;
  const [row] = await db.read(tenantId, (sql) =>
    sql.query<{ email: string }>('SELECT email FROM users WHERE tenant_id = $1 AND id = $2', [tenantId, person]),
  );
  // The erasure takes its turn among the tenant's long requests; it reads no export time-out.
  const privacy = new PrivacyService(db, new LongRequests(), 0);
  started = Date.now();
  try {
    await privacy.erase({ tenantId, userId: userIds[0]!, role: 'admin' }, person, row!.email);
    log(`erased one person in ${Date.now() - started} ms`);
  } catch (error) {
    log(`the erasure failed after ${Date.now() - started} ms: ${(error as Error).message}`);
  }
  await db.close();
} finally {
  await runAsOwner(postgres.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await postgres.stop();
}
