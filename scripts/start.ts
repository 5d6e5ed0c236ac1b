/**
 * `npm start`: builds dist/ when a file it is built from changed since the last build, then runs
 * the service in this very process (so that the heap limit of `npm start` applies to it). A start
 * of an unchanged tree costs no build (issue 40). Node runs this file as it is, its types only
 * stripped, so that it needs no compiler to start.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'dist', '.built');
const INPUTS = ['src', 'web', 'package.json', 'tsconfig.json', 'tsconfig.build.json'];

/** The newest modification time among `entry` and, for a folder, everything in it. */
function newest(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry, { recursive: true, encoding: 'utf8' })
    .map((name) => statSync(path.join(entry, name)).mtimeMs)
    .reduce((latest, time) => Math.max(latest, time), stat.mtimeMs);
}

const changed = INPUTS.map((input) => newest(path.join(ROOT, input))).reduce((a, b) => Math.max(a, b), 0);
if (!existsSync(STAMP) || statSync(STAMP).mtimeMs < changed) {
  process.stdout.write('Building (sources changed since the last build) ...\n');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}
// Compiled code of the modules kept on disk between starts: a restart skips compiling them.
enableCompileCache(path.join(ROOT, 'node_modules', '.cache', 'node-compile-cache'));
await import(pathToFileURL(path.join(ROOT, 'dist', 'main.js')).href);
