import Type from 'typebox';
import { ActivityObject } from '../activities/schemas.js';
import { Cursor } from '../platform/http/pagination.js';
import { CalendarDate, component, Flag, IdText } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { ActivityTypeObject, ProjectObject, TeamObject, UserObject } from '../reference-data/schemas.js';

/** D18: a timesheet covers at most this many days. */
export const MAX_TIMESHEET_DAYS = 62;

/**
 * D13: a timesheet lists at most this many entries (an activity once on each day of the range it
 * covers); a larger one, or one whose entries pass PAGE_BYTES (what a page of a list holds), is
 * refused, not built.
 */
export const MAX_TIMESHEET_ENTRIES = 2_000;

export const TimesheetQuery = Type.Object({
  userId: Type.Optional(IdText),
  from: CalendarDate,
  to: CalendarDate,
});
export type TimesheetQuery = Type.Static<typeof TimesheetQuery>;

const Minutes = (description: string) => Type.Integer({ description });

export const TimesheetObject = component(
  'Timesheet',
  Type.Object({
    user: UserObject,
    from: Type.String({ description: 'YYYY-MM-DD' }),
    to: Type.String({ description: 'YYYY-MM-DD' }),
    days: Type.Array(
      Type.Object({
        date: Type.String({ description: 'YYYY-MM-DD' }),
        holiday: Type.Union([Type.String(), Type.Null()], { description: "the name of the user's holiday that day" }),
        expected: Minutes("minutes of the user's work schedule that day; 0 on a holiday"),
        worked: Minutes('minutes of working-hours activities, approved or of a type not approved'),
        absent: Type.Array(Type.Object({ activityType: ActivityTypeObject, minutes: Type.Integer() }), {
          description: 'approved absences by type, crediting together at most the expected minutes',
        }),
        entries: Type.Array(ActivityObject, { description: 'the live activities covering the day' }),
      }),
    ),
    totals: Type.Object({
      expected: Type.Integer(),
      worked: Type.Integer(),
      absent: Type.Integer(),
      balance: Type.Integer({ description: 'worked + absent − expected' }),
    }),
  }),
);
export type Timesheet = Type.Static<typeof TimesheetObject>;

/** D18: a time report covers at most this many days. */
export const MAX_REPORT_DAYS = 366;

/** D13: a time report answers at most this many rows (groups); a larger one is refused, not built. */
export const MAX_REPORT_ROWS = 5_000;

const GROUP = '(user|team|project|issue|activityType|day|week|month)';

export const TimeReportQuery = Type.Object({
  from: CalendarDate,
  to: CalendarDate,
  groupBy: Type.String({
    pattern: `^${GROUP}(,${GROUP})?$`,
    [EXPECTED]: 'one or two of user, team, project, issue, activityType, day, week, month, comma-separated',
  }),
  userId: Type.Optional(IdText),
  teamId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  issueId: Type.Optional(IdText),
  activityTypeId: Type.Optional(IdText),
  workingHours: Type.Optional(Flag),
});
export type TimeReportQuery = Type.Static<typeof TimeReportQuery>;

const ReportTotals = Type.Object({
  minutes: Type.Integer(),
  days: Type.Number({ description: "working days, each the share of the author's scheduled minutes the time covers" }),
});

const orNull = <T extends Type.TSchema>(schema: T, description: string) =>
  Type.Optional(Type.Union([schema, Type.Null()], { description }));

export const TimeReportObject = component(
  'TimeReport',
  Type.Object({
    rows: Type.Array(
      Type.Object({
        user: Type.Optional(UserObject),
        team: orNull(TeamObject, "the activity's team"),
        project: orNull(ProjectObject, "the activity's project"),
        issue: orNull(
          Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), name: Type.String() }),
          'the linked issue; {"id": null, "name": "(private)"} for the private issues the caller may not see',
        ),
        activityType: Type.Optional(ActivityTypeObject),
        day: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
        week: Type.Optional(Type.String({ description: 'ISO week, YYYY-Www' })),
        month: Type.Optional(Type.String({ description: 'YYYY-MM' })),
        ...ReportTotals.properties,
      }),
      { description: 'one per group, by the groups in order (people by name, objects by name, dates ascending)' },
    ),
    total: ReportTotals,
  }),
);
export type TimeReport = Type.Static<typeof TimeReportObject>;

export const AbsenceReportQuery = Type.Object({
  year: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999, [EXPECTED]: 'a year from 1 to 9999' })),
  teamId: Type.Optional(IdText),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 200,
      default: 50,
      description: 'users per page (JSON only: an export holds every user)',
    }),
  ),
  cursor: Type.Optional(Cursor),
});
export type AbsenceReportQuery = Type.Static<typeof AbsenceReportQuery>;

const Days = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });

export const AbsenceReportObject = component(
  'AbsenceReport',
  Type.Object({
    year: Type.Integer(),
    rows: Type.Array(
      Type.Object({
        user: UserObject,
        activityType: ActivityTypeObject,
        allowance: Days("the year's days; null for a private type without an allowance (sick leave)"),
        carried: Days('days carried over from the year before'),
        expired: Days('carried days not used by their last day, once it has passed'),
        approved: Type.Number({ description: 'days of approved activities' }),
        requested: Type.Number({ description: 'days of activities neither approved nor rejected' }),
        remaining: Days('allowance + carried − expired − approved − requested'),
      }),
      { description: "per user (by last name, first name) and type (by name); a page holds `limit` users' rows" },
    ),
    nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'pass as cursor for the next page' }),
  }),
);
export type AbsenceReport = Type.Static<typeof AbsenceReportObject>;
