import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const DOCUMENT_ID = 'openapi.json';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type PathItem = Record<string, Operation>;

/**
 * Checks every response a test receives against the OpenAPI document: its status must be one the
 * operation documents, and its body must match the documented schema. A field that is documented but
 * not sent, or sent in another form, fails the test that provoked it.
 */
export class DocumentedResponses {
  readonly #ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  readonly #validators = new Map<string, ValidateFunction>();
  readonly #paths: { template: string; pattern: RegExp; item: PathItem }[];

  constructor(document: { paths: Record<string, PathItem> }) {
    // The whole document is one schema resource, so that `#/components/schemas/...` references resolve.
    this.#ajv.addSchema({ ...document, $id: DOCUMENT_ID });
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

  check(method: string, url: string, status: number, contentType: string, body: string): void {
    const path = (url.split('?', 1)[0] ?? '/').replace(/(.)\/$/, '$1');
    const verb = method.toLowerCase();
    const match = this.#paths.find((entry) => entry.pattern.test(path) && entry.item[verb]);
    if (!match) return; // not an operation: unknown routes, wrong methods, the docs page
    const documented = match.item[verb]!.responses[String(status)];
    if (!documented) {
      throw new Error(`${method} ${match.template} answered ${status}, which its documentation does not list`);
    }
    const schema = documented.content?.['application/json']?.schema;
    if (!schema || body === '' || !contentType.includes('application/json')) return;
    const pointer = [
      'paths',
      match.template,
      verb,
      'responses',
      String(status),
      'content',
      'application/json',
      'schema',
    ]
      .map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')))
      .join('/');
    let validate = this.#validators.get(pointer);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
      this.#validators.set(pointer, validate);
    }
    if (!validate(JSON.parse(body))) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      throw new Error(`${method} ${url} answered ${status} with a body unlike its documentation: ${problems}`);
    }
  }
}
