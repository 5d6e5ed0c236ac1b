import type { Readable } from 'node:stream';
import { daysCovered } from '../activities/calendar.js';
import { withoutEmptyPlace } from '../activities/documents.js';
import { activityViewerOf } from '../activities/visibility.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { mayReadLeaveOf } from '../platform/auth/permissions.js';
import type { LongRequests } from '../platform/db/long-requests.js';
import type { Database } from '../platform/db/database.js';
import { badRequest, noPermission, notFound } from '../platform/http/errors.js';
import { type ExportFormat, startExport, type TableExport } from '../platform/http/exports.js';
import { type CursorCodec, PAGE_BYTES } from '../platform/http/pagination.js';
import { refuseReversedRange } from '../platform/http/schemas.js';
import { absenceReportExport, timeReportExport, timesheetExport } from './exports.js';
import {
  ABSENCE_REPORT,
  type AbsenceReportScope,
  type Group,
  TIME_REPORT,
  type TimeReportScope,
  TIMESHEET,
  type TimesheetScope,
} from './repository.js';
import {
  type AbsenceReport,
  type AbsenceReportQuery,
  MAX_REPORT_DAYS,
  MAX_REPORT_ROWS,
  MAX_TIMESHEET_DAYS,
  MAX_TIMESHEET_ENTRIES,
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

/** The query an absences report's cursor belongs to: everything but the page. */
const absencePagesScope = (year: number, { limit: _limit, cursor: _cursor, ...scope }: AbsenceReportQuery) => ({
  resource: 'absence-report',
  ...scope,
  year,
});

/** Time on work (D18): timesheets and reports, as JSON or exported (CSV, Excel). */
export class TimeService {
  constructor(
    private readonly db: Database,
    private readonly cursors: CursorCodec,
    private readonly longRequests: LongRequests,
    /** How long an export may take from its first read to its last byte (REQUEST_TIMEOUT_MS). */
    private readonly exportTimeoutMs: number,
  ) {}

  /** A user's timesheet: the user themself, managers and admins read it. */
  async timesheet(caller: Caller, query: TimesheetQuery): Promise<Timesheet> {
    const p = this.#timesheetScope(caller, query);
    const [row] = await this.db.read(caller.tenantId, (sql) => TIMESHEET.run(sql, p));
    if (row!.refused === 'entries') {
      throw badRequest(
        `This timesheet would list more than ${MAX_TIMESHEET_ENTRIES} entries; ask for fewer days (an activity is an entry on each day it covers).`,
      );
    }
    if (row!.refused === 'bytes') {
      throw badRequest(
        `This timesheet's entries would take more than ${PAGE_BYTES / 1024 / 1024} MiB; ask for fewer days.`,
      );
    }
    const timesheet = row!.timesheet;
    if (!timesheet) throw notFound('User', p.userId);
    for (const day of timesheet.days) day.entries.forEach(withoutEmptyPlace);
    return timesheet;
  }

  exportTimesheet(caller: Caller, query: TimesheetQuery, format: ExportFormat): Promise<Readable> {
    return this.#export(caller, format, timesheetExport(this.#timesheetScope(caller, query)));
  }

  #timesheetScope(caller: Caller, query: TimesheetQuery): TimesheetScope {
    const userId = query.userId ?? caller.userId;
    requireRange(query.from, query.to, MAX_TIMESHEET_DAYS, 'a timesheet');
    if (!mayReadLeaveOf(caller, userId)) throw noPermission();
    const viewer = activityViewerOf(caller);
    return {
      tenantId: caller.tenantId,
      viewerId: caller.userId,
      seesPrivate: viewer.seesPrivate,
      managesActivities: viewer.managesActivities,
      userId,
      from: query.from,
      to: query.to,
    };
  }

  /**
   * A time report: members and viewers read only their own time (another user's is 406), managers
   * and admins everyone's.
   */
  async timeReport(caller: Caller, query: TimeReportQuery): Promise<TimeReport> {
    const p = this.#timeReportScope(caller, query);
    // Planned for its values: its groups and filters then fold away. Its generic plan, which a
    // prepared statement gets, ran past the 10-second statement timeout on 1,000,000 activities.
    const [row] = await this.db.read(caller.tenantId, (sql) => TIME_REPORT.runUnnamed(sql, p));
    if (row!.rows === null) {
      throw badRequest(
        `This report would have more than ${MAX_REPORT_ROWS} rows; narrow the range, the filters or the grouping.`,
      );
    }
    return row as TimeReport;
  }

  exportTimeReport(caller: Caller, query: TimeReportQuery, format: ExportFormat): Promise<Readable> {
    return this.#export(caller, format, timeReportExport(this.#timeReportScope(caller, query)));
  }

  #timeReportScope(caller: Caller, query: TimeReportQuery): TimeReportScope {
    requireRange(query.from, query.to, MAX_REPORT_DAYS, 'a report');
    const [group1, group2 = null] = query.groupBy.split(',') as [Group, Group?];
    if (group1 === group2) throw badRequest("Query parameter 'groupBy' must name two different groups.");
    const viewer = activityViewerOf(caller);
    const userId = query.userId ?? null;
    if (!viewer.managesActivities && userId !== null && userId !== caller.userId) throw noPermission();
    return {
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
    };
  }

  /**
   * A page of the absences report of a year: members and viewers read their own balances, managers
   * and admins everyone's (a team's members with `teamId`) and the days of private types (sick
   * leave); `limit` users a page, by last name, first name and id.
   */
  async absenceReport(caller: Caller, query: AbsenceReportQuery): Promise<AbsenceReport> {
    const p = this.#absenceScope(caller, query);
    const position = query.cursor ? this.cursors.decode(query.cursor, absencePagesScope(p.year, query)) : null;
    const after = position ? (JSON.parse(position.value ?? '[]') as [lastname: string, firstname: string]) : null;
    const [row] = await this.db.read(caller.tenantId, (sql) =>
      ABSENCE_REPORT.run(sql, {
        ...p,
        limit: query.limit ?? 50,
        afterLastname: after?.[0] ?? null,
        afterFirstname: after?.[1] ?? null,
        afterId: position?.id ?? null,
      }),
    );
    const last = row!.last;
    return {
      year: p.year,
      rows: row!.rows as AbsenceReport['rows'],
      nextCursor: last
        ? this.cursors.encode(
            { value: JSON.stringify(last.slice(0, 2)), id: last[2] },
            absencePagesScope(p.year, query),
          )
        : null,
    };
  }

  /** The whole absences report of a year, every user the caller may read, as a file. */
  exportAbsenceReport(caller: Caller, query: AbsenceReportQuery, format: ExportFormat): Promise<Readable> {
    return this.#export(caller, format, absenceReportExport(this.#absenceScope(caller, query)));
  }

  #absenceScope(caller: Caller, query: AbsenceReportQuery): AbsenceReportScope {
    const { managesActivities } = activityViewerOf(caller);
    return {
      tenantId: caller.tenantId,
      year: query.year ?? new Date().getUTCFullYear(),
      today: new Date().toISOString().slice(0, 10),
      authorId: managesActivities ? null : caller.userId,
      teamId: query.teamId ?? null,
      managesActivities,
    };
  }

  #export(caller: Caller, format: ExportFormat, table: TableExport): Promise<Readable> {
    const context = {
      db: this.db,
      longRequests: this.longRequests,
      tenantId: caller.tenantId,
      timeoutMs: this.exportTimeoutMs,
    };
    return startExport(context, format, table);
  }
}
