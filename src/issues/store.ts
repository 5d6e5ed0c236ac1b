import type { Caller } from '../platform/auth/authenticate.js';
import { sql as raw } from 'kysely';
import { FOREIGN_KEY_VIOLATION, type Sql, violatedConstraint } from '../platform/db/database.js';
import { memberSet } from '../platform/db/member-sets.js';
import { db, Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { findMissingReference, type ReferenceCheck } from '../platform/db/references.js';
import { badRequest, conflict, notFound } from '../platform/http/errors.js';
import { type Reference, referencedId, referencedIds } from '../platform/http/schemas.js';
import { issuePriorities, issueStatuses, issueTypes, labels, projects } from '../reference-data/definitions.js';
import { users } from '../users/users.js';
import { buildIssues, type RenderedIssue, type RenderedRow, toRendered } from './documents.js';
import type { IssueCreateInput, IssueUpdateInput } from './schemas.js';
import { issueVersion, newIssueColumns } from './sql.js';
import { issueRow, type Viewer, viewerOf, visibleTo } from './visibility.js';

/** A table whose ids a field names: its rows must exist (404 `<thing> with id <id> was not found.`). */
type Target = { table: string; thing: string };
const ISSUE: Target = { table: 'issues', thing: 'Issue' };

type IssueColumn = keyof DB['issues'];

interface Column {
  column: IssueColumn;
  /** The value is a reference (an id or `{id}`); checked against `target` when there is one. */
  reference?: { target?: Target };
  /** What a new issue stores when the attribute is not sent; NULL when not given. */
  absent?: boolean | number;
}

/** Where each attribute of the issue inputs is stored. */
const COLUMNS: Record<keyof IssueUpdateInput, Column> = {
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
};

type Attributes = IssueUpdateInput;
type Attribute = keyof Attributes;

const ALL_ATTRIBUTES = Object.keys(COLUMNS) as Attribute[];
// The creator of a new issue is its caller, whatever the body says.
const CREATE_ATTRIBUTES = ALL_ATTRIBUTES.filter((name) => name !== 'creatorId');

const provided = (input: Attributes, allowed: readonly Attribute[] = ALL_ATTRIBUTES) =>
  allowed.filter((name) => input[name] !== undefined);

/** The value stored for an attribute; null when it is not sent. */
const storedValue = (input: Attributes, name: Attribute): unknown =>
  COLUMNS[name].reference ? referencedId((input[name] as Reference | undefined) ?? null) : (input[name] ?? null);

/**
 * The references among `attributes` that must exist: every one that names a table is checked, with
 * no id when it is not sent, so that the statement's text depends on `attributes` alone.
 */
function referenceChecks(input: Attributes, attributes: readonly Attribute[] = ALL_ATTRIBUTES): ReferenceCheck[] {
  return attributes.flatMap((name) => {
    const target = COLUMNS[name].reference?.target;
    const id = storedValue(input, name);
    return target ? [{ ...target, ids: typeof id === 'number' ? [id] : [] }] : [];
  });
}

async function requireReferences(sql: Sql, tenantId: string, checks: ReferenceCheck[]): Promise<void> {
  const missing = await findMissingReference(sql, tenantId, checks);
  if (missing) throw notFound(missing.thing, missing.id);
}

/**
 * The issues of `lockVisibleIssues` after the caller changed them, in the order of `ids`. The caller
 * could see them when they were locked; the change (a new assignee, `private: true`) may have taken
 * that sight away, but the response is still what was edited (D6).
 */
const buildEditedIssues = (sql: Sql, caller: Caller, ids: readonly number[]) => buildIssues(sql, caller, ids, false);
const buildEditedIssue = async (sql: Sql, caller: Caller, id: number) =>
  (await buildEditedIssues(sql, caller, [id]))[0]!;

export const issueNotFound = (id: number) => notFound(ISSUE.thing, id);

const LOCK_VISIBLE = new Statement((p: Viewer & { ids: number[] }) =>
  db
    .selectFrom('issues as i')
    .select(['i.id', 'i.deleted'])
    .where('i.tenant_id', '=', p.tenantId)
    .where('i.id', '=', raw<number>`any(${p.ids}::int[])`)
    .where(visibleTo(p))
    .orderBy('i.id')
    .forUpdate(),
);

/**
 * Locks the issues with these ids, in id order so that concurrent edits cannot deadlock; 404 for the
 * first id that names no issue the caller may see.
 */
export async function lockVisibleIssues(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
): Promise<Map<number, { deleted: boolean }>> {
  const rows = await LOCK_VISIBLE.run(sql, { ...viewerOf(caller), ids: [...ids] });
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(ISSUE.thing, missing);
  return found;
}

const TREE_LOCK = new Statement(
  (p: { tenantId: string }) => raw`SELECT pg_advisory_xact_lock(hashtext('issue-tree:' || ${p.tenantId}))`,
);

/** Whether the caller may see issue `parentId`, and whether `issueId` is among its ancestors. */
const PARENT_CHECK = new Statement((p: Viewer & { parentId: number; issueId: number }) =>
  db
    .withRecursive('ancestors(id, parent_id)', (recursive) =>
      recursive
        .selectFrom('issues as a')
        .select(['a.id', 'a.parent_id'])
        .where('a.tenant_id', '=', p.tenantId)
        .where('a.id', '=', p.parentId)
        .union(
          recursive
            .selectFrom('issues as a')
            .innerJoin('ancestors as d', 'a.id', 'd.parent_id')
            .select(['a.id', 'a.parent_id'])
            .where('a.tenant_id', '=', p.tenantId),
        ),
    )
    .selectFrom('issues as i')
    .select((i) =>
      i.exists(i.selectFrom('ancestors').select('ancestors.id').where('ancestors.id', '=', p.issueId)).as('cycle'),
    )
    .where('i.tenant_id', '=', p.tenantId)
    .where('i.id', '=', p.parentId)
    .where(visibleTo(p)),
);

/**
 * Checks a new parent: it must be an issue the caller may see, and `issueId` (when the issue exists
 * already) must not be among its ancestors. Parent changes of a tenant take turns, so two concurrent
 * changes cannot close a cycle between them.
 */
async function requireParent(sql: Sql, caller: Caller, parentId: number, issueId: number | null): Promise<void> {
  if (issueId !== null) await TREE_LOCK.run(sql, { tenantId: caller.tenantId });
  const [parent] = await PARENT_CHECK.run(sql, { ...viewerOf(caller), parentId, issueId: issueId ?? 0 });
  if (!parent) throw notFound(ISSUE.thing, parentId);
  if (parent.cycle) {
    throw badRequest(`Issue ${issueId} cannot get parent ${parentId}: the issue would become its own ancestor.`);
  }
}

/** The stored value of each attribute, by name: the parameters of the statements that write issues. */
type StoredValues = { [A in Attribute]: unknown };

const storedValues = (input: Attributes): StoredValues =>
  Object.fromEntries(ALL_ATTRIBUTES.map((name) => [name, storedValue(input, name)])) as StoredValues;

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
  const unlessSent = (name: Attribute, value: unknown, column: IssueColumn) =>
    raw`CASE WHEN ${isSent(name)} THEN ${value} ELSE ${issueRow.ref(`i.${column}`)} END`;
  const set: Record<string, unknown> = Object.fromEntries(
    attributes.map((name) => [COLUMNS[name].column, unlessSent(name, p[name], COLUMNS[name].column)]),
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

/** Edits `attributes` of the issues `ids`, as the sent ones say; the caller becomes their last updator. */
const editIssues = (attributes: readonly Attribute[]) =>
  new Statement((p: EditParams) =>
    db
      .updateTable('issues as i')
      .set({ ...assignments(p, attributes), updated_at: raw`now()`, last_updator_id: p.userId })
      .where('i.tenant_id', '=', p.tenantId)
      .where('i.id', '=', raw<number>`any(${p.ids}::int[])`),
  );

interface CreateParams extends Viewer, StoredValues {
  labelIds: number[];
  collaboratorIds: number[];
}

/**
 * The issue, its labels and collaborators, inserted and built in one statement: when the status is
 * unknown or the parent not visible, nothing is inserted and the one row says which (with a NULL id).
 */
const CREATE = new Statement((p: CreateParams) =>
  db
    .with('status', (q) =>
      q
        .selectFrom('issue_statuses')
        .select('final')
        .where('tenant_id', '=', p.tenantId)
        .where('id', '=', raw<number>`${p.statusId}`),
    )
    .with('parent', (q) =>
      q.selectNoFrom(
        raw<boolean>`${p.parentId}::int IS NULL OR ${issueRow.exists(
          q
            .selectFrom('issues as i')
            .select('i.id')
            .where('i.tenant_id', '=', p.tenantId)
            .where('i.id', '=', raw<number>`${p.parentId}`)
            .where(visibleTo(p)),
        )}`.as('found'),
      ),
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
          ...CREATE_ATTRIBUTES.map((name) => COLUMNS[name].column),
          'priority_position',
          'search',
        ])
        .expression(
          q
            .selectFrom(['status', 'parent'])
            .select([
              raw`${p.tenantId}`.as('tenant_id'),
              raw`${p.userId}`.as('creator_id'),
              raw`${p.userId}`.as('last_updator_id'),
              'status.final',
              raw`CASE WHEN status.final THEN now() END`.as('closed_at'),
              ...CREATE_ATTRIBUTES.map((name) => {
                const absent = COLUMNS[name].absent;
                const value = absent === undefined ? raw`${p[name]}` : raw`coalesce(${p[name]}, ${raw.lit(absent)})`;
                return value.as(COLUMNS[name].column);
              }),
              // Any number for a priority that does not exist: its foreign key refuses the row anyway.
              raw`coalesce(${positionOf(p.tenantId, p.priorityId)}, 0)`.as('priority_position'),
              raw`issue_search_vector(${p.name}, ${p.description})`.as('search'),
            ])
            .where('parent.found', '=', true),
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
    // One row even when nothing was inserted, saying why.
    .selectFrom(raw`(SELECT)`.as('always'))
    .leftJoin('created as i', (join) => join.on(raw<boolean>`true`))
    .leftJoin('tenants as t', 't.id', 'i.tenant_id')
    .select((q) => [
      q.exists(q.selectFrom('status').select('status.final')).as('status_found'),
      q.selectFrom('parent').select('parent.found').as('parent_found'),
      'i.id',
      issueVersion.as('version'),
      ...newIssueColumns(p.labelIds, p.collaboratorIds),
    ]),
);

/**
 * Creates an issue in one statement, which is its own transaction (run it with `db.autocommit`):
 * the insert of the issue, its labels and collaborators, and the building of its object. References
 * are checked by the foreign keys and, when the statement finds a problem, the checks of an update
 * name the first missing reference in the usual order.
 */
export async function createIssue(sql: Sql, caller: Caller, input: IssueCreateInput): Promise<RenderedIssue> {
  const labelIds = referencedIds(input.labels);
  const collaboratorIds = referencedIds(input.collaborators);
  const parentId = referencedId(input.parentId ?? null);
  let rows: Awaited<ReturnType<typeof CREATE.run>>;
  try {
    rows = await CREATE.run(sql, {
      ...viewerOf(caller),
      ...storedValues({ ...input, creatorId: undefined }),
      labelIds,
      collaboratorIds,
    });
  } catch (error) {
    if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) === null) throw error;
    rows = [];
  }
  const [row] = rows;
  if (row?.id) return toRendered(row as RenderedRow);
  // Nothing was stored: say which reference is missing, in the order of the checks of an update.
  await requireReferences(sql, caller.tenantId, [
    ...referenceChecks(input, CREATE_ATTRIBUTES),
    { ...labels, ids: labelIds },
    { ...users, ids: collaboratorIds },
  ]);
  if (parentId !== null) await requireParent(sql, caller, parentId, null);
  throw conflict('A record this issue refers to was changed at the same time. Please retry.');
}

const EDIT_ALL = editIssues(ALL_ATTRIBUTES);

export async function updateIssue(
  sql: Sql,
  caller: Caller,
  id: number,
  input: IssueUpdateInput,
): Promise<RenderedIssue> {
  await lockVisibleIssues(sql, caller, [id]);
  await requireReferences(sql, caller.tenantId, referenceChecks(input));
  const parentId = referencedId(input.parentId ?? null);
  if (parentId !== null) await requireParent(sql, caller, parentId, id);

  await EDIT_ALL.run(sql, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    ids: [id],
    sent: provided(input),
    ...storedValues(input),
  });
  return buildEditedIssue(sql, caller, id);
}

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
export async function setDeleted(sql: Sql, caller: Caller, id: number, deleted: boolean): Promise<RenderedIssue> {
  const current = (await lockVisibleIssues(sql, caller, [id])).get(id)!;
  if (current.deleted !== deleted) {
    await SET_DELETED.run(sql, { tenantId: caller.tenantId, userId: caller.userId, id, deleted });
  }
  return buildEditedIssue(sql, caller, id);
}

const BULK_ATTRIBUTES = ['creatorId', 'assignedId', 'issueTypeId', 'priorityId', 'statusId', 'scheduleId'] as const;
const EDIT_BULK = editIssues(BULK_ATTRIBUTES);

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
  await lockVisibleIssues(sql, caller, ids);
  await requireReferences(sql, caller.tenantId, [
    ...referenceChecks(changes.scalar, BULK_ATTRIBUTES),
    { ...labels, ids: changes.labelIds ?? [] },
    { ...users, ids: changes.collaboratorIds ?? [] },
  ]);

  const edits =
    provided(changes.scalar, BULK_ATTRIBUTES).length > 0 ||
    changes.labelIds !== undefined ||
    changes.collaboratorIds !== undefined;
  if (edits) {
    await EDIT_BULK.run(sql, {
      tenantId: caller.tenantId,
      userId: caller.userId,
      ids: [...ids],
      sent: provided(changes.scalar, BULK_ATTRIBUTES),
      ...storedValues(changes.scalar),
    });
  }
  if (changes.labelIds) await ISSUE_LABELS.replace(sql, caller.tenantId, ids, changes.labelIds);
  if (changes.collaboratorIds) await ISSUE_COLLABORATORS.replace(sql, caller.tenantId, ids, changes.collaboratorIds);
  return buildEditedIssues(sql, caller, ids);
}

/**
 * The labels and collaborators of issues. Replaced only with an update of those issues' rows in the
 * same transaction: that gives their objects a new version (no trigger watches these tables, see
 * migrations/0005_document_versions.sql).
 */
const ISSUE_LABELS = memberSet('issue_labels', 'issue_id', 'label_id');
const ISSUE_COLLABORATORS = memberSet('issue_collaborators', 'issue_id', 'user_id');
