import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import secureJson from 'secure-json-parse';
import { DEFAULT_START_TIMEOUT_MS, DEFAULT_TIMEOUTS, type Limits, type TrustProxy } from '../config.js';
import {
  DatabaseBusyError,
  DatabaseUnavailableError,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
} from '../db/database.js';
import { serializersCompiledOnFirstUse } from './serializers.js';
import { badRequest, ERROR_NAMES, errorBody, HttpError, UNKNOWN_ERROR_MESSAGE } from './errors.js';
import { plainPage } from './pages.js';
import { fieldWithNulCharacter, NUL_PROBLEM, validationMessage, validatorCompiler } from './validation.js';

export type Server = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export const BODY_LIMIT_BYTES = 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const ROUTABLE_METHODS: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The headers of answers written to the raw socket, before Fastify and its plugins (the security
 * headers of every routed answer, security-headers.ts) are involved.
 */
const RAW_ERROR_HEADERS: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/** Log paths that could hold a secret; Fastify's request serializer leaves headers out, this keeps it so. */
/** Credentials a log line could carry if a request's headers were ever logged: tokens and session cookies (D13). */
const REDACTED_LOG_PATHS = ['authorization', 'cookie', '["set-cookie"]'].flatMap((header) =>
  ['req.headers', 'request.headers', 'headers', 'res.headers'].map(
    (at) => `${at}${header.startsWith('[') ? header : `.${header}`}`,
  ),
);
/**
 * Paths whose rest is a secret (D13): an iCalendar feed's URL (calendar apps send no headers) and a
 * one-time sign-in link, a provider's answer (code and state). Matched against the decoded path, in any letter case.
 */
const SECRET_PATHS = [/\/ical\//i, /\/auth\/[^/]*\/link\//i, /\/auth\/[^/]*\/callback/i];
/** Enough rounds of percent-decoding for any spelling a router or proxy would still follow. */
const DECODING_ROUNDS = 4;

function decodedFully(text: string): string {
  let decoded = text;
  for (let round = 0; round < DECODING_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      next = decoded.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/**
 * A request target as the log may show it: with everything after a secret-bearing segment
 * (query included) blotted out, however the target spells it (percent-encoded, absolute form).
 */
export function loggableUrl(url: string): string {
  const decoded = decodedFully(url);
  for (const secretPath of SECRET_PATHS) {
    const found = secretPath.exec(decoded);
    if (found) return `${decoded.slice(0, found.index + found[0].length)}[Redacted]`;
  }
  return url;
}

/** Fastify's fields of a request in the log, with a secret in its target blotted out. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface ServerOptions {
  logger: FastifyServerOptions['logger'] | FastifyBaseLogger;
  timeouts?: Pick<Limits, 'headersTimeoutMs' | 'requestTimeoutMs'>;
  /** Peers trusted to name the client's address (X-Forwarded-For); the address limits failed logins. */
  trustProxy?: TrustProxy;
  /** How long a plugin (the store's opening first) may take to start. */
  startTimeoutMs?: number;
}

/** A Fastify instance with the contract's error handling, validation and request ids, and no routes yet. */
export function createServer({
  logger,
  timeouts = DEFAULT_TIMEOUTS,
  trustProxy = false,
  startTimeoutMs = DEFAULT_START_TIMEOUT_MS,
}: ServerOptions): Server {
  const app = Fastify({
    ...loggerOptions(logger),
    // One line per request instead of Fastify's two (logRequests below).
    logController: new LogController({ disableRequestLogging: true }),
    pluginTimeout: startTimeoutMs,
    // A number of proxies in front: the addresses they appended to X-Forwarded-For are trusted.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients (slowloris) are cut off: headers and whole requests must arrive in time, checked
    // every second rather than Node's default 30 s.
    requestTimeout: timeouts.requestTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler: answerClientError,
    // A request that arrives on a kept-alive connection after shutdown began is still served (with
    // Connection: close) rather than refused with Fastify's own 503, which is not the error object.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    schemaController: { compilersFactory: { buildSerializer: serializersCompiledOnFirstUse } },
    // Use the caller's request id when it sends a sane one, so a request can be followed across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  registerJsonParser(app);
  registerErrorHandling(app);
  logRequests(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}

function loggerOptions(logger: ServerOptions['logger']) {
  if (typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function') {
    return { loggerInstance: logger as FastifyBaseLogger };
  }
  if (typeof logger === 'object' && logger !== null) {
    return { logger: { redact: REDACTED_LOG_PATHS, serializers: { req: requestForLog }, ...logger } };
  }
  return { logger };
}

/**
 * Errors Node raises before there is a request to route (timeouts, oversized or malformed headers),
 * answered with the contract's error object on the raw socket, which is then closed.
 */
function answerClientError(this: { log: FastifyBaseLogger }, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message =
    status === 408
      ? 'The request did not arrive in time.'
      : status === 431
        ? 'The request headers are too large.'
        : 'The request is not valid HTTP.';
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(status, message, '/'));
    const headers = Object.entries(RAW_ERROR_HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `HTTP/1.1 ${status} ${ERROR_NAMES[status]}\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * JSON is the only body format. An empty body counts as no body, since clients send Content-Type
 * on DELETE too; prototype-poisoning keys are refused.
 */
function registerJsonParser(app: Server): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' });
    } catch (error) {
      return done(badRequest(jsonProblem(error as Error)), undefined);
    }
    // JSON can only carry U+0000 escaped, so bodies without the escape need no walk.
    const nulField = text.includes('\\u0000') ? fieldWithNulCharacter(parsed) : null;
    if (nulField !== null) return done(badRequest(`Field '${nulField || '(body)'}' ${NUL_PROBLEM}.`), undefined);
    done(null, parsed);
  });
  app.addHook('preValidation', async (request) => {
    if (!request.url.includes('%00')) return;
    const nulParameter = fieldWithNulCharacter(request.query);
    if (nulParameter !== null) throw badRequest(`Query parameter '${nulParameter}' ${NUL_PROBLEM}.`);
  });
}

function jsonProblem(error: Error): string {
  return /forbidden/.test(error.message)
    ? 'The request body contains a forbidden property name (__proto__ or constructor.prototype).'
    : 'The request body is not valid JSON.';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The 405 (with Allow) or 404 of a request no route takes. */
    unrouted: (request: FastifyRequest) => HttpError;
  }
  interface FastifyRequest {
    /** What made the request fail with a 5xx, for its log line. */
    failure: Error | null;
  }
}

/**
 * Answers a request no route takes before its body is read: a method that may carry a body
 * (QUERY) would otherwise be refused for its missing Content-Type, a 400, where the path simply
 * has no such operation. Registered after the plugins whose onRequest hooks every answer needs
 * (the security headers).
 */
export function refuseUnroutedEarly(app: Server): void {
  app.addHook('onRequest', async (request) => {
    if (request.is404) throw app.unrouted(request);
  });
}

/**
 * One log line per request, once it is answered: its method, target (secrets blotted out), status
 * and time. Client errors (4xx) are info; the service's own failures (5xx) are errors, with the
 * failure itself. Two kinds are warnings: a 503 (a database that is down, busy or slow; the client
 * is told to retry) with the database's error, and a 5xx the service chose to answer (an identity
 * provider that cannot be reached, a tenant's queue that is full) with its message and no stack.
 */
function logRequests(app: Server): void {
  app.decorateRequest('failure', null);
  app.addHook('onResponse', async (request, reply) => {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    const failure = request.failure;
    if (reply.statusCode < 500) request.log.info(line, 'request completed');
    else if (failure instanceof HttpError) request.log.warn({ ...line, reason: failure.message }, 'request failed');
    else if (reply.statusCode === 503) request.log.warn({ ...line, err: failure }, 'request failed');
    else request.log.error({ ...line, err: failure }, 'request failed');
  });
}

/** Every failure, routed or not, leaves as the contract's error object. */
function registerErrorHandling(app: Server): void {
  const routes = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 200 });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && !routes.hasRoute(method as HTTPMethod, route.url)) {
        routes.on(method as HTTPMethod, route.url, () => undefined);
      }
    }
  });

  const unrouted = (request: FastifyRequest) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const allowed = ROUTABLE_METHODS.filter((method) => routes.find(method, path) !== null);
    if (allowed.length > 0) {
      return new HttpError(
        405,
        `Method ${request.method} is not allowed for ${path}; allowed: ${allowed.join(', ')}.`,
        {
          allow: allowed.join(', '),
        },
      );
    }
    return new HttpError(404, `No operation ${request.method} ${path} exists.`);
  };
  app.decorate('unrouted', unrouted);
  app.setNotFoundHandler(async (request) => {
    throw unrouted(request);
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, message, headers } = clientError(error);
    if (status >= 500) request.failure = error;
    reply.code(status).headers(headers);
    if (request.routeOptions.config.page) {
      return reply.type('text/html; charset=utf-8').send(plainPage(ERROR_NAMES[status] ?? 'Error', message));
    }
    return reply.send(errorBody(status, message, request.url));
  });
}

interface ClientError {
  status: number;
  message: string;
  headers: Record<string, string>;
}

function clientError(error: FastifyError): ClientError {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, headers: error.headers };
  if (error.validation) {
    return {
      status: 400,
      message: validationMessage(error.validation as never, error.validationContext ?? 'body'),
      headers: {},
    };
  }
  if (error instanceof DatabaseUnavailableError) {
    return {
      status: 503,
      message: 'The database is not reachable at the moment. Please try again shortly.',
      headers: { 'retry-after': '1' },
    };
  }
  if (error instanceof DatabaseBusyError) {
    return {
      status: 503,
      message: error.timedOut
        ? 'The database did not finish this request in time. Please try again shortly.'
        : 'The database is busy with conflicting changes at the moment. Please try again shortly.',
      headers: { 'retry-after': '1' },
    };
  }
  switch (error.code) {
    case FOREIGN_KEY_VIOLATION:
    case UNIQUE_VIOLATION:
      // Checks run before every write; a violation here means a concurrent change got in between.
      return {
        status: 409,
        message: 'A record this request refers to was changed at the same time. Please retry.',
        headers: {},
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        message: `The request body is larger than the limit of ${BODY_LIMIT_BYTES} bytes (1 MiB).`,
        headers: {},
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 400,
        message: 'The request body must be JSON, sent with Content-Type: application/json.',
        headers: {},
      };
  }
  // Fastify's own client errors (bad URL encoding, bad Content-Length, ...) carry safe messages.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message, headers: {} };
  }
  return { status: 500, message: UNKNOWN_ERROR_MESSAGE, headers: {} };
}
