import type { RequestOptions } from './harness.js';

/** One operation of the OpenAPI document, as the tests that sweep every operation see it. */
export interface Operation {
  method: RequestOptions['method'];
  template: string;
  /** Names of its path parameters, in order. */
  params: string[];
  query: string[];
  hasBody: boolean;
  auth: 'tenant' | 'operator' | 'public';
}

/** Every operation of the document, so that a new route is swept without touching the tests. */
export function operationsOf(document: any): Operation[] {
  return Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      template,
      params: [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      query: (operation.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name as string),
      hasBody: Boolean(operation.requestBody),
      auth: authOf(operation.security),
    })),
  );
}

function authOf(security: Record<string, unknown>[] | undefined): Operation['auth'] {
  if (!security) return 'public';
  return security.some((requirement) => 'operatorToken' in requirement) ? 'operator' : 'tenant';
}

/** The template with each parameter replaced by its value. */
export function fillPath(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
