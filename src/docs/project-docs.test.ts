import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'expect';
import { describe, it } from 'node:test';
import { PROJECT_ROOT } from '../testing/process.js';

const DOCS = path.join(PROJECT_ROOT, 'docs');
const files = [
  'README.md',
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name)),
];

/** GitHub's anchor of a heading: lower case, spaces to dashes, punctuation dropped. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

describe("the project's front door and docs", () => {
  it('keeps the README to what a newcomer needs (at most 300 lines)', () => {
    expect(readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(300);
  });

  it('links only to files and headings that exist in the repository', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue; // http:, mailto:
        const [linked = '', anchor] = target!.split('#');
        const resolved =
          linked === ''
            ? path.join(PROJECT_ROOT, file)
            : path.resolve(path.dirname(path.join(PROJECT_ROOT, file)), linked);
        // The docs stand on their own: nothing outside a clone of the repository.
        if (!resolved.startsWith(PROJECT_ROOT) || !existsSync(resolved)) broken.push(`${file}: ${target}`);
        else if (anchor && resolved.endsWith('.md') && existsSync(resolved)) {
          const headings = [...readFileSync(resolved, 'utf8').matchAll(/^#+ (.+)$/gm)].map(([, heading]) =>
            anchorOf(heading!),
          );
          if (!headings.includes(anchor)) broken.push(`${file}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
