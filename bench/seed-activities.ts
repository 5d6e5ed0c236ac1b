import type { Database } from '../src/platform/db/database.js';
import { ints, pick, pickSkewed, roll, texts, timestamp } from './seed-text.js';
import {
  type IdRange,
  LAST_ACTIVITY_DAY,
  ROWS_PER_STATEMENT,
  type Seeding,
  YEAR_START,
  isPrivate,
  seedWrite,
} from './seed-rows.js';

// ---------------------------------------------------------------------------------------------
// Activities

/** Ranges of activity numbers (see activitiesSql), ROWS_PER_STATEMENT at most. */
export function activitySlices(s: Seeding): IdRange[] {
  const total = s.refs.users.length * s.activitiesPerUser;
  const slices: IdRange[] = [];
  for (let first = 0; first < total; first += ROWS_PER_STATEMENT) {
    slices.push({ first, last: Math.min(first + ROWS_PER_STATEMENT, total) - 1 });
  }
  return slices;
}

export async function insertActivitySlice(db: Database, s: Seeding, slice: IdRange): Promise<void> {
  await seedWrite(db, s.tenantId, (sql) => sql.query(activitiesSql(s, slice), [s.tenantId]));
}

/**
 * Activity number `o` is the user's (o mod perUser)-th of the year: the year is cut into equal slots,
 * one activity starting early in each. Home office takes a day or two, trips up to five days,
 * vacations three to ten. A range that reaches a weekend includes weekends, as the service would
 * otherwise have split it into working-day runs.
 */
function activitiesSql(s: Seeding, slice: IdRange): string {
  const { refs, activitiesPerUser: perUser } = s;
  const slotDays = 356 / perUser;
  const start = `date '${YEAR_START}' + floor(slot * ${slotDays})::int + ${roll('key', 80, Math.max(1, Math.floor(slotDays / 3)))}`;
  const kind = `CASE WHEN ${roll('key', 81, 100)} < 55 THEN 'home' WHEN ${roll('key', 81, 100)} < 80 THEN 'vacation' ELSE 'trip' END`;
  const days = `CASE kind WHEN 'home' THEN 1 + ${roll('key', 82, 2)} WHEN 'trip' THEN 1 + ${roll('key', 83, 5)}
    ELSE 3 + ${roll('key', 84, 8)} END`;
  const weekday = `least(start + CASE extract(isodow FROM start) WHEN 6 THEN 2 WHEN 7 THEN 1 ELSE 0 END, date '${LAST_ACTIVITY_DAY}')`;
  return `
    INSERT INTO activities (tenant_id, activity_type_id, place_id, project_id, issue_id, team_id, author_id,
      include_weekends, description, date_from, date_to, time_from, time_to, zone, status_id, status_editor_id,
      deleted, created_at, updated_at)
    SELECT $1, d.type_id, d.place_id, d.project_id,
      CASE WHEN NOT ${isPrivate('d.issue_candidate')} THEN d.issue_candidate END,
      d.team_id, a.author_id, extract(isodow FROM a.date_from) + (a.date_to - a.date_from) >= 6, d.description,
      a.date_from, a.date_to, d.time_from, d.time_from + d.minutes, 'Europe/Berlin', a.status_id,
      CASE WHEN a.status_id = ${refs.requested} THEN a.author_id ELSE ${pick(ints(refs.approvers), 'a.key', 85)} END,
      ${roll('a.key', 86, 100)} < 2, a.created_at, a.created_at
    FROM (
      SELECT *, least(date_from + days - 1, date '${LAST_ACTIVITY_DAY}') AS date_to,
        ${activityStatus(s)} AS status_id,
        least((date_from - 3 - ${roll('key', 87, 40)} + time '08:00' + interval '1 minute' * ${roll('key', 88, 600)})
          AT TIME ZONE 'Europe/Berlin', ${timestamp(s.seededAt)}) AS created_at
      FROM (
        SELECT *, ${weekday} AS date_from, ${days} AS days
        FROM (
          SELECT *, ${start} AS start, ${kind} AS kind
          FROM (
            SELECT (${ints(refs.users)})[1 + o / ${perUser}] AS author_id, o % ${perUser} AS slot,
              (${ints(refs.users)})[1 + o / ${perUser}]::bigint * 100000 + o % ${perUser} AS key
            FROM generate_series(${slice.first}, ${slice.last}) AS o
          ) numbered
        ) kinds
      ) dated
    ) a
    CROSS JOIN LATERAL (${activityDetails(s)}) d`;
}

const HOME_OFFICE = ['Working from home', 'Home office', 'Remote day, focus time'];
const VACATIONS = ['Summer holiday', 'Family visit', 'Long weekend', 'Skiing', 'Wedding'];
const TRIPS = ['Customer workshop', 'Conference', 'Team offsite', 'Sales visit', 'Training'];

/** Approvable activities in the future mostly await a decision; past ones were mostly approved. */
function activityStatus(s: Seeding): string {
  const { refs } = s;
  const r = roll('key', 90, 100);
  return `CASE
    WHEN kind = 'home' THEN ${refs.approved}
    WHEN date_from > ${timestamp(s.seededAt)}::date THEN CASE WHEN ${r} < 70 THEN ${refs.requested} ELSE ${refs.approved} END
    WHEN ${r} < 85 THEN ${refs.approved} WHEN ${r} < 95 THEN ${refs.rejected} ELSE ${refs.requested} END`;
}

/** What depends on the kind of activity: type, times of day, place, project, team, linked issue. */
function activityDetails(s: Seeding): string {
  const { refs } = s;
  const count = s.issues.last - s.issues.first + 1;
  const byKind = (home: string, vacation: string, trip: string) =>
    `CASE kind WHEN 'home' THEN ${home} WHEN 'vacation' THEN ${vacation} ELSE ${trip} END`;
  return `SELECT
      ${byKind(String(refs.homeOffice), String(refs.vacation), String(refs.trip))} AS type_id,
      ${byKind(`420 + 30 * ${roll('key', 91, 4)}`, '0', `360 + 60 * ${roll('key', 92, 4)}`)} AS time_from,
      ${byKind(`480 + 30 * ${roll('key', 93, 4)}`, '1440', `600 + 60 * ${roll('key', 94, 3)}`)} AS minutes,
      ${byKind(pick(texts(HOME_OFFICE), 'key', 95), pick(texts(VACATIONS), 'key', 96), pick(texts(TRIPS), 'key', 97))} AS description,
      CASE WHEN kind = 'trip' THEN ${pick(ints(refs.places), 'key', 98)} END AS place_id,
      CASE WHEN kind <> 'vacation' AND ${roll('key', 99, 100)} < 35 THEN ${pickSkewed(ints(refs.projects), 'key', 100)} END AS project_id,
      CASE WHEN ${roll('key', 101, 100)} < 60 THEN ${refs.team} END AS team_id,
      CASE WHEN kind <> 'vacation' AND ${roll('key', 102, 100)} < 10 THEN ${s.issues.first} + ${roll('key', 103, count)} END AS issue_candidate`;
}
