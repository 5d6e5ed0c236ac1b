/** Regenerates src/client/schema.ts from the service's OpenAPI document. */
import { writeFile } from 'node:fs/promises';
import { clientTypes, currentDocument, SCHEMA_FILE } from '../src/client/generate.js';

await writeFile(SCHEMA_FILE, await clientTypes(await currentDocument()));
process.stdout.write(`wrote ${SCHEMA_FILE.pathname}\n`);
