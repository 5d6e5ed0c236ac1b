import { sql as raw } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { type Database, type Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import { type Problem, firstProblem, refuseProblem } from '../platform/db/checks.js';
import type { Precondition } from '../platform/http/conditional.js';
import { type RenderedIssue, type RenderedRow, toRendered } from './documents.js';
import { ISSUE_EVENTS } from './events.js';
import { insertEventsOfEntries } from '../events/outbox.js';
import type { IssueUpdateInput } from './schemas.js';
import { insertChanges } from '../history/tracking.js';
import { ISSUES, lockedTogether, type Touches } from './history.js';
import {
  issueSnapshot,
  issueVersion,
  eventIssueJson,
  renderedColumns,
  shownIssueValue,
  testExecutionsText,
} from './sql.js';
import { type Viewer, visibleTo } from './visibility.js';
import { type CheckParams, UPDATE_CHECKS, checkParams } from './checks.js';
import { type EditParams, RENDERED_UPDATE, edit, editIssues, editParams, updateWhenKnownHolds } from './edit.js';
import { ALL_ATTRIBUTES, type Attribute, UPDATED_FIELDS } from './fields.js';
import { TREE_LOCK, changeIssues, issueNotFound, requireOfIssue } from './write-path.js';

const EDIT_ALL = editIssues(ALL_ATTRIBUTES, UPDATE_CHECKS, UPDATED_FIELDS);

/** What test executions show of their related issues (see relatedIssues and shareable in sql.ts). */
const SHOWN_BY_TEST_EXECUTIONS: readonly Attribute[] = ['issueTypeId', 'statusId', 'private'];
/** Attributes whose change changes the roll-ups of the issue's ancestors (old and new parent's). */
const ROLLUP_ATTRIBUTES: readonly Attribute[] = ['estimated', 'spent', 'parentId'];

interface UpdatedRow extends RenderedRow {
  problem: Problem;
  /** Whether the caller may see the issue: 404 when not. */
  found: boolean;
  /** Whether the statement could make the change on its own (see UPDATE_AT_ONCE); nothing changed when not. */
  settled: boolean;
  /**
   * The test executions as the caller sees them, where `test_executions` shows what an admin sees;
   * NULL for a caller who sees every issue (the same).
   */
  callers_test_executions: string | null;
}

/**
 * An update of one issue in one statement, which is its own transaction: the checks, the row lock,
 * the update, its history entry (D8), its event (D9) and the object after it, built from the
 * UPDATE's RETURNING. Five round trips (BEGIN, lock, edit, build with event, COMMIT) made
 * PUT /issues/{id} the slowest write (docs/performance.md). The statement reads every other table
 * in its snapshot, taken before it waited for the row lock, so it settles the update only when
 * nothing changed the issue in between: every change an issue object shows gives the row a new
 * xmin (see issueVersion), so the row as locked must be the row of the snapshot. It also leaves
 * alone an issue whose test executions show the fields the update sends, since those show the issue
 * as the snapshot holds it. An update it did not settle changed nothing: updateIssue makes it in a
 * transaction instead.
 */
const UPDATE_AT_ONCE = new Statement((p: EditParams & CheckParams) => {
  const known = db.selectNoFrom(firstProblem(UPDATE_CHECKS, p).as('problem'));
  // The issue and what its change touches, locked in id order first (D13, see lockedTogether); the
  // join makes the statement read them all before it reads the issue.
  const touches = {
    tenantId: p.tenantId,
    ids: raw<number[]>`ARRAY[${p.issueId}::int]`,
    ancestorsOf: raw<
      number[]
    >`CASE WHEN ${ROLLUP_ATTRIBUTES}::text[] && ${p.sent}::text[] THEN ARRAY[${p.issueId}::int] ELSE '{}' END`,
    peersOf: raw<
      number[]
    >`CASE WHEN ${SHOWN_BY_TEST_EXECUTIONS}::text[] && ${p.sent}::text[] THEN ARRAY[${p.issueId}::int] ELSE '{}' END`,
    executions: raw<number[]>`'{}'::int[]`,
  };
  const ordered = raw`SELECT o.id FROM issues o WHERE o.tenant_id = ${p.tenantId} AND o.id IN (${lockedTogether(touches)})
    ORDER BY o.id FOR UPDATE`;
  const locked = db
    .selectFrom('issues as i')
    .innerJoin(raw<{ id: number }>`ordered`.as('o'), 'o.id', 'i.id')
    .select(['i.id', raw<string>`i.xmin`.as('seen'), issueSnapshot(UPDATED_FIELDS).as('snapshot')])
    .where('i.tenant_id', '=', p.tenantId)
    .where('i.id', '=', p.issueId)
    .where(visibleTo(p))
    .forUpdate('i');
  const showsSent = raw<boolean>`${SHOWN_BY_TEST_EXECUTIONS}::text[] && ${p.sent}::text[]`;
  const linked = db
    .selectFrom('test_execution_issues as tei')
    .select('tei.issue_id')
    .where('tei.tenant_id', '=', p.tenantId)
    .where('tei.issue_id', '=', p.issueId);
  const settled = raw`SELECT locked.id, locked.snapshot FROM locked
    JOIN issues AS s ON s.tenant_id = ${p.tenantId} AND s.id = locked.id AND s.xmin = locked.seen
    WHERE NOT (${showsSent} AND EXISTS (${linked}))`;
  const edited = updateWhenKnownHolds(p, ALL_ATTRIBUTES)
    .where('i.id', '=', raw<number>`any(ARRAY(SELECT id FROM settled))`)
    .returningAll()
    .returning([raw<string>`xmin`.as('xmin'), issueSnapshot(UPDATED_FIELDS).as('snapshot')]);
  const recorded = insertChanges(
    ISSUES,
    UPDATED_FIELDS,
    shownIssueValue,
    { authorId: p.userId, action: 'updated' },
    raw`(SELECT id, snapshot FROM settled)`,
    raw`(SELECT tenant_id, id, snapshot FROM edited)`,
    true,
  );
  // Events show the object as an admin reads it; the answer shows the caller's view.
  const everything: Viewer = { tenantId: p.tenantId, userId: p.userId, seesPrivate: true };
  return raw<UpdatedRow>`WITH known AS (${known}),
      ordered AS MATERIALIZED (${ordered}),
      locked AS MATERIALIZED (${locked}),
      settled AS (${settled}),
      edited AS (${edited}),
      recorded AS (${recorded}),
      built AS (
        SELECT i.tenant_id, i.id, ${issueVersion} AS version, ${raw.join(renderedColumns(everything))},
          CASE WHEN NOT ${p.seesPrivate}::boolean THEN ${testExecutionsText(p)} END AS callers_test_executions
        FROM edited AS i JOIN tenants AS t ON t.id = i.tenant_id),
      evented AS (${insertEventsOfEntries(
        ISSUE_EVENTS,
        raw`recorded`,
        raw`(SELECT tenant_id, id, ${eventIssueJson(raw`built`)} AS object FROM built)`,
      )})
    SELECT known.problem, EXISTS (SELECT 1 FROM locked) AS found, EXISTS (SELECT 1 FROM settled) AS settled, built.*
    FROM known LEFT JOIN built ON true`;
});

/** The update in one statement (UPDATE_AT_ONCE); null when it left the update to a transaction. */
async function updateAtOnce(sql: Sql, p: EditParams & CheckParams): Promise<RenderedIssue | null> {
  const [row] = await UPDATE_AT_ONCE.run(sql, p);
  if (!row!.found) throw issueNotFound(p.issueId);
  if (!row!.settled) return null;
  refuseProblem(UPDATE_CHECKS, p, row!.problem);
  const issue = toRendered(row!);
  return p.seesPrivate || issue.shareable ? issue : { ...issue, testExecutions: row!.callers_test_executions! };
}

/**
 * Changes the attributes `input` sends. In one statement when it can (see UPDATE_AT_ONCE): not with
 * an If-Match, which compares the object before the change, nor with a new parent, whose cycle
 * check must come after the tenant's tree lock.
 */
export async function updateIssue(
  store: Database,
  caller: Caller,
  id: number,
  input: IssueUpdateInput,
  precondition: Precondition | null = null,
): Promise<RenderedIssue> {
  const p = { ...checkParams(caller, input, {}, id), ...editParams(caller, [id], input, ALL_ATTRIBUTES) };
  if (precondition === null && p.parentId === null) {
    const updated = await store.autocommit(caller.tenantId, (sql) => updateAtOnce(sql, p));
    if (updated) return updated;
  }
  return store.write(caller.tenantId, (sql) => updateInTransaction(sql, caller, p, precondition));
}

async function updateInTransaction(
  sql: Sql,
  caller: Caller,
  p: EditParams & CheckParams,
  precondition: Precondition | null,
): Promise<RenderedIssue> {
  // Parent changes of a tenant take turns, so two concurrent changes cannot close a cycle between
  // them; taken before any issue is locked, as every parent change does.
  if (p.parentId !== null) await TREE_LOCK.run(sql, { tenantId: caller.tenantId });
  // The edit statement records the change in the issue's history itself (see editIssues).
  const change = async () => {
    await requireOfIssue(sql, caller, p.issueId, precondition);
    const edited = await edit(sql, EDIT_ALL, UPDATE_CHECKS, p);
    if (edited.rendered) await RENDERED_UPDATE.record(sql, caller, edited.rendered);
  };
  const { issues } = await changeIssues(sql, caller, [p.issueId], change, null, touchesOfUpdate(p));
  return issues[0]!;
}

/** What an update of `p.issueId` sending `p.sent` touches besides the issue (see Touches). */
const touchesOfUpdate = (p: EditParams & CheckParams): Touches => ({
  ancestorsOf: p.sent.some((name) => ROLLUP_ATTRIBUTES.includes(name))
    ? [p.issueId, ...(typeof p.parentId === 'number' ? [p.parentId] : [])]
    : [],
  peersOf: p.sent.some((name) => SHOWN_BY_TEST_EXECUTIONS.includes(name)) ? [p.issueId] : [],
  executions: [],
});
