import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
import { type VersionedDocument, VersionedDocuments } from '../platform/db/document-cache.js';
import { sql } from 'kysely';
import { Statement } from '../platform/db/query.js';
import { sizedPage } from '../platform/http/pagination.js';
import { buildIssuesQuery, issueVersionIfVisible } from './sql.js';
import { type Viewer, viewerOf } from './visibility.js';

/**
 * An issue object as JSON text: `core` holds every field but `comments` and `testExecutions`, which
 * lists leave out unless asked for.
 */
export interface RenderedIssue extends VersionedDocument {
  core: string;
  comments: string;
  testExecutions: string;
}

/** The parts of an issue that lists leave out unless asked for; single reads include both. */
export interface IssueParts {
  comments: boolean;
  testExecutions: boolean;
}

export const WHOLE_ISSUE: IssueParts = { comments: true, testExecutions: true };

/** The JSON text of the issue object with the parts asked for. */
export function issueText(issue: RenderedIssue, parts: IssueParts = WHOLE_ISSUE): string {
  const comments = parts.comments ? `,"comments":${issue.comments}` : '';
  const testExecutions = parts.testExecutions ? `,"testExecutions":${issue.testExecutions}` : '';
  return comments || testExecutions ? `${issue.core.slice(0, -1)}${comments}${testExecutions}}` : issue.core;
}

/** A row of the statements that build issue objects (sql.ts). */
export interface RenderedRow {
  id: number;
  version: string;
  core: string;
  comments: string;
  test_executions: string;
  shareable: boolean;
}

export const toRendered = (row: RenderedRow): RenderedIssue => ({
  id: row.id,
  version: row.version,
  core: row.core,
  comments: row.comments,
  testExecutions: row.test_executions,
  shareable: row.shareable,
});

const VERSION_OF_VISIBLE = new Statement(issueVersionIfVisible);

/** Whether the caller may see the issue (D2). */
export const issueIsVisible = async (sql: Sql, caller: Caller, id: number) =>
  (await VERSION_OF_VISIBLE.run(sql, { ...viewerOf(caller), id })).length > 0;
const BUILD_VISIBLE = new Statement((p: Viewer & { ids: number[] }) => buildIssuesQuery(p, true));
const BUILD_EDITED = new Statement((p: Viewer & { ids: number[] }) => buildIssuesQuery(p, false));

/**
 * Builds the issues with these ids, in the order of `ids` (each once): those the caller may see, or
 * (`checkVisibility` false) all of them, for answers about rows the caller locked and then edited.
 */
export async function buildIssues(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
  checkVisibility = true,
): Promise<RenderedIssue[]> {
  if (ids.length === 0) return [];
  const build = checkVisibility ? BUILD_VISIBLE : BUILD_EDITED;
  const rows: RenderedRow[] = await build.run(sql, { ...viewerOf(caller), ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, toRendered(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/**
 * The issues with these ids that the caller may see, built in the order of `ids` up to PAGE_BYTES
 * (D13): those that begin past it come back in `cut`, not built, so that a list never takes more
 * than a page's worth from the database.
 */
const BUILD_PAGE = new Statement(
  (p: Viewer & { ids: number[] }) =>
    sql<RenderedRow>`${sizedPage(
      sql`SELECT built.*, position.n FROM (${buildIssuesQuery(p, true)}) built
        JOIN unnest(${p.ids}::int[]) WITH ORDINALITY AS position(id, n) ON position.id = built.id`,
      { light: ['id', 'version', 'shareable'], heavy: ['core', 'comments', 'test_executions'] },
      sql`octet_length(page.core) + octet_length(page.comments) + octet_length(page.test_executions)`,
      sql`page.n`,
    )}`,
);

export async function buildIssuePage(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
): Promise<{ issues: RenderedIssue[]; cut: Set<number> }> {
  if (ids.length === 0) return { issues: [], cut: new Set() };
  const rows = await BUILD_PAGE.run(sql, { ...viewerOf(caller), ids: [...ids] });
  return {
    issues: rows.filter((row) => row.core !== null).map(toRendered),
    cut: new Set(rows.filter((row) => row.core === null).map((row) => row.id)),
  };
}

/** Issue objects kept in this process by version (see VersionedDocuments). */
export const issueDocuments = () =>
  new VersionedDocuments<RenderedIssue>({
    // Strings of one-byte characters, as JSON of mostly ASCII text is held: about 32 MiB.
    maxBytes: 32 * 2 ** 20,
    sizeOf: (issue) => issue.core.length + issue.comments.length + issue.testExecutions.length + 200,
    currentVersion: (sql, caller, id) => VERSION_OF_VISIBLE.run(sql, { ...viewerOf(caller), id }),
    build: buildIssues,
  });
