import { sql } from 'kysely';
import Type from 'typebox';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Permission } from '../platform/auth/permissions.js';
import type { Sql } from '../platform/db/database.js';
import { jsonObject, utcMillis } from '../platform/db/json.js';
import { Statement } from '../platform/db/query.js';
import { notFound } from '../platform/http/errors.js';
import { sendJsonText } from '../platform/http/json-text.js';
import { Cursor, CUT, Page, sizedPage, toPage } from '../platform/http/pagination.js';
import { component, errorResponses, IdParams, UtcMillis } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { userById } from '../reference-data/objects.js';
import { UserObject } from '../reference-data/schemas.js';

/** A page of an object's history: `limit` 1 to 100 (D8), `cursor` from the page before. */
export const HistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  cursor: Type.Optional(Cursor),
});

const Change = Type.Object({
  field: Type.String({
    description:
      "the field as the response object names it; an activity's substitute, which only its approval state shows, as substituteId",
  }),
  from: Type.Unknown({ description: 'the value as the response object showed it before' }),
  to: Type.Unknown({ description: 'the value after' }),
});

/** What a decision on a request records (D14): in its history entry and its event. */
export const Decision = component(
  'Decision',
  Type.Object({
    step: Type.Union([Type.Integer(), Type.Null()], { description: "from 0; null for the substitute's decision" }),
    decision: Type.Union(
      ['approve', 'reject', 'accept', 'decline'].map((decision) => Type.Literal(decision)),
      {
        description: 'accept and decline are the substitute’s',
      },
    ),
    note: Type.Union([Type.String(), Type.Null()]),
    by: UserObject,
    delegatedFrom: Type.Union([UserObject, Type.Null()], { description: 'whom the decider replaced' }),
    override: Type.Boolean({ description: 'an admin approved although a team is left short' }),
  }),
);

/** One entry of D8's history. */
export const HistoryEntry = component(
  'HistoryEntry',
  Type.Object({
    id: Type.Integer(),
    at: UtcMillis,
    author: UserObject,
    action: Type.Union(
      [
        'created',
        'updated',
        'deleted',
        'undeleted',
        'commented',
        'comment_edited',
        'comment_deleted',
        'decided',
        'approval_requested',
      ].map((action) => Type.Literal(action)),
    ),
    changes: Type.Optional(Type.Array(Change, { description: 'absent for comment actions' })),
    comment: Type.Optional(
      Type.Object(
        { id: Type.Integer(), description: Type.String() },
        { description: 'the comment of a comment action, as it is after it (as it was, when deleted)' },
      ),
    ),
    decision: Type.Optional(Decision),
    step: Type.Optional(
      Type.Union([Type.Integer(), Type.Null()], {
        description: "the step of an approval_requested action, from 0; null when it is the substitute's turn",
      }),
    ),
    approvers: Type.Optional(Type.Array(UserObject, { description: 'who decide the step now pending' })),
  }),
);

/** Where the entries of one kind of object live. */
export interface HistorySource {
  table: 'issue_history' | 'activity_history';
  /** The column naming the object. */
  column: 'issue_id' | 'activity_id';
  /** Whether entries may be comment actions (issues only). */
  comments: boolean;
  /** Whether entries may be approval actions (activities only). */
  approvals?: boolean;
}

/** Entry `h` as its JSON: `changes`, or for a comment action `comment`. */
function entryJson(source: HistorySource) {
  const entry = (last: Record<string, ReturnType<typeof sql>>) =>
    jsonObject({
      id: sql`h.id`,
      at: utcMillis(sql`h.at`),
      author: userById(sql<string>`h.tenant_id`, sql<number>`h.author_id`, false),
      action: sql`h.action`,
      ...last,
    });
  const withChanges = entry({ changes: sql`h.changes` });
  if (source.comments) {
    return sql`CASE WHEN h.comment IS NULL THEN ${withChanges} ELSE ${entry({ comment: sql`h.comment` })} END`;
  }
  if (!source.approvals) return withChanges;
  const decided = entry({ changes: sql`h.changes`, decision: sql`h.approval` });
  const requested = entry({
    changes: sql`h.changes`,
    step: sql`h.approval -> 'step'`,
    approvers: sql`h.approval -> 'approvers'`,
  });
  return sql`CASE h.action WHEN 'decided' THEN ${decided} WHEN 'approval_requested' THEN ${requested} ELSE ${withChanges} END`;
}

/**
 * One page of an object's entries, oldest first: a range of the index on (tenant, object, id). The
 * entries past PAGE_BYTES come back without their JSON (D13: descriptions make big entries).
 */
export const pageOf = (source: HistorySource) =>
  new Statement(
    (p: { tenantId: string; objectId: number; afterId: number; fetch: number }) =>
      sql<{ id: number; entry: string | null }>`${sizedPage(
        sql`SELECT h.id, (${entryJson(source)})::text AS entry
          FROM ${sql.table(source.table)} h
          WHERE h.tenant_id = ${p.tenantId} AND ${sql.ref(`h.${source.column}`)} = ${p.objectId}::int
            AND h.id > ${p.afterId}::int
          ORDER BY h.id LIMIT ${p.fetch}::int`,
        { light: ['id'], heavy: ['entry'] },
        sql`octet_length(page.entry)`,
        sql`page.id`,
      )}`,
  );

/**
 * GET `<url>/:id/history` (D8): the object's entries, oldest first, in keyset pages; 404 for an
 * object the caller may not read, as reading the object itself answers.
 */
export function registerHistoryRoute(
  app: Server,
  options: {
    url: string;
    /** The object's word in messages: Issue, Activity. */
    thing: 'Issue' | 'Activity';
    tags: string[];
    permission: Permission;
    source: HistorySource;
    /** Whether the caller may read the object. */
    readable: (sql: Sql, caller: Caller, id: number) => Promise<boolean>;
  },
): void {
  const { url, thing, tags, permission, source, readable } = options;
  const entries = pageOf(source);
  app.get(`${url}/:id/history`, {
    schema: {
      tags,
      summary: `The history of an ${thing.toLowerCase()}: every change, oldest first`,
      params: IdParams,
      querystring: HistoryQuery,
      response: { 200: Page(HistoryEntry), ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission },
    handler: async ({ caller, params, query }, reply) => {
      const scope = { resource: source.table, id: params.id };
      const after = query.cursor ? app.cursors.decode(query.cursor, scope).id : 0;
      const limit = query.limit ?? 50;
      const rows = await app.db.read(caller.tenantId, async (sql) => {
        if (!(await readable(sql, caller, params.id))) throw notFound(thing, params.id);
        return entries.run(sql, { tenantId: caller.tenantId, objectId: params.id, afterId: after, fetch: limit + 1 });
      });
      const page = toPage(
        rows.map((row) => ({ ...row, sort_value: null })),
        limit,
        (row) => row.entry ?? CUT,
        (position) => app.cursors.encode(position, scope),
      );
      return sendJsonText(reply, `{"items":[${page.items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`);
    },
  });
}
