import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { IssuedTokenObject, TokenObject } from '../tokens/tokens.js';
import { MeObject, PersonalTokenInput } from './schemas.js';
import { MeService } from './service.js';

const tags = ['me'];
const self = { permission: 'self' as const };

/** Who the caller is, and access tokens of their own (sign-in for people, D16). */
export async function meRoutes(app: Server): Promise<void> {
  const me = new MeService(app.db, () => app.credentials.clear());

  app.get('/v1/me', {
    schema: {
      tags,
      summary: 'Who you are: your user, with your role, your deputy and your tenant',
      response: { 200: MeObject, ...errorResponses(401) },
    },
    config: self,
    handler: async ({ caller }) => me.find(caller),
  });

  app.post('/v1/me/tokens', {
    schema: {
      tags,
      summary: 'Issue an access token of your own; the answer holds it, shown only then',
      description:
        'Any role may issue tokens for itself; they act as you, with your role. GET /v1/tokens lists yours; DELETE /v1/me/tokens/{id} revokes one.',
      body: PersonalTokenInput,
      response: { 201: IssuedTokenObject, ...errorResponses(400, 401) },
    },
    config: { ...self, idempotent: true },
    handler: async ({ caller, body }, reply) => reply.code(201).send(await me.issueToken(caller, body)),
  });

  app.delete('/v1/me/tokens/:id', {
    schema: {
      tags,
      summary: 'Revoke an access token of your own: refused from then on, in every process within seconds',
      params: IdParams,
      response: { 200: TokenObject, ...errorResponses(400, 401, 404) },
    },
    config: self,
    handler: async ({ caller, params }) => me.revokeToken(caller, params.id),
  });
}
