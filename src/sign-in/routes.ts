import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { TENANT_ID_PATTERN } from '../platform/auth/authenticate.js';
import { HttpError } from '../platform/http/errors.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { NOT_SET_UP, OidcSignIn, sameOriginPath } from './oidc-service.js';
import {
  CallbackQuery,
  LinkParams,
  LoginParams,
  LoginQuery,
  OidcSettingsBody,
  OidcSettingsObject,
  ProvidersObject,
  SessionObject,
  SignInLinkBody,
  SignInLinkObject,
} from './schemas.js';
import { SealedAttempts } from './sealed-attempt.js';
import { SignInService, signInAttemptCookie } from './service.js';

const tags = ['sign-in'];
const self = { permission: 'self' as const };
const admin = { permission: 'admin' as const };
/** Routes a person's browser opens: no credentials, and errors shown as plain pages. */
const browser = { auth: 'public' as const, page: true };
/** Logout is sent by the web app: no credentials needed, errors as the error object. */
const publicRoute = { auth: 'public' as const };

const pageOf = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});
/** The pages of both routes of a provider's sign-in (login and callback) about the provider. */
const PROVIDER_PAGES = {
  404: pageOf('A page: the tenant has no provider set up'),
  502: pageOf('A page: the provider could not be reached'),
};

/** Sign-in for people (D16): providers, one-time links, browser sessions, their list and their end. */
export async function signInRoutes(app: Server, options: { publicUrl: string | null }): Promise<void> {
  const signIn = new SignInService(app.db, options.publicUrl, () => app.credentials.clear());
  const oidc = new OidcSignIn(app.db, await SealedAttempts.load(app.db), app.log);
  const attemptCookie = signInAttemptCookie(options.publicUrl);
  /** Where people reach the service: PUBLIC_URL, else the address this request came to. */
  const originOf = (request: FastifyRequest) =>
    new URL(options.publicUrl ?? `${request.protocol}://${request.host}`).origin;
  const callbackUrl = (request: FastifyRequest, tenant: string) => `${originOf(request)}/auth/${tenant}/callback`;
  /** Sign-ins are made without credentials: each client address gets a bounded number a minute. */
  const countSignIn = (request: FastifyRequest) => app.rateLimits?.signIns.take(request, request.ip);
  /** The tenant a provider route names, once the sign-in is counted; 404 for a name no tenant can have. */
  const providerTenant = async (request: FastifyRequest, tenant: string) => {
    await countSignIn(request);
    if (!TENANT_ID_PATTERN.test(tenant)) throw new HttpError(404, NOT_SET_UP);
    return tenant;
  };

  app.get('/auth/:tenant/link/:secret', {
    schema: {
      tags,
      summary: 'Open a browser session with a one-time sign-in link, then go to the web app',
      description:
        'A link is good for 15 minutes and once. The session cookie is HttpOnly and SameSite=Lax (Secure, with the __Host- prefix, when PUBLIC_URL is https).',
      params: LinkParams,
      response: {
        302: Type.Null({ description: 'Signed in: to /app/{tenant}/' }),
        400: pageOf('A page: the request is malformed'),
        404: pageOf('A page: the link is unknown, used or expired'),
        429: pageOf('A page: too many sign-ins from this address this minute'),
      },
    },
    config: browser,
    handler: async (request, reply) => {
      await countSignIn(request);
      const { tenant, secret } = request.params;
      const session = TENANT_ID_PATTERN.test(tenant)
        ? await signIn.openWithLink(tenant, secret, request.headers['user-agent'] ?? null)
        : null;
      if (!session) {
        throw new HttpError(404, 'This sign-in link is unknown, was used already, or has expired. Ask for a new one.');
      }
      return reply.setCookie(signIn.cookie.name, session, signIn.cookie.options).redirect(`/app/${tenant}/`, 302);
    },
  });

  app.get('/auth/:tenant/providers', {
    schema: {
      tags,
      summary: 'Which ways of signing in the tenant offers, for its sign-in page',
      description:
        'The same answer for a tenant that does not exist as for one without a provider, so that it tells nobody which tenants exist.',
      params: LoginParams,
      response: { 200: ProvidersObject },
    },
    config: publicRoute,
    handler: async (request) => ({
      oidc: TENANT_ID_PATTERN.test(request.params.tenant) && (await oidc.hasProvider(request.params.tenant)),
    }),
  });

  app.post('/v1/users/:id/sign-in-link', {
    schema: {
      tags,
      summary: 'A one-time sign-in link for a user (15 minutes, once); with `send`, also mailed to them',
      description:
        'For an admin to let a colleague in while the service runs. `send` needs a mail server (SMTP_URL): without one it is a 400 and no link is made.',
      params: IdParams,
      body: SignInLinkBody,
      response: { 201: SignInLinkObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: admin,
    // A POST without a body asks for a link without sending it.
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request, reply) => {
      const { caller, params, body } = request;
      const link = await signIn.linkFor(caller, params.id, body.send ?? false, originOf(request), app.events.sendMail);
      return (reply as FastifyReply).code(201).send(link);
    },
  });

  app.get('/auth/:tenant/login', {
    schema: {
      tags,
      summary: "Sign in with the tenant's OpenID Connect provider: to the provider, and back to `returnTo`",
      description:
        'The authorization code flow with PKCE, state and nonce. The sign-in under way (state, nonce, verifier, returnTo) travels sealed in a cookie for 10 minutes, so that only this browser can finish it; the service stores nothing until the provider answers.',
      params: LoginParams,
      querystring: LoginQuery,
      response: {
        302: Type.Null({ description: "To the provider's sign-in" }),
        400: pageOf('A page: `returnTo` is not a path of this site'),
        429: pageOf('A page: too many sign-ins from this address this minute'),
        ...PROVIDER_PAGES,
      },
    },
    config: browser,
    handler: async (request, reply) => {
      const tenant = await providerTenant(request, request.params.tenant);
      const returnTo = sameOriginPath(request.query.returnTo ?? `/app/${tenant}/`, originOf(request));
      if (returnTo === null)
        throw new HttpError(400, "Parameter 'returnTo' must be a path of this site, such as /app/.");
      const { location, sealed } = await oidc.begin(tenant, returnTo, callbackUrl(request, tenant));
      return reply.setCookie(attemptCookie.name, sealed, attemptCookie.options).redirect(location, 302);
    },
  });

  app.get('/auth/:tenant/callback', {
    schema: {
      tags,
      summary: "The provider's answer: opens a browser session for the person it signed in, then to `returnTo`",
      description:
        'The person is the user whose email matches (any case; the provider must have verified it), or a new user with the default role when the settings create users and the email domain is allowed.',
      params: LoginParams,
      querystring: CallbackQuery,
      response: {
        302: Type.Null({ description: 'Signed in: to returnTo' }),
        400: pageOf('A page: the sign-in is unknown, finished, expired, from another browser, or refused'),
        403: pageOf('A page: no verified email, or no user and none may be created'),
        429: pageOf('A page: too many sign-ins from this address'),
        ...PROVIDER_PAGES,
      },
    },
    config: browser,
    handler: async (request, reply) => {
      const tenant = await providerTenant(request, request.params.tenant);
      reply.clearCookie(attemptCookie.name, attemptCookie.options);
      const currentUrl = new URL(request.url, originOf(request));
      const { session, returnTo } = await oidc.finish(
        tenant,
        currentUrl,
        request.cookies[attemptCookie.name],
        request.headers['user-agent'] ?? null,
      );
      return reply.setCookie(signIn.cookie.name, session, signIn.cookie.options).redirect(returnTo, 302);
    },
  });

  app.put('/v1/sign-in/oidc', {
    schema: {
      tags,
      summary: "Set the tenant's OpenID Connect provider (replaces the settings; the secret is never shown again)",
      description:
        'Register `callbackUrl` of the answer as the redirect URI at the provider. The issuer must be https; http only for a provider on a loopback host.',
      body: OidcSettingsBody,
      response: { 200: OidcSettingsObject, ...errorResponses(400, 401, 406) },
    },
    config: admin,
    handler: async (request) => ({
      ...(await oidc.save(request.caller, request.body)),
      callbackUrl: callbackUrl(request, request.caller.tenantId),
    }),
  });

  app.get('/v1/sign-in/oidc', {
    schema: {
      tags,
      summary: "The tenant's OpenID Connect provider, without its secret",
      response: { 200: OidcSettingsObject, ...errorResponses(401, 404, 406) },
    },
    config: admin,
    handler: async (request) => ({
      ...(await oidc.settings(request.caller)),
      callbackUrl: callbackUrl(request, request.caller.tenantId),
    }),
  });

  app.delete('/v1/sign-in/oidc', {
    schema: {
      tags,
      summary: "Remove the tenant's OpenID Connect provider: sign-in with it ends; open sessions stay",
      response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(401, 404, 406) },
    },
    config: admin,
    handler: async ({ caller }, reply) => {
      await oidc.remove(caller);
      return (reply as FastifyReply).code(204).send();
    },
  });

  app.post('/auth/logout', {
    schema: {
      tags,
      summary: 'End the browser session the request comes with, and forget its cookie',
      description:
        "Like every change made with a session, it must come from the service's own origin, so that another site, or another port of this host, cannot end a session.",
      headers: Type.Object({
        origin: Type.Optional(
          Type.String({
            description:
              "The page's origin, which browsers send: PUBLIC_URL's origin, or this address's when it is not set (required when PUBLIC_URL is set)",
          }),
        ),
      }),
      response: {
        204: Type.Null({ description: 'Signed out (also when there was no session)' }),
        ...errorResponses(403),
      },
    },
    config: publicRoute,
    handler: async (request, reply) => {
      signIn.requireOwnOrigin(request.headers.origin, originOf(request));
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
