import { sql } from 'kysely';
import { type EventSource, insertEvents } from '../events/outbox.js';
import { eventTypeOfAction } from '../events/types.js';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { badRequest } from '../platform/http/errors.js';
import { buildIssues, type RenderedIssue, type RenderedRow, toRendered } from './documents.js';
import { buildIssueCoresQuery, buildIssuesQuery, eventIssueJson } from './sql.js';
import { type Viewer, viewerOf } from './visibility.js';

/** Issue events (D9): one per history entry, comment entries with the comment. */
export const ISSUE_EVENTS: EventSource = {
  history: 'issue_history',
  column: 'issue_id',
  type: eventTypeOfAction(sql`h.action`, {
    created: 'issue.created',
    updated: 'issue.updated',
    deleted: 'issue.deleted',
    undeleted: 'issue.undeleted',
    commented: 'issue.comment.created',
    comment_edited: 'issue.comment.updated',
    comment_deleted: 'issue.comment.deleted',
  }),
  more: [{ when: sql`h.comment IS NOT NULL`, fields: { comment: sql`h.comment` } }],
};

/**
 * D13: a write answers at most this much of issue objects (a bulk edit of 1,000 issues with long
 * comments would otherwise answer gigabytes); past it the write is refused and changes nothing.
 */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * Builds the issues with these ids as an admin reads them and, in the same statement, inserts the
 * events of the entries this transaction recorded for them: the build the answer needs anyway
 * serves the events as well. When the objects together pass MAX_ANSWER_BYTES, none comes back.
 */
const BUILD_WITH_EVENTS = new Statement(
  (p: Viewer & { ids: number[] }) =>
    sql<RenderedRow & { core: string | null }>`WITH built AS (${buildIssuesQuery(p, false)}),
      evented AS (${insertEvents(
        ISSUE_EVENTS,
        sql`(SELECT ${p.tenantId}::text AS tenant_id, built.id, ${eventIssueJson(sql`built`)} AS object FROM built)`,
      )}),
      sized AS (
        SELECT built.*, sum(octet_length(core) + octet_length(comments) + octet_length(test_executions)) OVER ()
          <= ${sql.lit(MAX_ANSWER_BYTES)} AS fits
        FROM built)
    SELECT id, version, shareable, CASE WHEN fits THEN core END AS core, CASE WHEN fits THEN comments END AS comments,
      CASE WHEN fits THEN test_executions END AS test_executions
    FROM sized`,
);

/** The events of the entries this transaction recorded for the issues with these ids, without building answers. */
const INSERT_EVENTS = new Statement(
  (p: Viewer & { ids: number[] }) =>
    sql`WITH built AS (${buildIssueCoresQuery(p)}),
      evented AS (${insertEvents(
        ISSUE_EVENTS,
        sql`(SELECT ${p.tenantId}::text AS tenant_id, built.id, ${eventIssueJson(sql`built`)} AS object FROM built)`,
      )})
    SELECT count(*) FROM built`,
);

/**
 * Writes the events (D9) of a change of the issues `ids` whose caller needs no issue object (a
 * comment's answer is the comment): only what events show is built, not the comments.
 */
export async function writeEvents(sql: Sql, caller: Caller, ids: readonly number[]): Promise<void> {
  await INSERT_EVENTS.run(sql, { ...viewerOf(caller), seesPrivate: true, ids: [...ids] });
}

/**
 * The issues `ids` after the caller changed them, built for the caller, with the events of the
 * change (D9) written. An object that reads the same for every caller (`shareable`) is built once.
 * 400 when they would answer more than MAX_ANSWER_BYTES: the caller's transaction then changes nothing.
 */
export async function buildWithEvents(sql: Sql, caller: Caller, ids: readonly number[]): Promise<RenderedIssue[]> {
  const viewer = viewerOf(caller);
  const rows = await BUILD_WITH_EVENTS.run(sql, { ...viewer, seesPrivate: true, ids: [...ids] });
  if (rows.some((row) => row.core === null)) {
    throw badRequest(
      `The ${rows.length} issues would answer more than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB; change fewer at once.`,
    );
  }
  const own = viewer.seesPrivate ? [] : rows.filter((row) => !row.shareable).map((row) => row.id);
  const rebuilt = new Map((await buildIssues(sql, caller, own, false)).map((issue) => [issue.id, issue]));
  const byId = new Map(rows.map((row) => [row.id, rebuilt.get(row.id) ?? toRendered(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
