import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { badRequest } from '../platform/http/errors.js';
import {
  ArrayListQuery,
  ArrayPage,
  arrayListPosition,
  Page,
  sendArrayPage,
  toPage,
} from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import {
  CreatedWebhookObject,
  DeliveryListQuery,
  DeliveryObject,
  DeliveryParams,
  WebhookInput,
  WebhookObject,
  WebhookUpdate,
} from './schemas.js';
import {
  createWebhook,
  deleteWebhook,
  deliveryPage,
  findWebhook,
  listWebhooks,
  pingWebhook,
  redeliver,
  updateWebhook,
} from './store.js';
import { targetProblem } from './targets.js';

const tags = ['webhooks'];
const admin = { permission: 'admin' as const };

/** Webhooks of D9 (admin): CRUD, ping, the deliveries log and redelivery. */
export async function webhookRoutes(app: Server, options: { allowPrivateTargets: boolean }): Promise<void> {
  /** D9: a URL that is not http(s), or whose host is not public, is refused at create and update. */
  const requireTarget = async (url: string | undefined) => {
    const problem = url === undefined ? null : await targetProblem(url, options.allowPrivateTargets);
    if (problem) throw badRequest(`Field 'url' ${problem}.`);
  };

  app.post('/v1/webhooks', {
    schema: {
      tags,
      summary: 'Create a webhook; the answer holds its signing secret, shown only then',
      body: WebhookInput,
      response: { 201: CreatedWebhookObject, ...errorResponses(400, 401, 406) },
    },
    config: { ...admin, idempotent: true },
    handler: async ({ caller, body }, reply) => {
      await requireTarget(body.url);
      const created = await app.db.write(caller.tenantId, (sql) => createWebhook(sql, caller.tenantId, body));
      return reply.code(201).send(created);
    },
  });

  app.get('/v1/webhooks', {
    schema: {
      tags,
      summary: 'List the webhooks by id, in pages once there are more than `limit`',
      querystring: ArrayListQuery,
      response: { 200: ArrayPage(WebhookObject), ...errorResponses(400, 401, 406) },
    },
    config: admin,
    handler: async (request, reply) => {
      const { caller, query } = request;
      const scope = { resource: 'webhooks' };
      const position = arrayListPosition(app.cursors, scope, query);
      const rows = await app.db.read(caller.tenantId, (sql) => listWebhooks(sql, caller.tenantId, position));
      return sendArrayPage(request, reply, app.cursors, scope, rows, position.limit);
    },
  });

  app.get('/v1/webhooks/:id', {
    schema: {
      tags,
      summary: 'Find a webhook',
      params: IdParams,
      response: { 200: WebhookObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: admin,
    handler: async ({ caller, params }) =>
      app.db.read(caller.tenantId, (sql) => findWebhook(sql, caller.tenantId, params.id)),
  });

  app.put('/v1/webhooks/:id', {
    schema: {
      tags,
      summary: 'Change what is sent of a webhook; `active: true` turns a disabled one on again',
      params: IdParams,
      body: WebhookUpdate,
      response: { 200: WebhookObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: admin,
    handler: async ({ caller, params, body }) => {
      await requireTarget(body.url);
      return app.db.write(caller.tenantId, (sql) => updateWebhook(sql, caller.tenantId, params.id, body));
    },
  });

  app.delete('/v1/webhooks/:id', {
    schema: {
      tags,
      summary: 'Delete a webhook and its deliveries',
      params: IdParams,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 404, 406) },
    },
    config: admin,
    handler: async ({ caller, params }, reply) => {
      await app.db.write(caller.tenantId, (sql) => deleteWebhook(sql, caller.tenantId, params.id));
      return (reply as FastifyReply).code(204).send();
    },
  });

  app.post('/v1/webhooks/:id/ping', {
    schema: {
      tags,
      summary: 'Send a webhook.ping event to this webhook only (also while it is disabled)',
      params: IdParams,
      response: { 202: DeliveryObject, ...errorResponses(400, 401, 404, 406) },
    },
    // D8: every POST of a management resource takes an Idempotency-Key; a retry queues nothing twice.
    config: { ...admin, idempotent: true },
    handler: async ({ caller, params }, reply) => {
      const delivery = await app.db.write(caller.tenantId, (sql) =>
        pingWebhook(sql, caller.tenantId, params.id, caller.userId),
      );
      app.events.deliveries.poke();
      return reply.code(202).send(delivery);
    },
  });

  app.get('/v1/webhooks/:id/deliveries', {
    schema: {
      tags,
      summary: 'The deliveries of a webhook, newest first, in keyset pages',
      params: IdParams,
      querystring: DeliveryListQuery,
      response: { 200: Page(DeliveryObject), ...errorResponses(400, 401, 404, 406) },
    },
    config: admin,
    handler: async ({ caller, params, query }) => {
      const scope = { webhook: params.id };
      const position = query.cursor ? app.cursors.decode(query.cursor, scope) : null;
      const limit = query.limit ?? 50;
      const rows = await app.db.read(caller.tenantId, (sql) =>
        deliveryPage(sql, caller.tenantId, params.id, position, limit),
      );
      return toPage(
        rows,
        limit,
        (row) => row.item,
        (next) => app.cursors.encode(next, scope),
      );
    },
  });

  app.post('/v1/webhooks/:id/deliveries/:deliveryId/redeliver', {
    schema: {
      tags,
      summary: 'Send the event of a delivery again, as a new delivery',
      params: DeliveryParams,
      response: { 202: DeliveryObject, ...errorResponses(400, 401, 404, 406) },
    },
    // D8: every POST of a management resource takes an Idempotency-Key; a retry queues nothing twice.
    config: { ...admin, idempotent: true },
    handler: async ({ caller, params }, reply) => {
      const delivery = await app.db.autocommit(caller.tenantId, (sql) =>
        redeliver(sql, caller.tenantId, params.id, params.deliveryId),
      );
      app.events.deliveries.poke();
      return reply.code(202).send(delivery);
    },
  });
}
