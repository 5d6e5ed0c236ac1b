import type { FastifyReply } from 'fastify';
import { Page } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { ActivityObject } from '../activities/schemas.js';
import { requestZone, ZoneHeader } from '../activities/zone.js';
import Type from 'typebox';
import { TimerInput, TimerObject, WorklogInput, WorklogListQuery } from './schemas.js';
import { TimerService } from './timer.js';
import { WorklogService } from './service.js';

const tags = ['worklogs'];
const Worklogs = Type.Array(ActivityObject, { description: 'the worklogs stored, one per date' });
const Empty = Type.Null({ description: 'empty body: the timer ran under a minute, nothing was stored' });

/** D18: time logged on an issue, as activities of a working-hours type. */
export async function worklogRoutes(app: Server): Promise<void> {
  const worklogs = new WorklogService(app.db, app.cursors);
  const timer = new TimerService(app.db);

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
  app.post('/v1/me/timer', {
    schema: {
      tags,
      summary: 'Start your timer on an issue; a running one stops first and its time is stored as worklogs',
      description:
        'One timer per user. The Zone header (UTC when absent) is the zone its time is split in at midnight when it stops, unless the stop sends one.',
      headers: ZoneHeader,
      body: TimerInput,
      response: { 201: TimerObject, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'activity:create' },
    handler: async (request, reply) => {
      const started = await timer.start(request.caller, request.body, requestZone(request) ?? null);
      return reply.code(201).send(started);
    },
  });

  app.get('/v1/me/timer', {
    schema: {
      tags,
      summary: 'Your running timer',
      response: { 200: TimerObject, ...errorResponses(401, 404, 406, 500) },
    },
    config: { permission: 'activity:read' },
    handler: ({ caller }) => timer.find(caller),
  });

  app.delete('/v1/me/timer', {
    schema: {
      tags,
      summary: 'Discard your timer: nothing is stored',
      description:
        "Also the way out when the timer's issue can no longer be seen, which stopping it would answer with 404.",
      response: { 204: Empty, ...errorResponses(401, 404, 406, 500) },
    },
    config: { permission: 'activity:create' },
    handler: async ({ caller }, reply) => {
      await timer.discard(caller);
      return (reply as FastifyReply).code(204).send();
    },
  });

  app.post('/v1/me/timer/stop', {
    schema: {
      tags,
      summary: "Stop your timer: its whole minutes become worklogs on its issue, split at midnight in the user's zone",
      description:
        'The zone is the Zone header, else the one the timer was started with, else UTC. Under a minute: 204 and nothing is stored.',
      headers: ZoneHeader,
      response: { 201: Worklogs, 204: Empty, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'activity:create' },
    handler: async (request, reply) => {
      const stored = await timer.stop(request.caller, requestZone(request) ?? null);
      return stored.length === 0 ? (reply as FastifyReply).code(204).send() : reply.code(201).send(stored);
    },
  });
}
