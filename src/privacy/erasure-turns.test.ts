import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Sql } from '../platform/db/database.js';
import { LONG_REQUESTS_AT_ONCE, LONG_REQUESTS_WAITING } from '../platform/db/long-requests.js';
import { InterceptedDatabase, type TenantClient, TestService } from '../testing/harness.js';
import { ERASE_IN_HISTORY, LOCK_PERSON } from './repository.js';

const BUSY =
  'This tenant has too many long requests under way (calendars, team coverage, exports, erasures). Please try again shortly.';

/** The prepared statements that rewrite the person in history entries and events, batch by batch. */
const REWRITES = new Set<unknown>(ERASE_IN_HISTORY.map((statement) => statement.prepared));

/**
 * A store that counts, per tenant, the statements of erasures that rewrite history and events. It
 * holds the erasures of tenant `heldTenant` at their first statement until released (each holding a
 * connection, or the embedded store's one session, in a transaction that has locked nothing yet),
 * counting those held and the transactions of that tenant asked for (held, or waiting for a connection).
 */
class ErasureStatements extends InterceptedDatabase {
  heldTenant = '';
  held = 0;
  most = 0;
  asking = 0;
  mostAsking = 0;
  readonly rewrites = new Map<string, number>();
  release!: () => void;
  readonly #released = new Promise<void>((resolve) => (this.release = resolve));

  override async write<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    if (tenantId !== this.heldTenant) return this.#write(tenantId, work);
    this.mostAsking = Math.max(this.mostAsking, ++this.asking);
    try {
      return await this.#write(tenantId, work);
    } finally {
      this.asking--;
    }
  }

  #write<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return super.write(tenantId, (sql) =>
      work({
        query: async (text, params) => {
          if (REWRITES.has(text)) this.rewrites.set(tenantId, (this.rewrites.get(tenantId) ?? 0) + 1);
          if (text !== LOCK_PERSON.prepared || tenantId !== this.heldTenant) return sql.query(text, params);
          this.most = Math.max(this.most, ++this.held);
          await this.#released;
          this.held--;
          return sql.query(text, params);
        },
      }),
    );
  }
}

/** A new member of `admin`'s tenant: their id and address, what an erasure confirms. */
async function newMember(admin: TenantClient, name: string) {
  const email = `${name.toLowerCase()}@${admin.tenantId}.example`;
  const user = await admin.create<{ id: number }>('/v1/users', {
    firstname: name,
    lastname: 'Erasable',
    email,
    role: 'member',
  });
  return { id: user.id, email };
}

describe('POST /v1/users/{id}/erase: bounded work (D13, D21)', () => {
  let service: TestService;
  let store!: ErasureStatements;

  before(async () => {
    service = await TestService.start({ wrapStore: (inner) => (store = new ErasureStatements(inner)) });
  });
  after(async () => {
    store.release();
    await service.close();
  });

  it(`runs ${LONG_REQUESTS_AT_ONCE} erasures of one tenant at once, lets ${LONG_REQUESTS_WAITING} wait and refuses more with 503; other tenants go on`, async () => {
    const [busy, other] = [await service.newTenant(), await service.newTenant()];
    const count = LONG_REQUESTS_AT_ONCE + LONG_REQUESTS_WAITING + 3;
    const people = [];
    for (let n = 0; n < count; n++) people.push(await newMember(busy, `Person${n}`));
    const otherPerson = await newMember(other, 'Elsewhere');
    store.heldTenant = busy.tenantId;
    // Once read, the token is known without the store (which the held erasures keep busy on the embedded one).
    expect((await busy.get('/v1/me')).status).toBe(200);

    const settled: { status: number; headers: Record<string, unknown>; body: any }[] = [];
    const answers = people.map(({ id, email }) =>
      busy.post(`/v1/users/${id}/erase`, { confirm: email }).then((answer) => {
        settled.push(answer);
        return answer;
      }),
    );
    // Three past the queue are refused at once, while the first are held at the database (where the
    // embedded store's one session holds one of them, and the other waits its turn). Had they no
    // turns, more would ask for a transaction at once (and none would be refused): then this stops waiting.
    const atTheStore = service.db.kind === 'postgres' ? LONG_REQUESTS_AT_ONCE : 1;
    const held = () => settled.length >= 3 && store.held >= atTheStore && store.asking >= LONG_REQUESTS_AT_ONCE;
    const tooMany = () => store.mostAsking > LONG_REQUESTS_AT_ONCE;
    try {
      while (!held() && !tooMany()) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(store.mostAsking).toBe(LONG_REQUESTS_AT_ONCE);
      expect(settled).toHaveLength(3);
      for (const answer of settled) {
        expect([answer.status, answer.headers['retry-after'], answer.body.message]).toEqual([503, '1', BUSY]);
      }
      if (service.db.kind === 'postgres') {
        // The pool still has connections for everyone else, and another tenant's erasure has turns of its own.
        expect((await other.get('/issues?limit=1')).status).toBe(200);
        const erased = await other.post(`/v1/users/${otherPerson.id}/erase`, { confirm: otherPerson.email });
        expect([erased.status, erased.body.email]).toEqual([200, `erased-${otherPerson.id}@invalid`]);
      }
    } finally {
      // Also when a check above failed: the held erasures must not keep the store from the next test.
      store.release();
    }
    const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(count - 3).fill(200), 503, 503, 503]);
    expect(store.most).toBe(atTheStore);
    // The refused ones changed nothing: three people are who they were.
    const users = await Promise.all(people.map(({ id }) => busy.get(`/v1/users/${id}`)));
    expect(users.filter((user) => user.body.firstname !== 'Former user')).toHaveLength(3);
  });
});
