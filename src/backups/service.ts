import { PassThrough, type Readable } from 'node:stream';
import { HttpError } from '../platform/http/errors.js';
import type { LongDownloadLimits } from '../platform/http/exports.js';
import { type DumpSource, type RunningDump, startDump } from './dump.js';

export const BACKUP_RUNNING = 'A backup is being written already; try again once it has finished.';

/** Raised into a backup's download that had to stop: its reader went away, stalled, or ran out of time. */
export class BackupCutOff extends Error {}

/**
 * GET /admin/backup's work (D21): one backup at a time per process, its dump written by another
 * process (dump.ts) and passed on as the reader takes it. A reader that stalls for `stallMs`, or a
 * download past `maxMs`, is cut off: the dump program is stopped and its snapshot deleted.
 */
export class Backups {
  #running = false;

  constructor(
    private readonly source: DumpSource,
    private readonly limits: LongDownloadLimits,
  ) {}

  /**
   * Starts a backup; resolves with its stream once the dump's first bytes are there (a dump that
   * fails before that rejects, and the route answers with the error object), 409 while another runs.
   */
  async start(): Promise<Readable> {
    if (this.#running) throw new HttpError(409, BACKUP_RUNNING);
    this.#running = true;
    let dump: RunningDump;
    try {
      dump = await startDump(this.source);
    } catch (error) {
      this.#running = false;
      throw error;
    }
    const out = new PassThrough();
    let stall: NodeJS.Timeout | undefined;
    const cutOff = (why: string) => {
      dump.stop();
      out.destroy(new BackupCutOff(why));
    };
    const deadline = setTimeout(
      () => cutOff(`The backup did not end within ${this.limits.maxMs} ms.`),
      this.limits.maxMs,
    );
    let started: () => void = () => undefined;
    const firstBytes = new Promise<void>((resolve, reject) => {
      started = resolve;
      dump.finished.then(resolve, reject);
    });
    dump.output.on('data', (chunk: Buffer) => {
      started();
      if (out.destroyed || out.write(chunk)) return;
      dump.output.pause();
      stall = setTimeout(
        () => cutOff(`The reader took nothing for ${this.limits.stallMs} ms: the backup was cut off.`),
        this.limits.stallMs,
      );
      out.once('drain', () => {
        clearTimeout(stall);
        dump.output.resume();
      });
    });
    dump.finished.then(
      () => out.end(),
      (error: Error) => out.destroy(error),
    );
    // The reader went away (or the download was cut off): stop the dump; once it has exited and its
    // snapshot is deleted, the next backup may start.
    out.once('close', () => {
      clearTimeout(deadline);
      clearTimeout(stall);
      if (!out.writableFinished) dump.stop();
      void dump.finished.catch(() => undefined).finally(() => (this.#running = false));
    });
    // Whoever reads the stream learns of its end by `close`; an error must not go unheard meanwhile.
    out.on('error', () => undefined);
    await firstBytes;
    return out;
  }
}
