import type { Schemas } from '../../api/client.js';
import { DAY_MINUTES } from '../issues/durations.js';

export type Timesheet = Schemas['Timesheet'];
export type Entry = Schemas['Activity'];
type Day = Timesheet['days'][number];

/** What a cell holds: the minutes it shows, the worklogs a change writes, and why it cannot change, if so. */
export interface Cell {
  minutes: number;
  /** The one-day worklogs of the cell that count, oldest first: what typing into it changes. */
  worklogs: Entry[];
  /** Minutes of worklogs still waiting for approval (an approvable working-hours type): not counted yet. */
  waiting: number;
  /** The cell holds time a typed duration cannot change: an entry over several days, or one waiting. */
  fixed: boolean;
}

/**
 * A row of the week: an issue's time, the working time on no issue the reader may see, or an
 * absence type's credited minutes (absences are asked for in My time off, never typed here).
 */
export interface Row {
  key: string;
  kind: 'issue' | 'other' | 'absence';
  /** The issue of an issue row; the type's name of an absence row. */
  issue?: { id: number; name: string };
  name?: string;
  cells: Map<string, Cell>;
}

const emptyCell = (): Cell => ({ minutes: 0, worklogs: [], waiting: 0, fixed: false });

/** Minutes of the day an entry covers: its time of day, on each day it covers. */
export const minutesOf = (entry: Entry) => Number(entry.timeTo) - Number(entry.timeFrom);

/**
 * Whether an entry counts as worked time, as the timesheet's totals count it: never rejected, and
 * approved unless its type needs no approval.
 */
const counts = (entry: Entry) =>
  !entry.statusId.negativeFinal && (!entry.activityTypeId.approvable || entry.statusId.positiveFinal);

const oneDay = (entry: Entry) => entry.dateFrom === entry.dateTo;

/**
 * The rows of a timesheet: one per issue with time this week or added by the person (`added`, in
 * issue order), then working time on no visible issue, then one per absence type credited.
 */
export function rowsOf(sheet: Timesheet, added: { id: number; name: string }[]): Row[] {
  const issues = new Map<number, Row>();
  const issueRow = (issue: { id: number; name: string }): Row => {
    const row = issues.get(issue.id) ?? {
      key: `issue:${issue.id}`,
      kind: 'issue',
      issue,
      cells: new Map<string, Cell>(),
    };
    issues.set(issue.id, row);
    return row;
  };
  for (const issue of added) issueRow(issue);
  const other: Row = { key: 'other', kind: 'other', cells: new Map() };
  const absences = new Map<number, Row>();
  for (const day of sheet.days) {
    for (const entry of day.entries) {
      if (!entry.activityTypeId.workingHours || entry.statusId.negativeFinal) continue;
      const row = entry.issueId ? issueRow(entry.issueId) : other;
      const cell = row.cells.get(day.date) ?? emptyCell();
      row.cells.set(day.date, cell);
      if (!counts(entry)) {
        cell.waiting += minutesOf(entry);
        cell.fixed = true;
        continue;
      }
      cell.minutes += minutesOf(entry);
      if (oneDay(entry)) cell.worklogs.push(entry);
      else cell.fixed = true;
    }
    for (const absent of day.absent) {
      const type = absent.activityType;
      const row = absences.get(type.id) ?? {
        key: `absence:${type.id}`,
        kind: 'absence',
        name: type.name,
        cells: new Map(),
      };
      absences.set(type.id, row);
      row.cells.set(day.date, { ...emptyCell(), minutes: absent.minutes, fixed: true });
    }
  }
  for (const row of issues.values()) for (const cell of row.cells.values()) cell.worklogs.sort((a, b) => a.id - b.id);
  return [
    ...[...issues.values()].sort((a, b) => a.issue!.id - b.issue!.id),
    ...(other.cells.size > 0 ? [other] : []),
    ...[...absences.values()].sort((a, b) => a.name!.localeCompare(b.name!)),
  ];
}

/** The cell of `row` on `date`: empty when nothing is logged there, or there is no such row. */
export const cellOf = (row: Row | undefined, date: string): Cell => row?.cells.get(date) ?? emptyCell();

/** A row's minutes over the week. */
export const rowTotal = (row: Row) => [...row.cells.values()].reduce((sum, cell) => sum + cell.minutes, 0);

/** What a day counts in all: worked and absent minutes. */
export const dayTotal = (day: Day) => day.worked + day.absent.reduce((sum, absent) => sum + absent.minutes, 0);

/** A write of a cell's change: a new worklog, a worklog's new times of day, or one deleted. */
export type Write =
  | { kind: 'create'; minutes: number; start: number }
  | { kind: 'update'; worklog: Entry; timeFrom: number; timeTo: number }
  | { kind: 'delete'; worklog: Entry };

/** When a new worklog of the day starts: after the day's last counted working time (09:00 on an empty day), ending by midnight. */
export function startOf(day: Day, minutes: number): number {
  const ends = day.entries
    .filter((entry) => entry.activityTypeId.workingHours && counts(entry) && oneDay(entry))
    .map((entry) => Number(entry.timeTo));
  const after = ends.length > 0 ? Math.max(...ends) : 9 * 60;
  return Math.min(after, DAY_MINUTES - minutes);
}

/**
 * The writes that make a cell hold `target` minutes. A cell's worklogs are changed rather than
 * replaced, so that each keeps its description, its history and its id: an empty cell gets a
 * worklog; more time lengthens the newest worklog; less time shortens the newest ones, deleting
 * those it uses up; nothing (0) deletes them all. A worklog that would run past midnight starts
 * earlier instead.
 */
export function planCell(cell: Cell, target: number, start: number): Write[] {
  if (target === cell.minutes) return [];
  if (cell.worklogs.length === 0) return [{ kind: 'create', minutes: target, start }];
  const newestFirst = [...cell.worklogs].reverse();
  if (target > cell.minutes) {
    const newest = newestFirst[0]!;
    const length = minutesOf(newest) + target - cell.minutes;
    const timeFrom = Math.min(Number(newest.timeFrom), DAY_MINUTES - length);
    return [{ kind: 'update', worklog: newest, timeFrom, timeTo: timeFrom + length }];
  }
  const writes: Write[] = [];
  let cut = cell.minutes - target;
  for (const worklog of newestFirst) {
    if (cut === 0) break;
    const length = minutesOf(worklog);
    if (length <= cut) {
      writes.push({ kind: 'delete', worklog });
      cut -= length;
    } else {
      const timeFrom = Number(worklog.timeFrom);
      writes.push({ kind: 'update', worklog, timeFrom, timeTo: timeFrom + length - cut });
      cut = 0;
    }
  }
  return writes;
}

/** Whether two readings of a cell hold the same worklogs with the same times: nobody changed it between them. */
export function sameWorklogs(shown: Cell, stored: Cell): boolean {
  const times = (cell: Cell) => cell.worklogs.map((entry) => `${entry.id}:${entry.timeFrom}-${entry.timeTo}`).join();
  return shown.fixed === stored.fixed && times(shown) === times(stored);
}
