import { sql as raw } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { type Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { notFound } from '../platform/http/errors.js';
import { buildIssues, issueText, type RenderedIssue } from './documents.js';
import { buildWithEvents, writeEvents } from './events.js';
import { IssueTracking, lockWithSnapshot, TOUCHES_NOTHING, type Touches } from './history.js';
import { viewerOf } from './visibility.js';
import { ISSUE } from './fields.js';

/**
 * The write path of issues. Every change of stored issues, and of what an issue object shows
 * (comments, labels, collaborators, test-execution links), goes through `changeIssues` or one of its
 * two narrower forms here: lock, change, record history (D8), write events (D9), build. The writes
 * themselves are one module each (create.ts, update.ts, delete.ts, bulk-edit.ts, comments.ts,
 * test-execution-links.ts), their checks one ordered list each (checks.ts), evaluated by the
 * database. The create and the single-statement update (UPDATE_AT_ONCE) write their entry and event
 * in their own statement with the same pieces (insertChanges, insertEventsOfEntries).
 */

/**
 * The issues of `lockVisibleIssues` after the caller changed them, in the order of `ids`. The caller
 * could see them when they were locked; the change (a new assignee, `private: true`) may have taken
 * that sight away, but the response is still what was edited (D6).
 */
const buildEditedIssues = (sql: Sql, caller: Caller, ids: readonly number[]) => buildIssues(sql, caller, ids, false);
const buildEditedIssue = async (sql: Sql, caller: Caller, id: number) =>
  (await buildEditedIssues(sql, caller, [id]))[0]!;

export const issueNotFound = (id: number) => notFound(ISSUE.thing, id);

/** The If-Match of a write to issue `id`, which the caller has locked, against its object as they read it. */
export async function requireOfIssue(sql: Sql, caller: Caller, id: number, precondition: Precondition | null) {
  await precondition?.require(async () => issueText(await buildEditedIssue(sql, caller, id)));
}

/** The lock of changes that record no snapshot (comments, test-execution links, updates, see editIssues). */
const LOCK_VISIBLE = lockWithSnapshot([]);

/**
 * Locks the issues with these ids and those their change touches, in id order so that concurrent
 * edits cannot deadlock (D13); 404 for the first id that names no issue the caller may see. With
 * `tracking`, each comes with its snapshot.
 */
async function lockVisibleIssues(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
  tracking: IssueTracking | null,
  touches: Touches,
): Promise<Map<number, LockedIssue>> {
  const lock = tracking?.lock ?? LOCK_VISIBLE;
  const rows: LockedIssue[] = await lock.run(sql, { ...viewerOf(caller), ids: [...ids], ...touches });
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(ISSUE.thing, missing);
  return found;
}

interface LockedIssue {
  id: number;
  deleted: boolean;
  /** The tracked fields before the change (see IssueTracking). */
  snapshot?: unknown;
}

/**
 * The one path of every change of stored issues: lock those with `ids` (404 for one the caller may
 * not see) and those the change `touches`, let `change` write, record in the issues' history what
 * changed (D8), as `tracking` says (changes of comments and updates record their own entries), and
 * write the events of those entries (D9). Answers what `change` answered and the issues as they are
 * now, built for the caller.
 */
export async function changeIssues<T>(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
  change: (locked: Map<number, { deleted: boolean }>) => Promise<T>,
  tracking: IssueTracking | null = null,
  touches: Touches = TOUCHES_NOTHING,
): Promise<{ result: T; issues: RenderedIssue[] }> {
  const locked = await lockVisibleIssues(sql, caller, ids, tracking, touches);
  const result = await change(locked);
  await tracking?.record(sql, caller, [...locked.values()]);
  return { result, issues: await buildWithEvents(sql, caller, ids) };
}

/**
 * As changeIssues, for a change whose caller answers with something else than the issue (a
 * comment): its events are written, but the issue object, with every comment, is not built.
 */
export async function changeIssueQuietly<T>(
  sql: Sql,
  caller: Caller,
  id: number,
  change: () => Promise<T>,
): Promise<T> {
  await lockVisibleIssues(sql, caller, [id], null, TOUCHES_NOTHING);
  const result = await change();
  await writeEvents(sql, caller, [id]);
  return result;
}

/**
 * As changeIssues, for a change that records no history entry of the issues (so writes no event)
 * and whose caller needs no issue object: a test execution's related issues. Building them would
 * cost the most of the write (each shows every test execution that relates it).
 */
export async function changeIssuesUnrecorded(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
  change: () => Promise<void>,
  touches: Touches,
): Promise<void> {
  await lockVisibleIssues(sql, caller, ids, null, touches);
  await change();
}

export const TREE_LOCK = new Statement(
  (p: { tenantId: string }) => raw`SELECT pg_advisory_xact_lock(hashtext('issue-tree:' || ${p.tenantId}))`,
);
