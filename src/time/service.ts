import { daysCovered } from '../activities/calendar.js';
import { withoutEmptyPlace } from '../activities/documents.js';
import { activityViewerOf } from '../activities/visibility.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { mayReadLeaveOf } from '../platform/auth/permissions.js';
import type { Database } from '../platform/db/database.js';
import { badRequest, noPermission, notFound } from '../platform/http/errors.js';
import { refuseReversedRange } from '../platform/http/schemas.js';
import { ABSENCE_REPORT, type Group, TIME_REPORT, TIMESHEET } from './repository.js';
import {
  type AbsenceReport,
  type AbsenceReportQuery,
  MAX_REPORT_DAYS,
  MAX_REPORT_ROWS,
  MAX_TIMESHEET_DAYS,
  type TimeReport,
  type TimeReportQuery,
  type Timesheet,
  type TimesheetQuery,
} from './schemas.js';

/** 400 unless `from`..`to` runs forwards over at most `max` days. */
function requireRange(from: string, to: string, max: number, what: string): void {
  refuseReversedRange(from, to);
  if (daysCovered(from, to) > max)
    throw badRequest(`Query parameter 'to': ${what} covers at most ${max} days from 'from'.`);
}

/** Time on work (D18): timesheets and reports. */
export class TimeService {
  constructor(private readonly db: Database) {}

  /** A user's timesheet: the user themself, managers and admins read it. */
  async timesheet(caller: Caller, query: TimesheetQuery): Promise<Timesheet> {
    const userId = query.userId ?? caller.userId;
    requireRange(query.from, query.to, MAX_TIMESHEET_DAYS, 'a timesheet');
    if (!mayReadLeaveOf(caller, userId)) throw noPermission();
    const viewer = activityViewerOf(caller);
    const [row] = await this.db.read(caller.tenantId, (sql) =>
      TIMESHEET.run(sql, {
        tenantId: caller.tenantId,
        viewerId: caller.userId,
        seesPrivate: viewer.seesPrivate,
        managesActivities: viewer.managesActivities,
        userId,
        from: query.from,
        to: query.to,
      }),
    );
    const timesheet = row!.timesheet;
    if (!timesheet) throw notFound('User', userId);
    for (const day of timesheet.days) day.entries.forEach(withoutEmptyPlace);
    return timesheet;
  }

  /**
   * A time report: members and viewers read only their own time (another user's is 406), managers
   * and admins everyone's.
   */
  async timeReport(caller: Caller, query: TimeReportQuery): Promise<TimeReport> {
    requireRange(query.from, query.to, MAX_REPORT_DAYS, 'a report');
    const [group1, group2 = null] = query.groupBy.split(',') as [Group, Group?];
    if (group1 === group2) throw badRequest("Query parameter 'groupBy' must name two different groups.");
    const viewer = activityViewerOf(caller);
    const userId = query.userId ?? null;
    if (!viewer.managesActivities && userId !== null && userId !== caller.userId) throw noPermission();
    const [row] = await this.db.read(caller.tenantId, (sql) =>
      TIME_REPORT.run(sql, {
        tenantId: caller.tenantId,
        viewerId: caller.userId,
        seesPrivate: viewer.seesPrivate,
        managesActivities: viewer.managesActivities,
        from: query.from,
        to: query.to,
        group1,
        group2,
        authorId: viewer.managesActivities ? userId : caller.userId,
        teamId: query.teamId ?? null,
        projectId: query.projectId ?? null,
        issueId: query.issueId ?? null,
        activityTypeId: query.activityTypeId ?? null,
        workingHours: query.workingHours ?? null,
      }),
    );
    if (row!.rows === null) {
      throw badRequest(
        `This report would have more than ${MAX_REPORT_ROWS} rows; narrow the range, the filters or the grouping.`,
      );
    }
    return row as TimeReport;
  }

  /**
   * The absences report of a year: members and viewers read their own balances, managers and
   * admins everyone's (a team's members with `teamId`) and the days of private types (sick leave).
   */
  async absenceReport(caller: Caller, query: AbsenceReportQuery): Promise<AbsenceReport> {
    const { managesActivities } = activityViewerOf(caller);
    const year = query.year ?? new Date().getUTCFullYear();
    const [row] = await this.db.read(caller.tenantId, (sql) =>
      ABSENCE_REPORT.run(sql, {
        tenantId: caller.tenantId,
        year,
        today: new Date().toISOString().slice(0, 10),
        authorId: managesActivities ? null : caller.userId,
        teamId: query.teamId ?? null,
        managesActivities,
      }),
    );
    return { year, rows: row!.rows as AbsenceReport['rows'] };
  }
}
