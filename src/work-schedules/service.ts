import type { Caller } from '../platform/auth/authenticate.js';
import { mayReadLeaveOf } from '../platform/auth/permissions.js';
import type { Database } from '../platform/db/database.js';
import { conflict, noPermission, notFound } from '../platform/http/errors.js';
import {
  ADD_USER_SCHEDULE,
  DELETE_USER_SCHEDULE,
  MAX_USER_SCHEDULES,
  SET_TENANT_SCHEDULE,
  TENANT_SCHEDULE,
  USER_SCHEDULES,
} from './repository.js';
import type { UserWorkSchedule, UserWorkScheduleInput, WorkSchedule } from './schemas.js';

const SCHEDULE = 'Work schedule';

/**
 * Work schedules (D19): the tenant's default week and each user's weeks from a date on. A change
 * applies at once to what is counted (balances, calendars, previews); activities already stored
 * keep the runs they were split into.
 */
export class WorkScheduleService {
  constructor(private readonly db: Database) {}

  async tenantSchedule(tenantId: string): Promise<WorkSchedule> {
    const [row] = await this.db.read(tenantId, (sql) => TENANT_SCHEDULE.run(sql, { tenantId }));
    return row!;
  }

  async setTenantSchedule(tenantId: string, schedule: WorkSchedule): Promise<WorkSchedule> {
    const [row] = await this.db.write(tenantId, (sql) => SET_TENANT_SCHEDULE.run(sql, { tenantId, ...schedule }));
    return row!;
  }

  async userSchedules(caller: Caller, userId: number): Promise<UserWorkSchedule[]> {
    if (!mayReadLeaveOf(caller, userId)) throw noPermission();
    const { tenantId } = caller;
    const [row] = await this.db.read(tenantId, (sql) => USER_SCHEDULES.run(sql, { tenantId, userId }));
    if (!row!.user_exists) throw notFound('User', userId);
    return row!.schedules;
  }

  async addUserSchedule(tenantId: string, userId: number, input: UserWorkScheduleInput): Promise<UserWorkSchedule> {
    const [row] = await this.db.write(tenantId, (sql) => ADD_USER_SCHEDULE.run(sql, { tenantId, userId, ...input }));
    const { user_exists, full, schedule } = row!;
    if (!user_exists) throw notFound('User', userId);
    if (full) throw conflict(`A user has at most ${MAX_USER_SCHEDULES} work schedules; delete an old one first.`);
    if (!schedule) throw conflict(`User ${userId} has a work schedule from ${input.validFrom} already.`);
    return schedule;
  }

  async deleteUserSchedule(tenantId: string, userId: number, id: number): Promise<void> {
    const rows = await this.db.write(tenantId, (sql) => DELETE_USER_SCHEDULE.run(sql, { tenantId, userId, id }));
    if (rows.length === 0) throw notFound(SCHEDULE, id);
  }
}
