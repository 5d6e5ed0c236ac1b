import { type Expression, sql } from 'kysely';
import Type from 'typebox';
import { Statement } from '../platform/db/query.js';
import { component, UtcMillis } from '../platform/http/schemas.js';
import { TeamObject, UserObject } from '../reference-data/schemas.js';
import { type ActivityViewer, seesActivity } from '../activities/visibility.js';
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
    substitute: Type.Union(
      [
        Type.Object({
          user: UserObject,
          decision: Type.Union([Type.Literal('accept'), Type.Literal('decline'), Type.Null()]),
          note: Type.Union([Type.String(), Type.Null()]),
          at: Type.Union([UtcMillis, Type.Null()]),
        }),
        Type.Null(),
      ],
      { description: 'the substitute the request names, when its policy asks for one; they decide first' },
    ),
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
            escalated: Type.Boolean({ description: 'an admin who decided the step once it was escalated' }),
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
 * What coverage (D14) needs of each team with `minPresent` of the authors of `requests` (rows of
 * activities): its live members, and their absences by away_spans() within the
 * requests' dates, as parallel arrays of who and when. A statement that shows coverage names this
 * `team_stats` (withTeamStats): read once for a whole page of requests, not per request and day.
 */
const teamStats = (tenant: Expression<string>, requests: Expression<unknown>) => sql`
  SELECT tm.id AS team_id, tm.name, tm.deleted, tm.min_present, tm.coverage_mode,
    -- Deleted members by anti-join on the key: with "NOT u.deleted" the planner read the partial
    -- index of live users' emails, the whole tenant's, once per member.
    (SELECT count(*)::int FROM team_members m WHERE m.tenant_id = tm.tenant_id AND m.team_id = tm.id
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = m.tenant_id AND u.id = m.user_id AND u.deleted)) AS members,
    absences.absent, absences.spans
  FROM teams tm
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(m.user_id), '{}') AS absent,
      coalesce(array_agg(daterange(x.date_from, x.date_to, '[]')), '{}') AS spans
    FROM team_members m
    -- The requests' dates as a row, not as subqueries in the call: the planner inlines a function
    -- only when its arguments hold no subquery (member by member through the index on (author, dates)).
    CROSS JOIN (SELECT min(r.date_from) AS first_day, max(r.date_to) AS last_day FROM ${requests} r) requested
    CROSS JOIN LATERAL away_spans(m.tenant_id, m.user_id, requested.first_day, requested.last_day) x
    WHERE m.tenant_id = tm.tenant_id AND m.team_id = tm.id
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = m.tenant_id AND u.id = m.user_id AND u.deleted)) absences
  WHERE tm.tenant_id = ${tenant} AND NOT tm.deleted AND tm.min_present IS NOT NULL
    AND tm.id IN (SELECT ao.team_id FROM team_members ao
      WHERE ao.tenant_id = ${tenant} AND ao.user_id IN (SELECT r.author_id FROM ${requests} r))`;

/**
 * `query` with the CTE `team_stats` of the teams of `requests` before it (see teamStats); `before`,
 * a CTE that `requests` names, comes first.
 */
export const withTeamStats = (
  tenant: Expression<string>,
  requests: Expression<unknown>,
  query: Expression<unknown>,
  before?: Expression<unknown>,
) => sql`WITH ${before ? sql`${before}, ` : sql``}team_stats AS MATERIALIZED (${teamStats(tenant, requests)}) ${query}`;

/**
 * Coverage (D14) of activity `id` of `tenant`: for each working day it covers and each team of its
 * author that sets `minPresent` (from `team_stats`), who of the team is away (approved absences, and
 * the author, whom the request takes away) and whether too few stay. Rows with the coverage mode.
 */
const coverageRows = (tenant: Expression<string>, id: Expression<number>) => sql`
  SELECT to_char(days.day, 'YYYY-MM-DD') AS date, st.team_id, st.name, st.deleted, st.min_present,
    st.coverage_mode, st.members, away.ids AS away, st.members - cardinality(away.ids) AS present
  FROM activities a
  JOIN team_members author_of ON author_of.tenant_id = a.tenant_id AND author_of.user_id = a.author_id
  JOIN team_stats st ON st.team_id = author_of.team_id
  -- The author's working days (D19): what the request takes them away from.
  CROSS JOIN LATERAL (
    SELECT d.day FROM scheduled_days(a.tenant_id, a.author_id, a.date_from, a.date_to) d WHERE d.minutes > 0) days
  CROSS JOIN LATERAL (
    SELECT array_agg(DISTINCT who ORDER BY who) AS ids FROM (
      SELECT a.author_id AS who
      UNION ALL SELECT z.who FROM unnest(st.absent, st.spans) AS z(who, span) WHERE z.span @> days.day) w) away
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

/** Activity `id` as the requests of teamStats. */
const oneActivity = (p: { tenantId: string; id: number }) =>
  sql`(SELECT * FROM activities WHERE tenant_id = ${p.tenantId} AND id = ${p.id}::int)`;

/** The first day and team a completing approval would leave short where the team blocks it (D14). */
export const BLOCKING_SHORTAGE = new Statement(
  (p: { tenantId: string; id: number }) =>
    sql<{ date: string; name: string; present: number; members: number; min_present: number }>`
      ${withTeamStats(
        sql`${p.tenantId}::text`,
        oneActivity(p),
        sql`SELECT c.date, c.name, c.present, c.members, c.min_present
          FROM (${coverageRows(sql`${p.tenantId}::text`, sql`${p.id}::int`)}) c
          WHERE c.coverage_mode = 'block' AND c.present < c.min_present ORDER BY c.date, c.team_id LIMIT 1`,
      )}`,
);

/**
 * The approval state (ApprovalState) of activity `id`: its policy's steps and their approvers, or
 * without a policy the state its status says (D5: one implicit decision); and its coverage.
 */
export const approvalStateJson = (tenant: Expression<string>, id: Expression<number>) => sql<unknown>`
  (SELECT json_build_object(
    'policy', CASE WHEN ap.policy_id IS NULL THEN NULL ELSE json_build_object('id', ap.policy_id, 'name', ap.policy_name) END,
    'substitute', CASE WHEN ap.substitute_id IS NULL THEN NULL ELSE json_build_object(
      'user', ${userObjectById(tenant, sql`ap.substitute_id`)},
      'decision', ap.substitute_decision,
      'note', ap.substitute_note,
      'at', utc_millis(ap.substitute_decided_at)) END,
    'state', coalesce(ap.state, CASE WHEN s.positive_final THEN 'approved' WHEN s.negative_final THEN 'rejected' ELSE 'pending' END),
    'steps', (SELECT coalesce(json_agg(json_build_object(
        'index', st.step,
        'approvers', (SELECT coalesce(json_agg(json_build_object(
            'user', ${userObjectById(tenant, sql`ar.user_id`)},
            'delegatedFrom', ${userObjectById(tenant, sql`ar.delegated_from`)},
            'decision', ar.decision,
            'note', ar.note,
            'at', utc_millis(ar.decided_at),
            'escalated', ar.escalated) ORDER BY ar.user_id), '[]')
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

/** The approval state of activity `id` as JSON text; null when it does not exist or the reader may not see it (D19). */
export const APPROVAL_STATE = new Statement(
  (p: ActivityViewer & { id: number }) =>
    sql<{
      state: string | null;
    }>`${withTeamStats(
      sql`${p.tenantId}::text`,
      oneActivity(p),
      sql`SELECT (SELECT ${approvalStateJson(sql`${p.tenantId}::text`, sql`${p.id}::int`)}
        FROM activities a WHERE a.tenant_id = ${p.tenantId} AND a.id = ${p.id}::int AND ${seesActivity(p)})::text AS state`,
    )}`,
);
