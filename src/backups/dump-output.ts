/**
 * pg_dump's output on its way out of the embedded store's dump program (embedded-dump.ts): copied
 * into a buffer of fixed size and written a buffer at a time, so the program's memory does not grow
 * with the dump, and without the two lines `\restrict KEY` and `\unrestrict KEY` that pg_dump fences
 * a plain-text dump with. pglite-tools' wrapper drops them too, so the dump stays what it was (and
 * psql releases before 17.6, 16.10 and 15.14 do not know them). KEY is the one pg_dump was given
 * with `--restrict-key`: random, so no line of the data is taken for a fence.
 */
export class DumpOutput {
  readonly #buffer: Buffer;
  #length = 0;
  readonly #fences: Buffer[];
  /** A fence that starts in the last bytes of a full buffer ends in the next one: those bytes wait. */
  readonly #holdBack: number;
  /** Whether the byte before the buffer's first ended a line (or there was none): a fence may start there. */
  #atLineStart = true;

  /** `write` must take the bytes before it returns: they are a view of the buffer, which is reused. */
  constructor(
    restrictKey: string,
    private readonly write: (bytes: Uint8Array) => void,
    size = 64 * 1024,
  ) {
    this.#fences = [`\\restrict ${restrictKey}\n`, `\\unrestrict ${restrictKey}\n`].map((line) => Buffer.from(line));
    this.#holdBack = Math.max(...this.#fences.map((fence) => fence.length)) - 1;
    if (size <= this.#holdBack) throw new RangeError(`A buffer of ${size} bytes cannot hold a whole fence line.`);
    this.#buffer = Buffer.allocUnsafe(size);
  }

  /** Takes a copy of `bytes`, writing the buffer whenever it fills. */
  push(bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length;) {
      const taken = Math.min(bytes.length - at, this.#buffer.length - this.#length);
      this.#buffer.set(bytes.subarray(at, at + taken), this.#length);
      this.#length += taken;
      at += taken;
      if (this.#length === this.#buffer.length) this.#flush(false);
    }
  }

  /** Writes what is left: the dump ended. */
  end(): void {
    this.#flush(true);
  }

  #flush(last: boolean): void {
    const held = this.#buffer.subarray(0, this.#length);
    let from = 0;
    for (let fence = this.#nextFence(held, 0); fence; fence = this.#nextFence(held, from)) {
      this.#emit(held, from, fence.at);
      from = fence.at + fence.length;
    }
    const end = last ? held.length : Math.max(from, held.length - this.#holdBack);
    this.#emit(held, from, end);
    if (end > 0) this.#atLineStart = held[end - 1] === 0x0a;
    this.#buffer.copyWithin(0, end, this.#length);
    this.#length -= end;
  }

  /** The first fence in `held` from `from` on that starts a line. */
  #nextFence(held: Buffer, from: number): { at: number; length: number } | undefined {
    let first: { at: number; length: number } | undefined;
    for (const fence of this.#fences) {
      let at = held.indexOf(fence, from);
      while (at !== -1 && !(at === 0 ? this.#atLineStart : held[at - 1] === 0x0a)) at = held.indexOf(fence, at + 1);
      if (at !== -1 && (!first || at < first.at)) first = { at, length: fence.length };
    }
    return first;
  }

  #emit(held: Buffer, from: number, to: number): void {
    if (to > from) this.write(held.subarray(from, to));
  }
}
