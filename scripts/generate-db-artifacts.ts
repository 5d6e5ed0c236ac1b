/**
 * Regenerates an artefact that describes the migrated schema.
 *
 *   tsx scripts/generate-db-artifacts.ts types    src/platform/db/tables.generated.ts (npm run db:types)
 *   tsx scripts/generate-db-artifacts.ts schema   migrations/schema.sql (npm run db:schema)
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { migratedStore, SCHEMA_FILE, schemaDump, TABLE_TYPES_FILE, tableTypes } from '../src/platform/db/generate.js';

const artefacts = {
  types: { file: TABLE_TYPES_FILE, generate: tableTypes },
  schema: { file: SCHEMA_FILE, generate: schemaDump },
};

const name = process.argv[2];
if (name !== 'types' && name !== 'schema') throw new Error('usage: tsx scripts/generate-db-artifacts.ts types|schema');
const { file, generate } = artefacts[name];
const db = await migratedStore();
try {
  await writeFile(file, await generate(db.pglite));
} finally {
  await db.close();
}
process.stdout.write(`wrote ${fileURLToPath(file)}\n`);
