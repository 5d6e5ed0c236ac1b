import { sql } from 'kysely';
import Type from 'typebox';
import type { Viewer } from '../issues/visibility.js';
import { Statement } from '../platform/db/query.js';
import { Cursor, idPage, Page, PageLimit } from '../platform/http/pagination.js';
import { activitiesWithVersion, activityObjectFor } from '../activities/sql.js';
import { ActivityObject } from '../activities/schemas.js';
import { ApprovalState, approvalStateJson } from './state.js';

export const InboxQuery = Type.Object({ limit: Type.Optional(PageLimit), cursor: Type.Optional(Cursor) });
export type InboxQuery = Type.Static<typeof InboxQuery>;

export const InboxItem = Type.Object({ activity: ActivityObject, approval: ApprovalState });
export type InboxItem = Type.Static<typeof InboxItem>;
export const InboxPage = Page(InboxItem);

/** Whether the caller may decide request `a` now: a pending approver of its pending step. */
const waitsForCaller = (p: { tenantId: string; userId: number }) => sql<boolean>`EXISTS (
  SELECT 1 FROM activity_approvers ar
  JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id AND st.activity_id = ar.activity_id
    AND st.step = ar.step AND st.state = 'pending'
  JOIN activity_approvals ap ON ap.tenant_id = ar.tenant_id AND ap.activity_id = ar.activity_id AND ap.state = 'pending'
  WHERE ar.tenant_id = ${p.tenantId} AND ar.user_id = ${p.userId}::int AND ar.activity_id = a.id
    AND ar.decision IS NULL)`;

/** A request without a policy that is still open: anyone with activity:approve decides it (D5). */
const openWithoutPolicy = sql<boolean>`(
  NOT EXISTS (SELECT 1 FROM activity_approvals ap WHERE ap.tenant_id = a.tenant_id AND ap.activity_id = a.id)
  AND EXISTS (SELECT 1 FROM activity_types at JOIN activity_statuses s ON s.tenant_id = at.tenant_id
    WHERE at.tenant_id = a.tenant_id AND at.id = a.activity_type_id AND at.approvable
      AND s.id = a.status_id AND NOT s.positive_final AND NOT s.negative_final))`;

/**
 * The caller's inbox (D14), oldest request first: the live requests on which they may decide now.
 * `approves`: the caller holds activity:approve, which decides requests that follow no policy.
 */
export const INBOX = new Statement(
  (p: Viewer & { approves: boolean; after: number; fetch: number }) =>
    sql<{ id: number; item: InboxItem | null }>`${idPage(
      sql`SELECT page.id, json_build_object('activity', page.activity,
          'approval', ${approvalStateJson(sql`${p.tenantId}::text`, sql`page.id`)}) AS item
        FROM (${activitiesWithVersion()
          .select([sql<number>`a.id`.as('id'), activityObjectFor(p).as('activity')])
          .where(
            sql<boolean>`a.tenant_id = ${p.tenantId} AND NOT a.deleted AND a.id > ${p.after}::int
            AND (${waitsForCaller(p)} OR (${p.approves}::boolean AND ${openWithoutPolicy}))`,
          )
          .orderBy('a.id')
          .limit(sql<number>`${p.fetch}::int`)}) page
        ORDER BY page.id`,
    )}`,
);
