import { visibleTo } from '../issues/visibility.js';
import { idNameJson, issueStatusJson, testExecutionStatusJson, userWithLanguageJson } from '../reference-data/json.js';

/** The related issue objects of test execution `te`, limited to issues the caller may see. */
const relatedIssuesJson = (te: string) =>
  `coalesce((
     SELECT json_agg(json_build_object(
       'id', ri.id,
       'issueTypeId', (SELECT ${idNameJson('ri_type')} FROM issue_types ri_type WHERE ri_type.tenant_id = ri.tenant_id AND ri_type.id = ri.issue_type_id),
       'statusId', (SELECT ${issueStatusJson('ri_status')} FROM issue_statuses ri_status WHERE ri_status.tenant_id = ri.tenant_id AND ri_status.id = ri.status_id),
       'closed', ri.closed,
       'deleted', ri.deleted) ORDER BY ri.id)
     FROM test_execution_issues tei
     JOIN issues ri ON ri.tenant_id = tei.tenant_id AND ri.id = tei.issue_id
     WHERE tei.tenant_id = ${te}.tenant_id AND tei.test_execution_id = ${te}.id AND ${visibleTo('ri')}
   ), '[]'::json)`;

const relatedExtIssuesJson = (te: string) =>
  `coalesce((
     SELECT json_agg(json_build_object(
       'id', x.id, 'extIssueId', x.ext_issue_id, 'extKeyId', x.ext_key_id, 'extLink', x.ext_link,
       'closed', x.closed, 'closed_at', utc_millis_offset(x.closed_at),
       'deleted', x.deleted, 'deleted_at', utc_millis_offset(x.deleted_at),
       'created_at', utc_millis_offset(x.created_at), 'updated_at', utc_millis_offset(x.updated_at)) ORDER BY x.id)
     FROM test_execution_ext_issues x
     WHERE x.tenant_id = ${te}.tenant_id AND x.test_execution_id = ${te}.id
   ), '[]'::json)`;

/**
 * Test execution row `te` as the object of interface.md. Statements using it take the viewer
 * parameters of issues/visibility.ts.
 */
export const testExecutionJson = (te: string) =>
  `json_build_object(
     'id', ${te}.id,
     'testPlanId', (SELECT ${idNameJson('te_plan')} FROM test_plans te_plan WHERE te_plan.tenant_id = ${te}.tenant_id AND te_plan.id = ${te}.test_plan_id),
     'testStepId', ${te}.test_step_id,
     'creatorId', (SELECT ${userWithLanguageJson('te_creator')} FROM users te_creator WHERE te_creator.tenant_id = ${te}.tenant_id AND te_creator.id = ${te}.creator_id),
     'statusId', (SELECT ${testExecutionStatusJson('te_status')} FROM test_execution_statuses te_status WHERE te_status.tenant_id = ${te}.tenant_id AND te_status.id = ${te}.status_id),
     'actual_result', ${te}.actual_result,
     'duration', ${te}.duration,
     'position', ${te}.position,
     'batchId', ${te}.batch_id,
     'extIssueId', ${te}.ext_issue_id,
     'extIssueUrl', ${te}.ext_issue_url,
     'created_at', utc_seconds(${te}.created_at),
     'updated_at', utc_seconds(${te}.updated_at),
     'related_issues', ${relatedIssuesJson(te)},
     'related_ext_issues', ${relatedExtIssuesJson(te)})`;
