import Type from 'typebox';
import { errorResponses } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { users } from '../users/users.js';
import { createTenant, TenantInput } from './tenants.js';

/** The operator API (D3): only registered when OPERATOR_TOKEN is set. */
export async function tenantRoutes(app: Server): Promise<void> {
  app.post('/admin/tenants', {
    schema: {
      tags: ['operator'],
      summary: "Create a tenant with its first admin user and that admin's token",
      security: [{ operatorToken: [] }],
      body: TenantInput,
      response: {
        201: Type.Object({
          id: Type.String(),
          name: Type.String(),
          admin: users.response,
          token: Type.String({ description: "The admin's access token in plain text; shown only here." }),
        }),
        ...errorResponses(400, 401, 409),
      },
    },
    config: { auth: 'operator' },
    handler: async (request, reply) => reply.code(201).send(await createTenant(app.db, request.body)),
  });
}
