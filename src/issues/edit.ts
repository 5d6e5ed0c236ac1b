import { sql as raw } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { type Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import { type Check, type Problem, firstProblem, refuseProblem } from '../platform/db/checks.js';
import { asStored, insertChanges, Tracking } from '../history/tracking.js';
import { ISSUES } from './history.js';
import { issueSnapshot, renderedIssueFields, shownIssueValue } from './sql.js';
import { issueRow } from './visibility.js';
import { type CheckParams } from './checks.js';
import {
  ATTRIBUTES,
  type Attribute,
  type Attributes,
  type IssueColumn,
  type StoredValues,
  type TrackedIssueField,
  UPDATED_FIELDS,
  column,
} from './fields.js';

/** The position of a priority of the tenant, which lists sort by: writes copy it onto the issue (0004, 0008). */
export const positionOf = (tenantId: string, priorityId: unknown) =>
  db
    .selectFrom('issue_priorities as pr')
    .select('pr.position')
    .where('pr.tenant_id', '=', tenantId)
    .where('pr.id', '=', raw<number>`${priorityId}`);

const finalOf = (tenantId: string, statusId: unknown) =>
  db
    .selectFrom('issue_statuses as s')
    .select('s.final')
    .where('s.tenant_id', '=', tenantId)
    .where('s.id', '=', raw<number>`${statusId}`);

export interface EditParams extends StoredValues {
  tenantId: string;
  userId: number;
  ids: number[];
  /** The attributes the request sends; the others keep their values. */
  sent: Attribute[];
}

/**
 * `column = CASE WHEN <sent> THEN <value> ELSE column END` for each of `attributes`, with the
 * priority's position when the priority is among them and the closing of D6 when the status is:
 * one statement text whatever a request sends, so that it is prepared once. `closed` follows the
 * status: moving to a final status closes the issue at that moment, also when it comes from another
 * final status; sending the status it already has keeps the closing time; a non-final status clears
 * both.
 */
function assignments(p: EditParams, attributes: readonly Attribute[]) {
  const isSent = (name: Attribute) => raw<boolean>`${raw.lit(name)} = ANY(${p.sent}::text[])`;
  const unlessSent = (name: Attribute, value: unknown, stored: IssueColumn) =>
    raw`CASE WHEN ${isSent(name)} THEN ${value} ELSE ${issueRow.ref(`i.${stored}`)} END`;
  const set: Record<string, unknown> = Object.fromEntries(
    attributes.map((name) => [column(name), unlessSent(name, p[name], column(name))]),
  );
  if (attributes.includes('priorityId')) {
    set.priority_position = unlessSent('priorityId', positionOf(p.tenantId, p.priorityId), 'priority_position');
  }
  if (attributes.includes('statusId')) {
    const final = finalOf(p.tenantId, p.statusId);
    set.closed = unlessSent('statusId', final, 'closed');
    const closedAt = issueRow.ref('i.closed_at');
    set.closed_at = raw`CASE WHEN NOT ${isSent('statusId')} THEN ${closedAt} WHEN NOT ${final} THEN NULL
      WHEN ${issueRow.ref('i.status_id')} = ${p.statusId} THEN coalesce(${closedAt}, now()) ELSE now() END`;
  }
  return set;
}

/**
 * The UPDATE of `attributes` of the tenant's issues, as the sent ones say, when the statement's `known`
 * CTE found no problem; the caller becomes their last updator.
 */
export const updateWhenKnownHolds = (p: EditParams, attributes: readonly Attribute[]) =>
  db
    .updateTable('issues as i')
    .set({ ...assignments(p, attributes), updated_at: raw`now()`, last_updator_id: p.userId })
    .where('i.tenant_id', '=', p.tenantId)
    .where(raw<boolean>`(SELECT problem FROM known) IS NULL`);

/** What an edit statement answers: its first problem, and entries left to record (see editIssues). */
interface EditedRow {
  problem: Problem;
  rendered?: { id: number; snapshot: unknown }[] | null;
}

/**
 * Edits `attributes` of the issues `ids`, as the sent ones say, when every check of `checks` holds;
 * the caller becomes their last updator. Returns the first problem, if any (and then edits nothing).
 * With `recorded`, the same statement records the history entry of each issue whose `recorded`
 * fields changed (D8), comparing them as they were when the statement began with the updated rows:
 * no snapshot in the lock and no statement of its own, which cost PUT /issues/{id} a third of its rate.
 */
export const editIssues = (
  attributes: readonly Attribute[],
  checks: readonly Check<CheckParams>[],
  recorded: readonly TrackedIssueField[] | null = null,
) =>
  new Statement((p: EditParams & CheckParams) => {
    const known = db.selectNoFrom(firstProblem(checks, p).as('problem'));
    const update = updateWhenKnownHolds(p, attributes).where('i.id', '=', raw<number>`any(${p.ids}::int[])`);
    if (!recorded) {
      return raw<EditedRow>`WITH known AS (${known}), edited AS (${update.returning('i.id')})
        SELECT known.problem FROM known`;
    }
    const before = db
      .selectFrom('issues as i')
      .select(['i.id', issueSnapshot(recorded).as('snapshot')])
      .where('i.tenant_id', '=', p.tenantId)
      .where('i.id', '=', raw<number>`any(${p.ids}::int[])`);
    const edited = update.returning(['i.tenant_id', 'i.id', issueSnapshot(recorded).as('snapshot')]);
    // Rendering reference objects costs every run the set-up of their subqueries, so this statement
    // records only entries whose changed fields show their stored values; it hands the others back.
    const entries = insertChanges(
      ISSUES,
      recorded,
      asStored,
      { authorId: p.userId, action: 'updated' },
      raw`(SELECT id, before AS snapshot FROM compared WHERE NOT rendered)`,
      raw`(SELECT tenant_id, id, after AS snapshot FROM compared WHERE NOT rendered)`,
    );
    return raw<EditedRow>`WITH known AS (${known}),
        before AS (${before}), edited AS (${edited}),
        compared AS (
          SELECT edited.tenant_id, edited.id, before.snapshot AS before, edited.snapshot AS after,
            EXISTS (SELECT 1 FROM unnest(${renderedIssueFields(recorded)}::text[]) AS field(name)
                    WHERE (before.snapshot -> field.name) IS DISTINCT FROM (edited.snapshot -> field.name)) AS rendered
          FROM edited JOIN before ON before.id = edited.id),
        recorded AS (${entries})
      SELECT known.problem,
        (SELECT jsonb_agg(jsonb_build_object('id', id, 'snapshot', before)) FROM compared WHERE rendered) AS rendered
      FROM known`;
  });

/** Records the entries an update's edit statement handed back, which must render reference objects. */
export const RENDERED_UPDATE = new Tracking(
  ISSUES,
  'updated',
  UPDATED_FIELDS,
  issueSnapshot(UPDATED_FIELDS),
  shownIssueValue,
);

export async function edit(
  sql: Sql,
  statement: ReturnType<typeof editIssues>,
  checks: readonly Check<CheckParams>[],
  p: EditParams & CheckParams,
) {
  const [row] = await statement.run(sql, p);
  refuseProblem(checks, p, row!.problem);
  return row!;
}

export const editParams = (
  caller: Caller,
  ids: readonly number[],
  input: Attributes,
  among: readonly Attribute[],
): EditParams => ({
  tenantId: caller.tenantId,
  userId: caller.userId,
  ids: [...ids],
  sent: ATTRIBUTES.sent(input, among),
  ...ATTRIBUTES.storedValues(input),
});
