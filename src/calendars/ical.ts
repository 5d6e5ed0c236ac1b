import { createHash } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEvent, type ICalEventData, ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';
import { LRUCache } from 'lru-cache';
import { DateTime } from 'luxon';
import { daysCovered } from '../activities/calendar.js';
import { etagOf } from '../platform/http/conditional.js';
import { lineBreaksAndControls } from '../platform/http/schemas.js';

/** An activity as a feed shows it: what its event needs, and nothing more (never its description). */
export interface FeedActivity {
  id: number;
  firstname: string;
  lastname: string;
  /** Null for a private type the feed's owner may not see (D19). */
  type_name: string | null;
  positive_final: boolean;
  /** Minutes after midnight, wall-clock time in `zone`. */
  time_from: number;
  time_to: number;
  zone: string;
  /** YYYY-MM-DDTHH:MM:SS.sssZ */
  updated_at: string;
  /** The first and the last day the activity covers, YYYY-MM-DD. */
  first_day: string;
  last_day: string;
  /** Days of its range it does not cover (weekends and holidays of an activity without weekends). */
  excluded: string[];
}

const MINUTES_PER_DAY = 1440;
/** D19: what an event of a private type says instead of the type, to those who may not see it. */
const ABSENT = 'Absent';
/** How often calendar apps are asked to fetch the feed again, in seconds. */
const REFRESH_SECONDS = 3600;

/** The VTIMEZONE of each zone asked for so far (read from the package's files), null for one it lacks. */
const VTIMEZONES = new Map<string, string | null>();
function vtimezone(zone: string): string | null {
  if (!VTIMEZONES.has(zone)) VTIMEZONES.set(zone, getVtimezoneComponent(zone));
  return VTIMEZONES.get(zone)!;
}

/** The runtime's own name of a zone, which aliases share ("US/Eastern" and "America/New_York"). */
const canonical = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;

/** tzidOf of each zone asked for so far: `canonical` builds a formatter, which costs about 0.1 ms. */
const TZIDS = new Map<string, string | null>();

/**
 * The TZID an activity's times are written in: the name its zone's VTIMEZONE gives (US/Eastern is
 * described by America/New_York's). Null, meaning UTC instants, for UTC and for a zone the package
 * has no VTIMEZONE of, which a calendar app could not resolve, or only one of another zone (it
 * describes EST by America/Halifax's).
 */
function tzidOf(zone: string): string | null {
  if (!TZIDS.has(zone)) {
    const tzid = vtimezone(zone)?.match(/^TZID:(.+?)\r?$/m)?.[1];
    TZIDS.set(zone, tzid === undefined || tzid === 'Etc/UTC' || canonical(tzid) !== canonical(zone) ? null : tzid);
  }
  return TZIDS.get(zone)!;
}

/** Control characters, line breaks among them: no TEXT value of iCalendar may hold one (RFC 5545 3.3.11). */
const CONTROL_CHARACTERS = lineBreaksAndControls();

/** Text for a one-line value: control characters (stored before D13 refused them) become a space. */
const oneLine = (text: string) => text.replace(CONTROL_CHARACTERS, ' ');

/**
 * A TEXT value escaped as RFC 5545 3.3.11 says, for the properties ical-generator writes as given
 * (the calendar's NAME and X-WR-CALNAME); it escapes an event's SUMMARY itself.
 */
const escapedText = (text: string) => oneLine(text).replace(/[\\;,]/g, (character) => `\\${character}`);

const nextDay = (date: string) => DateTime.fromISO(date, { zone: 'UTC' }).plus({ days: 1 }).toISODate()!;

/**
 * `minutes` after midnight of `date`, wall-clock time in `zone` (1440: the next midnight). The clock
 * is set, not advanced: on a day the clocks change, 09:00 is still 09:00.
 */
function wallClock(date: string, minutes: number, zone: string): DateTime {
  const [year, month, day] = (minutes >= MINUTES_PER_DAY ? nextDay(date) : date).split('-').map(Number);
  const minute = minutes % MINUTES_PER_DAY;
  return DateTime.fromObject({ year, month, day, hour: Math.floor(minute / 60), minute: minute % 60 }, { zone });
}

/**
 * `wallClock`, each distinct time worked out once per feed: Luxon asks Intl for a zone's offset
 * every time, about 0.1 ms, and a team's events share their days and times.
 */
function wallClocks(): typeof wallClock {
  const known = new Map<string, DateTime>();
  return (date, minutes, zone) => {
    const key = `${date} ${minutes} ${zone}`;
    let time = known.get(key);
    if (!time) known.set(key, (time = wallClock(date, minutes, zone)));
    return time;
  };
}

/**
 * The event of one activity: one per activity, so that its UID stays the same whatever happens to
 * it. A whole day (00:00 to 24:00) is an all-day event with an exclusive end; other times are an
 * event on its first day in its zone. An activity of several days repeats daily (RRULE) when it is
 * timed or leaves days out, with EXDATE for the days it does not cover.
 */
function activityEvent(tenantId: string, activity: FeedActivity, clock: typeof wallClock): ICalEventData {
  const { first_day: first, last_day: last, time_from: from, time_to: to, zone } = activity;
  const days = daysCovered(first, last);
  // Leading and trailing days not covered were cut off by first_day and last_day.
  const excluded = activity.excluded.filter((day) => day > first && day < last);
  const event: ICalEventData = {
    id: `activity-${activity.id}@${tenantId}`,
    stamp: activity.updated_at,
    lastModified: activity.updated_at,
    summary: oneLine(
      `${activity.firstname} ${activity.lastname}: ${activity.type_name ?? ABSENT}${activity.positive_final ? '' : ' (requested)'}`,
    ),
    status: activity.positive_final ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    start: first,
  };
  if (from === 0 && to === MINUTES_PER_DAY) {
    if (excluded.length === 0) return { ...event, allDay: true, end: nextDay(last) };
    return {
      ...event,
      allDay: true,
      end: nextDay(first),
      repeating: { freq: ICalEventRepeatingFreq.DAILY, count: days, exclude: excluded },
    };
  }
  const at = (day: string, minutes: number) => clock(day, minutes, zone);
  return {
    ...event,
    timezone: tzidOf(zone),
    start: at(first, from),
    end: at(first, to),
    repeating:
      days > 1
        ? {
            freq: ICalEventRepeatingFreq.DAILY,
            count: days,
            ...(excluded.length > 0 ? { exclude: excluded.map((day) => at(day, from)) } : {}),
          }
        : null,
  };
}

/** A feed's iCalendar text and its ETag. */
export interface RenderedFeed {
  text: string;
  etag: string;
}

/** At most this many characters of rendered feeds are kept (a team of 50's year is about 250,000). */
const RENDERED_CHARS_KEPT = 32 * 1024 * 1024;

/**
 * Feeds rendered before, by a digest of everything they were rendered from. Calendar apps fetch a
 * feed every hour or so, and it seldom changes in between; rendering a team of 50's window takes
 * about 150 ms of CPU, the digest about 1 ms. The text depends on its input alone (an event's
 * DTSTAMP is its activity's last change), so a kept one is byte for byte what rendering would give.
 */
const renderedFeeds = new LRUCache<string, RenderedFeed>({
  maxSize: RENDERED_CHARS_KEPT,
  sizeCalculation: (feed) => feed.text.length,
});

/** `renderFeed`, with its ETag, rendered once for the same input. */
export function renderedFeed(tenantId: string, name: string, activities: FeedActivity[]): RenderedFeed {
  const input = createHash('sha256')
    .update(JSON.stringify([tenantId, name, activities]))
    .digest('base64url');
  let feed = renderedFeeds.get(input);
  if (!feed) {
    const text = renderFeed(tenantId, name, activities);
    feed = { text, etag: etagOf(text) };
    renderedFeeds.set(input, feed);
  }
  return feed;
}

/**
 * A feed as iCalendar text (RFC 5545): the calendar's properties, a VTIMEZONE for each zone its
 * events name, and an event per activity. The calendar itself names no zone: DTSTAMP and all-day
 * dates are written as they are. ical-generator writes each part; the events and zones are folded
 * here, not by the calendar's toString: version 10 folds through a TextEncoder per character, a third
 * of the time of rendering a big feed (version 11 does not, but needs Node 22).
 */
export function renderFeed(tenantId: string, name: string, activities: FeedActivity[]): string {
  const clock = wallClocks();
  const calendar = ical({
    name: escapedText(name),
    prodId: { company: 'Activity and issue tracker', product: 'Calendar feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  const events = activities.map((activity) => new ICalEvent(activityEvent(tenantId, activity, clock), calendar));
  const zones = new Set(events.flatMap((event) => event.timezone() ?? []));
  const components = [...[...zones].flatMap((zone) => vtimezoneLines(zone) ?? []), ...events.map(String)].join('');
  // The calendar's own END is its last line: a name may hold the same letters.
  const empty = calendar.toString();
  const properties = empty.slice(0, empty.lastIndexOf(END));
  return `${properties}${folded(components)}${END}\r\n`;
}

const END = 'END:VCALENDAR';

/** The VTIMEZONE of `zone` as lines that each end in CRLF. */
const vtimezoneLines = (zone: string) => vtimezone(zone)?.trim().replace(/\r?\n/g, '\r\n').concat('\r\n');

/** Most lines are ASCII and short enough: they need no folding. */
const SHORT_ASCII = /^[\x20-\x7e]{0,74}$/;
const LINE_OCTETS = 74;

/**
 * Lines of more than `LINE_OCTETS` octets folded as ical-generator folds them (RFC 5545 3.1): a CRLF
 * and a space before the character that would pass the limit, never inside a character's UTF-8.
 */
export function folded(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (SHORT_ASCII.test(line)) return line;
      let out = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        octets += size;
        if (octets > LINE_OCTETS) {
          out += '\r\n ';
          octets = size;
        }
        out += character;
      }
      return out;
    })
    .join('\r\n');
}
