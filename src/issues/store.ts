import type { Caller } from '../platform/auth/authenticate.js';
import { sql as raw, sql } from 'kysely';
import { type Database, FOREIGN_KEY_VIOLATION, type Sql, violatedConstraint } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { type Attribute as StoredAttribute, AttributeColumns } from '../platform/db/attributes.js';
import {
  type Check,
  checkStatement,
  type Problem,
  firstProblem,
  idArray,
  referenceCheck,
  type ReferenceTarget,
  refuseProblem,
  rule,
} from '../platform/db/checks.js';
import type { Precondition } from '../platform/http/conditional.js';
import { badRequest, conflict, noPermission, notFound } from '../platform/http/errors.js';
import { can } from '../platform/auth/permissions.js';
import { referencedIds } from '../platform/http/schemas.js';
import { issuePriorities, issueStatuses, issueTypes, labels, projects } from '../reference-data/definitions.js';
import { users } from '../users/users.js';
import { buildIssues, issueText, type RenderedIssue, type RenderedRow, toRendered } from './documents.js';
import { buildWithEvents, ISSUE_EVENTS, writeEvents } from './events.js';
import { insertEventsOfEntries } from '../events/outbox.js';
import { ISSUE_COLLABORATORS, ISSUE_LABELS, TEST_EXECUTION_ISSUES } from './members.js';
import type { IssueCreateInput, IssueUpdateInput } from './schemas.js';
import { MAX_TEST_EXECUTIONS_PER_ISSUE } from '../test-executions/schemas.js';
import { asStored, insertChanges, Tracking } from '../history/tracking.js';
import { ISSUES, IssueTracking, lockedTogether, lockWithSnapshot, TOUCHES_NOTHING, type Touches } from './history.js';
import {
  issueSnapshot,
  issueVersion,
  newIssueColumns,
  eventIssueJson,
  renderedColumns,
  renderedIssueFields,
  shownIssueValue,
  testExecutionsText,
  type TrackedIssueField,
} from './sql.js';
import { issueRow, type Viewer, viewerOf, visibleTo } from './visibility.js';

/**
 * The write path of issues: every create, update, delete, undelete and bulk edit of an issue, and
 * every write of what its object shows (comments, labels, collaborators, test-execution links),
 * goes through this module. Each write's checks are one ordered list, evaluated by the database.
 * Every change of stored issues goes through `changeIssues`, the seam where history and events
 * attach (D8, D9), but for the single-statement update (UPDATE_AT_ONCE) and the create, which
 * write their entry and event in their own statement with the same pieces (insertChanges,
 * insertEventsOfEntries, the create's own entry).
 */

const ISSUE: ReferenceTarget = { table: 'issues', thing: 'Issue' };

/** Columns of issues; keys of the generated table type are its column names. */
type IssueColumn = Extract<keyof DB['issues'], string>;

interface IssueAttribute extends StoredAttribute<IssueColumn> {
  /** What a new issue stores when the attribute is not sent; NULL when not given. */
  absent?: boolean | number;
}

/** Where each attribute of the issue inputs is stored. */
const ATTRIBUTES = new AttributeColumns<keyof IssueUpdateInput, IssueColumn, IssueAttribute>({
  name: { column: 'name' },
  description: { column: 'description' },
  projectId: { column: 'project_id', reference: { target: projects } },
  issueTypeId: { column: 'issue_type_id', reference: { target: issueTypes } },
  priorityId: { column: 'priority_id', reference: { target: issuePriorities } },
  statusId: { column: 'status_id', reference: { target: issueStatuses } },
  creatorId: { column: 'creator_id', reference: { target: users } },
  assignedId: { column: 'assigned_id', reference: { target: users } },
  // The parent is checked separately: it must also be visible, and must not close a cycle.
  parentId: { column: 'parent_id', reference: {} },
  parentType: { column: 'parent_type' },
  // Schedules (roadmaps) live outside this service; the id is stored as given.
  scheduleId: { column: 'schedule_id', reference: {} },
  private: { column: 'private', absent: false },
  dueDate: { column: 'due_date' },
  estimated: { column: 'estimated', absent: 0 },
  spent: { column: 'spent', absent: 0 },
  vcsIssueId: { column: 'vcs_issue_id' },
  vcsIssueIid: { column: 'vcs_issue_iid' },
});

type Attributes = IssueUpdateInput;
type Attribute = keyof Attributes;
const column = (name: Attribute) => ATTRIBUTES.map[name].column;

const ALL_ATTRIBUTES = ATTRIBUTES.names;
// The creator of a new issue is its caller, whatever the body says.
const CREATE_ATTRIBUTES = ALL_ATTRIBUTES.filter((name) => name !== 'creatorId');
const BULK_ATTRIBUTES = ['creatorId', 'assignedId', 'issueTypeId', 'priorityId', 'statusId', 'scheduleId'] as const;

/** The stored value of each attribute, by name: the parameters of the statements that write issues. */
type StoredValues = Record<Attribute, unknown>;

/** What the checks of an issue write read: the caller, the stored values and the sets it writes. */
interface CheckParams extends Viewer, StoredValues {
  labelIds: number[];
  collaboratorIds: number[];
  /** The issue that gets a new parent; 0 for a new issue. */
  issueId: number;
  /** Whether the caller may change anyone's privacy flag and any issue's creator (issue:manage). */
  manages: boolean;
}

/** The issue `p.issueId` as stored, for rules about what it holds now. */
const storedIssue = (p: CheckParams) =>
  db.selectFrom('issues as stored').where('stored.tenant_id', '=', p.tenantId).where('stored.id', '=', p.issueId);

/**
 * D13: whether an issue is private is changed by its creator, a manager or an admin; anyone else
 * would hide someone else's issue from the managers. Sending the value it has changes nothing.
 */
const PRIVACY_CHANGE_ALLOWED = rule<CheckParams>(
  (p) =>
    sql<boolean>`${p.manages}::boolean OR ${p.private}::boolean IS NULL OR EXISTS (${storedIssue(p)
      .select('stored.id')
      .where((stored) =>
        stored.or([
          stored('stored.private', '=', sql<boolean>`${p.private}::boolean`),
          stored('stored.creator_id', '=', p.userId),
        ]),
      )})`,
  () => noPermission(),
);

/** D13: only managers and admins change who created an issue. */
const CREATOR_CHANGE_ALLOWED = rule<CheckParams>(
  (p) =>
    sql<boolean>`${p.manages}::boolean OR ${p.creatorId}::int IS NULL OR EXISTS (${storedIssue(p)
      .select('stored.id')
      .where('stored.creator_id', '=', sql<number>`${p.creatorId}::int`)})`,
  () => noPermission(),
);

/** The parent the write sets, `p.parentId`, must be an issue the caller may see (404). */
const PARENT_VISIBLE = rule<CheckParams>(
  (p) =>
    sql<boolean>`${p.parentId}::int IS NULL OR EXISTS (${db
      .selectFrom('issues as i')
      .select('i.id')
      .where('i.tenant_id', '=', p.tenantId)
      .where('i.id', '=', sql<number>`${p.parentId}::int`)
      .where(visibleTo(p))})`,
  (p) => notFound(ISSUE.thing, p.parentId as number),
);

/** ... and must not have the issue among its ancestors (400). */
const PARENT_NO_CYCLE = rule<CheckParams>(
  (p) =>
    sql<boolean>`NOT EXISTS (${db
      .withRecursive('ancestors(id, parent_id)', (recursive) =>
        recursive
          .selectFrom('issues as a')
          .select(['a.id', 'a.parent_id'])
          .where('a.tenant_id', '=', p.tenantId)
          .where('a.id', '=', sql<number>`${p.parentId}::int`)
          .union(
            recursive
              .selectFrom('issues as a')
              .innerJoin('ancestors as d', 'a.id', 'd.parent_id')
              .select(['a.id', 'a.parent_id'])
              .where('a.tenant_id', '=', p.tenantId),
          ),
      )
      .selectFrom('ancestors')
      .select('ancestors.id')
      .where('ancestors.id', '=', p.issueId)})`,
  (p) =>
    badRequest(`Issue ${p.issueId} cannot get parent ${String(p.parentId)}: the issue would become its own ancestor.`),
);

/** The references of `attributes`, then the labels and collaborators, in the order problems are named. */
const referenceChecks = (attributes: readonly Attribute[]): Check<CheckParams>[] => [
  ...ATTRIBUTES.referenceChecks<CheckParams>(attributes),
  referenceCheck<CheckParams>(labels, (p) => idArray(p.labelIds)),
  referenceCheck<CheckParams>(users, (p) => idArray(p.collaboratorIds)),
];

const CREATE_CHECKS = [...referenceChecks(CREATE_ATTRIBUTES), PARENT_VISIBLE];
/**
 * The checks the create evaluates ahead of its insert: the references are foreign keys of the rows it
 * inserts, which refuse the create anyway. Evaluating them twice on every create cost 12 % of the
 * embedded store's POST /issues rate (bench/RESULTS.md); a refused create names its problem with the
 * whole of CREATE_CHECKS instead, whose order decides which problem that is.
 */
const CREATE_AHEAD_CHECKS = [PARENT_VISIBLE];
const NAME_CREATE_PROBLEM = checkStatement(CREATE_CHECKS);
const UPDATE_CHECKS = [
  PRIVACY_CHANGE_ALLOWED,
  CREATOR_CHANGE_ALLOWED,
  ...referenceChecks(ALL_ATTRIBUTES),
  PARENT_VISIBLE,
  PARENT_NO_CYCLE,
];
const BULK_CHECKS = referenceChecks(BULK_ATTRIBUTES);

const checkParams = (
  caller: Caller,
  input: Attributes,
  sets: { labelIds?: number[]; collaboratorIds?: number[] } = {},
  issueId = 0,
): CheckParams => ({
  ...viewerOf(caller),
  ...ATTRIBUTES.storedValues(input),
  labelIds: sets.labelIds ?? [],
  collaboratorIds: sets.collaboratorIds ?? [],
  issueId,
  manages: can(caller.role, 'issue:manage'),
});

/**
 * The issues of `lockVisibleIssues` after the caller changed them, in the order of `ids`. The caller
 * could see them when they were locked; the change (a new assignee, `private: true`) may have taken
 * that sight away, but the response is still what was edited (D6).
 */
const buildEditedIssues = (sql: Sql, caller: Caller, ids: readonly number[]) => buildIssues(sql, caller, ids, false);
const buildEditedIssue = async (sql: Sql, caller: Caller, id: number) =>
  (await buildEditedIssues(sql, caller, [id]))[0]!;

export const issueNotFound = (id: number) => notFound(ISSUE.thing, id);

/** The If-Match of a write to issue `id`, which the caller has locked, against its object as they read it. */
export async function requireOfIssue(sql: Sql, caller: Caller, id: number, precondition: Precondition | null) {
  await precondition?.require(async () => issueText(await buildEditedIssue(sql, caller, id)));
}

/** The lock of changes that record no snapshot (comments, test-execution links, updates, see editIssues). */
const LOCK_VISIBLE = lockWithSnapshot([]);

/**
 * Locks the issues with these ids and those their change touches, in id order so that concurrent
 * edits cannot deadlock (D13); 404 for the first id that names no issue the caller may see. With
 * `tracking`, each comes with its snapshot.
 */
async function lockVisibleIssues(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
  tracking: IssueTracking | null,
  touches: Touches,
): Promise<Map<number, LockedIssue>> {
  const lock = tracking?.lock ?? LOCK_VISIBLE;
  const rows: LockedIssue[] = await lock.run(sql, { ...viewerOf(caller), ids: [...ids], ...touches });
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(ISSUE.thing, missing);
  return found;
}

interface LockedIssue {
  id: number;
  deleted: boolean;
  /** The tracked fields before the change (see IssueTracking). */
  snapshot?: unknown;
}

/**
 * The one path of every change of stored issues: lock those with `ids` (404 for one the caller may
 * not see) and those the change `touches`, let `change` write, record in the issues' history what
 * changed (D8), as `tracking` says (changes of comments and updates record their own entries), and
 * write the events of those entries (D9). Answers what `change` answered and the issues as they are
 * now, built for the caller.
 */
export async function changeIssues<T>(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
  change: (locked: Map<number, { deleted: boolean }>) => Promise<T>,
  tracking: IssueTracking | null = null,
  touches: Touches = TOUCHES_NOTHING,
): Promise<{ result: T; issues: RenderedIssue[] }> {
  const locked = await lockVisibleIssues(sql, caller, ids, tracking, touches);
  const result = await change(locked);
  await tracking?.record(sql, caller, [...locked.values()]);
  return { result, issues: await buildWithEvents(sql, caller, ids) };
}

/**
 * As changeIssues, for a change whose caller answers with something else than the issue (a
 * comment): its events are written, but the issue object, with every comment, is not built.
 */
export async function changeIssueQuietly<T>(
  sql: Sql,
  caller: Caller,
  id: number,
  change: () => Promise<T>,
): Promise<T> {
  await lockVisibleIssues(sql, caller, [id], null, TOUCHES_NOTHING);
  const result = await change();
  await writeEvents(sql, caller, [id]);
  return result;
}

/**
 * As changeIssues, for a change that records no history entry of the issues (so writes no event)
 * and whose caller needs no issue object: a test execution's related issues. Building them would
 * cost the most of the write (each shows every test execution that relates it).
 */
async function changeIssuesUnrecorded(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
  change: () => Promise<void>,
  touches: Touches,
): Promise<void> {
  await lockVisibleIssues(sql, caller, ids, null, touches);
  await change();
}

/** The fields each kind of change can change, and so what its history compares. */
/** What an update can change; its edit statement records them itself. */
const UPDATED_FIELDS: readonly TrackedIssueField[] = [
  'name',
  'description',
  'projectId',
  'issueTypeId',
  'parentId',
  'parentType',
  'priorityId',
  'creatorId',
  'statusId',
  'assignedId',
  'private',
  'dueDate',
  'estimated',
  'spent',
  'vcsIssueId',
  'vcsIssueIid',
  'scheduleId',
];
const DELETE_TRACKING = new IssueTracking('deleted', ['deleted']);
const UNDELETE_TRACKING = new IssueTracking('undeleted', ['deleted']);
/** The fields a bulk edit can change, in the order its entries list them. */
const BULK_FIELDS = [
  'creatorId',
  'statusId',
  'assignedId',
  'issueTypeId',
  'priorityId',
  'scheduleId',
  'labels',
  'collaborators',
] as const satisfies readonly TrackedIssueField[];
/**
 * A bulk edit's tracking compares only the fields it sends: snapshots of 1,000 issues with every
 * bulk field (label and collaborator arrays among them) cost its edit a third more time. One
 * tracking per combination in use, made on first use.
 */
const bulkTrackings = new Map<string, IssueTracking>();
const bulkTracking = (sent: (typeof BULK_FIELDS)[number][]) => {
  const key = sent.join(',');
  let tracking = bulkTrackings.get(key);
  if (!tracking) bulkTrackings.set(key, (tracking = new IssueTracking('updated', sent)));
  return tracking;
};

const TREE_LOCK = new Statement(
  (p: { tenantId: string }) => raw`SELECT pg_advisory_xact_lock(hashtext('issue-tree:' || ${p.tenantId}))`,
);

/** The position of a priority of the tenant, which lists sort by: writes copy it onto the issue (0004, 0008). */
const positionOf = (tenantId: string, priorityId: unknown) =>
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

interface EditParams extends StoredValues {
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
const updateWhenKnownHolds = (p: EditParams, attributes: readonly Attribute[]) =>
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
const editIssues = (
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
const RENDERED_UPDATE = new Tracking(ISSUES, 'updated', UPDATED_FIELDS, issueSnapshot(UPDATED_FIELDS), shownIssueValue);

async function edit(
  sql: Sql,
  statement: ReturnType<typeof editIssues>,
  checks: readonly Check<CheckParams>[],
  p: EditParams & CheckParams,
) {
  const [row] = await statement.run(sql, p);
  refuseProblem(checks, p, row!.problem);
  return row!;
}

const editParams = (
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

/**
 * The issue, its labels and collaborators, checked, inserted and built in one statement. When a check
 * of CREATE_AHEAD_CHECKS fails, or the status does not exist, nothing is inserted and the one row
 * has a NULL id; a missing reference makes a foreign key refuse the statement.
 */
const CREATE = new Statement((p: CheckParams) =>
  db
    .with('known', (q) => q.selectNoFrom(firstProblem(CREATE_AHEAD_CHECKS, p).as('problem')))
    .with('status', (q) =>
      q
        .selectFrom('issue_statuses')
        .select('final')
        .where('tenant_id', '=', p.tenantId)
        .where('id', '=', raw<number>`${p.statusId}`),
    )
    .with('created', (q) =>
      q
        .insertInto('issues')
        .columns([
          'tenant_id',
          'creator_id',
          'last_updator_id',
          'closed',
          'closed_at',
          ...CREATE_ATTRIBUTES.map(column),
          'priority_position',
          'search',
        ])
        .expression(
          q
            .selectFrom(['known', 'status'])
            .select([
              raw`${p.tenantId}`.as('tenant_id'),
              raw`${p.userId}`.as('creator_id'),
              raw`${p.userId}`.as('last_updator_id'),
              'status.final',
              raw`CASE WHEN status.final THEN now() END`.as('closed_at'),
              ...CREATE_ATTRIBUTES.map((name) => {
                const absent = ATTRIBUTES.map[name].absent;
                const value = absent === undefined ? raw`${p[name]}` : raw`coalesce(${p[name]}, ${raw.lit(absent)})`;
                return value.as(column(name));
              }),
              // Any number for a priority that does not exist: its foreign key refuses the row anyway.
              raw`coalesce(${positionOf(p.tenantId, p.priorityId)}, 0)`.as('priority_position'),
              raw`issue_search_vector(${p.name}, ${p.description})`.as('search'),
            ])
            .where('known.problem', 'is', null),
        )
        .returningAll()
        .returning(raw<string>`xmin`.as('xmin')),
    )
    .with('labelled', (q) =>
      q
        .insertInto('issue_labels')
        .columns(['tenant_id', 'issue_id', 'label_id'])
        .expression(
          q
            .selectFrom('created')
            .select(['created.tenant_id', 'created.id', raw<number>`unnest(${p.labelIds}::int[])`.as('label_id')]),
        ),
    )
    .with('shared', (q) =>
      q
        .insertInto('issue_collaborators')
        .columns(['tenant_id', 'issue_id', 'user_id'])
        .expression(
          q
            .selectFrom('created')
            .select([
              'created.tenant_id',
              'created.id',
              raw<number>`unnest(${p.collaboratorIds}::int[])`.as('user_id'),
            ]),
        ),
    )
    .with('recorded', (q) =>
      q
        .insertInto('issue_history')
        .columns(['tenant_id', 'issue_id', 'author_id', 'action'])
        .expression(
          q
            .selectFrom('created')
            .select([
              'created.tenant_id',
              'created.id',
              raw<number>`${p.userId}::int`.as('author_id'),
              raw<string>`'created'`.as('action'),
            ]),
        ),
    )
    // One row even when nothing was inserted, saying why.
    .with('built', (q) =>
      q
        .selectFrom('known')
        .leftJoin('created as i', (join) => join.on(raw<boolean>`true`))
        .leftJoin('tenants as t', 't.id', 'i.tenant_id')
        .select(['i.id', issueVersion.as('version'), ...newIssueColumns(p.labelIds, p.collaboratorIds)]),
    )
    // The event of the creation (D9), as insertCreationEvents writes it for activities.
    .with('evented', (q) =>
      q
        .insertInto('events')
        .columns(['tenant_id', 'type', 'actor_id', 'data'])
        .expression(
          q
            .selectFrom('built')
            .select([
              raw<string>`${p.tenantId}::text`.as('tenant_id'),
              raw<string>`'issue.created'`.as('type'),
              raw<number>`${p.userId}::int`.as('actor_id'),
              raw`json_build_object('object', ${eventIssueJson(raw`built`)}, 'changes', '[]'::json)`.as('data'),
            ])
            .where('built.id', 'is not', null),
        ),
    )
    .selectFrom('built')
    .selectAll(),
);

/**
 * Creates an issue in one statement, which is its own transaction (run it with `db.autocommit`):
 * the checks ahead, the insert of the issue, its labels and collaborators, and the building of its
 * object. A refused create names its problem in a second statement, which is why it cannot run
 * inside a transaction: a foreign key's refusal ends that transaction.
 */
export async function createIssue(sql: Sql, caller: Caller, input: IssueCreateInput): Promise<RenderedIssue> {
  const p = checkParams(
    caller,
    { ...input, creatorId: undefined },
    { labelIds: referencedIds(input.labels), collaboratorIds: referencedIds(input.collaborators) },
  );
  let row: Awaited<ReturnType<typeof CREATE.run>>[number] | undefined;
  try {
    [row] = await CREATE.run(sql, p);
  } catch (error) {
    if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) === null) throw error;
  }
  if (row?.id == null) {
    await NAME_CREATE_PROBLEM.require(sql, p);
    // Every check holds by now: what refused the create changed in between.
    throw conflict('A record this issue refers to was changed at the same time. Please retry.');
  }
  return toRendered(row as RenderedRow);
}

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

const SET_DELETED = new Statement((p: { tenantId: string; userId: number; id: number; deleted: boolean }) =>
  db
    .updateTable('issues')
    .set({
      deleted: p.deleted,
      deleted_at: raw`CASE WHEN ${p.deleted}::boolean THEN now() END`,
      updated_at: raw`now()`,
      last_updator_id: p.userId,
    })
    .where('tenant_id', '=', p.tenantId)
    .where('id', '=', p.id),
);

/** Deletes (softly) or undeletes; doing it twice changes nothing the second time. */
export async function setDeleted(
  sql: Sql,
  caller: Caller,
  id: number,
  deleted: boolean,
  precondition: Precondition | null = null,
): Promise<RenderedIssue> {
  const change = async (locked: Map<number, { deleted: boolean }>) => {
    await requireOfIssue(sql, caller, id, precondition);
    if (locked.get(id)!.deleted !== deleted) {
      await SET_DELETED.run(sql, { tenantId: caller.tenantId, userId: caller.userId, id, deleted });
    }
  };
  // Deleting changes the roll-ups of the ancestors and the entry test executions show of the issue.
  const touches = { ancestorsOf: [id], peersOf: [id], executions: [] };
  const { issues } = await changeIssues(
    sql,
    caller,
    [id],
    change,
    deleted ? DELETE_TRACKING : UNDELETE_TRACKING,
    touches,
  );
  return issues[0]!;
}

const EDIT_BULK = editIssues(BULK_ATTRIBUTES, BULK_CHECKS);

/** What a bulk edit changes, after its wrappers were read (D6). */
export interface BulkChanges {
  scalar: Pick<IssueUpdateInput, (typeof BULK_ATTRIBUTES)[number]>;
  labelIds?: number[];
  collaboratorIds?: number[];
}

/** One transaction, set-based statements: all issues change or, on any error, none. */
export async function bulkEdit(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
  changes: BulkChanges,
): Promise<RenderedIssue[]> {
  const { issues } = await changeIssues(
    sql,
    caller,
    ids,
    async () => {
      // Also when only labels or collaborators change: the update gives the objects new versions.
      const edits =
        ATTRIBUTES.sent(changes.scalar, BULK_ATTRIBUTES).length > 0 ||
        changes.labelIds !== undefined ||
        changes.collaboratorIds !== undefined;
      await edit(sql, EDIT_BULK, BULK_CHECKS, {
        ...checkParams(caller, changes.scalar, changes),
        ...editParams(caller, edits ? ids : [], changes.scalar, BULK_ATTRIBUTES),
      });
      if (changes.labelIds) await ISSUE_LABELS.replace(sql, caller.tenantId, ids, changes.labelIds);
      if (changes.collaboratorIds)
        await ISSUE_COLLABORATORS.replace(sql, caller.tenantId, ids, changes.collaboratorIds);
    },
    bulkTracking(
      BULK_FIELDS.filter((field) =>
        field === 'labels'
          ? changes.labelIds !== undefined
          : field === 'collaborators'
            ? changes.collaboratorIds !== undefined
            : changes.scalar[field] !== undefined,
      ),
    ),
    // Type and status show in the related issues of test executions; a bulk edit changes no roll-up.
    {
      ancestorsOf: [],
      peersOf: changes.scalar.issueTypeId !== undefined || changes.scalar.statusId !== undefined ? [...ids] : [],
      executions: [],
    },
  );
  return issues;
}

/** The first of `issueIds` that test executions other than `id` relate MAX_TEST_EXECUTIONS_PER_ISSUE times. */
const FULLY_RELATED = new Statement((p: { tenantId: string; id: number; issueIds: number[] }) =>
  db
    .selectFrom('test_execution_issues')
    .select('issue_id')
    .where('tenant_id', '=', p.tenantId)
    .where('issue_id', '=', raw<number>`any(${p.issueIds}::int[])`)
    .where('test_execution_id', '<>', p.id)
    .groupBy('issue_id')
    .having(raw<number>`count(*)`, '>=', MAX_TEST_EXECUTIONS_PER_ISSUE)
    .orderBy('issue_id')
    .limit(1),
);

/**
 * Makes `issueIds` the related issues of test execution `id`: a change of those issues (D6 shows it
 * on them). 400 for an issue that other test executions relate as often as one issue may be (D13).
 */
export async function relateTestExecution(
  sql: Sql,
  caller: Caller,
  id: number,
  issueIds: readonly number[],
): Promise<void> {
  const relate = async () => {
    const [full] = await FULLY_RELATED.run(sql, { tenantId: caller.tenantId, id, issueIds: [...issueIds] });
    if (full) {
      throw badRequest(
        `Issue ${full.issue_id} is related to ${MAX_TEST_EXECUTIONS_PER_ISSUE} test executions, the most an issue can be.`,
      );
    }
    await TEST_EXECUTION_ISSUES.replace(sql, caller.tenantId, [id], issueIds);
  };
  // The issues it relates now are touched as well as the new ones.
  await changeIssuesUnrecorded(sql, caller, issueIds, relate, { ancestorsOf: [], peersOf: [], executions: [id] });
}

const LOCK_TOUCHED = new Statement((p: { tenantId: string; ids: number[] } & Touches) =>
  db
    .selectFrom('issues')
    .select('id')
    .where('tenant_id', '=', p.tenantId)
    .where('id', 'in', raw<number>`(${lockedTogether(p)})`)
    .orderBy('id')
    .forUpdate(),
);

/**
 * Locks, in id order, the issues a change of test executions `executions` touches (their related
 * issues show them, D13) and the issues `relating` they will relate, before the change: a status
 * change of a test execution then waits for, rather than deadlocks with, updates of those issues.
 */
export async function lockIssuesOfTestExecutions(
  sql: Sql,
  tenantId: string,
  executions: number[],
  relating: readonly number[] = [],
): Promise<void> {
  await LOCK_TOUCHED.run(sql, { tenantId, ids: [...relating], ancestorsOf: [], peersOf: [], executions });
}
