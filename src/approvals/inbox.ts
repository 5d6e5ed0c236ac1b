import { sql } from 'kysely';
import Type from 'typebox';
import type { Viewer } from '../issues/visibility.js';
import { Statement } from '../platform/db/query.js';
import { Cursor, idPage, Page, PageLimit } from '../platform/http/pagination.js';
import { activitiesWithVersion, activityObjectFor } from '../activities/sql.js';
import { ActivityObject } from '../activities/schemas.js';
import { ApprovalState, approvalStateJson, withTeamStats } from './state.js';
import { escalated } from './workflow.js';

export const InboxQuery = Type.Object({ limit: Type.Optional(PageLimit), cursor: Type.Optional(Cursor) });
export type InboxQuery = Type.Static<typeof InboxQuery>;

export const InboxItem = Type.Object({
  activity: ActivityObject,
  approval: ApprovalState,
  workingDays: Type.Integer({
    description: "the author's working days the request covers: by their work schedule, without their holidays",
  }),
});
export type InboxItem = Type.Static<typeof InboxItem>;
export const InboxPage = Page(InboxItem);

/** The caller (`approves`: holds activity:approve; `admin`: is an admin) and the page. */
type InboxParams = Viewer & { approves: boolean; admin: boolean; after: number; fetch: number };

/**
 * The ids of the caller's inbox after `after`, at most `fetch`: the requests whose pending step
 * waits for the caller (read from the index of undecided approvers), and for those with
 * activity:approve the open requests that follow no policy (D5), and for admins the requests whose
 * pending step waited past its escalateAfterDays (but their own); and the requests that wait for the
 * caller as their substitute.
 */
const inboxIds = (p: InboxParams) => sql`
  (SELECT ar.activity_id AS id FROM activity_approvers ar
    JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id AND st.activity_id = ar.activity_id
      AND st.step = ar.step AND st.state = 'pending'
    JOIN activity_approvals ap ON ap.tenant_id = ar.tenant_id AND ap.activity_id = ar.activity_id AND ap.state = 'pending'
    JOIN activities a ON a.tenant_id = ar.tenant_id AND a.id = ar.activity_id AND NOT a.deleted
    WHERE ar.tenant_id = ${p.tenantId} AND ar.user_id = ${p.userId}::int AND ar.decision IS NULL
      AND ar.activity_id > ${p.after}::int
    ORDER BY ar.activity_id LIMIT ${p.fetch}::int)
  UNION
  (SELECT a.id FROM activities a
    JOIN activity_types at ON at.tenant_id = a.tenant_id AND at.id = a.activity_type_id AND at.approvable
    JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id AND NOT s.positive_final
      AND NOT s.negative_final
    WHERE ${p.approves}::boolean AND a.tenant_id = ${p.tenantId} AND NOT a.deleted AND a.id > ${p.after}::int
      AND NOT EXISTS (SELECT 1 FROM activity_approvals ap WHERE ap.tenant_id = a.tenant_id AND ap.activity_id = a.id)
    ORDER BY a.id LIMIT ${p.fetch}::int)
  UNION
  (SELECT ap.activity_id FROM activity_approvals ap
    JOIN activity_approval_steps st ON st.tenant_id = ap.tenant_id AND st.activity_id = ap.activity_id
      AND st.state = 'pending'
    JOIN activities a ON a.tenant_id = ap.tenant_id AND a.id = ap.activity_id AND NOT a.deleted
      AND a.author_id <> ${p.userId}::int
    WHERE ${p.admin}::boolean AND ap.tenant_id = ${p.tenantId} AND ap.state = 'pending' AND ${escalated}
      AND ap.activity_id > ${p.after}::int
      AND NOT EXISTS (SELECT 1 FROM activity_approvers ar WHERE ar.tenant_id = st.tenant_id
        AND ar.activity_id = st.activity_id AND ar.step = st.step AND ar.user_id = ${p.userId}::int
        AND ar.decision IS NOT NULL)
    ORDER BY ap.activity_id LIMIT ${p.fetch}::int)
  UNION
  (SELECT ap.activity_id FROM activity_approvals ap
    JOIN activities a ON a.tenant_id = ap.tenant_id AND a.id = ap.activity_id AND NOT a.deleted
    WHERE ap.tenant_id = ${p.tenantId} AND ap.substitute_id = ${p.userId}::int AND ap.substitute_decision IS NULL
      AND ap.state = 'pending' AND ap.activity_id > ${p.after}::int
    ORDER BY ap.activity_id LIMIT ${p.fetch}::int)`;

/**
 * The caller's inbox (D14), oldest request first: the live requests on which they may decide now.
 * `approves`: the caller holds activity:approve, which decides requests that follow no policy.
 */
export const INBOX = new Statement(
  (p: InboxParams) =>
    sql<{ id: number; item: InboxItem | null }>`${idPage(
      withTeamStats(
        sql`${p.tenantId}::text`,
        sql`requests`,
        sql`SELECT page.id, json_build_object('activity', page.activity,
            'approval', ${approvalStateJson(sql`${p.tenantId}::text`, sql`page.id`)},
            'workingDays', (SELECT count(*) FROM requests r
              CROSS JOIN LATERAL scheduled_days(r.tenant_id, r.author_id, r.date_from, r.date_to) d
              WHERE r.id = page.id AND d.minutes > 0)) AS item
          FROM (${activitiesWithVersion(sql`requests`).select([
            sql<number>`a.id`.as('id'),
            activityObjectFor(p).as('activity'),
          ])}) page
          ORDER BY page.id`,
        sql`requests AS (SELECT a.* FROM activities a WHERE a.tenant_id = ${p.tenantId} AND a.id IN (
          SELECT ids.id FROM (${inboxIds(p)}) ids ORDER BY ids.id LIMIT ${p.fetch}::int))`,
      ),
    )}`,
);
