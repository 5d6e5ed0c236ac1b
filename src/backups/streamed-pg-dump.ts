/**
 * PGlite's pg_dump with its output streamed as pg_dump writes it (issue 57).
 *
 * Why: pglite-tools' `pgDump` makes pg_dump write the dump to a file in the memory of its
 * Emscripten module (`-f /tmp/out.sql`), then reads that file into a string, removes the
 * `\restrict` lines and copies the rest into a File: five or six copies of the dump at once. It has
 * no way to stream, so pg_dump's writes to that file are taken where they leave the WebAssembly
 * module: `WebAssembly.instantiate` is wrapped for the next module that looks like pg_dump's (by
 * its imports), and that module's file calls for /tmp/out.sql go to a DumpOutput instead.
 *
 * What it depends on, as of @electric-sql/pglite-tools 0.4.8 (pinned in package.json for this):
 * the wrapper's file is /tmp/out.sql; Emscripten's glue instantiates pg_dump's module with
 * `WebAssembly.instantiate(bytes, imports)` once `pgDump` is called, with imports whose `env` holds
 * the module's memory, `__syscall_openat` (opens a file: path as a C string) and `fd_write` and
 * `fd_close` (WASI's), which the module imports from `wasi_snapshot_preview1`, the same object in
 * that glue. PGlite's own module imports the same names, so the wrapper is installed after PGlite
 * started, and removed as soon as it has matched.
 *
 * Fallback: if pg_dump never opened /tmp/out.sql through the wrapper (a new version of the package),
 * the File `pgDump` answers is written whole, as before this existed: the same dump, held in
 * memory. embedded-dump.test.ts fails then, so an upgrade that breaks this is noticed.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { DumpOutput } from './dump-output.js';

const DUMP_FILE = '/tmp/out.sql';

type Syscall = (...args: number[]) => number;
type SyscallName = '__syscall_openat' | 'fd_write' | 'fd_close';
type Namespace = Record<string, unknown>;
type Imports = Record<string, Namespace | undefined>;
interface Memory {
  readonly buffer: ArrayBuffer;
}
/** The little of the WebAssembly API this uses, which the project's TypeScript libraries do not declare. */
const webAssembly = (
  globalThis as unknown as {
    WebAssembly: {
      instantiate: (source: unknown, imports?: Imports) => unknown;
      Memory: abstract new (...args: never[]) => Memory;
    };
  }
).WebAssembly;

/**
 * Dumps `pg` with pg_dump's `args`, passing the dump to `write` as it is made (a view of a buffer
 * that is reused: `write` must take it at once). Answers how: 'streamed', or 'whole' (the fallback).
 */
export async function streamPgDump(
  pg: PGlite,
  args: string[],
  write: (bytes: Uint8Array) => void,
): Promise<'streamed' | 'whole'> {
  // A key of our own rather than pg_dump's random one: the fence lines are then known before they come.
  const restrictKey = randomBytes(32).toString('hex');
  const output = new DumpOutput(restrictKey, write);
  let streamed = false;
  const instantiate = webAssembly.instantiate;
  webAssembly.instantiate = (source, imports) => {
    if (imports && looksLikePgDump(imports.env)) {
      webAssembly.instantiate = instantiate;
      redirect(imports, output, () => (streamed = true));
    }
    return instantiate.call(webAssembly, source, imports);
  };
  let file: File;
  try {
    file = await pgDump({ pg, args: [...args, `--restrict-key=${restrictKey}`] });
  } finally {
    webAssembly.instantiate = instantiate;
  }
  if (!streamed) {
    write(new Uint8Array(await file.arrayBuffer()));
    return 'whole';
  }
  output.end();
  return 'streamed';
}

function looksLikePgDump(env: Namespace | undefined): boolean {
  return (
    env?.memory instanceof webAssembly.Memory &&
    typeof env.__syscall_openat === 'function' &&
    typeof env.fd_write === 'function' &&
    typeof env.fd_close === 'function'
  );
}

/** Replaces the module's file calls so that what it writes to DUMP_FILE goes to `output`. */
function redirect(imports: Imports, output: DumpOutput, opened: () => void): void {
  const env = imports.env!;
  const memory = env.memory as Memory;
  const original = (name: SyscallName) => env[name] as Syscall;
  const [openat, fdWrite, fdClose] = [original('__syscall_openat'), original('fd_write'), original('fd_close')];
  let dumpFd = -1;
  const replacements: Record<SyscallName, Syscall> = {
    __syscall_openat(dirFd: number, path: number, flags: number, varargs: number) {
      const fd = openat(dirFd, path, flags, varargs);
      if (fd >= 0 && cString(memory, path >>> 0) === DUMP_FILE) {
        dumpFd = fd;
        opened();
      }
      return fd;
    },
    // WASI's fd_write: `count` iovecs (a pointer and a length, 32 bits each, little-endian) at
    // `iovs`; the bytes written go to `written`, and 0 (no error) is answered.
    fd_write(fd: number, iovs: number, count: number, written: number) {
      if (fd !== dumpFd) return fdWrite(fd, iovs, count, written);
      const view = new DataView(memory.buffer);
      let total = 0;
      for (let i = 0; i < count; i++) {
        const at = view.getUint32((iovs >>> 0) + 8 * i, true);
        const length = view.getUint32((iovs >>> 0) + 8 * i + 4, true);
        output.push(new Uint8Array(memory.buffer, at, length));
        total += length;
      }
      view.setUint32(written >>> 0, total, true);
      return 0;
    },
    fd_close(fd: number) {
      if (fd === dumpFd) dumpFd = -1;
      return fdClose(fd);
    },
  };
  // The module imports fd_write and fd_close from wasi_snapshot_preview1: the same object as env in
  // Emscripten's glue today, and replaced in either.
  for (const namespace of new Set([imports.env, imports.wasi_snapshot_preview1])) {
    if (!namespace) continue;
    for (const [name, replacement] of Object.entries(replacements))
      if (name in namespace) namespace[name] = replacement;
  }
}

/** The NUL-terminated UTF-8 string at `at` in `memory`. */
function cString(memory: Memory, at: number): string {
  const bytes = new Uint8Array(memory.buffer, at);
  return Buffer.from(bytes.buffer, at, bytes.indexOf(0)).toString();
}
