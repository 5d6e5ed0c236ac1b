import type { Caller } from '../platform/auth/authenticate.js';
import {
  FOREIGN_KEY_VIOLATION,
  prepared,
  PreparedStatement,
  type Sql,
  violatedConstraint,
} from '../platform/db/database.js';
import { Params } from '../platform/db/params.js';
import { findMissingReference, type ReferenceCheck } from '../platform/db/references.js';
import { badRequest, conflict, notFound } from '../platform/http/errors.js';
import { type Reference, referencedId, referencedIds } from '../platform/http/schemas.js';
import { issuePriorities, issueStatuses, issueTypes, labels, projects } from '../reference-data/definitions.js';
import { users } from '../users/users.js';
import { buildIssues, type RenderedIssue, type RenderedRow, toRendered } from './documents.js';
import type { IssueCreateInput, IssueUpdateInput } from './schemas.js';
import { newIssueColumns, ROW_VERSION } from './sql.js';
import { viewerParams, visibleTo } from './visibility.js';

/** A table whose ids a field names: its rows must exist (404 `<thing> with id <id> was not found.`). */
type Target = { table: string; thing: string };
const ISSUE: Target = { table: 'issues', thing: 'Issue' };

interface Column {
  column: string;
  /** The value is a reference (an id or `{id}`); checked against `target` when there is one. */
  reference?: { target?: Target };
  /** What a new issue stores when the attribute is not sent (SQL); NULL when not given. */
  absent?: string;
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
  private: { column: 'private', absent: 'false' },
  dueDate: { column: 'due_date' },
  estimated: { column: 'estimated', absent: '0' },
  spent: { column: 'spent', absent: '0' },
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

const LOCK_VISIBLE = new PreparedStatement(
  `SELECT i.id, i.deleted FROM issues i
   WHERE i.tenant_id = $1 AND i.id = ANY($4::int[]) AND ${visibleTo('i')}
   ORDER BY i.id FOR UPDATE`,
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
  const rows = await sql.query<{ id: number; deleted: boolean }>(LOCK_VISIBLE, [...viewerParams(caller), ids]);
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(ISSUE.thing, missing);
  return found;
}

const TREE_LOCK = new PreparedStatement("SELECT pg_advisory_xact_lock(hashtext('issue-tree:' || $1))");
const PARENT_CHECK = new PreparedStatement(
  `WITH RECURSIVE ancestors AS (
     SELECT i.id, i.parent_id FROM issues i WHERE i.tenant_id = $1 AND i.id = $4
     UNION
     SELECT a.id, a.parent_id FROM issues a JOIN ancestors d ON a.tenant_id = $1 AND a.id = d.parent_id
   )
   SELECT EXISTS (SELECT 1 FROM ancestors WHERE id = $5) AS cycle
   FROM issues i WHERE i.tenant_id = $1 AND i.id = $4 AND ${visibleTo('i')}`,
);

/**
 * Checks a new parent: it must be an issue the caller may see, and `issueId` (when the issue exists
 * already) must not be among its ancestors. Parent changes of a tenant take turns, so two concurrent
 * changes cannot close a cycle between them.
 */
async function requireParent(sql: Sql, caller: Caller, parentId: number, issueId: number | null): Promise<void> {
  if (issueId !== null) await sql.query(TREE_LOCK, [caller.tenantId]);
  const [parent] = await sql.query<{ cycle: boolean }>(PARENT_CHECK, [...viewerParams(caller), parentId, issueId ?? 0]);
  if (!parent) throw notFound(ISSUE.thing, parentId);
  if (parent.cycle) {
    throw badRequest(`Issue ${issueId} cannot get parent ${parentId}: the issue would become its own ancestor.`);
  }
}

/**
 * The position of priority `priority` (a parameter) of tenant $1, which lists sort by: writes copy
 * it onto the issue (migrations 0004 and 0008).
 */
const positionOf = (priority: string) =>
  `(SELECT p.position FROM issue_priorities p WHERE p.tenant_id = $1 AND p.id = ${priority})`;

/**
 * `column = CASE WHEN <sent> THEN <value> ELSE column END` for each of `attributes`, with the
 * priority's position when the priority is among them and the closing of D6 when the status is:
 * one statement text whatever a request sends, so that it is prepared once. `closed` follows the
 * status: moving to a final status closes the issue at that moment, also when it comes from another
 * final status; sending the status it already has keeps the closing time; a non-final status clears
 * both.
 */
function assignments(input: Attributes, attributes: readonly Attribute[], params: Params): string[] {
  const sent = params.add(provided(input, attributes));
  const isSent = (name: Attribute) => `'${name}' = ANY(${sent}::text[])`;
  const values = new Map(attributes.map((name) => [name, params.add(storedValue(input, name))]));
  const set = attributes.map((name) => {
    const column = COLUMNS[name].column;
    return `${column} = CASE WHEN ${isSent(name)} THEN ${values.get(name)} ELSE i.${column} END`;
  });
  const priority = values.get('priorityId');
  if (priority) {
    set.push(`priority_position = CASE WHEN ${isSent('priorityId')} THEN ${positionOf(priority)}
      ELSE i.priority_position END`);
  }
  if (!values.has('statusId')) return set;
  const status = values.get('statusId');
  const final = `(SELECT s.final FROM issue_statuses s WHERE s.tenant_id = $1 AND s.id = ${status})`;
  return [
    ...set,
    `closed = CASE WHEN ${isSent('statusId')} THEN ${final} ELSE i.closed END`,
    `closed_at = CASE WHEN NOT ${isSent('statusId')} THEN i.closed_at WHEN NOT ${final} THEN NULL
                      WHEN i.status_id = ${status} THEN coalesce(i.closed_at, now()) ELSE now() END`,
  ];
}

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
  const params = new Params(viewerParams(caller));
  const parameters = new Map(CREATE_ATTRIBUTES.map((name) => [name, params.add(storedValue(input, name))]));
  const columns = [...CREATE_ATTRIBUTES.map((name) => COLUMNS[name].column), 'priority_position', 'search'];
  const values = [
    ...CREATE_ATTRIBUTES.map((name) => {
      const absent = COLUMNS[name].absent;
      return absent ? `coalesce(${parameters.get(name)}, ${absent})` : parameters.get(name)!;
    }),
    // Any number for a priority that does not exist: its foreign key refuses the row anyway.
    `coalesce(${positionOf(parameters.get('priorityId')!)}, 0)`,
    `issue_search_vector(${parameters.get('name')}, ${parameters.get('description')})`,
  ];
  const status = params.add(referencedId(input.statusId));
  const parent = params.add(parentId);
  const [labelList, collaboratorList] = [params.add(labelIds), params.add(collaboratorIds)];
  let rows: (RenderedRow & { status_found: boolean; parent_found: boolean })[];
  try {
    rows = await sql.query(
      prepared(`WITH status AS (SELECT final FROM issue_statuses WHERE tenant_id = $1 AND id = ${status}),
       parent AS (
         SELECT ${parent}::int IS NULL OR EXISTS (
           SELECT 1 FROM issues i WHERE i.tenant_id = $1 AND i.id = ${parent} AND ${visibleTo('i')}) AS found
       ),
       created AS (
         INSERT INTO issues (tenant_id, creator_id, last_updator_id, closed, closed_at, ${columns.join(', ')})
         SELECT $1, $2, $2, status.final, CASE WHEN status.final THEN now() END, ${values.join(', ')}
         FROM status, parent WHERE parent.found
         RETURNING *, xmin
       ),
       labelled AS (
         INSERT INTO issue_labels (tenant_id, issue_id, label_id)
         SELECT $1, created.id, label_id FROM created, unnest(${labelList}::int[]) AS label_id
       ),
       shared AS (
         INSERT INTO issue_collaborators (tenant_id, issue_id, user_id)
         SELECT $1, created.id, user_id FROM created, unnest(${collaboratorList}::int[]) AS user_id
       )
       SELECT EXISTS (SELECT 1 FROM status) AS status_found, (SELECT found FROM parent) AS parent_found,
         i.id, ${ROW_VERSION} AS version, ${newIssueColumns(labelList, collaboratorList)}
       FROM created i JOIN tenants t ON t.id = i.tenant_id
       RIGHT JOIN (SELECT) always ON true`),
      params.values,
    );
  } catch (error) {
    if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) === null) throw error;
    rows = [];
  }
  const [row] = rows;
  if (row?.id) return toRendered(row);
  // Nothing was stored: say which reference is missing, in the order of the checks of an update.
  await requireReferences(sql, caller.tenantId, [
    ...referenceChecks(input, CREATE_ATTRIBUTES),
    { ...labels, ids: labelIds },
    { ...users, ids: collaboratorIds },
  ]);
  if (parentId !== null) await requireParent(sql, caller, parentId, null);
  throw conflict('A record this issue refers to was changed at the same time. Please retry.');
}

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

  const params = new Params([caller.tenantId, caller.userId]);
  const set = assignments(input, ALL_ATTRIBUTES, params);
  await sql.query(
    prepared(`UPDATE issues i SET ${[...set, 'updated_at = now()', 'last_updator_id = $2'].join(', ')}
     WHERE i.tenant_id = $1 AND i.id = ${params.add(id)}`),
    params.values,
  );
  return buildEditedIssue(sql, caller, id);
}

const SET_DELETED = new PreparedStatement(
  `UPDATE issues SET deleted = $3, deleted_at = CASE WHEN $3 THEN now() END, updated_at = now(), last_updator_id = $2
   WHERE tenant_id = $1 AND id = $4`,
);

/** Deletes (softly) or undeletes; doing it twice changes nothing the second time. */
export async function setDeleted(sql: Sql, caller: Caller, id: number, deleted: boolean): Promise<RenderedIssue> {
  const current = (await lockVisibleIssues(sql, caller, [id])).get(id)!;
  if (current.deleted !== deleted) {
    await sql.query(SET_DELETED, [caller.tenantId, caller.userId, deleted, id]);
  }
  return buildEditedIssue(sql, caller, id);
}

const BULK_ATTRIBUTES = ['creatorId', 'assignedId', 'issueTypeId', 'priorityId', 'statusId', 'scheduleId'] as const;

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
    const params = new Params([caller.tenantId, caller.userId]);
    const issueIds = params.add(ids);
    const set = assignments(changes.scalar, BULK_ATTRIBUTES, params);
    await sql.query(
      prepared(`UPDATE issues i SET ${[...set, 'updated_at = now()', 'last_updator_id = $2'].join(', ')}
       WHERE i.tenant_id = $1 AND i.id = ANY(${issueIds}::int[])`),
      params.values,
    );
  }
  if (changes.labelIds) await replaceSet(sql, caller.tenantId, 'issue_labels', 'label_id', ids, changes.labelIds);
  if (changes.collaboratorIds) {
    await replaceSet(sql, caller.tenantId, 'issue_collaborators', 'user_id', ids, changes.collaboratorIds);
  }
  return buildEditedIssues(sql, caller, ids);
}

/**
 * Makes `members` the whole set of `column` values of each issue in `issueIds`. Only with an update
 * of those issues' rows in the same transaction: that gives their objects a new version (no trigger
 * watches these tables, see migrations/0005_document_versions.sql).
 */
async function replaceSet(
  sql: Sql,
  tenantId: string,
  table: 'issue_labels' | 'issue_collaborators',
  column: 'label_id' | 'user_id',
  issueIds: readonly number[],
  members: readonly number[],
): Promise<void> {
  await sql.query(prepared(`DELETE FROM ${table} WHERE tenant_id = $1 AND issue_id = ANY($2::int[])`), [
    tenantId,
    issueIds,
  ]);
  await sql.query(
    prepared(`INSERT INTO ${table} (tenant_id, issue_id, ${column})
     SELECT $1, issue_id, member FROM unnest($2::int[]) AS issue_id, unnest($3::int[]) AS member`),
    [tenantId, issueIds, members],
  );
}
