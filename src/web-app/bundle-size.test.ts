import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from 'expect';
import { describe, it } from 'node:test';
import { WEB_APP_BUILD } from './routes.js';

/** D17: the JavaScript a first visit loads, gzip-compressed, at most this many bytes. */
const INITIAL_JAVASCRIPT_BUDGET = 200 * 1024;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

describe('the web app build', () => {
  it(`loads at most ${INITIAL_JAVASCRIPT_BUDGET / 1024} KB of JavaScript (gzip) on a first visit`, async () => {
    const manifest = JSON.parse(await readFile(path.join(WEB_APP_BUILD, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    // The entry and what it imports statically; screens loaded on navigation come later.
    const initial = new Set<string>();
    const visit = (key: string) => {
      if (initial.has(key)) return;
      initial.add(key);
      for (const imported of manifest[key]!.imports ?? []) visit(imported);
    };
    const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    expect(entries).toEqual(['index.html']);
    entries.forEach(visit);
    let bytes = 0;
    for (const key of initial) {
      bytes += gzipSync(await readFile(path.join(WEB_APP_BUILD, manifest[key]!.file))).length;
    }
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET);
  });
});
