import { errorResponses } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import {
  AbsenceReportObject,
  AbsenceReportQuery,
  MAX_REPORT_DAYS,
  MAX_TIMESHEET_DAYS,
  TimeReportObject,
  TimeReportQuery,
  TimesheetObject,
  TimesheetQuery,
} from './schemas.js';
import { TimeService } from './service.js';

const tags = ['time'];

/** Time on work (D18): timesheets and reports over activities. */
export async function timeRoutes(app: Server): Promise<void> {
  const time = new TimeService(app.db);

  app.get('/v1/timesheets', {
    schema: {
      tags,
      summary: `A user's days from 'from' to 'to' (at most ${MAX_TIMESHEET_DAYS}): minutes expected, worked and absent, and the activities`,
      description:
        "`expected` comes from the user's work schedule, 0 on their holidays; `worked` sums working-hours activities that are approved or of types not approved; an approved absence credits at most the day's expected minutes; `balance` = worked + absent − expected. `userId` defaults to the caller. Readable by the user, managers and admins.",
      querystring: TimesheetQuery,
      response: { 200: TimesheetObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'activity:read' },
    handler: async ({ caller, query }) => time.timesheet(caller, query),
  });

  app.get('/v1/reports/time', {
    schema: {
      tags,
      summary: `Minutes and days of time from 'from' to 'to' (at most ${MAX_REPORT_DAYS} days), grouped by one or two of user, team, project, issue, activityType, day, week, month`,
      description:
        "Time is what live activities cover that are approved or of types not approved, each activity's time range on each day it covers. `days` counts the share of the author's scheduled minutes a group's time covers on each working day. Members and viewers see only their own time, managers and admins everyone's; issues the caller may not see are grouped as \"(private)\". `team` is the activity's team.",
      querystring: TimeReportQuery,
      response: { 200: TimeReportObject, ...errorResponses(400, 401, 406) },
    },
    config: { permission: 'activity:read' },
    handler: async ({ caller, query }) => time.timeReport(caller, query),
  });

  app.get('/v1/reports/absences', {
    schema: {
      tags,
      summary: "A year's leave per user and type: allowance, carried, expired, approved, requested and remaining days",
      description:
        "Counted as the balances of GET /v1/users/{id}/balances. Members and viewers see their own; managers and admins everyone's (with `teamId`, the team's members), and also the days of private types without an allowance (sick leave). `year` defaults to this year.",
      querystring: AbsenceReportQuery,
      response: { 200: AbsenceReportObject, ...errorResponses(400, 401) },
    },
    config: { permission: 'activity:read' },
    handler: async ({ caller, query }) => time.absenceReport(caller, query),
  });
}
