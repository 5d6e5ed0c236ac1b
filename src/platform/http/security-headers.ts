import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * @fastify/helmet with the policy of an API that serves JSON to programs: nothing may be loaded,
 * framed or sniffed, no referrer leaves, HTTPS is pinned for a year. Routes that serve pages (/docs)
 * set their own Content-Security-Policy, which replaces this one. Responses are not cached: they
 * depend on the caller's token.
 */
export const securityHeaders = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
