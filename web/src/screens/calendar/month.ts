import { addMonths, eachDayOfInterval, endOfMonth, format, isWeekend, parse, startOfMonth } from 'date-fns';

/** A month of the calendar: its days as `YYYY-MM-DD`, and the months before and after. */
export interface Month {
  key: string;
  from: string;
  to: string;
  days: { date: string; day: number; weekend: boolean; weekday: Date }[];
  previous: string;
  next: string;
  first: Date;
}

const ISO = 'yyyy-MM-dd';

/** The month named `YYYY-MM` (this month when absent or malformed). */
export function monthOf(key: string | null): Month {
  const parsed = key && /^\d{4}-\d{2}$/.test(key) ? parse(key, 'yyyy-MM', new Date()) : new Date();
  const first = startOfMonth(parsed);
  const days = eachDayOfInterval({ start: first, end: endOfMonth(first) }).map((day) => ({
    date: format(day, ISO),
    day: day.getDate(),
    weekend: isWeekend(day),
    weekday: day,
  }));
  return {
    key: format(first, 'yyyy-MM'),
    from: days[0]!.date,
    to: days[days.length - 1]!.date,
    days,
    previous: format(addMonths(first, -1), 'yyyy-MM'),
    next: format(addMonths(first, 1), 'yyyy-MM'),
    first,
  };
}

/** Black or white, whichever reads better on `background` (#rrggbb): colour never carries the text alone. */
export function textOn(background: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(background.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
