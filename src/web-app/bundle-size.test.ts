import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from 'expect';
import { describe, it } from 'node:test';
import { WEB_APP_BUILD } from './routes.js';

/** D17: the JavaScript a first visit loads, gzip-compressed, at most this many bytes. */
const INITIAL_JAVASCRIPT_BUDGET = 200 * 1024;

/** Loaded when first used (D20), never on a first visit: each must stay a chunk of its own. */
const LOADED_WHEN_USED = [
  'src/screens/issues/MarkdownEditor.tsx',
  'src/screens/board/Board.tsx',
  'src/screens/reports/Reports.tsx',
  'src/screens/reports/BarChart.tsx',
];

/** The property Chart.js keeps its listeners under: found in the built code wherever Chart.js is. */
const CHART_JS_MARK = '_chartjs';

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

async function readManifest(): Promise<Record<string, Chunk>> {
  return JSON.parse(await readFile(path.join(WEB_APP_BUILD, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
}

/** The entry and what it imports statically; screens loaded on navigation come later. */
function initialChunks(manifest: Record<string, Chunk>): Set<string> {
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit('index.html');
  return initial;
}

describe('the web app build', () => {
  it(`loads at most ${INITIAL_JAVASCRIPT_BUDGET / 1024} KB of JavaScript (gzip) on a first visit`, async () => {
    const manifest = await readManifest();
    expect(Object.keys(manifest).filter((key) => manifest[key]!.isEntry)).toEqual(['index.html']);
    const initial = initialChunks(manifest);
    let bytes = 0;
    for (const key of initial) {
      bytes += gzipSync(await readFile(path.join(WEB_APP_BUILD, manifest[key]!.file))).length;
    }
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET);
  });

  it('loads the Markdown editor, the board and the reports only when first used', async () => {
    const manifest = await readManifest();
    const initial = initialChunks(manifest);
    for (const module of LOADED_WHEN_USED) {
      expect({ module, lazy: manifest[module]?.isDynamicEntry === true && !initial.has(module) }).toEqual({
        module,
        lazy: true,
      });
    }
  });

  it('keeps Chart.js in the chunk of the reports chart alone (D18)', async () => {
    const manifest = await readManifest();
    const withChartJs: string[] = [];
    for (const [key, chunk] of Object.entries(manifest)) {
      if ((await readFile(path.join(WEB_APP_BUILD, chunk.file), 'utf8')).includes(CHART_JS_MARK)) withChartJs.push(key);
    }
    expect(withChartJs).toEqual(['src/screens/reports/BarChart.tsx']);
  });
});
