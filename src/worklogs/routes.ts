import { Page } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { ActivityObject } from '../activities/schemas.js';
import { requestZone, ZoneHeader } from '../activities/zone.js';
import { WorklogInput, WorklogListQuery } from './schemas.js';
import { WorklogService } from './service.js';

const tags = ['worklogs'];

/** D18: time logged on an issue, as activities of a working-hours type. */
export async function worklogRoutes(app: Server): Promise<void> {
  const worklogs = new WorklogService(app.db, app.cursors);

  app.post('/issues/:id/worklogs', {
    schema: {
      tags,
      summary: 'Log time on an issue: an activity of a working-hours type on one date, linked to the issue',
      description:
        "Send 'minutes' (from 'start', 09:00 unless sent) or 'timeFrom' and 'timeTo'. The type is the tenant's " +
        "first working-hours type that needs no approval unless sent; the project is the issue's. Overlaps are allowed.",
      params: IdParams,
      headers: ZoneHeader,
      body: WorklogInput,
      response: { 201: ActivityObject, ...errorResponses(400, 401, 404, 406, 412, 500) },
    },
    config: { permission: 'activity:create' },
    handler: async (request, reply) => {
      const { caller, params, body } = request;
      const activity = await worklogs.create(caller, params.id, body, requestZone(request) ?? 'UTC');
      return reply.code(201).send(activity);
    },
  });

  app.get('/issues/:id/worklogs', {
    schema: {
      tags,
      summary: "The issue's live worklogs, newest first; keyset pagination",
      params: IdParams,
      querystring: WorklogListQuery,
      response: { 200: Page(ActivityObject), ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'activity:read' },
    handler: ({ caller, params, query }) => worklogs.listPage(caller, params.id, query),
  });
}
