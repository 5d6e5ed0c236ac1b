import type { RawBuilder } from 'kysely';
import type { Sql } from '../platform/db/database.js';
import type { Statement } from '../platform/db/query.js';
import { badRequest, notFound } from '../platform/http/errors.js';
import { type Cells, type Column, MAX_EXPORT_ROWS, type TableExport } from '../platform/http/exports.js';
import {
  ABSENCE_REPORT_ROWS,
  type AbsenceReportRow,
  type AbsenceReportScope,
  type Group,
  TIME_REPORT_ROWS,
  type TimeReportRow,
  type TimeReportScope,
  TIMESHEET_ROWS,
  type TimesheetRow,
  type TimesheetScope,
} from './repository.js';

/** The CSV and Excel files of D18's reports: their columns, and their rows as cells. */

/** The documented CSV of each report (the tests compare their header rows with the exports'). */
export const TIMESHEET_CSV = [
  'Person,Email,Date,Holiday,Expected hours,Worked hours,Absent hours,Balance hours,Absences',
  'Mia Member,mia@acme.example,2027-03-01,,8.00,10.00,0.00,2.00,',
  'Mia Member,mia@acme.example,2027-03-02,,8.00,4.00,4.00,0.00,Vacation 4.00 h',
  'Mia Member,mia@acme.example,2027-03-03,Founders day,0.00,0.00,0.00,0.00,',
  'Total,,,,16.00,14.00,4.00,2.00,',
  '',
].join('\r\n');
export const TIME_REPORT_CSV = [
  'Person,Email,Week,Hours,Days',
  'Mia Member,mia@acme.example,2027-W09,10.00,1.25',
  'Noah Nilsson,noah@acme.example,2027-W09,1.50,0.19',
  'Total,,,11.50,1.44',
  '',
].join('\r\n');
export const ABSENCES_CSV = [
  'Person,Email,Activity type,Allowance days,Carried days,Expired days,Approved days,Requested days,Remaining days',
  'Mia Member,mia@acme.example,Sick leave,,,,2.00,0.00,',
  'Mia Member,mia@acme.example,Vacation,30.00,2.00,0.00,5.00,0.50,26.50',
  'Total,,,30.00,2.00,0.00,7.00,0.50,26.50',
  '',
].join('\r\n');

/** Runs the statement that declares an export's cursor. */
const declare =
  <P extends object>(statement: Statement<P, RawBuilder<unknown>>, p: P) =>
  async (sql: Sql) => {
    // Planned for its values, as the JSON report is (TimeService.timeReport).
    await statement.runUnnamed(sql, p);
  };

/** 400 before anything is sent: the export's rows are counted with its first batch. */
function refuseLargerThanBound(rows: readonly Record<string, unknown>[], narrower: string): void {
  const count = Number(rows[0]?.row_count ?? 0);
  if (count > MAX_EXPORT_ROWS) {
    throw badRequest(`This export would have more than ${MAX_EXPORT_ROWS} rows; ${narrower}.`);
  }
}

interface Person {
  firstname: string;
  lastname: string;
  email: string;
}
interface Named {
  id: number | null;
  name: string;
}

const PERSON: Column[] = [
  { header: 'Person', kind: 'text' },
  { header: 'Email', kind: 'text' },
];
const personCells = (person: Person): Cells => [`${person.firstname} ${person.lastname}`, person.email];

/** Each group's columns, and its value (as the JSON rows show it) as cells; a group without a value leaves them empty. */
const GROUP_COLUMNS: Record<Group, { columns: Column[]; cells: (value: unknown) => Cells }> = {
  user: { columns: PERSON, cells: (value) => personCells(value as Person) },
  team: { columns: [{ header: 'Team', kind: 'text' }], cells: (value) => [(value as Named | null)?.name ?? null] },
  project: {
    columns: [{ header: 'Project', kind: 'text' }],
    cells: (value) => [(value as Named | null)?.name ?? null],
  },
  issue: {
    columns: [
      { header: 'Issue ID', kind: 'integer' },
      { header: 'Issue', kind: 'text' },
    ],
    cells: (value) => [(value as Named | null)?.id ?? null, (value as Named | null)?.name ?? null],
  },
  activityType: {
    columns: [{ header: 'Activity type', kind: 'text' }],
    cells: (value) => [(value as Named).name],
  },
  day: { columns: [{ header: 'Date', kind: 'date' }], cells: (value) => [value as string] },
  week: { columns: [{ header: 'Week', kind: 'text' }], cells: (value) => [value as string] },
  month: { columns: [{ header: 'Month', kind: 'text' }], cells: (value) => [value as string] },
};

/** Empty cells up to the last `count` of `columns`, with "Total" in the first. */
const totalsLabel = (columns: Column[], count: number): Cells => [
  'Total',
  ...Array.from({ length: columns.length - count - 1 }, () => null),
];

/** A time report: its groups' columns, then hours and days; the report's total last. */
export function timeReportExport(p: TimeReportScope): TableExport {
  const groups = [p.group1, ...(p.group2 ? [p.group2] : [])].map((group) => GROUP_COLUMNS[group]);
  const columns: Column[] = [
    ...groups.flatMap((group) => group.columns),
    { header: 'Hours', kind: 'hours' },
    { header: 'Days', kind: 'days' },
  ];
  let total = { minutes: 0, days: 0 };
  return {
    cursor: 'time_report_rows',
    sheet: 'Time report',
    columns,
    open: declare(TIME_REPORT_ROWS, p),
    check: (first) => {
      refuseLargerThanBound(first, 'narrow the range, the filters or the grouping');
      // The total comes with every row; with no row there is no time to count.
      if (first[0]) total = (first[0] as unknown as TimeReportRow).total;
    },
    cells: (row) => {
      const { v1, v2, minutes, days } = row as unknown as TimeReportRow;
      return [...groups[0]!.cells(v1), ...(groups[1] ? groups[1].cells(v2) : []), minutes, days];
    },
    totals: () => [...totalsLabel(columns, 2), total.minutes, total.days],
  };
}

const HOURS = (header: string): Column => ({ header: `${header} hours`, kind: 'hours' });

/** A timesheet: a row per day, in hours; the sums last. */
export function timesheetExport(p: TimesheetScope): TableExport {
  const columns: Column[] = [
    ...PERSON,
    { header: 'Date', kind: 'date' },
    { header: 'Holiday', kind: 'text' },
    HOURS('Expected'),
    HOURS('Worked'),
    HOURS('Absent'),
    HOURS('Balance'),
    { header: 'Absences', kind: 'text' },
  ];
  const sums = { expected: 0, worked: 0, absent: 0 };
  return {
    cursor: 'timesheet_rows',
    sheet: 'Timesheet',
    columns,
    open: declare(TIMESHEET_ROWS, p),
    check: (first) => {
      // Every day of the range is a row: none means no such user.
      if (first.length === 0) throw notFound('User', p.userId);
    },
    cells: (row) => {
      const day = row as unknown as TimesheetRow;
      sums.expected += day.expected;
      sums.worked += day.worked;
      sums.absent += day.absent;
      return [
        ...personCells(day.user),
        day.date,
        day.holiday,
        day.expected,
        day.worked,
        day.absent,
        day.worked + day.absent - day.expected,
        day.absences.map((absence) => `${absence.name} ${(absence.minutes / 60).toFixed(2)} h`).join(', ') || null,
      ];
    },
    totals: () => [
      ...totalsLabel(columns, 5),
      sums.expected,
      sums.worked,
      sums.absent,
      sums.worked + sums.absent - sums.expected,
      null,
    ],
  };
}

const BALANCE_FIELDS = ['allowance', 'carried', 'expired', 'approved', 'requested', 'remaining'] as const;

/** The absences report: a row per user and type, in days; the sums of each column last (empty where every row was). */
export function absenceReportExport(p: AbsenceReportScope): TableExport {
  const columns: Column[] = [
    ...PERSON,
    { header: 'Activity type', kind: 'text' },
    ...BALANCE_FIELDS.map((field): Column => ({
      header: `${field[0]!.toUpperCase()}${field.slice(1)} days`,
      kind: 'days',
    })),
  ];
  const sums: (number | null)[] = BALANCE_FIELDS.map(() => null);
  return {
    cursor: 'absence_report_rows',
    sheet: `Absences ${p.year}`,
    columns,
    open: declare(ABSENCE_REPORT_ROWS, p),
    check: (first) => refuseLargerThanBound(first, 'narrow it to a team with teamId'),
    cells: (row) => {
      const balance = row as unknown as AbsenceReportRow;
      const days = BALANCE_FIELDS.map((field) => balance[field]);
      days.forEach((value, index) => {
        if (value !== null) sums[index] = (sums[index] ?? 0) + value;
      });
      return [...personCells(balance.user), balance.type, ...days];
    },
    totals: () => [...totalsLabel(columns, BALANCE_FIELDS.length), ...sums],
  };
}
