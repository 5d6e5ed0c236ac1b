import type { FastifyContextConfig, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { TSchema } from 'typebox';
import type { Permission } from '../auth/permissions.js';
import { badRequest } from './errors.js';
import { errorResponses, IdParams } from './schemas.js';
import type { Server } from './server.js';

/**
 * Paths of by-id operations called without the id (`PUT /issues/`): the contract answers them with
 * 400 naming the missing parameter, after the usual tenant, token and permission checks.
 */
export function registerMissingIdRoutes(
  app: Server,
  routes: { method: HTTPMethods; url: string; permission: Permission }[],
): void {
  for (const { method, url, permission } of routes) {
    app.route({
      method,
      url,
      schema: { hide: true },
      config: { permission },
      handler: async () => {
        throw badRequest("Path parameter 'id' is required.");
      },
    });
  }
}

/**
 * DELETE `<deleteUrl>/:id` and `<undeleteUrl>/:id`, the soft delete and undelete of one record,
 * answered by `answer(caller, id, deleted)`; called without the id, each answers 400 (see above).
 */
export function registerSoftDeleteRoutes(
  app: Server,
  options: {
    thing: string;
    urls: { delete: string; undelete: string };
    tags: string[];
    permission: Permission;
    /** What the routes do of D8's conditional requests (see FastifyContextConfig). */
    conditional?: FastifyContextConfig['conditional'];
    response: TSchema;
    /** Makes the change and sends the answer. */
    answer: (request: FastifyRequest, id: number, deleted: boolean, reply: FastifyReply) => Promise<unknown>;
  },
): void {
  const { thing, urls, tags, permission, conditional, response, answer } = options;
  for (const [url, deleted] of [
    [urls.delete, true],
    [urls.undelete, false],
  ] as const) {
    app.delete(`${url}/:id`, {
      schema: {
        tags,
        summary: deleted ? `Mark ${thing} deleted` : `Mark a deleted ${thing.replace(/^an? /, '')} live again`,
        params: IdParams,
        response: { 200: response, ...errorResponses(400, 401, 404, 406, 500) },
      },
      config: { permission, ...(conditional ? { conditional } : {}) },
      handler: async (request, reply) => {
        await answer(request, request.params.id, deleted, reply);
        return reply;
      },
    });
  }
  registerMissingIdRoutes(app, [
    { method: 'DELETE', url: urls.delete, permission },
    { method: 'DELETE', url: urls.undelete, permission },
  ]);
}
