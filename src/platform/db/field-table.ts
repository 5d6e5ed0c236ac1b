import Type, { type TOptional, type TSchema } from 'typebox';
import { type Expression, sql } from 'kysely';
import { utcMillis, utcSeconds } from './json.js';

/**
 * What the field tables of features share (src/issues/fields.ts, src/activities/fields.ts): one
 * entry per field of a response object, in the object's order, from which its schemas, its SQL and
 * its history derive.
 */

/** The object of the row a reference names, built by the database for the tenant. */
export type ObjectById = (tenant: Expression<string>, id: Expression<number | null>) => Expression<unknown>;

/** How an object shows a column when not as stored: a time, a date at midnight, text, or the object of the row it names. */
export type Shows = 'millis' | 'seconds' | 'midnight' | 'text' | ObjectById;

/** The names of the fields of table `F` whose entries extend `P`. */
export type FieldsWith<F, P> = { [K in keyof F]: F[K] extends P ? K : never }[keyof F];

/** The names of a field table, in its order. */
export const fieldNames = <F extends object>(fields: F) => Object.keys(fields) as Extract<keyof F, string>[];

/** The names of the fields that have `property`, in the table's order. */
export const fieldsWith = <F extends object>(fields: F, property: string) =>
  fieldNames(fields).filter((name) => property in (fields[name] as object));

/** The response schema's properties: the `output` of each field that has one, in the table's order. */
export const outputsOf = <F extends Record<string, object>>(fields: F) =>
  Object.fromEntries(
    fieldsWith(fields, 'output').map((name) => [name, (fields[name] as { output: TSchema }).output]),
  ) as {
    [K in FieldsWith<F, { output: TSchema }>]: F[K] extends { output: infer S } ? S : never;
  };

type InputOf<F, K extends keyof F> = F[K] extends { input: infer S extends TSchema } ? S : never;
type Created<F, C> = { [K in FieldsWith<F, { created: C }>]: InputOf<F, K> };

/** The attributes of a create's body: the required ones, and the optional ones. */
export const createInputsOf = <F extends Record<string, object>>(fields: F) =>
  Object.fromEntries(
    fieldsWith(fields, 'created').map((name) => {
      const { input, created } = fields[name] as { input?: TSchema; created?: 'required' | 'optional' };
      return [name, created === 'required' ? input! : Type.Optional(input!)];
    }),
  ) as Created<F, 'required'> & { [K in keyof Created<F, 'optional'>]: TOptional<Created<F, 'optional'>[K]> };

/** Stored column `stored` of a row of `tenant` as the object shows it. */
export function shownColumn(stored: Expression<unknown>, shows: Shows | undefined, tenant: Expression<string>) {
  if (shows === 'millis') return utcMillis(stored);
  if (shows === 'seconds') return utcSeconds(stored);
  if (shows === 'midnight') return sql<string>`to_char(${stored}, 'YYYY-MM-DD') || 'T00:00:00.000Z'`;
  if (shows === 'text') return sql<string>`${stored}::text`;
  return shows ? shows(tenant, stored as Expression<number | null>) : stored;
}

/**
 * `names`, when they are every one of `All`: an order that the compiler keeps complete, naming the
 * missing ones. `inOrder<All>()(['a', 'b'])`.
 */
export const inOrder =
  <All extends string>() =>
  <const L extends readonly All[]>(
    names: L & ([Exclude<All, L[number]>] extends [never] ? unknown : { missing: Exclude<All, L[number]> }),
  ): readonly All[] =>
    names;
