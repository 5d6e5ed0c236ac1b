import { type Expression, sql } from 'kysely';
import Type from 'typebox';
import { Statement } from '../platform/db/query.js';
import { component, UtcMillis } from '../platform/http/schemas.js';
import { TeamObject, UserObject } from '../reference-data/schemas.js';
import { userObjectById } from './workflow.js';

const Decided = Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Null()]);

export const CoverageDay = component(
  'CoverageDay',
  Type.Object({
    date: Type.String({ description: 'YYYY-MM-DD, a working day the request covers' }),
    team: TeamObject,
    members: Type.Integer(),
    away: Type.Array(UserObject, { description: 'members away that day: approved absences and the request itself' }),
    present: Type.Integer(),
    minPresent: Type.Integer(),
    short: Type.Boolean(),
  }),
);

export const ApprovalState = component(
  'ApprovalState',
  Type.Object({
    policy: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    state: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
    steps: Type.Array(
      Type.Object({
        index: Type.Integer({ description: 'from 0' }),
        approvers: Type.Array(
          Type.Object({
            user: UserObject,
            delegatedFrom: Type.Union([UserObject, Type.Null()], { description: 'whom the approver stands in for' }),
            decision: Decided,
            note: Type.Union([Type.String(), Type.Null()]),
            at: Type.Union([UtcMillis, Type.Null()]),
          }),
        ),
        quorum: Type.Union([Type.Literal('any'), Type.Literal('all')]),
        state: Type.Union(
          ['waiting', 'pending', 'approved', 'rejected', 'skipped'].map((state) => Type.Literal(state)),
        ),
      }),
    ),
    coverage: Type.Array(CoverageDay),
  }),
);

/**
 * Coverage (D14) of activity `id` of `tenant`: for each working day it covers and each team of its
 * author that sets `minPresent`, who of the team is away (approved absences, and the author, whom
 * the request takes away) and whether too few stay. Rows with the team's coverage mode.
 */
const coverageRows = (tenant: Expression<string>, id: Expression<number>) => sql`
  SELECT to_char(day, 'YYYY-MM-DD') AS date, tm.id AS team_id, tm.name, tm.deleted, tm.min_present, tm.coverage_mode,
    members.count AS members, away.ids AS away, members.count - cardinality(away.ids) AS present
  FROM activities a
  CROSS JOIN LATERAL (
    SELECT d::date AS day FROM activity_runs(a.tenant_id, a.date_from, a.date_to, false) r,
      generate_series(r.run_from, r.run_to, interval '1 day') d) days
  JOIN team_members author_of ON author_of.tenant_id = a.tenant_id AND author_of.user_id = a.author_id
  JOIN teams tm ON tm.tenant_id = a.tenant_id AND tm.id = author_of.team_id AND NOT tm.deleted AND tm.min_present IS NOT NULL
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS count FROM team_members m JOIN users u ON u.tenant_id = m.tenant_id AND u.id = m.user_id
    WHERE m.tenant_id = a.tenant_id AND m.team_id = tm.id AND NOT u.deleted) members
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(m.user_id ORDER BY m.user_id), '{}') AS ids
    FROM team_members m JOIN users u ON u.tenant_id = m.tenant_id AND u.id = m.user_id
    WHERE m.tenant_id = a.tenant_id AND m.team_id = tm.id AND NOT u.deleted
      AND (m.user_id = a.author_id OR user_away(a.tenant_id, m.user_id, days.day))) away
  WHERE a.tenant_id = ${tenant} AND a.id = ${id}`;

/** The coverage of the activity as JSON (CoverageDay), by day and team. */
const coverageJson = (tenant: Expression<string>, id: Expression<number>) => sql`
  (SELECT coalesce(json_agg(json_build_object(
      'date', c.date,
      'team', json_build_object('id', c.team_id, 'name', c.name, 'deleted', c.deleted),
      'members', c.members,
      'away', (SELECT coalesce(json_agg(${userObjectById(tenant, sql`x.id`)} ORDER BY x.id), '[]') FROM unnest(c.away) x(id)),
      'present', c.present,
      'minPresent', c.min_present,
      'short', c.present < c.min_present) ORDER BY c.date, c.team_id), '[]')
   FROM (${coverageRows(tenant, id)}) c)`;

/** The first day and team a completing approval would leave short where the team blocks it (D14). */
export const BLOCKING_SHORTAGE = new Statement(
  (p: { tenantId: string; id: number }) =>
    sql<{ date: string; name: string; present: number; members: number; min_present: number }>`
      SELECT c.date, c.name, c.present, c.members, c.min_present FROM (${coverageRows(sql`${p.tenantId}::text`, sql`${p.id}::int`)}) c
      WHERE c.coverage_mode = 'block' AND c.present < c.min_present ORDER BY c.date, c.team_id LIMIT 1`,
);

/**
 * The approval state (ApprovalState) of activity `id`: its policy's steps and their approvers, or
 * without a policy the state its status says (D5: one implicit decision); and its coverage.
 */
export const approvalStateJson = (tenant: Expression<string>, id: Expression<number>) => sql<unknown>`
  (SELECT json_build_object(
    'policy', CASE WHEN ap.policy_id IS NULL THEN NULL ELSE json_build_object('id', ap.policy_id, 'name', ap.policy_name) END,
    'state', coalesce(ap.state, CASE WHEN s.positive_final THEN 'approved' WHEN s.negative_final THEN 'rejected' ELSE 'pending' END),
    'steps', (SELECT coalesce(json_agg(json_build_object(
        'index', st.step,
        'approvers', (SELECT coalesce(json_agg(json_build_object(
            'user', ${userObjectById(tenant, sql`ar.user_id`)},
            'delegatedFrom', ${userObjectById(tenant, sql`ar.delegated_from`)},
            'decision', ar.decision,
            'note', ar.note,
            'at', utc_millis(ar.decided_at)) ORDER BY ar.user_id), '[]')
          FROM activity_approvers ar
          WHERE ar.tenant_id = st.tenant_id AND ar.activity_id = st.activity_id AND ar.step = st.step),
        'quorum', st.quorum,
        'state', st.state) ORDER BY st.step), '[]')
      FROM activity_approval_steps st WHERE st.tenant_id = a.tenant_id AND st.activity_id = a.id),
    'coverage', ${coverageJson(tenant, id)})
  FROM activities a
  JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id
  LEFT JOIN activity_approvals ap ON ap.tenant_id = a.tenant_id AND ap.activity_id = a.id
  WHERE a.tenant_id = ${tenant} AND a.id = ${id})`;

export const APPROVAL_STATE = new Statement(
  (p: { tenantId: string; id: number }) =>
    sql<{
      state: string | null;
    }>`SELECT ${approvalStateJson(sql`${p.tenantId}::text`, sql`${p.id}::int`)}::text AS state`,
);
