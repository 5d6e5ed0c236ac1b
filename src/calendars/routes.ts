import { errorResponses } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { CalendarObject, CalendarQuery, readCalendar } from './calendar.js';

const tags = ['calendars'];

/** The team calendar (D10). */
export async function calendarRoutes(app: Server): Promise<void> {
  app.get('/v1/calendar', {
    schema: {
      tags,
      summary: 'Who is out when: the covered days of each user with activities in a range of at most 366 days',
      description:
        'Holidays of the range, and the users with at least one live, not rejected activity in it, by last name, first name and id, each with the days their activities cover (weekends and holidays only when an activity includes them). Descriptions are not shown.',
      querystring: CalendarQuery,
      response: { 200: CalendarObject, ...errorResponses(400, 401) },
    },
    config: { permission: 'activity:read' },
    handler: async ({ caller, query }) =>
      app.db.read(caller.tenantId, (sql) => readCalendar(sql, caller.tenantId, query)),
  });
}
