import type { Readable } from 'node:stream';
import { handOverApprovalsOf } from '../approvals/hand-over.js';
import type { Caller } from '../platform/auth/authenticate.js';
import type { LongRequests } from '../platform/db/long-requests.js';
import type { Database, Sql } from '../platform/db/database.js';
import { badRequest, conflict, HttpError, noPermission, notFound } from '../platform/http/errors.js';
import { LONG_DOWNLOAD_LIMITS, type LongDownloadLimits, startStream, textFile } from '../platform/http/exports.js';
import { ERASER_ROLE } from '../platform/db/roles.js';
import { userStore, type UserAccount } from '../users/users.js';
import {
  DELETE_BELONGINGS,
  DELETE_PRIVATE_ACTIVITIES,
  ERASE_IN_HISTORY,
  ERASE_PERSON,
  LOCK_PERSON,
  PERSON_EXPORT,
  PERSON_SECTIONS,
  type PersonSection,
  PRIVACY_SETTINGS,
  PRIVATE_BATCH,
  SET_PRIVACY_SETTINGS,
  TENANT_EXPORT,
} from './repository.js';
import type { PrivacySettings } from './schemas.js';

/** Until the transaction ends, its statements may rewrite and delete history entries (ERASER_ROLE). */
const SET_ERASER_ROLE = `SET LOCAL ROLE ${ERASER_ROLE}`;

/** Sections of a person's export that hold one record, or none, rather than a list. */
const SINGLE: ReadonlySet<PersonSection> = new Set(['user', 'notificationSettings', 'timer']);

/**
 * D21, data that belongs to its owners: a person's data to take along, their erasure, the tenant's
 * data for a customer who leaves, and how long private-type activities are kept.
 */
export class PrivacyService {
  constructor(
    private readonly db: Database,
    private readonly longRequests: LongRequests,
    /** How long an export may take from its first read to its last byte (REQUEST_TIMEOUT_MS). */
    private readonly exportTimeoutMs: number,
    /** The bounds of the operator's export of a tenant, which runs to hundreds of megabytes. */
    private readonly longDownloads: LongDownloadLimits = LONG_DOWNLOAD_LIMITS,
  ) {}

  /**
   * Everything stored about user `userId` as one JSON document, written while it is read (a batch
   * of rows at a time): the person themself or an admin (others 406); 404 for an unknown user.
   */
  exportPerson(caller: Caller, userId: number): Promise<Readable> {
    if (caller.userId !== userId && caller.role !== 'admin') throw noPermission();
    const now = new Date();
    const scope = {
      tenantId: caller.tenantId,
      userId,
      year: now.getUTCFullYear(),
      today: now.toISOString().slice(0, 10),
    };
    return startStream(this.#context(caller.tenantId), {
      cursor: 'person_export',
      open: async (sql) => {
        await PERSON_EXPORT.runUnnamed(sql, scope);
      },
      check: (first) => {
        if (first.length === 0) throw notFound('User', userId);
      },
      file: () => personDocument(userId, now),
    });
  }

  /**
   * Every row of tenant `tenantId`, as JSON Lines (`{"kind": <table>, "record": {...}}`), the
   * tenant's row first; 404 for an unknown tenant.
   */
  exportTenant(tenantId: string): Promise<Readable> {
    const { maxMs, stallMs } = this.longDownloads;
    const context = { ...this.#context(tenantId), timeoutMs: maxMs, stallMs };
    return startStream(context, {
      cursor: 'tenant_export',
      open: async (sql) => {
        await TENANT_EXPORT.run(sql, { tenantId });
      },
      check: (first) => {
        if (first.length === 0) throw notFound('Tenant', tenantId);
      },
      file: () =>
        textFile(
          (rows) => rows.map((row) => `{"kind":${JSON.stringify(row.kind)},"record":${String(row.record)}}\n`).join(''),
          () => '',
        ),
    });
  }

  /**
   * Erases user `userId` (D21) in one transaction: `confirm` must be their email address (ignoring
   * case); an admin cannot erase themself (409); an erased user can be erased again (their address
   * is then erased-<id>@invalid), which changes nothing more. The pending approvals that waited for
   * them go to the admins first, as when a user is deleted; then their private-type activities go
   * for good, then what was theirs alone; they become the former user in history and events, and
   * last wherever else they were stored.
   */
  async erase(caller: Caller, userId: number, confirm: string): Promise<UserAccount> {
    if (caller.userId === userId) throw conflict('You cannot erase your own user; another admin can.');
    const { tenantId } = caller;
    // It reads every history entry and event of the tenant (seconds per million), holding a
    // connection and row locks meanwhile: it takes turns with the tenant's other long requests (D13).
    return this.longRequests.run(tenantId, () =>
      this.db.write(tenantId, async (sql) => {
        const [person] = await LOCK_PERSON.run(sql, { tenantId, userId });
        if (!person) throw notFound('User', userId);
        if (confirm.trim().toLowerCase() !== person.email.toLowerCase()) {
          throw badRequest(`Field 'confirm' must be the email address of user ${userId}, to confirm their erasure.`);
        }
        await handOverApprovalsOf(sql, caller, userId);
        await deletePrivateActivities(sql, tenantId, { authorId: userId, endedBefore: null });
        await DELETE_BELONGINGS.run(sql, { tenantId, userId });
        for (const batch of ERASE_IN_HISTORY) await eraseInBatches(sql, batch, { tenantId, userId });
        // Last: renaming the person marks the tenant's reference data changed (the tenant's row),
        // which every other change of its users or reference data then waits for until the commit.
        await ERASE_PERSON.run(sql, { tenantId, userId, fullName: person.full_name });
        const erased = await userStore.find(sql, tenantId, userId);
        if (!erased) throw new HttpError(500, 'The erased user could not be read back.');
        return erased;
      }),
    );
  }

  async settings(tenantId: string): Promise<PrivacySettings> {
    const [row] = await this.db.read(tenantId, (sql) => PRIVACY_SETTINGS.run(sql, { tenantId }));
    return row!;
  }

  async setSettings(tenantId: string, settings: PrivacySettings): Promise<PrivacySettings> {
    const days = settings.privateActivityRetentionDays;
    const [row] = await this.db.write(tenantId, (sql) => SET_PRIVACY_SETTINGS.run(sql, { tenantId, days }));
    return row!;
  }

  #context(tenantId: string) {
    return { db: this.db, longRequests: this.longRequests, tenantId, timeoutMs: this.exportTimeoutMs };
  }
}

/** Rewrites the person in one table's history or events, a batch at a time (ERASE_IN_HISTORY). */
async function eraseInBatches(
  sql: Sql,
  statement: (typeof ERASE_IN_HISTORY)[number],
  person: { tenantId: string; userId: number },
): Promise<void> {
  for (let after = 0; ;) {
    const [batch] = await statement.run(sql, { ...person, after });
    if (batch?.last == null) return;
    after = Number(batch.last);
  }
}

/**
 * Deletes private-type activities for good (DELETE_PRIVATE_ACTIVITIES), batch by batch in this
 * transaction, which from here on runs as ERASER_ROLE.
 */
export async function deletePrivateActivities(
  sql: Sql,
  tenantId: string,
  scope: { authorId: number | null; endedBefore: string | null },
): Promise<number> {
  await sql.query(SET_ERASER_ROLE);
  let total = 0;
  for (;;) {
    const [run] = await DELETE_PRIVATE_ACTIVITIES.run(sql, { tenantId, ...scope });
    total += run!.deleted;
    if (run!.deleted < PRIVATE_BATCH) return total;
  }
}

/**
 * A person's export as it is written: `{"userId", "exportedAt", "user": {...}, "teams": [...], ...}`,
 * every section of PERSON_SECTIONS present (an empty list, or null for a single record none
 * holds), the rows of the cursor written into their section as they come.
 */
function personDocument(userId: number, exportedAt: Date) {
  let next = 0; // the first section not opened yet
  let open: PersonSection | null = null;
  let first = true;
  const close = () => (open === null ? '' : SINGLE.has(open) ? '' : ']');
  /** Text that closes the open section and writes every section up to `section`, opening it. */
  const upTo = (section: PersonSection | null) => {
    let text = close();
    const until = section === null ? PERSON_SECTIONS.length : PERSON_SECTIONS.indexOf(section);
    for (; next < until; next++) {
      const name = PERSON_SECTIONS[next]!;
      text += `,${JSON.stringify(name)}:${SINGLE.has(name) ? 'null' : '[]'}`;
    }
    if (section !== null) {
      text += `,${JSON.stringify(section)}:${SINGLE.has(section) ? '' : '['}`;
      next = until + 1;
      first = true;
    }
    open = section;
    return text;
  };
  let text = `{"userId":${userId},"exportedAt":${JSON.stringify(exportedAt.toISOString())}`;
  return textFile(
    (rows) => {
      for (const row of rows) {
        const section = row.section as PersonSection;
        if (section !== open) text += upTo(section);
        else if (!SINGLE.has(section)) text += first ? '' : ',';
        if (SINGLE.has(section) && !first) continue; // one record at most
        text += String(row.record);
        first = false;
      }
      const written = text;
      text = '';
      return written;
    },
    () => `${text}${upTo(null)}}`,
  );
}
