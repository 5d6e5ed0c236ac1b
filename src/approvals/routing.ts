import { sql } from 'kysely';

/**
 * Whether a new activity of type `activityTypeId` may start an approval workflow (D14): its type
 * needs approval and a policy of the tenant names it or every type. A cheap over-estimate (teams
 * are left to the workflow's start), so that a create without one stays a single statement.
 */
export const mayStartWorkflow = (p: { tenantId: string; activityTypeId: number }) =>
  sql<boolean>`EXISTS (SELECT 1 FROM activity_types t
    JOIN approval_policies ap ON ap.tenant_id = t.tenant_id
      AND (cardinality(ap.activity_type_ids) = 0 OR t.id = any(ap.activity_type_ids))
    WHERE t.tenant_id = ${p.tenantId} AND t.id = ${p.activityTypeId}::int AND t.approvable)`;
