import Type from 'typebox';
import { Precondition, sendTagged } from '../platform/http/conditional.js';
import { registerMissingIdRoutes, registerSoftDeleteRoutes } from '../platform/http/missing-id.js';
import { Page } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { ActivityListQuery } from './list.js';
import { ActivityPreview } from './preview.js';
import { ActivityInput, ActivityObject, StatusInput } from './schemas.js';
import { registerHistoryRoute } from '../history/entries.js';
import { activityReadable, activityText } from './documents.js';
import { ActivityService } from './service.js';
import { requestZone, ZoneHeader } from './zone.js';

const tags = ['activities'];
const Activities = Type.Array(ActivityObject, { description: 'the activities in date order' });
const Empty = Type.Null({ description: 'empty body' });

/** The five activity operations of interface.md, plus setting the status (D5). */
export async function activityRoutes(app: Server): Promise<void> {
  const activities = new ActivityService(app.db, app.cursors);

  app.post('/v1/activity', {
    schema: {
      tags,
      summary: 'Create an activity; without weekends, one per run of working days',
      headers: ZoneHeader,
      body: ActivityInput,
      response: { 200: Activities, ...errorResponses(400, 401, 406, 412, 500) },
    },
    config: { permission: 'activity:create', idempotent: true },
    handler: (request) => activities.create(request.caller, request.body, requestZone(request) ?? 'UTC'),
  });

  app.post('/v1/activity/preview', {
    schema: {
      tags,
      summary: 'What a create of this body would store, before sending it: its runs, working days and allowance days',
      description:
        'Checked as the create is (the same 400s); nothing is written. The web app shows it in the request form.',
      body: ActivityInput,
      response: { 200: ActivityPreview, ...errorResponses(400, 401, 406, 500) },
    },
    config: { permission: 'activity:create' },
    handler: ({ caller, body }) => activities.preview(caller, body),
  });

  app.put('/v1/activity/:id', {
    schema: {
      tags,
      summary: 'Replace the fields of an activity; a range that splits creates the further runs',
      params: IdParams,
      headers: ZoneHeader,
      body: ActivityInput,
      response: { 200: Activities, ...errorResponses(400, 401, 404, 406, 412, 500) },
    },
    config: { permission: 'activity:update', conditional: { ifMatch: true } },
    handler: (request) => {
      const { caller, params, body } = request;
      return activities.update(caller, params.id, body, requestZone(request), Precondition.of(request, 'activity'));
    },
  });

  app.get('/v1/activity', {
    schema: {
      tags,
      summary: 'List activities overlapping a date range, with filters; keyset pagination in date order',
      querystring: ActivityListQuery,
      response: { 200: Page(ActivityObject), ...errorResponses(400, 401, 406, 500) },
    },
    config: { permission: 'activity:read' },
    handler: ({ caller, query }) => activities.listPage(caller, query),
  });

  app.get('/v1/activity/:id', {
    schema: {
      tags,
      summary: 'Find an activity (deleted ones included)',
      params: IdParams,
      response: { 200: ActivityObject, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'activity:read', conditional: { etag: true } },
    handler: async (request, reply) => {
      const found = await activities.find(request.caller, request.params.id);
      return sendTagged(request, reply, activityText(found.activity));
    },
  });

  app.put('/v1/activity/:id/status', {
    schema: {
      tags,
      summary: 'Approve, reject or otherwise set the status of an activity',
      params: IdParams,
      body: StatusInput,
      response: { 200: Activities, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'activity:approve', conditional: { ifMatch: true } },
    handler: (request) => {
      const { caller, params, body } = request;
      return activities.setStatus(caller, params.id, body.statusId, Precondition.of(request, 'activity'));
    },
  });

  registerSoftDeleteRoutes(app, {
    thing: 'an activity',
    urls: { delete: '/v1/activity', undelete: '/v1/activity/undelete' },
    tags,
    permission: 'activity:delete',
    conditional: { ifMatch: true },
    response: Empty,
    answer: async (request, id, deleted, reply) => {
      await activities.setDeleted(request.caller, id, deleted, Precondition.of(request, 'activity'));
      // No payload at all: the contract's delete answers have an empty body, not `null`.
      return reply.code(200).send();
    },
  });

  registerHistoryRoute(app, {
    url: '/v1/activity',
    thing: 'Activity',
    tags,
    permission: 'activity:read',
    source: { table: 'activity_history', column: 'activity_id', comments: false, approvals: true },
    readable: activityReadable,
  });

  registerMissingIdRoutes(app, [{ method: 'PUT', url: '/v1/activity', permission: 'activity:update' }]);
}
