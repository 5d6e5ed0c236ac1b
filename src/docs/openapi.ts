import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Type, { type TSchema } from 'typebox';
import type { FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import type { AuthMode } from '../platform/auth/authenticate.js';
import { COMPONENT, errorResponses, namedComponents } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { REQUEST_EXAMPLES } from './request-examples.js';

/** Every tenant operation needs it (D2); a parameter of each, as a missing one is a 400, not a 401. */
const TENANT_HEADER = {
  'X-tenantID': Type.String({
    pattern: '^[a-z0-9][a-z0-9_-]{0,62}$',
    description: 'The tenant the request is for, e.g. demo; the header name is case-insensitive',
    examples: ['demo'],
  }),
};

/**
 * Errors the HTTP layer answers for any request, on the raw connection and before any route is
 * found: headers or body sent too slowly (408), headers too large (431).
 */
const CONNECTION_ERRORS = errorResponses(408, 431);
/** Errors any tenant route can answer, besides those its own schema lists. */
const TENANT_ERRORS = errorResponses(400, 401, 406, 429, 500, 503);
/**
 * A write can run into a concurrent change: a referenced record deleted, a duplicate inserted (409);
 * one made with a browser session from another origin than PUBLIC_URL's is refused (403).
 */
const WRITE_ERRORS = errorResponses(403, 409);
const BODY_ERRORS = errorResponses(413);
/** 429: failed authentications are limited per client address, when rate limiting is on. */
const OPERATOR_ERRORS = errorResponses(401, 429, 500, 503);
/**
 * Requests without headers still have a body and a query string that can be malformed; every request
 * gets 503 while the service shuts down.
 */
const PUBLIC_ERRORS = errorResponses(400, 500, 503);

/** Sent with every 429 and 503 of an authenticated operation; documented by documentRetryAfter. */
const RETRY_AFTER = {
  required: true,
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer' as const, minimum: 1 },
};

/** The answer for a documented path asked with a method it does not have. */
const METHOD_NOT_ALLOWED = {
  description: 'The path exists, but not with this method',
  headers: {
    Allow: {
      required: true,
      description: 'The methods the path has, e.g. "GET, PUT, DELETE"',
      schema: { type: 'string' as const },
    },
  },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

type Documented = FastifySchema & { security?: unknown };
type ConditionalConfig = NonNullable<FastifyContextConfig['conditional']>;

/**
 * What the route declarations leave implicit, made explicit in the document: how each operation is
 * authenticated, the tenant and Zone headers, the errors every operation of its kind can answer, and
 * an example body.
 */
function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) {
  const auth: AuthMode = route.config?.auth ?? 'tenant';
  const method = String(route.method);
  const documented: Documented = { ...schema, ...withExample(schema, `${method} ${openApiPath(url)}`) };
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  const bodyErrors = hasBody ? BODY_ERRORS : {};
  let errors: object = PUBLIC_ERRORS;
  if (auth === 'tenant') {
    documented.security = [{ bearerAuth: [] }, { sessionCookie: [] }];
    addHeaders(documented, TENANT_HEADER);
    errors = { ...TENANT_ERRORS, ...(method === 'GET' ? {} : WRITE_ERRORS), ...bodyErrors };
  } else if (auth === 'operator') {
    documented.security = [{ operatorToken: [] }];
    errors = { ...OPERATOR_ERRORS, ...bodyErrors };
  }
  documented.response = { ...CONNECTION_ERRORS, ...errors, ...(schema.response as object) };
  documentConditional(documented, method, route.config?.conditional);
  if (route.config?.idempotent) documentIdempotency(documented);
  return { schema: documented, url };
}

/** D8's Idempotency-Key: the header, 422 for a key used with another request, the replay's header. */
function documentIdempotency(documented: Documented) {
  const response = documented.response as Record<string, { headers?: object }>;
  const ok = Object.keys(response).find((status) => status.startsWith('2'))!;
  response[ok] = {
    ...response[ok],
    headers: {
      ...response[ok]!.headers,
      'Idempotent-Replayed': {
        type: 'string',
        enum: ['true'],
        description: 'Present when this is the kept answer to an earlier request with the same Idempotency-Key',
      },
    },
  };
  Object.assign(response, errorResponses(409, 422));
  addHeaders(documented, {
    'Idempotency-Key': Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 255,
        description:
          'Makes a retry safe: for 24 hours the same key with the same request gets the first answer again ' +
          '(Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. ' +
          'Answers 400 and 5xx are not kept.',
      }),
    ),
  });
}

/** Adds header parameters to an operation's documented ones (those its own schema declares first). */
function addHeaders(documented: Documented, headers: Record<string, TSchema>) {
  const existing = (documented.headers as { properties?: Record<string, TSchema> } | undefined)?.properties ?? {};
  documented.headers = Type.Object({ ...existing, ...headers });
}

const ETAG_HEADER = {
  ETag: {
    type: 'string',
    description: "Strong entity tag of this answer's body; changes whenever a byte of it would change for this caller",
  },
};

/** D8's headers and statuses on the operations that take part in conditional requests. */
function documentConditional(documented: Documented, method: string, conditional: ConditionalConfig | undefined) {
  if (!conditional) return;
  const response = documented.response as Record<string, object>;
  const headers: Record<string, TSchema> = {};
  if (conditional.etag) {
    const ok = Object.keys(response).find((status) => status.startsWith('2'))!;
    response[ok] = { ...response[ok], headers: ETAG_HEADER };
    if (method === 'GET') {
      headers['If-None-Match'] = Type.Optional(
        Type.String({ description: 'ETags (or *) the client holds: when one is current, 304 without a body' }),
      );
      response[304] = Type.Null({ description: 'Not modified: the ETag named in If-None-Match is current' });
    }
  }
  if (conditional.ifMatch) {
    headers['If-Match'] = Type.Optional(
      Type.String({
        description:
          'ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes',
      }),
    );
    Object.assign(response, errorResponses(412));
  }
  addHeaders(documented, headers);
}

/** '/v1/users/:id' as the document writes it: '/v1/users/{id}'. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The body schema with the example of REQUEST_EXAMPLES, unless it brings one of its own. */
function withExample(schema: FastifySchema, operation: string): Pick<FastifySchema, 'body'> {
  const body = schema.body as Record<string, unknown> | undefined;
  const example = REQUEST_EXAMPLES[operation];
  if (!body || body.examples || example === undefined) return {};
  return { body: { ...body, examples: [example] } };
}

interface DocumentedOperation {
  security?: unknown;
  responses?: Record<string, { headers?: Record<string, unknown> }>;
}

/** Retry-After on every 429, and on the 503 answers of authenticated operations, which always send it. */
function documentRetryAfter(document: { paths?: Record<string, Record<string, DocumentedOperation>> }): void {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const status of operation.security ? ['429', '503'] : ['429']) {
        const response = operation.responses?.[status];
        if (response) response.headers = { ...response.headers, 'Retry-After': RETRY_AFTER };
      }
    }
  }
}

/** The OpenAPI 3.1 document, built from the very schemas routes validate and serialize with, and /docs. */
export async function registerDocumentation(app: Server): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Activity and issue tracker',
        version: '1.0.0',
        description:
          'Activities (vacation, home office, trips) and issues for many tenants. Every /v1 and /issues ' +
          'operation needs the X-tenantID header and a bearer token (or, from a browser, a session cookie); errors come as ' +
          '{timestamp, status, error, message, path}. A path asked with a method it does not have answers ' +
          '405 with an Allow header (components/responses/MethodNotAllowed).',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An access token of the tenant (trk_...)' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'tracker_session',
            description:
              'A browser session, read when no Authorization header is sent (__Host-tracker_session when PUBLIC_URL is https). ' +
              "X-tenantID must name its tenant (401 otherwise); a change must come with Origin equal to PUBLIC_URL's origin when that is set (403 otherwise).",
          },
          operatorToken: { type: 'http', scheme: 'bearer', description: 'The OPERATOR_TOKEN of the deployment' },
        },
        responses: { MethodNotAllowed: METHOD_NOT_ALLOWED },
      },
      tags: [
        {
          name: 'issues',
          description:
            'Work items with comments, labels, estimates and test executions (paths without a version prefix)',
        },
        { name: 'issue comments' },
        {
          name: 'activities',
          description: 'Vacation, home office and business trips: dated entries, some needing approval',
        },
        { name: 'test-executions' },
        ...[
          'users',
          'tokens',
          'projects',
          'teams',
          'places',
          'activity-types',
          'activity-statuses',
          'issue-types',
          'issue-priorities',
          'issue-statuses',
          'labels',
          'holidays',
          'test-plans',
          'test-execution-statuses',
        ].map((name) => ({ name, description: 'Tenant management: reads for everyone, writes for admins' })),
        { name: 'operator', description: 'Enabled only when OPERATOR_TOKEN is set' },
        { name: 'operations', description: 'Health and readiness, no headers needed' },
      ],
    },
    transform: documentRoute,
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      extractComponents(document as never);
      documentRetryAfter(document as never);
      return document;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PAGE,
    // Everything comes from this server; Swagger UI sets inline styles, nothing else is inline.
    staticCSP:
      "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'self'; " +
      "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'",
    // No calls to swagger.io or any other host: the page works offline.
    validatorUrl: false,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: true },
  });
  app.get('/openapi.json', { schema: { hide: true }, config: { auth: 'public' } }, async () => app.swagger());
  app.get(
    '/',
    {
      schema: {
        tags: ['operations'],
        summary: 'The front door: redirects a browser to the web app at /app/ (the API reference is at /docs)',
        response: {
          302: {
            description: 'To /app/',
            headers: { Location: { type: 'string', description: 'The web app' } },
            ...Type.Null(),
          },
        },
      },
      config: { auth: 'public' },
    },
    async (_request, reply) => reply.redirect('/app/'),
  );
}

const DOCS_PAGE = '/docs';

/**
 * Routes keep their schemas inline (validation and serialization need nothing else); the document
 * names the schemas declared with component() instead, so that readers and generated clients see
 * one `Issue`, not forty copies of it.
 */
export function extractComponents(document: { components?: { schemas?: Record<string, unknown> } }): void {
  const visit = (node: unknown, top = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item));
    if (typeof node !== 'object' || node === null) return node;
    const { [COMPONENT]: name, ...rest } = node as Record<string, unknown>;
    if (typeof name === 'string' && !top) return { $ref: `#/components/schemas/${name}` };
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, visit(value)]));
  };
  const schemas: Record<string, unknown> = { ...document.components?.schemas };
  // By name: in the order of registration, the document (and the generated client) would depend on
  // the order in which modules happened to be imported, which differs between processes.
  const byName = [...namedComponents()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, schema] of byName) schemas[name] = visit(schema, true);
  Object.assign(document, visit(document));
  document.components = { ...document.components, schemas };
}
