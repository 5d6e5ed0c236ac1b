import { sql } from 'kysely';
import Type from 'typebox';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { notFound } from '../platform/http/errors.js';
import { CalendarDate } from '../platform/http/schemas.js';
import { requireRange, scheduledDays } from './calendar.js';

export const CoverageQuery = Type.Object({ from: CalendarDate, to: CalendarDate });
export type CoverageQuery = Type.Static<typeof CoverageQuery>;

export const TeamCoverage = Type.Object({
  minPresent: Type.Union([Type.Integer(), Type.Null()], { description: 'null: the team sets no minimum' }),
  members: Type.Integer({ description: 'live members' }),
  days: Type.Array(
    Type.Object({
      date: CalendarDate,
      away: Type.Integer({ description: 'members away: an approved activity outside working hours covers the day' }),
      present: Type.Integer(),
      short: Type.Boolean({ description: 'fewer present than minPresent' }),
    }),
    {
      description:
        'each day of the range that a member is scheduled to work (by default Monday to Friday, not a holiday), in order',
    },
  ),
});
export type TeamCoverage = Type.Static<typeof TeamCoverage>;

/**
 * A team's presence on each working day of a range: its live members, and how many of them are
 * away by away_spans(), the one definition of away that approvals use too: the members' spans in
 * the range, joined to its days.
 */
const COVERAGE = new Statement(
  (p: { tenantId: string; teamId: number; from: string; to: string }) =>
    sql<{ found: boolean; coverage: TeamCoverage | null }>`
    WITH team AS (
      SELECT t.id, t.min_present FROM teams t WHERE t.tenant_id = ${p.tenantId} AND t.id = ${p.teamId}::int AND NOT t.deleted
    ), members AS (
      SELECT m.user_id FROM team_members m JOIN users u ON u.tenant_id = m.tenant_id AND u.id = m.user_id AND NOT u.deleted
      WHERE m.tenant_id = ${p.tenantId} AND m.team_id = ${p.teamId}::int
    ), days AS (
      -- The days some member is scheduled to work (D19): with the default schedule, Monday to Friday
      -- without the holidays of the tenant and of the team.
      SELECT d.day FROM members m
      CROSS JOIN LATERAL ${scheduledDays(p.tenantId, sql`m.user_id`, sql`${p.from}::date`, sql`${p.to}::date`)} d
      GROUP BY d.day HAVING max(d.minutes) > 0
    ), away AS (
      SELECT DISTINCT days.day, m.user_id FROM members m
      CROSS JOIN LATERAL away_spans(${p.tenantId}, m.user_id, ${p.from}::date, ${p.to}::date) span
      JOIN days ON days.day BETWEEN span.date_from AND span.date_to
    ), counted AS (
      SELECT days.day, count(away.user_id)::int AS away FROM days LEFT JOIN away ON away.day = days.day GROUP BY days.day
    )
    SELECT EXISTS (SELECT 1 FROM team) AS found, (SELECT json_build_object(
      'minPresent', team.min_present,
      'members', (SELECT count(*)::int FROM members),
      'days', coalesce((SELECT json_agg(json_build_object(
          'date', to_char(c.day, 'YYYY-MM-DD'),
          'away', c.away,
          'present', (SELECT count(*)::int FROM members) - c.away,
          'short', coalesce((SELECT count(*)::int FROM members) - c.away < team.min_present, false)) ORDER BY c.day)
        FROM counted c), '[]'))
      FROM team) AS coverage`,
);

/** GET /v1/teams/{id}/coverage. */
export async function teamCoverage(sql: Sql, tenantId: string, teamId: number, query: CoverageQuery) {
  requireRange(query.from, query.to);
  const [row] = await COVERAGE.run(sql, { tenantId, teamId, ...query });
  if (!row?.found) throw notFound('Team', teamId);
  return row.coverage!;
}
