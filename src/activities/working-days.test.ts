import { expect } from 'expect';
import fc from 'fast-check';
import { describe, it } from 'node:test';
import { dateOfDay, dayNumber, daysCovered, workingDayRuns } from './working-days.js';

const NONE = new Set<string>();

describe('working-day runs (D5)', () => {
  it('splits a two-week range at the weekend', () => {
    expect(workingDayRuns('2026-11-16', '2026-11-29', NONE)).toEqual([
      { from: '2026-11-16', to: '2026-11-20' },
      { from: '2026-11-23', to: '2026-11-27' },
    ]);
  });

  it('removes holidays, across the turn of the year', () => {
    const holidays = new Set(['2026-12-24', '2026-12-25', '2027-01-01']);
    expect(workingDayRuns('2026-12-21', '2027-01-05', holidays)).toEqual([
      { from: '2026-12-21', to: '2026-12-23' },
      { from: '2026-12-28', to: '2026-12-31' },
      { from: '2027-01-04', to: '2027-01-05' },
    ]);
  });

  it('knows leap days and month ends', () => {
    expect(workingDayRuns('2028-02-28', '2028-03-01', NONE)).toEqual([{ from: '2028-02-28', to: '2028-03-01' }]);
    expect(daysCovered('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysCovered('2027-02-28', '2027-03-01')).toBe(2);
    expect(workingDayRuns('2026-01-30', '2026-02-02', NONE)).toEqual([
      { from: '2026-01-30', to: '2026-01-30' },
      { from: '2026-02-02', to: '2026-02-02' },
    ]);
  });

  it('finds no run in a weekend', () => {
    expect(workingDayRuns('2026-11-21', '2026-11-22', NONE)).toEqual([]);
  });

  it('covers exactly the working days with maximal runs, for any range and holidays', () => {
    const day = fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2100-12-31') });
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.integer({ min: 0, max: 400 })),
        (start, length, offsets) => {
          const from = dateOfDay(start);
          const to = dateOfDay(start + length);
          const holidays = new Set(offsets.map((offset) => dateOfDay(start + offset)));
          const isWorking = (d: number) => {
            const weekday = new Date(d * 86_400_000).getUTCDay();
            return weekday !== 0 && weekday !== 6 && !holidays.has(dateOfDay(d));
          };
          const runs = workingDayRuns(from, to, holidays);
          const covered = runs.flatMap((run) => {
            expect(dayNumber(run.from) <= dayNumber(run.to)).toBe(true);
            return Array.from({ length: daysCovered(run.from, run.to) }, (_, i) => dayNumber(run.from) + i);
          });
          const working = Array.from({ length: length + 1 }, (_, i) => start + i).filter(isWorking);
          expect(covered).toEqual(working);
          for (let i = 1; i < runs.length; i++) {
            // Maximal: two runs are always separated by at least one day off.
            expect(dayNumber(runs[i]!.from) - dayNumber(runs[i - 1]!.to)).toBeGreaterThan(1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
