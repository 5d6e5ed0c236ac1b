/**
 * What the senders of the outbox (webhook deliveries, notification mail) share: items claimed from
 * the database are sent without the run that claimed them waiting for them, up to `maxInFlight` at
 * once per process, so a slow receiver holds only its own items, never the next claim. Each run
 * records, in one statement, every attempt that ended since the last run, then claims as many due
 * items as there is room for; each send's end calls `wake` for the run that records it.
 */
export abstract class InFlightSender<Claimed, Finished> {
  readonly #sending = new Set<Promise<void>>();
  #finished: Finished[] = [];

  constructor(
    private readonly maxInFlight: number,
    private readonly wake: () => void,
  ) {}

  /** Claims (and leases) up to `limit` due items, with what sending them needs. */
  protected abstract claim(limit: number): Promise<Claimed[]>;
  /** Records attempts that ended, in one statement; on failure, they are kept for the next run. */
  protected abstract record(finished: Finished[]): Promise<void>;
  /** Sends one item and says how it went; never rejects. */
  protected abstract attempt(item: Claimed): Promise<Finished>;

  /** How many more items this process would send at once now. */
  get room(): number {
    return Math.max(0, this.maxInFlight - this.#sending.size);
  }

  /** One run: the ended attempts recorded, and due items claimed and sent. Answers whether more may be due. */
  async sendDue(): Promise<boolean> {
    const room = this.room;
    const claimed = await this.#recordAndClaim(room);
    this.send(claimed);
    return room > 0 && claimed.length === room;
  }

  /** Sends items leased to this process elsewhere (by the statement that queued them). */
  send(claimed: Claimed[]): void {
    for (const item of claimed) {
      const sending = this.attempt(item).then((finished) => {
        this.#finished.push(finished);
        this.#sending.delete(sending);
        this.wake();
      });
      this.#sending.add(sending);
    }
  }

  /** Waits for the sends in flight and records them; claims nothing more. */
  async close(): Promise<void> {
    await Promise.all(this.#sending);
    await this.#recordAndClaim(0);
  }

  async #recordAndClaim(room: number): Promise<Claimed[]> {
    await this.#record();
    return room > 0 ? this.claim(room) : [];
  }

  async #record(): Promise<void> {
    const finished = this.#finished;
    if (finished.length === 0) return;
    this.#finished = [];
    try {
      await this.record(finished);
    } catch (error) {
      // Kept for the next run: the statement changed nothing, and a later one records them.
      this.#finished = [...finished, ...this.#finished];
      throw error;
    }
  }
}
