import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
import { Params } from '../platform/db/params.js';
import { findMissingReference, type ReferenceCheck } from '../platform/db/references.js';
import { badRequest, notFound } from '../platform/http/errors.js';
import { type Reference, referencedId, referencedIds } from '../platform/http/schemas.js';
import { issuePriorities, issueStatuses, issueTypes, labels, projects } from '../reference-data/definitions.js';
import { users } from '../users/users.js';
import { buildIssues, type RenderedIssue } from './documents.js';
import type { IssueCreateInput, IssueUpdateInput } from './schemas.js';
import { viewerParams, visibleTo } from './visibility.js';

/** A table whose ids a field names: its rows must exist (404 `<thing> with id <id> was not found.`). */
type Target = { table: string; thing: string };
const ISSUE: Target = { table: 'issues', thing: 'Issue' };

interface Column {
  column: string;
  /** The value is a reference (an id or `{id}`); checked against `target` when there is one. */
  reference?: { target?: Target };
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
  private: { column: 'private' },
  dueDate: { column: 'due_date' },
  estimated: { column: 'estimated' },
  spent: { column: 'spent' },
  vcsIssueId: { column: 'vcs_issue_id' },
  vcsIssueIid: { column: 'vcs_issue_iid' },
};

type Attributes = IssueUpdateInput;
type Attribute = keyof Attributes;

const ALL_ATTRIBUTES = Object.keys(COLUMNS) as Attribute[];
// The creator of a new issue is its caller, whatever the body says.
const CREATE_ATTRIBUTES = ALL_ATTRIBUTES.filter((name) => name !== 'creatorId');

const provided = (input: Attributes, allowed = ALL_ATTRIBUTES) => allowed.filter((name) => input[name] !== undefined);

const storedValue = (input: Attributes, name: Attribute): unknown =>
  COLUMNS[name].reference ? referencedId(input[name] as Reference | null) : input[name];

function referenceChecks(input: Attributes, allowed = ALL_ATTRIBUTES): ReferenceCheck[] {
  return provided(input, allowed).flatMap((name) => {
    const target = COLUMNS[name].reference?.target;
    const id = storedValue(input, name);
    return target && typeof id === 'number' ? [{ ...target, ids: [id] }] : [];
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

/**
 * Locks the issues with these ids, in id order so that concurrent edits cannot deadlock; 404 for the
 * first id that names no issue the caller may see.
 */
export async function lockVisibleIssues(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
): Promise<Map<number, { deleted: boolean }>> {
  const rows = await sql.query<{ id: number; deleted: boolean }>(
    `SELECT i.id, i.deleted FROM issues i
     WHERE i.tenant_id = $1 AND i.id = ANY($4::int[]) AND ${visibleTo('i')}
     ORDER BY i.id FOR UPDATE`,
    [...viewerParams(caller), ids],
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(ISSUE.thing, missing);
  return found;
}

/**
 * Checks a new parent: it must be an issue the caller may see, and `issueId` (when the issue exists
 * already) must not be among its ancestors. Parent changes of a tenant take turns, so two concurrent
 * changes cannot close a cycle between them.
 */
async function requireParent(sql: Sql, caller: Caller, parentId: number, issueId: number | null): Promise<void> {
  if (issueId !== null) {
    await sql.query("SELECT pg_advisory_xact_lock(hashtext('issue-tree:' || $1))", [caller.tenantId]);
  }
  const [parent] = await sql.query<{ cycle: boolean }>(
    `WITH RECURSIVE ancestors AS (
       SELECT i.id, i.parent_id FROM issues i WHERE i.tenant_id = $1 AND i.id = $4
       UNION
       SELECT a.id, a.parent_id FROM issues a JOIN ancestors d ON a.tenant_id = $1 AND a.id = d.parent_id
     )
     SELECT EXISTS (SELECT 1 FROM ancestors WHERE id = $5) AS cycle
     FROM issues i WHERE i.tenant_id = $1 AND i.id = $4 AND ${visibleTo('i')}`,
    [...viewerParams(caller), parentId, issueId ?? 0],
  );
  if (!parent) throw notFound(ISSUE.thing, parentId);
  if (parent.cycle) {
    throw badRequest(`Issue ${issueId} cannot get parent ${parentId}: the issue would become its own ancestor.`);
  }
}

/**
 * `closed` follows the status (D6): moving to a final status closes the issue at that moment, also
 * when it comes from another final status; sending the status it already has keeps the closing time.
 * A non-final status clears both.
 */
function closingAssignments(params: Params, tenant: string, statusId: number): string[] {
  const status = params.add(statusId);
  const final = `(SELECT s.final FROM issue_statuses s WHERE s.tenant_id = ${tenant} AND s.id = ${status})`;
  return [
    `closed = ${final}`,
    `closed_at = CASE WHEN NOT ${final} THEN NULL
                      WHEN i.status_id = ${status} THEN coalesce(i.closed_at, now()) ELSE now() END`,
  ];
}

export async function createIssue(sql: Sql, caller: Caller, input: IssueCreateInput): Promise<RenderedIssue> {
  const labelIds = referencedIds(input.labels);
  const collaboratorIds = referencedIds(input.collaborators);
  await requireReferences(sql, caller.tenantId, [
    ...referenceChecks(input, CREATE_ATTRIBUTES),
    { ...labels, ids: labelIds },
    { ...users, ids: collaboratorIds },
  ]);
  const parentId = referencedId(input.parentId ?? null);
  if (parentId !== null) await requireParent(sql, caller, parentId, null);

  const params = new Params([caller.tenantId, caller.userId]);
  const attributes = provided(input, CREATE_ATTRIBUTES);
  const columns = attributes.map((name) => COLUMNS[name].column);
  const values = attributes.map((name) => params.add(storedValue(input, name)));
  const statusId = params.add(referencedId(input.statusId));
  const [created] = await sql.query<{ id: number }>(
    `WITH status AS (SELECT final FROM issue_statuses WHERE tenant_id = $1 AND id = ${statusId}),
     created AS (
       INSERT INTO issues (tenant_id, creator_id, last_updator_id, closed, closed_at, ${columns.join(', ')})
       SELECT $1, $2, $2, status.final, CASE WHEN status.final THEN now() END, ${values.join(', ')} FROM status
       RETURNING id
     ),
     labelled AS (
       INSERT INTO issue_labels (tenant_id, issue_id, label_id)
       SELECT $1, created.id, label_id FROM created, unnest(${params.add(labelIds)}::int[]) AS label_id
     ),
     shared AS (
       INSERT INTO issue_collaborators (tenant_id, issue_id, user_id)
       SELECT $1, created.id, user_id FROM created, unnest(${params.add(collaboratorIds)}::int[]) AS user_id
     )
     SELECT id FROM created`,
    params.values,
  );
  return buildEditedIssue(sql, caller, created!.id);
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
  const assignments = provided(input).map(
    (name) => `${COLUMNS[name].column} = ${params.add(storedValue(input, name))}`,
  );
  if (input.statusId !== undefined) assignments.push(...closingAssignments(params, '$1', referencedId(input.statusId)));
  await sql.query(
    `UPDATE issues i SET ${[...assignments, 'updated_at = now()', 'last_updator_id = $2'].join(', ')}
     WHERE i.tenant_id = $1 AND i.id = ${params.add(id)}`,
    params.values,
  );
  return buildEditedIssue(sql, caller, id);
}

/** Deletes (softly) or undeletes; doing it twice changes nothing the second time. */
export async function setDeleted(sql: Sql, caller: Caller, id: number, deleted: boolean): Promise<RenderedIssue> {
  const current = (await lockVisibleIssues(sql, caller, [id])).get(id)!;
  if (current.deleted !== deleted) {
    await sql.query(
      `UPDATE issues SET deleted = $3, deleted_at = CASE WHEN $3 THEN now() END, updated_at = now(), last_updator_id = $2
       WHERE tenant_id = $1 AND id = $4`,
      [caller.tenantId, caller.userId, deleted, id],
    );
  }
  return buildEditedIssue(sql, caller, id);
}

/** What a bulk edit changes, after its wrappers were read (D6). */
export interface BulkChanges {
  scalar: Pick<IssueUpdateInput, 'creatorId' | 'assignedId' | 'issueTypeId' | 'priorityId' | 'statusId' | 'scheduleId'>;
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
    ...referenceChecks(changes.scalar),
    { ...labels, ids: changes.labelIds ?? [] },
    { ...users, ids: changes.collaboratorIds ?? [] },
  ]);

  const params = new Params([caller.tenantId, caller.userId]);
  const issueIds = params.add(ids);
  const assignments = provided(changes.scalar).map(
    (name) => `${COLUMNS[name].column} = ${params.add(storedValue(changes.scalar, name))}`,
  );
  if (changes.scalar.statusId)
    assignments.push(...closingAssignments(params, '$1', referencedId(changes.scalar.statusId)));
  const edits = assignments.length > 0 || changes.labelIds !== undefined || changes.collaboratorIds !== undefined;
  if (edits) {
    await sql.query(
      `UPDATE issues i SET ${[...assignments, 'updated_at = now()', 'last_updator_id = $2'].join(', ')}
       WHERE i.tenant_id = $1 AND i.id = ANY(${issueIds}::int[])`,
      params.values,
    );
  }
  if (changes.labelIds) await replaceSet(sql, caller.tenantId, 'issue_labels', 'label_id', ids, changes.labelIds);
  if (changes.collaboratorIds) {
    await replaceSet(sql, caller.tenantId, 'issue_collaborators', 'user_id', ids, changes.collaboratorIds);
  }
  return buildEditedIssues(sql, caller, ids);
}

/** Makes `members` the whole set of `column` values of each issue in `issueIds`. */
async function replaceSet(
  sql: Sql,
  tenantId: string,
  table: 'issue_labels' | 'issue_collaborators',
  column: 'label_id' | 'user_id',
  issueIds: readonly number[],
  members: readonly number[],
): Promise<void> {
  await sql.query(`DELETE FROM ${table} WHERE tenant_id = $1 AND issue_id = ANY($2::int[])`, [tenantId, issueIds]);
  await sql.query(
    `INSERT INTO ${table} (tenant_id, issue_id, ${column})
     SELECT $1, issue_id, member FROM unnest($2::int[]) AS issue_id, unnest($3::int[]) AS member`,
    [tenantId, issueIds, members],
  );
}
