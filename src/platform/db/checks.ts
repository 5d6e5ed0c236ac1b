import { type Expression, type RawBuilder, sql, type SqlBool } from 'kysely';
import { type HttpError, notFound } from '../http/errors.js';
import type { Sql } from './database.js';
import { Statement } from './query.js';
import type { DB } from './tables.generated.js';

/**
 * One rule a write must meet. `problem` is SQL that is NULL while the rule holds and otherwise an
 * integer that says what breaks it (the missing id, or 0); `refuse` turns it into the contract's error.
 * A write's checks are one ordered list: the database evaluates them in order, refuses the write at
 * the first problem, and the service names that one problem. Nothing replays them in JavaScript.
 */
export interface Check<P> {
  problem: (p: P) => Expression<number | null>;
  refuse: (detail: number, p: P) => HttpError;
}

/** The first problem of `checks` as `[index, detail]`, NULL when every check holds. */
export type Problem = [number, number] | null;

/**
 * SQL for the first problem among `checks`, in their order: a CASE, so that PostgreSQL stops at the
 * first check that fails (only that one is evaluated twice) and no check needs a subquery of its own.
 */
export function firstProblem<P>(checks: readonly Check<P>[], p: P): RawBuilder<Problem> {
  if (checks.length === 0) return sql<Problem>`NULL::json`;
  const branches = checks.map((check, index) => {
    const problem = check.problem(p);
    return sql`WHEN (${problem}) IS NOT NULL THEN json_build_array(${sql.lit(index)}, (${problem})::int)`;
  });
  return sql<Problem>`CASE ${sql.join(branches, sql` `)} END`;
}

/** Throws the error of the problem `firstProblem` found, if any. */
export function refuseProblem<P>(checks: readonly Check<P>[], p: P, problem: Problem): void {
  if (problem) throw checks[problem[0]]!.refuse(problem[1], p);
}

/** A rule that holds when `holds` is true (NULL breaks it); its problem names nothing (detail 0). */
export const rule = <P>(holds: (p: P) => Expression<SqlBool>, refuse: (p: P) => HttpError): Check<P> => ({
  problem: (p) => sql<number | null>`CASE WHEN (${holds(p)}) IS NOT TRUE THEN 0 END`,
  refuse: (_, p) => refuse(p),
});

/** A tenant's table whose ids a field names, and the word for one row in messages. */
export interface ReferenceTarget {
  table: keyof DB;
  thing: string;
}

/** The ids of an int[] parameter. */
export const idArray = (ids: unknown) => sql<number[]>`${ids}::int[]`;

/**
 * The ids `ids` gives must name rows of `target` in tenant `p.tenantId`; the problem is the first
 * that does not. `refuse` words it: 404 `<thing> with id <id> was not found.` unless a feature says
 * otherwise (activities answer 400, D4).
 */
export const referenceCheck = <P extends { tenantId: string }>(
  target: ReferenceTarget,
  ids: (p: P) => Expression<number[] | null>,
  refuse: (thing: string, id: number) => HttpError = notFound,
): Check<P> => ({
  problem: (p) =>
    sql<number | null>`(SELECT x.id FROM unnest(${ids(p)}) WITH ORDINALITY AS x(id, n)
      WHERE x.id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ${sql.table(target.table)} r WHERE r.tenant_id = ${p.tenantId} AND r.id = x.id)
      ORDER BY x.n LIMIT 1)`,
  refuse: (id) => refuse(target.thing, id),
});

/** The same for one id, which may be NULL (nothing to check): one index look-up, no subquery to set up. */
export const singleReferenceCheck = <P extends { tenantId: string }>(
  target: ReferenceTarget,
  id: (p: P) => unknown,
  refuse: (thing: string, id: number) => HttpError = notFound,
): Check<P> => ({
  problem: (p) =>
    sql<number | null>`CASE WHEN ${id(p)}::int IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${sql.table(target.table)} r
      WHERE r.tenant_id = ${p.tenantId} AND r.id = ${id(p)}::int) THEN ${id(p)}::int END`,
  refuse: (detail) => refuse(target.thing, detail),
});

/** A statement that evaluates `checks` alone, for writes that check before they change anything. */
export function checkStatement<P extends object>(checks: readonly Check<P>[]) {
  const statement = new Statement((p: P) => sql`SELECT ${firstProblem(checks, p)} AS problem`);
  return {
    async require(sql: Sql, p: P): Promise<void> {
      const [row] = await statement.run(sql, p);
      refuseProblem(checks, p, (row as { problem: Problem } | undefined)?.problem ?? null);
    },
  };
}
