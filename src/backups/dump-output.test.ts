import { expect } from 'expect';
import fc from 'fast-check';
import { describe, it } from 'node:test';
import { DumpOutput } from './dump-output.js';

const KEY = 'a3'.repeat(32);
const RESTRICT = `\\restrict ${KEY}\n`;
const UNRESTRICT = `\\unrestrict ${KEY}\n`;

/** What the output must be: `text` without the lines that are exactly a fence. */
const unfenced = (text: string) =>
  text
    .split(/(?<=\n)/)
    .filter((line) => line !== RESTRICT && line !== UNRESTRICT)
    .join('');

/** `text` through a DumpOutput of `size` bytes, pushed in the pieces that start at `cuts`. */
function through(text: string, size: number, cuts: number[]): { out: string; largestWrite: number } {
  const bytes = Buffer.from(text);
  const written: Buffer[] = [];
  const output = new DumpOutput(KEY, (chunk) => written.push(Buffer.from(chunk)), size);
  const starts = [0, ...cuts.filter((cut) => cut > 0 && cut < bytes.length).sort((a, b) => a - b), bytes.length];
  for (let i = 1; i < starts.length; i++) output.push(bytes.subarray(starts[i - 1], starts[i]));
  output.end();
  return { out: Buffer.concat(written).toString(), largestWrite: Math.max(0, ...written.map((chunk) => chunk.length)) };
}

// Fences where pg_dump writes them, and lines that only look like one: not at a line's start,
// another key, no line end, a longer line, and a fence right after a dropped one.
const DUMP = [
  '--\n-- PostgreSQL database dump\n--\n\n',
  RESTRICT,
  '\n-- Dumped from database version 17.5 — «ünïcode»\n',
  `INSERT INTO t VALUES ('x${RESTRICT}');\n`,
  `\\restrict ${'b4'.repeat(32)}\n`,
  `${RESTRICT.trimEnd()} and more\n`,
  `\\unrestrict ${KEY.slice(1)}\n`,
  '\n--\n-- PostgreSQL database dump complete\n--\n\n',
  UNRESTRICT,
  RESTRICT,
  `${UNRESTRICT.trimEnd()}`,
].join('');

describe("pg_dump's output leaving the embedded dump program (D21)", () => {
  it('drops exactly the fence lines, wherever the buffer fills and the pieces are cut', () => {
    const expected = unfenced(DUMP);
    // Two `\restrict` lines and one `\unrestrict` line are fences; the others only look like one.
    expect(expected.length).toBe(DUMP.length - 2 * RESTRICT.length - UNRESTRICT.length);
    const smallest = UNRESTRICT.length;
    // Every size from the smallest buffer past the dump's own length puts the ends of the buffer at
    // every offset of each line; every cut splits the pieces there as well.
    for (let size = smallest; size <= Buffer.byteLength(DUMP) + 1; size += 1) {
      for (let cut = 0; cut <= Buffer.byteLength(DUMP); cut += size < smallest + 4 ? 1 : 37) {
        const { out, largestWrite } = through(DUMP, size, [cut]);
        expect(out).toBe(expected);
        expect(largestWrite).toBeLessThanOrEqual(size);
      }
    }
  });

  it('drops them in any text cut anywhere (property)', () => {
    const line = fc.oneof(
      fc.constantFrom(RESTRICT, UNRESTRICT, RESTRICT.trimEnd(), `x${RESTRICT}`, '\n'),
      fc.string({ unit: 'grapheme', maxLength: 30 }).map((text) => `${text}\n`),
      fc.string({ unit: fc.constantFrom('\\', 'r', 'e', 's', 't', 'i', 'c', 'u', 'n', ' ', '\n'), maxLength: 20 }),
    );
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.integer({ min: UNRESTRICT.length, max: 300 }),
        fc.array(fc.nat({ max: 2000 }), { maxLength: 20 }),
        (lines, size, cuts) => {
          const text = lines.join('');
          expect(through(text, size, cuts).out).toBe(unfenced(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a buffer too small for a fence line', () => {
    expect(() => new DumpOutput(KEY, () => undefined, UNRESTRICT.length - 1)).toThrow(RangeError);
  });
});
