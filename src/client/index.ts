import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

/** An operation whose X-tenantID header the client sends itself (every one of the tenant's). */
type SentByClient<Operation> = Operation extends { parameters: { header: infer Header } }
  ? Omit<Operation, 'parameters'> & {
      parameters: Omit<Operation['parameters'], 'header'> & { header?: Omit<Header, 'X-tenantID'> };
    }
  : Operation;

/**
 * An operation's answers as the client reads them unless told otherwise: JSON where an answer has
 * JSON (a report's CSV and Excel files are asked for with an Accept header and read with `parseAs`).
 */
type JsonAnswers<Operation> = Operation extends { responses: infer Responses }
  ? Omit<Operation, 'responses'> & {
      responses: {
        [Status in keyof Responses]: Responses[Status] extends { content: { 'application/json': infer Json } }
          ? Omit<Responses[Status], 'content'> & { content: { 'application/json': Json } }
          : Responses[Status];
      };
    }
  : Operation;

/** The API's paths as a client bound to one tenant calls them: without the tenant header to send. */
export type TenantPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: JsonAnswers<SentByClient<paths[Path][Method]>> };
};

export interface TrackerClientOptions {
  /** Where the service listens, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  tenantId: string;
  /** An access token; without one, a browser's fetch sends the session cookie of the service's origin. */
  token?: string | undefined;
  /** IANA time zone sent as the Zone header of activity requests. */
  zone?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * A typed client of the whole HTTP API (openapi-fetch over the generated types): paths, parameters,
 * bodies and responses are checked by the TypeScript compiler.
 *
 *   const tracker = createTrackerClient({ baseUrl, tenantId: 'demo', token });
 *   const { data, error } = await tracker.GET('/issues/{id}', { params: { path: { id: 1 } } });
 */
export function createTrackerClient(options: TrackerClientOptions): Client<TenantPaths> {
  return createClient<TenantPaths>({
    baseUrl: options.baseUrl,
    headers: {
      'X-tenantID': options.tenantId,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.zone ? { Zone: options.zone } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
