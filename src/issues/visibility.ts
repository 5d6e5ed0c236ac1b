import { type Expression, expressionBuilder, sql, type SqlBool } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import type { DB } from '../platform/db/tables.generated.js';

/** Who reads issues: the tenant, the user, and whether they see every private issue. */
export interface Viewer {
  tenantId: string;
  userId: number;
  seesPrivate: boolean;
}

/** D2 grants the sight of every private issue to admins; the permission table has no narrower one. */
export const viewerOf = (caller: Caller): Viewer => ({
  tenantId: caller.tenantId,
  userId: caller.userId,
  seesPrivate: can(caller.role, 'admin'),
});

/** Expressions over an issues row named `i`, the alias every issue query gives the issue it is about. */
export const issueRow = expressionBuilder<DB & { i: DB['issues'] }, 'i'>();

/**
 * D2: a private issue exists only for its creator, its assignee, its collaborators and admins. Every
 * query that reads issues for a caller filters with this, on its row `i`.
 */
export const visibleTo = (viewer: Viewer): Expression<SqlBool> =>
  visibleToUser(sql<number>`${viewer.userId}`, sql<boolean>`${viewer.seesPrivate}::boolean`);

/** As visibleTo, for a user a query names (`userId`), who sees every private issue when `seesPrivate`. */
export const visibleToUser = (userId: Expression<number>, seesPrivate: Expression<boolean>): Expression<SqlBool> =>
  issueRow.or([
    issueRow.not(issueRow.ref('i.private')),
    seesPrivate,
    issueRow('i.creator_id', '=', userId),
    issueRow('i.assigned_id', '=', userId),
    issueRow.exists(
      issueRow
        .selectFrom('issue_collaborators as seen_by')
        .select(sql.lit(1).as('seen'))
        .whereRef('seen_by.tenant_id', '=', 'i.tenant_id')
        .whereRef('seen_by.issue_id', '=', 'i.id')
        .where('seen_by.user_id', '=', userId),
    ),
  ]);
