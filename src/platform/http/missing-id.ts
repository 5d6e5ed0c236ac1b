import type { HTTPMethods } from 'fastify';
import type { Permission } from '../auth/permissions.js';
import { badRequest } from './errors.js';
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
