import { expect } from 'expect';
import fc from 'fast-check';
import { foldLines } from 'ical-generator';
import { describe, it } from 'node:test';
import { parseFeed, shape } from '../testing/ical.js';
import { type FeedActivity, folded, renderFeed } from './ical.js';

/** How a feed is written (D10), without a service. */
describe('iCalendar rendering', () => {
  it('renders a timed range across a change of the clocks at the same wall-clock time, and an unknown zone in UTC', () => {
    const activity: FeedActivity = {
      id: 1,
      firstname: 'Bob',
      lastname: 'Alpha',
      type_name: 'Home office',
      positive_final: true,
      time_from: 540,
      time_to: 1440,
      zone: 'Europe/Berlin',
      updated_at: '2027-03-01T10:00:00.123Z',
      first_day: '2027-03-26',
      last_day: '2027-03-29',
      excluded: ['2027-03-27', '2027-03-28'],
    };
    const text = renderFeed('acme', 'Calendar', [activity, { ...activity, id: 2, zone: 'EST' }]);
    const { events } = parseFeed(text, 'acme');
    expect(shape(events.get(1)!)).toMatchObject({
      start: '2027-03-26T09:00:00 Europe/Berlin',
      end: '2027-03-27T00:00:00 Europe/Berlin',
      rrule: { freq: 'DAILY', count: 4 },
      exdates: ['2027-03-27T09:00:00 Europe/Berlin', '2027-03-28T09:00:00 Europe/Berlin'],
    });
    // The package's VTIMEZONE for EST is another zone's (America/Halifax): the times are UTC instants.
    expect(shape(events.get(2)!)).toMatchObject({ start: '2027-03-26T14:00:00Z', end: '2027-03-27T05:00:00Z' });
    expect(text).not.toContain('Halifax');
  });

  it('folds lines exactly as ical-generator does, whatever their characters', () => {
    // Any characters, and ASCII alone, whose lines around the limit take the short way.
    const line = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300, size: 'max' }),
      fc.string({ maxLength: 160, size: 'max' }),
    );
    const lines = fc.array(
      line.map((each) => each.replace(/[\r\n]/g, '')),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(lines, (each) => {
        const text = each.join('\r\n');
        expect(folded(text)).toBe(foldLines(text));
      }),
    );
  });
});
