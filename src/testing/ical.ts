import { expect } from 'expect';
import ICAL from 'ical.js';

/** A feed's events as an independent parser (ical.js) reads them, by activity id. */
export function parseFeed(text: string, tenantId: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = new Map<number, ICAL.Component>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    const [, id, tenant] = /^activity-(\d+)@(.+)$/.exec(uid) ?? [];
    expect({ uid, tenant, repeated: events.has(Number(id)) }).toEqual({ uid, tenant: tenantId, repeated: false });
    events.set(Number(id), vevent);
  }
  return { calendar, events };
}

/** What a test compares of an event: its summary, status, start and end, recurrence and exceptions. */
export function shape(vevent: ICAL.Component) {
  const time = (name: string) => {
    const property = vevent.getFirstProperty(name);
    if (!property) return null;
    const tzid = property.getParameter('tzid');
    return `${property.type === 'date' ? 'date ' : ''}${String(property.getFirstValue())}${tzid ? ` ${String(tzid)}` : ''}`;
  };
  const rrule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  return {
    summary: vevent.getFirstPropertyValue('summary'),
    status: vevent.getFirstPropertyValue('status'),
    start: time('dtstart'),
    end: time('dtend'),
    rrule: rrule ? { freq: rrule.freq, count: rrule.count } : null,
    exdates: vevent.getAllProperties('exdate').flatMap((property) => {
      const tzid = property.getParameter('tzid');
      return property
        .getValues()
        .map((value) => `${property.type === 'date' ? 'date ' : ''}${String(value)}${tzid ? ` ${String(tzid)}` : ''}`);
    }),
  };
}
