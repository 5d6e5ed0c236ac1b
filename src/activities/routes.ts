import Type from 'typebox';
import { Precondition, sendTagged } from '../platform/http/conditional.js';
import { registerMissingIdRoutes, registerSoftDeleteRoutes } from '../platform/http/missing-id.js';
import { runQuery } from '../platform/db/query.js';
import { CUT, Page, toPage } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { ActivityListQuery, activityListScope, activityPageQuery } from './list.js';
import { ActivityInput, ActivityObject, StatusInput } from './schemas.js';
import { registerHistoryRoute } from '../history/entries.js';
import {
  activityDocuments,
  activityExists,
  activityText,
  activityNotFound,
  type BuiltActivity,
  createActivities,
  setActivityDeleted,
  setActivityStatus,
  updateActivity,
  withoutEmptyPlace,
} from './store.js';
import { requestZone, ZoneHeader } from './zone.js';

const tags = ['activities'];
const Activities = Type.Array(ActivityObject, { description: 'the activities in date order' });
const Empty = Type.Null({ description: 'empty body' });

/** The five activity operations of interface.md, plus setting the status (D5). */
export async function activityRoutes(app: Server): Promise<void> {
  const documents = activityDocuments();
  /** The objects of activities a write built, kept for later reads now that the write committed. */
  const written = (tenantId: string, built: BuiltActivity[]) => {
    documents.remember(tenantId, built);
    return built.map(({ activity }) => activity);
  };

  app.post('/v1/activity', {
    schema: {
      tags,
      summary: 'Create an activity; without weekends, one per run of working days',
      headers: ZoneHeader,
      body: ActivityInput,
      response: { 200: Activities, ...errorResponses(400, 401, 406, 412, 500) },
    },
    config: { permission: 'activity:create', idempotent: true },
    handler: async (request) => {
      const { caller, body } = request;
      const zone = requestZone(request) ?? 'UTC';
      return written(
        caller.tenantId,
        await app.db.autocommit(caller.tenantId, (sql) => createActivities(sql, caller, body, zone)),
      );
    },
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
    handler: async (request) => {
      const { caller, params, body } = request;
      const zone = requestZone(request);
      return written(
        caller.tenantId,
        await app.db.write(caller.tenantId, (sql) =>
          updateActivity(sql, caller, params.id, body, zone, Precondition.of(request, 'activity')),
        ),
      );
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
    handler: async ({ caller, query }) => {
      const scope = activityListScope(query);
      const position = query.cursor ? app.cursors.decode(query.cursor, scope) : null;
      const rows = await app.db.read(caller.tenantId, (sql) =>
        runQuery(sql, activityPageQuery(caller, query, position)),
      );
      return toPage(
        rows,
        query.limit ?? 50,
        (row) => (row.activity ? withoutEmptyPlace(row.activity) : CUT),
        (last) => app.cursors.encode(last, scope),
      );
    },
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
      const { caller, params } = request;
      const found = await app.db.read(caller.tenantId, (sql) => documents.find(sql, caller, params.id));
      if (!found) throw activityNotFound(params.id);
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
    handler: async (request) => {
      const { caller, params, body } = request;
      const precondition = Precondition.of(request, 'activity');
      return written(
        caller.tenantId,
        await app.db.write(caller.tenantId, (sql) =>
          setActivityStatus(sql, caller, params.id, body.statusId, precondition),
        ),
      );
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
      const { caller } = request;
      const precondition = Precondition.of(request, 'activity');
      await app.db.write(caller.tenantId, (sql) => setActivityDeleted(sql, caller, id, deleted, precondition));
      // No payload at all: the contract's delete answers have an empty body, not `null`.
      return reply.code(200).send();
    },
  });

  registerHistoryRoute(app, {
    url: '/v1/activity',
    thing: 'Activity',
    tags,
    permission: 'activity:read',
    source: { table: 'activity_history', column: 'activity_id', comments: false },
    readable: activityExists,
  });

  registerMissingIdRoutes(app, [{ method: 'PUT', url: '/v1/activity', permission: 'activity:update' }]);
}
