import { sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Database, Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import { utcMillis } from '../platform/db/json.js';
import { HttpError } from '../platform/http/errors.js';
import { referencedId } from '../platform/http/schemas.js';
import { type Viewer, viewerOf, visibleTo } from '../issues/visibility.js';
import { createActivitiesWithWorkflow } from '../activities/service.js';
import { withoutEmptyPlace } from '../activities/documents.js';
import type { ActivityObject } from '../activities/schemas.js';
import { worklogContext } from './service.js';
import type { TimerInput, TimerObject } from './schemas.js';

export const NO_TIMER = 'You have no running timer; start one with POST /v1/me/timer.';

/** The caller's timer, its issue as `{id, name}` while the caller may see it. */
const TIMER = new Statement((p: Viewer) =>
  db
    .selectFrom('timers as t')
    .leftJoin('issues as i', (join) =>
      join.onRef('i.tenant_id', '=', 't.tenant_id').onRef('i.id', '=', 't.issue_id').on(visibleTo(p)),
    )
    .select([
      sql<
        TimerObject['issue']
      >`CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id, 'name', i.name) END`.as('issue'),
      sql<string>`${utcMillis(sql.ref('t.started_at'))}`.as('startedAt'),
      't.description',
    ])
    .where('t.tenant_id', '=', p.tenantId)
    .where('t.user_id', '=', p.userId),
);

/**
 * Ends the caller's timer: deletes it and answers its issue, description, the wall-clock minute it
 * started at in `zone` (else the zone it was started with, else UTC) and its whole minutes.
 */
const END_TIMER = new Statement(
  (p: { tenantId: string; userId: number; zone: string | null }) =>
    sql<{ issue_id: number; description: string; zone: string; local_start: string; minutes: number }>`
    DELETE FROM timers t WHERE t.tenant_id = ${p.tenantId} AND t.user_id = ${p.userId}::int
    RETURNING t.issue_id, t.description, coalesce(${p.zone}::text, t.zone, 'UTC') AS zone,
      to_char(t.started_at AT TIME ZONE coalesce(${p.zone}::text, t.zone, 'UTC'), 'YYYY-MM-DD"T"HH24:MI') AS local_start,
      greatest(floor(extract(epoch FROM now() - t.started_at) / 60), 0)::int AS minutes`,
);

/** Drops the caller's timer without storing its time. */
const DISCARD_TIMER = new Statement(
  (p: { tenantId: string; userId: number }) =>
    sql<{ issue_id: number }>`DELETE FROM timers t WHERE t.tenant_id = ${p.tenantId} AND t.user_id = ${p.userId}::int
      RETURNING t.issue_id`,
);

const START_TIMER = new Statement(
  (p: { tenantId: string; userId: number; issueId: number; description: string; zone: string | null }) =>
    sql`INSERT INTO timers (tenant_id, user_id, issue_id, description, zone)
      VALUES (${p.tenantId}, ${p.userId}::int, ${p.issueId}::int, ${p.description}, ${p.zone}::text)
      ON CONFLICT (tenant_id, user_id) DO UPDATE
        SET issue_id = excluded.issue_id, description = excluded.description, zone = excluded.zone, started_at = now()`,
);

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `minutes` from the wall-clock minute `localStart` (YYYY-MM-DDTHH:MM), one piece per date: split at midnight. */
export function piecesOf(localStart: string, minutes: number) {
  const pieces: { date: string; timeFrom: string; timeTo: string }[] = [];
  let date = localStart.slice(0, 10);
  let from = Number(localStart.slice(11, 13)) * 60 + Number(localStart.slice(14, 16));
  for (let left = minutes; left > 0; date = nextDate(date), from = 0) {
    const piece = Math.min(left, 24 * 60 - from);
    pieces.push({ date, timeFrom: time(from), timeTo: time(from + piece) });
    left -= piece;
  }
  return pieces;
}

/**
 * Stops the caller's timer in the transaction `sql`: its whole minutes become worklogs on its
 * issue, one per date in the zone, created as every activity is (createActivitiesWithWorkflow).
 * Null when no timer runs; none stored when it ran under a minute.
 */
async function stopIn(sql: Sql, caller: Caller, zone: string | null): Promise<ActivityObject[] | null> {
  const [ended] = await END_TIMER.run(sql, { tenantId: caller.tenantId, userId: caller.userId, zone });
  if (!ended) return null;
  const pieces = piecesOf(ended.local_start, ended.minutes);
  if (pieces.length === 0) return [];
  const context = await worklogContext(sql, caller, ended.issue_id, null);
  const created: ActivityObject[] = [];
  for (const piece of pieces) {
    const built = await createActivitiesWithWorkflow(
      sql,
      caller,
      {
        activityTypeId: context.typeId,
        includeWeekends: true,
        description: ended.description,
        dateFrom: piece.date,
        dateTo: piece.date,
        timeFrom: piece.timeFrom,
        timeTo: piece.timeTo,
        projectId: context.projectId,
        issueId: ended.issue_id,
      },
      ended.zone,
    );
    created.push(...built.map(({ activity }) => withoutEmptyPlace(activity)));
  }
  return created;
}

/** D18: the caller's timer on an issue; stopping it stores its time as worklogs. */
export class TimerService {
  constructor(private readonly db: Database) {}

  async find(caller: Caller): Promise<TimerObject> {
    const [timer] = await this.db.read(caller.tenantId, (sql) => TIMER.run(sql, viewerOf(caller)));
    if (!timer) throw new HttpError(404, NO_TIMER);
    return timer;
  }

  /** Starts a timer on the issue; a running one stops first, its time stored as worklogs. */
  async start(caller: Caller, input: TimerInput, zone: string | null): Promise<TimerObject> {
    const issueId = referencedId(input.issueId);
    return this.db.write(caller.tenantId, async (sql) => {
      await worklogContext(sql, caller, issueId, null);
      await stopIn(sql, caller, zone);
      const p = {
        tenantId: caller.tenantId,
        userId: caller.userId,
        issueId,
        description: input.description ?? '',
        zone,
      };
      await START_TIMER.run(sql, p);
      return (await TIMER.run(sql, viewerOf(caller)))[0]!;
    });
  }

  /**
   * Drops the caller's timer and stores nothing: the way out when its time should not count, or its
   * issue can no longer be seen (stopping, and so starting another, would answer 404).
   */
  async discard(caller: Caller): Promise<void> {
    const dropped = await this.db.write(caller.tenantId, (sql) => DISCARD_TIMER.run(sql, caller));
    if (dropped.length === 0) throw new HttpError(404, NO_TIMER);
  }

  /** Stops the caller's timer: the worklogs stored, empty when it ran under a minute; 404 when none runs. */
  async stop(caller: Caller, zone: string | null): Promise<ActivityObject[]> {
    const stored = await this.db.write(caller.tenantId, (sql) => stopIn(sql, caller, zone));
    if (stored === null) throw new HttpError(404, NO_TIMER);
    return stored;
  }
}
