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

const labelsJson = `coalesce((
  SELECT json_agg(${labelJson('l')} ORDER BY l.id)
  FROM issue_labels il JOIN labels l ON l.tenant_id = il.tenant_id AND l.id = il.label_id
  WHERE il.tenant_id = i.tenant_id AND il.issue_id = i.id), '[]'::json)`;

const collaboratorsJson = `coalesce((
  SELECT json_agg(${userWithLanguageJson('u')} ORDER BY u.id)
  FROM issue_collaborators ic JOIN users u ON u.tenant_id = ic.tenant_id AND u.id = ic.user_id
  WHERE ic.tenant_id = i.tenant_id AND ic.issue_id = i.id), '[]'::json)`;

const commentsJson = `coalesce((
  SELECT json_agg(${commentJson('c')} ORDER BY c.created_at, c.id)
  FROM issue_comments c WHERE c.tenant_id = i.tenant_id AND c.issue_id = i.id), '[]'::json)`;

const testExecutionsJson = `coalesce((
  SELECT json_agg(${testExecutionJson('te')} ORDER BY te.id)
  FROM test_execution_issues tei JOIN test_executions te ON te.tenant_id = tei.tenant_id AND te.id = tei.test_execution_id
  WHERE tei.tenant_id = i.tenant_id AND tei.issue_id = i.id), '[]'::json)`;

const userById = (column: string) =>
  `(SELECT ${userWithLanguageJson('u')} FROM users u WHERE u.tenant_id = i.tenant_id AND u.id = i.${column})`;

/**
 * The whole issue object of row `i`, roll-ups, labels, collaborators, comments and test executions
 * included, so that any number of issues is read in one statement.
 */
const issueJson = (include: IssueParts) => `json_build_object(
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
  'labels', ${labelsJson},
  'collaborators', ${collaboratorsJson}
  ${include.comments ? `, 'comments', ${commentsJson}` : ''}
  ${include.testExecutions ? `, 'testExecutions', ${testExecutionsJson}` : ''})`;

/**
 * Sums of estimated and spent minutes over all descendants of `i` (children, grandchildren, ...)
 * that are not deleted (D6); the walk goes through every descendant. Private descendants count for
 * everyone: the sums reveal no issue, and a parent's totals do not depend on who asks.
 */
const rollup = `LATERAL (
  WITH RECURSIVE descendants AS (
    SELECT c.tenant_id, c.id, c.deleted, c.estimated, c.spent
    FROM issues c WHERE c.tenant_id = i.tenant_id AND c.parent_id = i.id
    UNION
    SELECT c.tenant_id, c.id, c.deleted, c.estimated, c.spent
    FROM issues c JOIN descendants d ON c.tenant_id = d.tenant_id AND c.parent_id = d.id
  )
  SELECT coalesce(sum(d.estimated), 0) AS estimated, coalesce(sum(d.spent), 0) AS spent
  FROM descendants d WHERE NOT d.deleted
) rollup`;

/** The parts of an issue that lists leave out unless asked for; single reads include both. */
export interface IssueParts {
  comments: boolean;
  testExecutions: boolean;
}

export const WHOLE_ISSUE: IssueParts = { comments: true, testExecutions: true };

export interface IssueSelection {
  /** Conditions on alias `i`, in addition to tenant $1 and (see `checkVisibility`) visibility. */
  where: string[];
  order: string;
  include?: IssueParts;
  /** Extra output columns, e.g. the sort value a list resumes from. */
  columns?: string;
  limit?: string;
  /**
   * Whether only issues the caller ($2, $3) may see are read (the default). False re-reads rows
   * whose visibility was checked when they were locked, before a change that may have taken the
   * caller's own sight of them away.
   */
  checkVisibility?: boolean;
}

/**
 * Reads issues of tenant $1 as `{ issue }` rows. The rows (and a page of them) are chosen first and
 * the objects built for those rows only, so that the planner weighs the filters and the sort alone
 * when it picks an index, not the cost of building objects for rows that a LIMIT would drop.
 */
export const selectIssues = ({
  where,
  order,
  include = WHOLE_ISSUE,
  columns,
  limit,
  checkVisibility = true,
}: IssueSelection) => {
  const conditions = ['i.tenant_id = $1', ...where, ...(checkVisibility ? [visibleTo('i')] : [])];
  const page = limit ? ` ORDER BY ${order} LIMIT ${limit}` : '';
  return `SELECT ${issueJson(include)} AS issue${columns ? `, ${columns}` : ''}
   FROM (SELECT i.* FROM issues i WHERE ${conditions.join(' AND ')}${page}) i CROSS JOIN ${rollup}
   ORDER BY ${order}`;
};
