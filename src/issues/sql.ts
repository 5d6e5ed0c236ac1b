import {
  idNameJson,
  issuePriorityJson,
  issueStatusJson,
  labelJson,
  projectJson,
  userWithLanguageJson,
} from '../reference-data/json.js';
import { testExecutionJson } from '../test-executions/json.js';
import { visibleTo } from './visibility.js';

/** Comment row `c` as the comment object of interface.md. */
export const commentJson = (c: string) =>
  `json_build_object(
     'id', ${c}.id,
     'userId', (SELECT ${userWithLanguageJson('commenter')} FROM users commenter WHERE commenter.tenant_id = ${c}.tenant_id AND commenter.id = ${c}.user_id),
     'description', ${c}.description,
     'created_at', utc_seconds(${c}.created_at),
     'updated_at', utc_seconds(${c}.updated_at),
     'deleted', ${c}.deleted,
     'deleted_at', utc_seconds(${c}.deleted_at))`;

/** The label objects of the labels that `condition` selects (alias `l`), by id. */
const labelsJson = (condition: string) => `coalesce((
  SELECT json_agg(${labelJson('l')} ORDER BY l.id) FROM labels l WHERE l.tenant_id = i.tenant_id AND ${condition}),
  '[]'::json)`;

/** The user objects of the users that `condition` selects (alias `u`), by id. */
const collaboratorsJson = (condition: string) => `coalesce((
  SELECT json_agg(${userWithLanguageJson('u')} ORDER BY u.id) FROM users u WHERE u.tenant_id = i.tenant_id AND ${condition}),
  '[]'::json)`;

const commentsJson = `coalesce((
  SELECT json_agg(${commentJson('c')} ORDER BY c.created_at, c.id)
  FROM issue_comments c WHERE c.tenant_id = i.tenant_id AND c.issue_id = i.id), '[]'::json)`;

const testExecutionsJson = `coalesce((
  SELECT json_agg(${testExecutionJson('te')} ORDER BY te.id)
  FROM test_execution_issues tei JOIN test_executions te ON te.tenant_id = tei.tenant_id AND te.id = tei.test_execution_id
  WHERE tei.tenant_id = i.tenant_id AND tei.issue_id = i.id), '[]'::json)`;

/**
 * Whether the object of `i` is the same for every caller who may see it: not when its test
 * executions relate a private issue, whose entry depends on who asks. A scalar subquery rather than
 * NOT EXISTS: for a build of many issues the planner turned NOT EXISTS into a hash of every such
 * pair in the database (45 ms of a 1,000-issue build at 10k issues, growing with the database).
 */
const shareable = `coalesce((
  SELECT false FROM test_execution_issues mine
  JOIN test_execution_issues peer ON peer.tenant_id = mine.tenant_id AND peer.test_execution_id = mine.test_execution_id
  JOIN issues related ON related.tenant_id = peer.tenant_id AND related.id = peer.issue_id
  WHERE mine.tenant_id = i.tenant_id AND mine.issue_id = i.id AND related.private LIMIT 1), true)`;

const userById = (column: string) =>
  `(SELECT ${userWithLanguageJson('u')} FROM users u WHERE u.tenant_id = i.tenant_id AND u.id = i.${column})`;

/**
 * Sums of estimated and spent minutes over all descendants of `i` (children, grandchildren, ...)
 * that are not deleted (D6); the walk goes through every descendant. Private descendants count for
 * everyone: the sums reveal no issue, and a parent's totals do not depend on who asks.
 */
const rollup = `(
  WITH RECURSIVE descendants AS (
    SELECT c.tenant_id, c.id, c.deleted, c.estimated, c.spent
    FROM issues c WHERE c.tenant_id = i.tenant_id AND c.parent_id = i.id
    UNION
    SELECT c.tenant_id, c.id, c.deleted, c.estimated, c.spent
    FROM issues c JOIN descendants d ON c.tenant_id = d.tenant_id AND c.parent_id = d.id
  )
  SELECT coalesce(sum(d.estimated), 0) AS estimated, coalesce(sum(d.spent), 0) AS spent
  FROM descendants d WHERE NOT d.deleted
)`;

/** Where the parts of an issue object that other rows hold come from. */
interface CoreSources {
  /** A row of `estimated` and `spent` summed over the descendants. */
  rollup: string;
  labels: string;
  collaborators: string;
}

/** The parts of stored issue `i`. */
const STORED: CoreSources = {
  rollup,
  labels: labelsJson(
    'l.id IN (SELECT il.label_id FROM issue_labels il WHERE il.tenant_id = i.tenant_id AND il.issue_id = i.id)',
  ),
  collaborators: collaboratorsJson(
    'u.id IN (SELECT ic.user_id FROM issue_collaborators ic WHERE ic.tenant_id = i.tenant_id AND ic.issue_id = i.id)',
  ),
};

/** The issue object of row `i` but for its comments and test executions, which lists leave out. */
const issueCoreJson = (sources: CoreSources) => `(SELECT json_build_object(
  'id', i.id,
  'name', i.name,
  'description', i.description,
  'projectId', (SELECT ${projectJson('p')} FROM projects p WHERE p.tenant_id = i.tenant_id AND p.id = i.project_id),
  'issueTypeId', (SELECT ${idNameJson('t')} FROM issue_types t WHERE t.tenant_id = i.tenant_id AND t.id = i.issue_type_id),
  'parentId', i.parent_id,
  'parentType', i.parent_type,
  'priorityId', (SELECT ${issuePriorityJson('pr')} FROM issue_priorities pr WHERE pr.tenant_id = i.tenant_id AND pr.id = i.priority_id),
  'creatorId', ${userById('creator_id')},
  'statusId', (SELECT ${issueStatusJson('s')} FROM issue_statuses s WHERE s.tenant_id = i.tenant_id AND s.id = i.status_id),
  'assignedId', ${userById('assigned_id')},
  'lastUpdator', ${userById('last_updator_id')},
  'private', i.private,
  'dueDate', utc_millis(i.due_date),
  'closed', i.closed,
  'closed_at', utc_seconds(i.closed_at),
  'deleted', i.deleted,
  'deleted_at', utc_seconds(i.deleted_at),
  'created_at', utc_seconds(i.created_at),
  'updated_at', utc_seconds(i.updated_at),
  'estimated', i.estimated,
  'estimated_from_children', rollup.estimated,
  'spent', i.spent,
  'spent_from_children', rollup.spent,
  'vcsIssueId', i.vcs_issue_id,
  'vcsIssueIid', i.vcs_issue_iid,
  'scheduleId', i.schedule_id,
  'labels', ${sources.labels},
  'collaborators', ${sources.collaborators})
  FROM ${sources.rollup} rollup)`;

/**
 * What an issue object is built from, as JSON text in output columns: `core`, `comments` and
 * `test_executions` (see RenderedIssue), and `shareable`.
 */
const RENDERED_COLUMNS = `${issueCoreJson(STORED)}::text AS core,
  ${commentsJson}::text AS comments,
  ${testExecutionsJson}::text AS test_executions,
  ${shareable} AS shareable`;

/**
 * The version of an issue object: the xmin of the issue row and of the tenant's row. Every change
 * that an issue object shows gives one of them a new xmin (migrations/0005_document_versions.sql).
 */
export const ROW_VERSION = `i.xmin::text || '.' || t.xmin::text`;

const issuesWithTenant = (conditions: string[]) =>
  `issues i JOIN tenants t ON t.id = i.tenant_id WHERE ${['i.tenant_id = $1', ...conditions].join(' AND ')}`;

/**
 * The version of issue $4 if the caller ($2, $3) may see it. Checking a kept object with this costs
 * a primary-key look-up; building it costs far more, if only because PostgreSQL sets up every
 * subquery of a statement before running it, taken or not.
 */
export const ISSUE_VERSION = `SELECT ${ROW_VERSION} AS version FROM ${issuesWithTenant(['i.id = $4', visibleTo('i')])}`;

/**
 * The issues with the ids $4, built, with their versions. `checkVisibility` false re-reads rows
 * whose visibility was checked when they were locked, before a change that may have taken the
 * caller's sight away.
 */
export const buildIssuesStatement = (checkVisibility: boolean) => `SELECT i.id, i.version,
  ${RENDERED_COLUMNS}
  FROM (SELECT i.*, ${ROW_VERSION} AS version
        FROM ${issuesWithTenant(['i.id = ANY($4::int[])', ...(checkVisibility ? [visibleTo('i')] : [])])}) i`;

/**
 * The same columns for a row `i` that the statement itself inserts, which nothing refers to yet:
 * no descendants, comments or test executions, and the labels and collaborators with the ids of
 * the int[] parameters `labels` and `collaborators` (inserted by the same statement, so not yet
 * visible to it).
 */
export const newIssueColumns = (labels: string, collaborators: string) => `${issueCoreJson({
  rollup: '(SELECT 0 AS estimated, 0 AS spent)',
  labels: labelsJson(`l.id = ANY(${labels}::int[])`),
  collaborators: collaboratorsJson(`u.id = ANY(${collaborators}::int[])`),
})}::text AS core,
  '[]' AS comments,
  '[]' AS test_executions,
  true AS shareable`;

export interface IssueSelection {
  /** Conditions on alias `i`, in addition to tenant $1 and visibility to the caller ($2, $3). */
  where: string[];
  order: string;
  /** Extra output columns, e.g. the sort value a list resumes from. */
  columns?: string;
  limit: string;
}

/**
 * A page of the issues of tenant $1 that the caller ($2, $3) may see: ids and versions only. The
 * objects come from the document cache or from `buildIssues`, so the planner weighs the filters and
 * the sort alone when it picks an index.
 */
export const selectIssuePage = ({ where, order, columns, limit }: IssueSelection) =>
  `SELECT i.id, ${ROW_VERSION} AS version${columns ? `, ${columns}` : ''}
   FROM ${issuesWithTenant([...where, visibleTo('i')])}
   ORDER BY ${order} LIMIT ${limit}`;
