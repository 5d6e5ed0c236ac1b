import { expect } from 'expect';
import { describe, it } from 'node:test';
import { dayNumber, daysCovered } from './calendar.js';

describe('calendar arithmetic', () => {
  it('counts days across leap days and month ends', () => {
    expect(daysCovered('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysCovered('2027-02-28', '2027-03-01')).toBe(2);
    expect(daysCovered('2026-11-23', '2026-11-23')).toBe(1);
  });

  it('reads the years 0 to 99 as themselves', () => {
    expect(dayNumber('0099-12-31') + 1).toBe(dayNumber('0100-01-01'));
    expect(daysCovered('0004-02-28', '0004-03-01')).toBe(3);
  });
});
