import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

const FIRST_RUN_WITHIN_MS = 1_000;

/**
 * A background task that runs `step` when poked, and every `intervalMs` in any case (for work other
 * processes left, or that a crash interrupted). Runs never overlap: a poke during a run makes one
 * more run after it. `step` answers whether it left work undone (a full batch), to run again at once.
 * A failing run (the database away) is logged and retried at the next interval, not in a tight loop.
 * `pauseMs` spaces runs: a run starts at least that long after the previous one ended, so that
 * under a stream of pokes each run takes the work of several (one run per write response would
 * cost more than the write); a poke within the pause runs once it is over.
 */
export class WorkerLoop {
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;
  #timer: NodeJS.Timeout | null = null;
  /** Whether the last run failed: an outage is logged once as a warning, not at every retry. */
  #failing = false;
  /** When the last run ended (performance.now()), for the pause before the next. */
  #lastEnd = -Infinity;
  /** Whether the timer is the end of a pause (a poke waits for it), not the interval. */
  #paused = false;

  constructor(
    private readonly name: string,
    private readonly step: () => Promise<boolean>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
    private readonly pauseMs = 0,
  ) {}

  /**
   * Runs at once when poked and otherwise within `intervalMs`, at most a second after the start:
   * the first runs would otherwise take the store's turns while the service starts to listen.
   */
  start(): void {
    this.#stopped = false;
    this.#timer = setTimeout(() => this.poke(), Math.min(this.intervalMs, FIRST_RUN_WITHIN_MS));
    this.#timer.unref();
  }

  poke(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    const pauseLeft = this.#lastEnd + this.pauseMs - performance.now();
    if (pauseLeft > 0) {
      if (!this.#paused) this.#wake(pauseLeft, true);
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#paused = false;
    this.#running = this.#run().finally(() => {
      this.#running = null;
      this.#lastEnd = performance.now();
      if (!this.#stopped) this.#wake(this.intervalMs, false);
    });
  }

  #wake(afterMs: number, paused: boolean): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#paused = paused;
    this.#timer = setTimeout(() => {
      this.#paused = false;
      this.poke();
    }, afterMs);
    this.#timer.unref();
  }

  /** Resolves once the run in progress, if any, has ended; no run starts after. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }

  async #run(): Promise<void> {
    do {
      this.#again = false;
      try {
        if (await this.step()) this.#again = true;
        if (this.#failing) this.log.info({ worker: this.name }, 'event worker recovered');
        this.#failing = false;
      } catch (error) {
        const level = this.#failing ? 'debug' : 'warn';
        this.log[level]({ err: error, worker: this.name }, 'event worker run failed; retrying at its interval');
        this.#failing = true;
        return;
      }
      if (this.#again && this.pauseMs > 0) await sleep(this.pauseMs);
    } while (this.#again && !this.#stopped);
  }
}
