import { type Expression, sql } from 'kysely';

/**
 * The ids of the requests that wait for user `user` to decide them now (D14): as an approver of
 * their pending step who has not decided it yet, or as the substitute they name, who decides
 * first. Read from the indexes of undecided approvers and waiting substitutes (migrations 0024 and
 * 0026). Cancelled (deleted) requests are among them: whoever has to know that they were cancelled
 * reads it there; the inbox leaves them out.
 */
export const decidingNow = (tenant: string | Expression<string>, user: number | Expression<number>) => sql<{
  id: number;
}>`SELECT ar.activity_id AS id FROM activity_approvers ar
    JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id AND st.activity_id = ar.activity_id
      AND st.step = ar.step AND st.state = 'pending'
    WHERE ar.tenant_id = ${tenant} AND ar.user_id = ${user}::int AND ar.decision IS NULL
  UNION ALL
  SELECT ap.activity_id FROM activity_approvals ap
    WHERE ap.tenant_id = ${tenant} AND ap.substitute_id = ${user}::int AND ap.substitute_decision IS NULL
      AND ap.state = 'pending'`;
