import { type Reference, referencedId } from '../http/schemas.js';
import { type Check, type ReferenceTarget, singleReferenceCheck } from './checks.js';
import type { HttpError } from '../http/errors.js';

/** Where one input attribute is stored. */
export interface Attribute<C extends string> {
  column: C;
  /** The value names a row: sent as an id or `{id}`, stored as the id, checked against `target` if given. */
  reference?: { target?: ReferenceTarget };
}

/**
 * The attributes of a feature's input and their columns: which were sent, the value each stores,
 * and the reference checks they need. Issues, test executions, activities and reference data all
 * map their inputs with it.
 */
export class AttributeColumns<Name extends string, C extends string, A extends Attribute<C> = Attribute<C>> {
  readonly names: Name[];

  constructor(readonly map: Record<Name, A>) {
    this.names = Object.keys(map) as Name[];
  }

  /** The attributes among `among` that `input` sends (a value, or null to clear). */
  sent(input: Partial<Record<Name, unknown>>, among: readonly Name[] = this.names): Name[] {
    return among.filter((name) => input[name] !== undefined);
  }

  /** The value stored for an attribute; null when it is not sent. */
  storedValue(input: Partial<Record<Name, unknown>>, name: Name): unknown {
    const value = input[name] ?? null;
    return this.map[name].reference ? referencedId(value as Reference | null) : value;
  }

  /** The stored value of every attribute, by name: parameters of statements that write them. */
  storedValues(input: Partial<Record<Name, unknown>>): Record<Name, unknown> {
    return Object.fromEntries(this.names.map((name) => [name, this.storedValue(input, name)])) as Record<Name, unknown>;
  }

  /** Column and stored value of each attribute `input` sends among `among`. */
  columnValues(
    input: Partial<Record<Name, unknown>>,
    among: readonly Name[] = this.names,
  ): Partial<Record<C, unknown>> {
    return Object.fromEntries(
      this.sent(input, among).map((name) => [this.map[name].column, this.storedValue(input, name)]),
    ) as Partial<Record<C, unknown>>;
  }

  /**
   * A check per attribute among `among` that names a table, in that order: its stored value, a
   * statement parameter by the attribute's name, must name an existing row (unless it is NULL).
   */
  referenceChecks<P extends { tenantId: string } & Partial<Record<Name, unknown>>>(
    among: readonly Name[] = this.names,
    refuse?: (thing: string, id: number) => HttpError,
  ): Check<P>[] {
    return among.flatMap((name) => {
      const target = this.map[name].reference?.target;
      return target ? [singleReferenceCheck<P>(target, (p) => p[name], refuse)] : [];
    });
  }
}
