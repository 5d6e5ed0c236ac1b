import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { TestService, type TenantClient } from '../../testing/harness.js';
import { DatabaseBusyError, withRetry } from './database.js';

/** An error as the pg driver raises it: the SQLSTATE in `code`. */
const pgError = (code: string) => Object.assign(new Error(`failed with SQLSTATE ${code}`), { code });

/** Work that fails with `failures` in turn, then succeeds; counts how often it ran. */
function workFailingWith(...failures: Error[]) {
  const work = {
    runs: 0,
    run: async () => {
      const failure = failures[work.runs++];
      if (failure) throw failure;
      return 'done';
    },
  };
  return work;
}

describe('withRetry', () => {
  it('runs the work again after serialization failures (40001) and deadlocks (40P01)', async () => {
    const work = workFailingWith(pgError('40001'), pgError('40P01'), pgError('40001'));
    expect(await withRetry(work.run)).toBe('done');
    expect(work.runs).toBe(4);
  });

  it('gives up after 5 attempts: the database is busy, caused by the last failure (D13: a 503)', async () => {
    const failures = Array.from({ length: 6 }, (_, i) => pgError(i % 2 === 0 ? '40001' : '40P01'));
    const work = workFailingWith(...failures);
    const busy = await withRetry(work.run).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(DatabaseBusyError);
    expect((busy as DatabaseBusyError).cause).toBe(failures[4]);
    expect(work.runs).toBe(5);
  });

  it('turns lock and statement time-outs into a busy database at once', async () => {
    for (const code of ['55P03', '57014']) {
      const work = workFailingWith(pgError(code));
      expect(await withRetry(work.run).catch((error: unknown) => error)).toBeInstanceOf(DatabaseBusyError);
      expect(work.runs).toBe(1);
    }
  });

  it('rethrows every other failure at once', async () => {
    const others = [pgError('23505'), pgError('23503'), pgError('57P01'), new Error('no code'), new TypeError('bug')];
    for (const failure of others) {
      const work = workFailingWith(failure);
      await expect(withRetry(work.run)).rejects.toBe(failure);
      expect({ failure: failure.message, runs: work.runs }).toEqual({ failure: failure.message, runs: 1 });
    }
  });
});

// A deadlock needs two connections; the embedded store has one and runs transactions one at a time.
if (process.env.TEST_DATABASE_URL) {
  describe('withRetry on PostgreSQL', () => {
    let service: TestService;
    let admin: TenantClient;

    before(async () => {
      service = await TestService.start();
      admin = await service.newTenant();
    });
    after(() => service.close());

    it('lets a write that PostgreSQL aborts as a deadlock victim succeed on its next attempt', async () => {
      const first = await admin.create<{ id: number }>('/v1/projects', { name: 'First' });
      const second = await admin.create<{ id: number }>('/v1/projects', { name: 'Second' });
      let attempts = 0;
      let holding = 0;
      let bothHold: () => void;
      const bothHolding = new Promise<void>((resolve) => (bothHold = resolve));
      // Each transaction locks one row, waits until the other holds its row, then asks for that one:
      // the classic deadlock. Later attempts do not wait, so the retry can get through.
      const lockInOrder = (ids: number[]) =>
        service.db.write(admin.tenantId, async (sql) => {
          attempts++;
          const lock = (id: number) =>
            sql.query('SELECT id FROM projects WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [admin.tenantId, id]);
          await lock(ids[0]!);
          if (++holding === 2) bothHold();
          await bothHolding;
          await lock(ids[1]!);
          return ids;
        });
      const done = await Promise.all([lockInOrder([first.id, second.id]), lockInOrder([second.id, first.id])]);
      expect(done).toEqual([
        [first.id, second.id],
        [second.id, first.id],
      ]);
      // Two first attempts, one of them the deadlock victim, and its retry.
      expect(attempts).toBe(3);
    });
  });
}
