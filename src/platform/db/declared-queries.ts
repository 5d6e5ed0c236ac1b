import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'sql-formatter';
import { watchStatements } from './statement-watch.js';

const SOURCE = fileURLToPath(new URL('../../', import.meta.url));

/** Modules that run when imported (the programs, the embedded store's dump program too) or hold only tests' helpers: not loaded here. */
const NOT_LOADED = [
  /\.test\.ts$/,
  /\.d\.ts$/,
  /^testing\//,
  /^client\//,
  /^main\.ts$/,
  /^cli\.ts$/,
  /^backups\/embedded-dump\.ts$/,
];

interface Declaration {
  file: string;
  line: number;
  name: string;
  text: string;
}

const FRAME = /((?:file:\/\/)?\/[^():\s]+\.ts):(\d+):\d+\)?$/;
const filePath = (location: string) => (location.startsWith('file:') ? fileURLToPath(location) : location);

/** The source frames of a stack, innermost first, as file (relative to src) and line. */
function sourceFrames(stack: string): { file: string; line: number }[] {
  return stack
    .split('\n')
    .map((frame) => FRAME.exec(frame.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ file: path.relative(SOURCE, filePath(match[1]!)), line: Number(match[2]) }))
    .filter(
      ({ file }) => !file.startsWith('..') && !/^platform\/db\/(statement-watch|declared-queries)\.ts$/.test(file),
    );
}

const sourceLines = new Map<string, string[]>();
const ASSIGNED_NAME =
  /(?:const|let)\s+([A-Za-z_$][\w$]*)\s*[=:]|(?:static\s+readonly\s+|this\.)#?([A-Za-z_$][\w$]*)\s*=/;

/** The name of the constant, field or property that line `line` of `file` assigns, if it does. */
function assignedName(file: string, line: number): string | null {
  let lines = sourceLines.get(file);
  if (!lines) sourceLines.set(file, (lines = readFileSync(path.join(SOURCE, file), 'utf8').split('\n')));
  const match = ASSIGNED_NAME.exec(lines[line - 1] ?? '');
  return match ? (match[1] ?? match[2]!) : null;
}

/**
 * A statement is named by the constant its module declares as it loads (the outermost source
 * frame), and, when the module built it through a helper of another module, by the names the helper
 * gives it on the way (outer to inner: `store.list`).
 */
function declarationOf(text: string, stack: string): Declaration | null {
  const frames = sourceFrames(stack);
  const outer = frames.at(-1);
  if (!outer) return null;
  const helper = frames.filter(({ file }) => file !== outer.file && !/^platform\/db\/(query|database)\.ts$/.test(file));
  const names = [assignedName(outer.file, outer.line) ?? `line ${outer.line}`];
  if (helper.length > 0) {
    const inner = helper.map(({ file, line }) => assignedName(file, line)).filter((name) => name !== null);
    names.push(inner.length > 0 ? `${helper[0]!.file}: ${inner.reverse().join('.')}` : helper[0]!.file);
  }
  return { file: outer.file, line: outer.line, name: names.join(' via '), text };
}

async function modules(): Promise<string[]> {
  const files = await readdir(SOURCE, { recursive: true });
  return files.filter((file) => file.endsWith('.ts') && !NOT_LOADED.some((pattern) => pattern.test(file))).sort();
}

const HEADER = (folder: string) =>
  `-- The SQL of every statement declared in ${folder}, as PostgreSQL receives it, in declaration order.\n` +
  '-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a\n' +
  "-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.\n";

/**
 * The queries files, by path from the project root: one per feature folder (the first folder under
 * src), listing the statements its modules declare. Loads every module of the service, so it must
 * run in a process that has loaded none of them yet (the npm script; the test starts one).
 */
export async function declaredQueries(): Promise<Map<string, string>> {
  const declarations: Declaration[] = [];
  Error.stackTraceLimit = 100;
  watchStatements((text, stack) => {
    const declaration = declarationOf(text, stack);
    if (declaration) declarations.push(declaration);
  });
  for (const file of await modules()) await import(pathToFileURL(path.join(SOURCE, file)).href);

  const byFolder = new Map<string, Declaration[]>();
  for (const declaration of declarations) {
    const folder = path.join('src', declaration.file.split('/')[0]!.replace(/\.ts$/, ''));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), declaration]);
  }
  const files = new Map<string, string>();
  for (const [folder, declared] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
    declared.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    const statements = declared.map(
      ({ file, name, text }) => `-- ${path.join('src', file)}: ${name}\n${format(text, { language: 'postgresql' })};\n`,
    );
    files.set(path.join(folder, 'queries.sql'), [HEADER(folder), ...statements].join('\n'));
  }
  return files;
}

/** The queries files committed now, by path from the project root. */
export async function committedQueries(): Promise<Map<string, string>> {
  const files = await readdir(SOURCE, { recursive: true });
  const committed = new Map<string, string>();
  for (const file of files.filter((name) => name.endsWith('queries.sql')).sort()) {
    committed.set(path.join('src', file), readFileSync(path.join(SOURCE, file), 'utf8'));
  }
  return committed;
}
