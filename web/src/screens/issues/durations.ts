/**
 * Durations as people write and read them (D20, D18): the API counts whole minutes; people see
 * "7 h 30 min" and type "7 h 30 min", "1h 30m", "1.5h", "90m" or "1:30" (German "Std." and "Min."
 * too). A bare number is refused: nobody can tell minutes from hours in it. Estimates, worklogs,
 * timesheet cells and the timer all read and write them here.
 */
const UNITS: Record<string, number> = { h: 60, std: 60, stunde: 60, stunden: 60, m: 1, min: 1, minute: 1, minuten: 1 };

/** Whole minutes of what a person typed, or null when it is no duration. */
export function parseDuration(text: string): number | null {
  const typed = text.trim().toLowerCase().replace(/,/g, '.');
  if (typed === '') return null;
  const clock = /^(\d+):([0-5]\d)$/.exec(typed);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  let minutes = 0;
  let rest = typed;
  const part = /^(\d+(?:\.\d+)?)\s*([a-zäöü]+)\.?\s*/;
  for (let match = part.exec(rest); match; match = part.exec(rest)) {
    const unit = UNITS[match[2]!];
    if (unit === undefined) return null;
    minutes += Number(match[1]) * unit;
    rest = rest.slice(match[0].length);
  }
  return rest === '' && typed !== rest ? Math.round(minutes) : null;
}

/** Minutes as the language writes a duration: "7 h 30 min", "45 min", "0 min". */
export function formatDuration(minutes: number, language: string): string {
  const [hourUnit, minuteUnit] = language === 'de' ? ['Std.', 'Min.'] : ['h', 'min'];
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} ${minuteUnit}`;
  return rest === 0 ? `${hours} ${hourUnit}` : `${hours} ${hourUnit} ${rest} ${minuteUnit}`;
}

/** The most time one worklog (and one timesheet cell, a day of one issue) holds: a whole day. */
export const DAY_MINUTES = 24 * 60;

/**
 * The minutes of a day's work typed as `text` (a worklog, a timesheet cell), or the key of the
 * text that says what is wrong with it: no duration, under a minute, more than a day.
 */
export function workedMinutes(text: string): { minutes: number } | { wrong: string } {
  const minutes = parseDuration(text);
  if (minutes === null) return { wrong: 'issues.durationWrong' };
  if (minutes < 1) return { wrong: 'worklogs.tooShort' };
  if (minutes > DAY_MINUTES) return { wrong: 'worklogs.tooLong' };
  return { minutes };
}
