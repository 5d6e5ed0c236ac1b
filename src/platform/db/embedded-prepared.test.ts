import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { PreparedStatement } from './database.js';
import { openPGlite, type PGliteDatabase } from './pglite.js';
import { APP_ROLE } from './roles.js';

// The embedded store runs a PreparedStatement as a named statement of its session (planned once,
// not per run); these pin that it does, and that it answers and fails as a plain query would.
describe('embedded store prepared statements', () => {
  let db: PGliteDatabase;
  const TENANT = 'prepared';

  before(async () => {
    ({ db } = await openPGlite());
    await db.pglite.exec(`RESET ROLE;
      CREATE TABLE prepared_probe (id int PRIMARY KEY, label text NOT NULL, tags int[], seen boolean, at timestamptz);
      GRANT ALL ON prepared_probe TO ${APP_ROLE};
      SET ROLE ${APP_ROLE}`);
  });

  after(() => db.close());

  const timesRun = async (statement: PreparedStatement) => {
    const { rows } = await db.pglite.query<{ runs: number }>(
      'SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE name = $1',
      [statement.name],
    );
    return rows[0]?.runs ?? 0;
  };

  it('parses a statement once per session and runs it by name after that', async () => {
    const statement = new PreparedStatement('SELECT $1::int + 1 AS next');
    for (const n of [1, 2, 3]) {
      expect(await db.read(TENANT, (sql) => sql.query(statement, [n]))).toEqual([{ next: n + 1 }]);
    }
    expect(await timesRun(statement)).toBe(3);
  });

  it('sends parameters and reads columns as a plain query does, nulls, arrays, booleans and times included', async () => {
    const text = `SELECT $1::int AS id, $2::text AS label, $3::int[] AS tags, $4::boolean AS seen,
      $5::timestamptz AS at, json_build_object('tags', $3::int[]) AS doc`;
    const cases: unknown[][] = [
      [1, 'plain', [1, 2, 3], true, new Date('2027-03-04T05:06:07Z')],
      [2, 'quote \' and "double", comma, {brace}', [], false, null],
      [null, null, null, null, null],
    ];
    for (const params of cases) {
      const [asPlain, asPrepared] = await db.read(TENANT, async (sql) => [
        await sql.query(text, params),
        await sql.query(new PreparedStatement(text), params),
      ]);
      expect(asPrepared).toEqual(asPlain);
    }
  });

  it('fails with the database error, rolls the transaction back and leaves the statement usable', async () => {
    const insert = new PreparedStatement('INSERT INTO prepared_probe (id, label) VALUES ($1, $2)');
    await db.write(TENANT, (sql) => sql.query(insert, [1, 'first']));

    const failed = db.write(TENANT, async (sql) => {
      await sql.query(insert, [2, 'second']);
      await sql.query(insert, [1, 'duplicate']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'prepared_probe_pkey' });

    await db.write(TENANT, (sql) => sql.query(insert, [3, 'third']));
    const rows = await db.read(TENANT, (sql) => sql.query('SELECT id, label FROM prepared_probe ORDER BY id'));
    expect(rows).toEqual([
      { id: 1, label: 'first' },
      { id: 3, label: 'third' },
    ]);
  });

  it('does not keep a statement that failed to parse, so that it can succeed later', async () => {
    const statement = new PreparedStatement('SELECT count(*)::int AS count FROM prepared_later');
    await expect(db.read(TENANT, (sql) => sql.query(statement))).rejects.toMatchObject({ code: '42P01' });

    await db.pglite.exec(`RESET ROLE; CREATE TABLE prepared_later (id int);
      GRANT ALL ON prepared_later TO ${APP_ROLE}; SET ROLE ${APP_ROLE}`);
    expect(await db.read(TENANT, (sql) => sql.query(statement))).toEqual([{ count: 0 }]);
  });

  it('fails, rather than answering no rows, when an answer never completed', async () => {
    const statement = new PreparedStatement('SELECT $1::int AS id');
    expect(await db.read(TENANT, (sql) => sql.query(statement, [7]))).toEqual([{ id: 7 }]);
    const stream = db.pglite.execProtocolStream.bind(db.pglite);
    // As if the answer had lost its CommandComplete: PGlite would make an empty result of it.
    db.pglite.execProtocolStream = async (...args: Parameters<typeof stream>) =>
      (await stream(...args)).filter((message) => message.name !== 'commandComplete');
    try {
      await expect(db.read(TENANT, (sql) => sql.query(statement, [7]))).rejects.toThrow(/did not complete statement/);
    } finally {
      db.pglite.execProtocolStream = stream;
    }
    expect(await db.read(TENANT, (sql) => sql.query(statement, [8]))).toEqual([{ id: 8 }]);
  });
});
