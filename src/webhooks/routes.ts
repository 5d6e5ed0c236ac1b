import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { ArrayListQuery, ArrayPage, arrayListPosition, Page, sendArrayPage } from '../platform/http/pagination.js';
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
import { WebhookService } from './service.js';

const tags = ['webhooks'];
const admin = { permission: 'admin' as const };

/** Webhooks of D9 (admin): CRUD, ping, the deliveries log and redelivery. */
export async function webhookRoutes(app: Server, options: { allowPrivateTargets: boolean }): Promise<void> {
  const webhooks = new WebhookService(app.db, app.cursors, {
    allowPrivateTargets: options.allowPrivateTargets,
    deliveryQueued: () => app.events.deliveries.poke(),
  });

  app.post('/v1/webhooks', {
    schema: {
      tags,
      summary: 'Create a webhook; the answer holds its signing secret, shown only then',
      body: WebhookInput,
      response: { 201: CreatedWebhookObject, ...errorResponses(400, 401, 406) },
    },
    config: { ...admin, idempotent: true },
    handler: async ({ caller, body }, reply) => {
      return reply.code(201).send(await webhooks.create(caller, body));
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
      const rows = await webhooks.list(caller, position);
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
    handler: async ({ caller, params }) => webhooks.find(caller, params.id),
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
    handler: async ({ caller, params, body }) => webhooks.update(caller, params.id, body),
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
      await webhooks.delete(caller, params.id);
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
      return reply.code(202).send(await webhooks.ping(caller, params.id));
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
    handler: async ({ caller, params, query }) => webhooks.deliveries(caller, params.id, query),
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
      return reply.code(202).send(await webhooks.redeliver(caller, params.id, params.deliveryId));
    },
  });
}
