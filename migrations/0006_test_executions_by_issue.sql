-- Test executions of an issue, read by every issue object: an index that holds both ids, so that the
-- look-up is an index-only scan by issue. With only (tenant_id, issue_id) the planner preferred the
-- primary key (tenant_id, test_execution_id, issue_id) for its index-only scans, reading the
-- tenant's whole range of it for each issue.
DROP INDEX test_execution_issues_by_issue;
CREATE INDEX test_execution_issues_by_issue ON test_execution_issues (tenant_id, issue_id, test_execution_id);
