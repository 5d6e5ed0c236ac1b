import {
  addDays,
  addWeeks,
  format,
  getISOWeek,
  getISOWeeksInYear,
  getISOWeekYear,
  startOfISOWeek,
  startOfISOWeekYear,
} from 'date-fns';

/** A week of the timesheet (ISO 8601: Monday to Sunday), named `YYYY-Www` in the address. */
export interface Week {
  key: string;
  number: number;
  from: string;
  to: string;
  days: { date: string; weekday: Date }[];
  previous: string;
  next: string;
}

const ISO = 'yyyy-MM-dd';
const keyOf = (day: Date) => `${getISOWeekYear(day)}-W${String(getISOWeek(day)).padStart(2, '0')}`;

/** The Monday of the week named `key` (`2027-W09`), or null when it names none (week 53 of a year of 52). */
function mondayOf(key: string | null): Date | null {
  const named = key ? /^([1-9]\d{3})-W(\d{2})$/.exec(key) : null;
  if (!named) return null;
  // The 4th of January is always in the first ISO week of its year.
  const firstWeek = startOfISOWeekYear(new Date(Number(named[1]), 0, 4));
  const number = Number(named[2]);
  return number >= 1 && number <= getISOWeeksInYear(firstWeek) ? addWeeks(firstWeek, number - 1) : null;
}

/** The week named `YYYY-Www`; this week when absent or malformed. */
export function weekOf(key: string | null): Week {
  const monday = mondayOf(key) ?? startOfISOWeek(new Date());
  const days = Array.from({ length: 7 }, (_, offset) => addDays(monday, offset)).map((day) => ({
    date: format(day, ISO),
    weekday: day,
  }));
  return {
    key: keyOf(monday),
    number: getISOWeek(monday),
    from: days[0]!.date,
    to: days[6]!.date,
    days,
    previous: keyOf(addWeeks(monday, -1)),
    next: keyOf(addWeeks(monday, 1)),
  };
}
