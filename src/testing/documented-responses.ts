import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const DOCUMENT_ID = 'openapi.json';

interface DocumentedResponse {
  content?: Record<string, { schema: object }>;
  headers?: Record<string, { required?: boolean }>;
}
interface Operation {
  responses: Record<string, DocumentedResponse>;
}
type PathItem = Record<string, Operation>;
export interface OpenApiDocument {
  paths: Record<string, PathItem>;
  components?: { responses?: Record<string, DocumentedResponse> };
}

/** A response as a test received it; header names in lower case, as Node and fetch give them. */
export interface ReceivedResponse {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Validators for the schemas of an OpenAPI document, addressed by their path in it. */
export class DocumentSchemas {
  readonly #ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(document: object) {
    // The whole document is one schema resource, so that `#/components/schemas/...` references resolve.
    this.#ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  }

  /** The validator of the schema at `segments`, e.g. ['paths', '/issues', 'post', ...]. */
  validator(segments: string[]): ValidateFunction {
    const pointer = segments
      .map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')))
      .join('/');
    let validate = this.#validators.get(pointer);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
      this.#validators.set(pointer, validate);
    }
    return validate;
  }

  /** The problems `value` has against the schema at `segments`, or null when it is valid. */
  problems(segments: string[], value: unknown): string | null {
    const validate = this.validator(segments);
    if (validate(value)) return null;
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
  }
}

/**
 * Checks every response a test receives against the OpenAPI document: its status must be one the
 * operation documents, its body must match the documented schema, and the headers the document
 * requires must be there. A field that is documented but not sent, or sent in another form, fails the
 * test that provoked it.
 */
export class DocumentedResponses {
  readonly #schemas: DocumentSchemas;
  readonly #document: OpenApiDocument;
  readonly #paths: { template: string; pattern: RegExp; item: PathItem }[];

  constructor(document: OpenApiDocument) {
    this.#document = document;
    this.#schemas = new DocumentSchemas(document);
    this.#paths = Object.entries(document.paths)
      .map(([template, item]) => ({
        template,
        item,
        params: (template.match(/\{/g) ?? []).length,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      }))
      // A static segment wins over a parameter, as in the router: /issues/bulk-edit before /issues/{id}.
      .sort((a, b) => a.params - b.params);
  }

  check(received: ReceivedResponse): void {
    const { method, url, status } = received;
    const verb = method.toLowerCase();
    // Answers to HEAD carry no body, and the document describes none of them.
    if (verb === 'head') return;
    const path = (url.split('?', 1)[0] ?? '/').replace(/(.)\/$/, '$1');
    const matches = this.#paths.filter((entry) => entry.pattern.test(path));
    const match = matches.find((entry) => entry.item[verb]);
    if (!match) {
      // A documented path asked with another method: the document's shared 405 answer.
      if (matches.length > 0 && status === 405) this.#expectMethodNotAllowed(received);
      return; // not an operation: unknown routes, the docs page
    }
    const documented = match.item[verb]!.responses[String(status)];
    if (!documented) {
      throw new Error(`${method} ${match.template} answered ${status}, which its documentation does not list`);
    }
    this.#expectLike(documented, ['paths', match.template, verb, 'responses', String(status)], received);
  }

  #expectMethodNotAllowed(received: ReceivedResponse): void {
    const documented = this.#document.components?.responses?.MethodNotAllowed;
    if (!documented) throw new Error('the document has no components.responses.MethodNotAllowed for 405 answers');
    this.#expectLike(documented, ['components', 'responses', 'MethodNotAllowed'], received);
  }

  #expectLike(documented: DocumentedResponse, at: string[], received: ReceivedResponse): void {
    const { method, url, status, headers, body } = received;
    const answered = `${method} ${url} answered ${status}`;
    const missing = Object.entries(documented.headers ?? {})
      .filter(([name, header]) => header.required && headers[name.toLowerCase()] === undefined)
      .map(([name]) => name);
    if (missing.length > 0) throw new Error(`${answered} without the documented header ${missing.join(', ')}`);
    // No schema: nothing to send (204, the empty 200 of activity deletes).
    if (!documented.content?.['application/json']?.schema) return;
    if (body === '') throw new Error(`${answered} with an empty body, but its documentation describes one`);
    const contentType = String(headers['content-type'] ?? '');
    const mediaType = contentType.split(';', 1)[0]!.trim();
    // A file the operation documents besides its JSON (a report's CSV or Excel export): its own tests read it.
    if (mediaType !== 'application/json' && documented.content[mediaType]) return;
    if (!contentType.includes('application/json')) {
      throw new Error(`${answered} with Content-Type "${contentType}", but its documentation describes JSON`);
    }
    const problems = this.#schemas.problems([...at, 'content', 'application/json', 'schema'], JSON.parse(body));
    if (problems !== null) throw new Error(`${answered} with a body unlike its documentation: ${problems}`);
  }
}
