import { execFileSync } from 'node:child_process';
import { expect } from 'expect';
import { describe, it } from 'node:test';
import { npmStartFlags } from '../testing/process.js';

const MIB = 1024 * 1024;

/**
 * The young generation V8 reserves under `npm start`'s flags (three semi-spaces): the whole heap
 * limit less the old generation's (`--max-old-space-size`).
 */
function heapUnderNpmStart(): { oldMib: number; youngMib: number } {
  const flags = npmStartFlags();
  const oldMib = Number(flags.find((flag) => flag.startsWith('--max-old-space-size='))?.split('=')[1]);
  const limit = Number(
    execFileSync(process.execPath, [...flags, '-p', "require('node:v8').getHeapStatistics().heap_size_limit"]),
  );
  return { oldMib, youngMib: limit / MIB - oldMib };
}

/**
 * docs/performance.md, issue 58: Node 24 reserves 192 MiB for the young generation (64 MiB
 * semi-spaces). V8 starts a full collection whenever the old generation has less room left than
 * the young one could promote, so with a 192 MiB old generation and 60 MiB of live objects every
 * collection became a full one, and a warm service lost more than half its throughput. npm start's
 * 16 MiB semi-spaces reserve 48 MiB.
 */
describe('the heap under npm start', () => {
  it('has an old generation limit', () => {
    expect(heapUnderNpmStart().oldMib).toBeGreaterThan(0);
  });

  it('keeps the young generation at most a third of the old one', () => {
    const { oldMib, youngMib } = heapUnderNpmStart();
    expect(youngMib).toBeLessThanOrEqual(oldMib / 3);
  });
});
