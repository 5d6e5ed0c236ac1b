import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { TENANT_ID_PATTERN } from '../platform/auth/authenticate.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { LinkParams, SessionObject } from './schemas.js';
import { SignInService } from './service.js';

const tags = ['sign-in'];
const self = { permission: 'self' as const };
const browser = { auth: 'public' as const };

/** A plain page for a browser route that cannot go on (D16: no JSON where a person reads). */
const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p>${text}</p></body></html>`;

/** Sign-in for people (D16): one-time links, browser sessions, their list and their end. */
export async function signInRoutes(app: Server, options: { publicUrl: string | null }): Promise<void> {
  const signIn = new SignInService(app.db, options.publicUrl, () => app.credentials.clear());

  app.get('/auth/:tenant/link/:secret', {
    schema: {
      tags,
      summary: 'Open a browser session with a one-time sign-in link, then go to the web app',
      description:
        'A link is good for 15 minutes and once. The session cookie is HttpOnly and SameSite=Lax (Secure, with the __Host- prefix, when PUBLIC_URL is https).',
      params: LinkParams,
      response: {
        302: Type.Null({ description: 'Signed in: to /app/{tenant}/' }),
        404: {
          description: 'A page: the link is unknown, used or expired',
          content: { 'text/html': { schema: Type.String() } },
        },
      },
    },
    config: browser,
    handler: async (request, reply) => {
      const { tenant, secret } = request.params;
      const session = TENANT_ID_PATTERN.test(tenant)
        ? await signIn.openWithLink(tenant, secret, request.headers['user-agent'] ?? null)
        : null;
      if (!session) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(
            page(
              'Sign-in link not valid',
              'This sign-in link is unknown, was used already, or has expired. Ask for a new one.',
            ),
          );
      }
      return reply.setCookie(signIn.cookie.name, session, signIn.cookie.options).redirect(`/app/${tenant}/`, 302);
    },
  });

  app.post('/auth/logout', {
    schema: {
      tags,
      summary: 'End the browser session the request comes with, and forget its cookie',
      response: { 204: Type.Null({ description: 'Signed out (also when there was no session)' }) },
    },
    config: browser,
    handler: async (request, reply) => {
      await signIn.logout(request.cookies[signIn.cookie.name]);
      return (reply as FastifyReply).clearCookie(signIn.cookie.name, signIn.cookie.options).code(204).send();
    },
  });

  app.get('/v1/me/sessions', {
    schema: {
      tags,
      summary: 'Your browser sessions that have not ended, oldest first; `current` is the one of this request',
      response: { 200: Type.Array(SessionObject), ...errorResponses(401) },
    },
    config: self,
    handler: async ({ caller }) => signIn.sessions(caller),
  });

  app.delete('/v1/me/sessions/:id', {
    schema: {
      tags,
      summary: 'End one of your browser sessions (another device, or this one)',
      params: IdParams,
      response: { 204: Type.Null({ description: 'Ended' }), ...errorResponses(400, 401, 404) },
    },
    config: self,
    handler: async ({ caller, params }, reply) => {
      await signIn.endSession(caller, params.id);
      return (reply as FastifyReply).code(204).send();
    },
  });
}
