import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app.js';
import { openPGlite } from '../platform/db/pglite.js';

export const SCHEMA_FILE = new URL('./schema.ts', import.meta.url);

const HEADER = `/**
 * Types of the HTTP API, generated from its OpenAPI document by \`npm run client:generate\`; kept
 * in git so that a build needs no generation. A test fails when this file is out of date.
 */

`;

/** The OpenAPI document of the service as it runs: every route, with the operator API. */
export async function currentDocument(): Promise<object> {
  const { db } = await openPGlite();
  const app = await buildApp({ db, operatorToken: 'document-generation-only-token', logger: false });
  await app.ready();
  const document = app.swagger();
  await app.close();
  await db.close();
  return document;
}

/** The TypeScript source of the client types for `document`. */
export async function clientTypes(document: object): Promise<string> {
  return HEADER + astToString(await openapiTS(document as never));
}
