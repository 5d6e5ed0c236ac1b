/**
 * What a time report asks for, kept in the address so that a report can be linked and comes back on
 * reload: `from`, `to` (days), `by` (one or two groups, comma-separated), `user`, `team`, `project`,
 * `type` (ids), `work=1` (working hours only) and `hours=decimal`.
 */

export const GROUPS = ['user', 'team', 'project', 'issue', 'activityType', 'day', 'week', 'month'] as const;
export type Group = (typeof GROUPS)[number];

/** D18: a report covers at most this many days; a longer one is not asked for. */
export const MAX_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC date. */
const text = (date: Date) => date.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const plusDays = (day: string, days: number) => text(new Date(utc(day).getTime() + days * DAY_MS));

export const QUICK_RANGES = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The days of each quick pick, seen from `today` (`YYYY-MM-DD`): whole weeks from Monday, whole months and years. */
export function quickRange(pick: QuickRange, today: string): { from: string; to: string } {
  const monday = plusDays(today, -((utc(today).getUTCDay() + 6) % 7));
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const monthOf = (y: number, m: number) => ({
    from: text(new Date(Date.UTC(y, m - 1, 1))),
    to: text(new Date(Date.UTC(y, m, 0))),
  });
  switch (pick) {
    case 'thisWeek':
      return { from: monday, to: plusDays(monday, 6) };
    case 'lastWeek':
      return { from: plusDays(monday, -7), to: plusDays(monday, -1) };
    case 'thisMonth':
      return monthOf(year, month);
    case 'lastMonth':
      return monthOf(year, month - 1);
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** Why a range cannot be asked for, as a text key, or null when it can. */
export function rangeProblem(from: string, to: string): 'missingDay' | 'reversed' | 'tooLong' | null {
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(utc(from).getTime()) || Number.isNaN(utc(to).getTime())) {
    return 'missingDay';
  }
  if (to < from) return 'reversed';
  return (utc(to).getTime() - utc(from).getTime()) / DAY_MS + 1 > MAX_DAYS ? 'tooLong' : null;
}

const isGroup = (value: string): value is Group => (GROUPS as readonly string[]).includes(value);

/** The report the address asks for; what it lacks is this month, grouped by person (or by issue for one's own time). */
export function reportSettings(search: URLSearchParams, seesEveryone: boolean, today: string) {
  const id = (key: string) => Number(search.get(key)) || undefined;
  const [first, second] = (search.get('by') ?? '').split(',').filter(isGroup);
  const groups: Group[] = [first ?? (seesEveryone ? 'user' : 'issue'), ...(second && second !== first ? [second] : [])];
  const month = quickRange('thisMonth', today);
  return {
    from: search.get('from') ?? month.from,
    to: search.get('to') ?? month.to,
    groups,
    // Members and viewers read only their own time: a person's id is asked for by those who see everyone.
    userId: seesEveryone ? id('user') : undefined,
    teamId: id('team'),
    projectId: id('project'),
    activityTypeId: id('type'),
    workingHours: search.get('work') === '1',
    decimalHours: search.get('hours') === 'decimal',
  };
}

export type ReportSettings = ReturnType<typeof reportSettings>;

/** The query of GET /v1/reports/time for `settings`. */
export function reportQuery(settings: ReportSettings) {
  return {
    from: settings.from,
    to: settings.to,
    groupBy: settings.groups.join(','),
    ...(settings.userId ? { userId: settings.userId } : {}),
    ...(settings.teamId ? { teamId: settings.teamId } : {}),
    ...(settings.projectId ? { projectId: settings.projectId } : {}),
    ...(settings.activityTypeId ? { activityTypeId: settings.activityTypeId } : {}),
    ...(settings.workingHours ? { workingHours: true } : {}),
  };
}

/** The Monday to Sunday of an ISO week (`2027-W09`). */
export function daysOfWeek(week: string): { from: string; to: string } {
  const year = Number(week.slice(0, 4));
  // Week 1 is the week of 4 January.
  const fourth = `${year}-01-04`;
  const firstMonday = plusDays(fourth, -((utc(fourth).getUTCDay() + 6) % 7));
  const from = plusDays(firstMonday, (Number(week.slice(6)) - 1) * 7);
  return { from, to: plusDays(from, 6) };
}
