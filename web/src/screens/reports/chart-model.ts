import type { Group } from './settings.js';

/** What the bar chart draws: a bar per value of the first group, stacked by the second one's values. */
export interface ChartModel {
  bars: string[];
  series: { name: string; colors: string | string[]; minutes: number[] }[];
  /** Names read better along the side; dates along the bottom. */
  horizontal: boolean;
  /** Values of the first group in the whole report; the chart draws at most MAX_BARS of them. */
  count: number;
}

/** More bars than this are no longer readable; the table lists them all. */
export const MAX_BARS = 60;
/** The stacked values with the most time; the rest are drawn together as one. */
export const MAX_SERIES = 8;

/** Colours told apart also by people with a colour vision deficiency (Okabe and Ito), without the pale yellow. */
const PALETTE = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#000000'];
const ACCENT = '#0b5cad';
const OTHER_COLOR = '#8c959f';

const DATES: readonly Group[] = ['day', 'week', 'month'];

/**
 * The chart of a report's rows (in the report's order): `label` names a row's value of a group as
 * the chart writes it, `colorOf` the colour of a value where it has its own (an activity type's).
 */
export function chartModel<Row extends { minutes: number }>(
  rows: Row[],
  groups: Group[],
  label: (row: Row, group: Group) => string,
  colorOf: (row: Row, group: Group) => string | null,
  names: { time: string; other: string },
): ChartModel {
  const [first, second] = groups as [Group, Group?];
  const key = (row: Row, group: Group) => JSON.stringify((row as Record<string, unknown>)[group] ?? null);
  const bars = new Map<string, { label: string; color: string | null }>();
  for (const row of rows) {
    if (!bars.has(key(row, first))) bars.set(key(row, first), { label: label(row, first), color: colorOf(row, first) });
  }
  const shown = [...bars.keys()].slice(0, MAX_BARS);
  const at = new Map(shown.map((bar, index) => [bar, index]));
  const model = {
    bars: shown.map((bar) => bars.get(bar)!.label),
    horizontal: !DATES.includes(first),
    count: bars.size,
  };
  if (!second) {
    const minutes = shown.map(() => 0);
    for (const row of rows) if (at.has(key(row, first))) minutes[at.get(key(row, first))!]! += row.minutes;
    const colors = shown.map((bar) => bars.get(bar)!.color ?? ACCENT);
    return { ...model, series: [{ name: names.time, colors, minutes }] };
  }
  const stacks = new Map<string, { name: string; color: string | null; total: number }>();
  for (const row of rows) {
    const stack = stacks.get(key(row, second)) ?? { name: label(row, second), color: colorOf(row, second), total: 0 };
    stack.total += row.minutes;
    stacks.set(key(row, second), stack);
  }
  const ranked = [...stacks.entries()].sort(([, a], [, b]) => b.total - a.total);
  const kept = ranked.length > MAX_SERIES ? ranked.slice(0, MAX_SERIES - 1) : ranked;
  const series = kept.map(([, stack], index) => ({
    name: stack.name,
    colors: stack.color ?? PALETTE[index % PALETTE.length]!,
    minutes: shown.map(() => 0),
  }));
  const other = { name: names.other, colors: OTHER_COLOR, minutes: shown.map(() => 0) };
  const seriesOf = new Map(kept.map(([stack], index) => [stack, series[index]!]));
  for (const row of rows) {
    const bar = at.get(key(row, first));
    if (bar !== undefined) (seriesOf.get(key(row, second)) ?? other).minutes[bar]! += row.minutes;
  }
  return { ...model, series: ranked.length > kept.length ? [...series, other] : series };
}
