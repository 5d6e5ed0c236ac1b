-- Look-ups that every issue write or object makes.

-- Test executions of an issue, read by every issue object: an index that holds both ids, so that the
-- look-up is an index-only scan by issue. With only (tenant_id, issue_id) the planner preferred the
-- primary key (tenant_id, test_execution_id, issue_id) for its index-only scans, reading the
-- tenant's whole range of it for each issue.
DROP INDEX test_execution_issues_by_issue;
CREATE INDEX test_execution_issues_by_issue ON test_execution_issues (tenant_id, issue_id, test_execution_id);

-- An unknown priority leaves the copied position NULL, which the NOT NULL constraint refused before
-- the foreign key could name the missing priority: issues are now created in one statement that
-- leaves such checks to the foreign keys.
CREATE OR REPLACE FUNCTION copy_priority_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.priority_position := coalesce((SELECT p.position FROM issue_priorities p
                                     WHERE p.tenant_id = NEW.tenant_id AND p.id = NEW.priority_id), 0);
  RETURN NEW;
END $$;
