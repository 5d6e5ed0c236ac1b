import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { startPGlite } from '../platform/db/pglite.js';
import { copyOfMigratedStore } from '../testing/process.js';
import { DUMP_OPTIONS, startDump } from './dump.js';
import { streamPgDump } from './streamed-pg-dump.js';

/** What the dump program writes for the store at `dataDir` (as `npm run cli -- backup` runs it). */
async function dumpProgramOutput(dataDir: string): Promise<Buffer> {
  const dump = await startDump({ kind: 'pglite-directory', dataDir });
  const chunks: Buffer[] = [];
  dump.output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await dump.finished;
  return Buffer.concat(chunks);
}

/** Where two dumps first differ, with some text around it; undefined when they are the same bytes. */
function firstDifference(actual: Buffer, expected: Buffer) {
  if (actual.equals(expected)) return undefined;
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at += 1;
  const around = (bytes: Buffer) => bytes.subarray(Math.max(0, at - 80), at + 80).toString();
  return { at, actual: around(actual), expected: around(expected) };
}

describe("the embedded store's dump program streams pg_dump's output (D21, issue 57)", () => {
  let folder: string;
  let dataDir: string;
  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tracker-embedded-dump-'));
    dataDir = await copyOfMigratedStore(path.join(folder, 'store'));
    const pglite = await startPGlite({ dataDir });
    try {
      // Values that fill several of the output's 64 KB buffers, one row bigger than a buffer, text
      // in several scripts, and what pg_dump quotes.
      await pglite.exec(`
        CREATE TABLE dump_probe (id int PRIMARY KEY, body text);
        INSERT INTO dump_probe SELECT n, repeat('Zürich → 東京 ' || n, 1 + n % 40) FROM generate_series(1, 3000) n;
        INSERT INTO dump_probe VALUES (0, repeat(E'it''s a \\\\ back\\nslash; -- ', 10000));`);
    } finally {
      await pglite.close();
    }
  });
  after(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("writes the same bytes as pglite-tools' pgDump, without the \\restrict lines", async () => {
    const streamed = await dumpProgramOutput(dataDir);
    const pglite = await startPGlite({ dataDir });
    try {
      const whole = Buffer.from(await (await pgDump({ pg: pglite, args: DUMP_OPTIONS })).arrayBuffer());
      expect(whole.length).toBeGreaterThan(1_000_000);
      expect(firstDifference(streamed, whole)).toBeUndefined();
      // The program would write the same bytes by the fallback: that the hook took pg_dump's output
      // (and still does after an upgrade of pglite-tools) shows here.
      const chunks: Buffer[] = [];
      expect(await streamPgDump(pglite, DUMP_OPTIONS, (bytes) => chunks.push(Buffer.from(bytes)))).toBe('streamed');
      expect(firstDifference(Buffer.concat(chunks), whole)).toBeUndefined();
      expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(64 * 1024);
    } finally {
      await pglite.close();
    }
    const text = streamed.toString();
    expect(text).toMatch(/^--\n-- PostgreSQL database dump\n--\n/);
    expect(text).toMatch(/\n-- PostgreSQL database dump complete\n--\n+$/);
    expect(text).toContain('CREATE TABLE public.dump_probe (');
    expect(text).not.toMatch(/^\\(un)?restrict/m);
  });

  it('keeps a line of the data that starts like a fence, which pgDump would drop', async () => {
    const pglite = await startPGlite({ dataDir });
    try {
      await pglite.exec(
        `INSERT INTO dump_probe VALUES (-1, E'before\\n\\\\restrict 0123\\n\\\\unrestrict 0123\\nafter')`,
      );
    } finally {
      await pglite.close();
    }
    const text = (await dumpProgramOutput(dataDir)).toString();
    expect(text).toContain("(-1, 'before\n\\restrict 0123\n\\unrestrict 0123\nafter')");
  });
});
