import {
  EXPORT_TYPES,
  exportableResponse,
  MAX_EXPORT_ROWS,
  requestedExport,
  sendExport,
} from '../platform/http/exports.js';
import { PAGE_BYTES } from '../platform/http/pagination.js';
import { errorResponses } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import {
  AbsenceReportObject,
  AbsenceReportQuery,
  MAX_REPORT_DAYS,
  MAX_REPORT_ROWS,
  MAX_TIMESHEET_DAYS,
  MAX_TIMESHEET_ENTRIES,
  TimeReportObject,
  TimeReportQuery,
  TimesheetObject,
  TimesheetQuery,
} from './schemas.js';
import { ABSENCES_CSV, TIME_REPORT_CSV, TIMESHEET_CSV } from './exports.js';
import { TimeService } from './service.js';

const tags = ['time'];

/** Every export's note in the document: how it is asked for, and its bounds. */
const EXPORTS = `With \`Accept: text/csv\` or \`Accept: ${EXPORT_TYPES.xlsx}\`, the same rows as a file (a header row, a Total row), streamed; at most ${MAX_EXPORT_ROWS} rows (else 400, before anything is sent), and cut off when it takes longer than REQUEST_TIMEOUT_MS.`;

/** Time on work (D18): timesheets and reports over activities, as JSON or as CSV and Excel files. */
export async function timeRoutes(app: Server): Promise<void> {
  const time = new TimeService(app.db, app.cursors, app.longRequests, app.server.requestTimeout);

  app.get('/v1/timesheets', {
    schema: {
      tags,
      summary: `A user's days from 'from' to 'to' (at most ${MAX_TIMESHEET_DAYS}): minutes expected, worked and absent, and the activities`,
      description: `\`expected\` comes from the user's work schedule, 0 on their holidays; \`worked\` sums working-hours activities that are approved or of types not approved; an approved absence credits at most the day's expected minutes; \`balance\` = worked + absent − expected. \`userId\` defaults to the caller. Readable by the user, managers and admins. At most ${MAX_TIMESHEET_ENTRIES} entries (an activity on each day it covers) and ${PAGE_BYTES / 1024 / 1024} MiB of them, else 400. ${EXPORTS} The file has a row per day, in hours.`,
      querystring: TimesheetQuery,
      response: {
        200: exportableResponse(TimesheetObject, { csv: TIMESHEET_CSV, sheet: 'Timesheet' }),
        ...errorResponses(400, 401, 404, 406),
      },
    },
    config: { permission: 'activity:read' },
    handler: async (request, reply) => {
      const { caller, query } = request;
      const format = requestedExport(request.headers);
      if (format === null) return time.timesheet(caller, query);
      const name = `timesheet-user-${query.userId ?? caller.userId}-${query.from}-to-${query.to}`;
      return sendExport(reply, format, name, await time.exportTimesheet(caller, query, format));
    },
  });

  app.get('/v1/reports/time', {
    schema: {
      tags,
      summary: `Minutes and days of time from 'from' to 'to' (at most ${MAX_REPORT_DAYS} days), grouped by one or two of user, team, project, issue, activityType, day, week, month`,
      description: `Time is what live activities cover that are approved or of types not approved, each activity's time range on each day it covers. \`days\` counts the share of the author's scheduled minutes a group's time covers on each working day. Members and viewers see only their own time, managers and admins everyone's; issues the caller may not see are grouped as "(private)". \`team\` is the activity's team. At most ${MAX_REPORT_ROWS} rows as JSON, else 400. ${EXPORTS}`,
      querystring: TimeReportQuery,
      response: {
        200: exportableResponse(TimeReportObject, { csv: TIME_REPORT_CSV, sheet: 'Time report' }),
        ...errorResponses(400, 401, 406),
      },
    },
    config: { permission: 'activity:read' },
    handler: async (request, reply) => {
      const { caller, query } = request;
      const format = requestedExport(request.headers);
      if (format === null) return time.timeReport(caller, query);
      const name = `time-by-${query.groupBy}-${query.from}-to-${query.to}`;
      return sendExport(reply, format, name, await time.exportTimeReport(caller, query, format));
    },
  });

  app.get('/v1/reports/absences', {
    schema: {
      tags,
      summary: "A year's leave per user and type: allowance, carried, expired, approved, requested and remaining days",
      description: `Counted as the balances of GET /v1/users/{id}/balances. Members and viewers see their own; managers and admins everyone's (with \`teamId\`, the team's members), and also the days of private types without an allowance (sick leave). \`year\` defaults to this year. As JSON, paged: the rows of \`limit\` users (default 50, at most 200) by last name, first name and id, the next page with \`cursor\`. ${EXPORTS} An export holds every user's rows.`,
      querystring: AbsenceReportQuery,
      response: {
        200: exportableResponse(AbsenceReportObject, { csv: ABSENCES_CSV, sheet: 'Absences 2027' }),
        ...errorResponses(400, 401),
      },
    },
    config: { permission: 'activity:read' },
    handler: async (request, reply) => {
      const { caller, query } = request;
      const format = requestedExport(request.headers);
      if (format === null) return time.absenceReport(caller, query);
      const name = `absences-${query.year ?? new Date().getUTCFullYear()}${query.teamId ? `-team-${query.teamId}` : ''}`;
      return sendExport(reply, format, name, await time.exportAbsenceReport(caller, query, format));
    },
  });
}
