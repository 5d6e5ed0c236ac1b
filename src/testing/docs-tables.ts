import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './process.js';

/**
 * The rows of the table in a project doc (e.g. 'docs/api.md') whose header's first cell is
 * `firstHeader`: each row as the names in backticks of its first cell and its other cells' text.
 */
export function documentedRows(file: string, firstHeader: string): { names: string[]; meaning: string }[] {
  const lines = readFileSync(path.join(PROJECT_ROOT, file), 'utf8').split('\n');
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const header = lines.findIndex((line) => line.startsWith('|') && cells(line)[0] === firstHeader);
  if (header < 0) throw new Error(`${file} has no table headed ${firstHeader}`);
  const rows: { names: string[]; meaning: string }[] = [];
  // The header, its separator, then the rows up to the first line that is not a row.
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [first = '', ...rest] = cells(line);
    rows.push({ names: [...first.matchAll(/`([^`]+)`/g)].map(([, name]) => name!), meaning: rest.join(' | ') });
  }
  return rows;
}

/** The names a doc's table documents, sorted: those in backticks of its first column. */
export const documentedNames = (file: string, firstHeader: string) =>
  documentedRows(file, firstHeader)
    .flatMap((row) => row.names)
    .sort();
