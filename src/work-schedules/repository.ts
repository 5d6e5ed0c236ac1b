import { sql } from 'kysely';
import { Statement } from '../platform/db/query.js';
import type { UserWorkSchedule, WorkSchedule } from './schemas.js';

/** D19: the schedule of a tenant that has set none. */
export const DEFAULT_WEEK = [480, 480, 480, 480, 480, 0, 0];

/** A user holds at most this many work schedules: it bounds the list and each day's lookup. */
export const MAX_USER_SCHEDULES = 100;

const userScheduleObject = sql`json_build_object('id', s.id, 'validFrom', to_char(s.valid_from, 'YYYY-MM-DD'), 'minutes', s.minutes)`;

export const TENANT_SCHEDULE = new Statement(
  (p: { tenantId: string }) =>
    sql<WorkSchedule>`SELECT coalesce((SELECT t.minutes FROM tenant_work_schedules t WHERE t.tenant_id = ${p.tenantId}),
      ${DEFAULT_WEEK}::int[]) AS minutes`,
);

export const SET_TENANT_SCHEDULE = new Statement(
  (p: { tenantId: string; minutes: number[] }) =>
    sql<WorkSchedule>`INSERT INTO tenant_work_schedules (tenant_id, minutes) VALUES (${p.tenantId}, ${p.minutes}::int[])
      ON CONFLICT (tenant_id) DO UPDATE SET minutes = excluded.minutes
      RETURNING minutes`,
);

const userExists = (p: { tenantId: string; userId: number }) =>
  sql<boolean>`EXISTS (SELECT FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int)`;

export const USER_SCHEDULES = new Statement(
  (p: { tenantId: string; userId: number }) =>
    sql<{ user_exists: boolean; schedules: UserWorkSchedule[] }>`SELECT ${userExists(p)} AS user_exists,
      (SELECT coalesce(json_agg(${userScheduleObject} ORDER BY s.valid_from), '[]') FROM user_work_schedules s
       WHERE s.tenant_id = ${p.tenantId} AND s.user_id = ${p.userId}::int) AS schedules`,
);

/**
 * Adds a schedule when the user exists and holds fewer than MAX_USER_SCHEDULES; `schedule` is null
 * when nothing was added, and the flags say why (one with the same validFrom exists when neither is).
 */
export const ADD_USER_SCHEDULE = new Statement(
  (p: { tenantId: string; userId: number; validFrom: string; minutes: number[] }) =>
    sql<{ user_exists: boolean; full: boolean; schedule: UserWorkSchedule | null }>`
    WITH state AS (
      SELECT ${userExists(p)} AS user_exists,
        (SELECT count(*) FROM user_work_schedules s WHERE s.tenant_id = ${p.tenantId} AND s.user_id = ${p.userId}::int)
          >= ${sql.lit(MAX_USER_SCHEDULES)} AS full
    ), added AS (
      INSERT INTO user_work_schedules (tenant_id, user_id, valid_from, minutes)
      SELECT ${p.tenantId}, ${p.userId}::int, ${p.validFrom}::date, ${p.minutes}::int[] FROM state
      WHERE state.user_exists AND NOT state.full
      ON CONFLICT (tenant_id, user_id, valid_from) DO NOTHING
      RETURNING *
    )
    SELECT state.user_exists, state.full, (SELECT ${userScheduleObject} FROM added s) AS schedule FROM state`,
);

export const DELETE_USER_SCHEDULE = new Statement(
  (p: { tenantId: string; userId: number; id: number }) =>
    sql<{ id: number }>`DELETE FROM user_work_schedules
      WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int AND id = ${p.id}::int RETURNING id`,
);
