/**
 * Writes the queries files (src/<feature>/queries.sql, npm run db:queries) and removes those of
 * features that declare no statement any more. With --print, prints them as JSON instead (the
 * test that checks the committed files reads that).
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { committedQueries, declaredQueries } from '../src/platform/db/declared-queries.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const files = await declaredQueries();
if (process.argv.includes('--print')) {
  process.stdout.write(JSON.stringify(Object.fromEntries(files)));
} else {
  for (const stale of (await committedQueries()).keys()) {
    if (!files.has(stale)) await rm(path.join(ROOT, stale));
  }
  for (const [file, text] of files) await writeFile(path.join(ROOT, file), text);
  process.stdout.write(`wrote ${[...files.keys()].join(', ')}\n`);
}
