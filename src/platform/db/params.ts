/** Collects the values of a statement as it is written: `${params.add(value)}` yields `$n`. */
export class Params {
  readonly values: unknown[];

  constructor(initial: readonly unknown[] = []) {
    this.values = [...initial];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
