-- Folds the near-duplicate trigger functions of 0005_document_versions.sql. A trigger function that
-- reads the rows a statement changed now reads them under one name, `changed_rows`, which each
-- trigger gives the transition table it needs: the new rows after INSERT and UPDATE, the old rows
-- after DELETE. One function then serves the three events where 0005 had one per name:
--   touch_issues_of_new_rows, touch_issues_of_old_rows                     -> touch_issues_of_rows
--   touch_issues_of_new_external_issues, touch_issues_of_old_external_issues -> touch_issues_of_external_issues
-- The triggers keep their names, tables and events, and the functions their bodies: what is touched,
-- and when, is unchanged. Which tables must have such triggers is declared next to each kept object
-- (src/issues/kept-object.ts, src/activities/kept-object.ts); a test checks it against the catalog.

-- Rows here may come with a write of their issue in the same transaction: a look-up settles that
-- for less than an UPDATE that finds nothing.
CREATE FUNCTION touch_issues_of_rows() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    ids int[] := ARRAY(SELECT DISTINCT issue_id FROM changed_rows);
  BEGIN
    IF EXISTS (SELECT 1 FROM issues WHERE tenant_id = current_tenant() AND id = ANY(ids)
               AND xmin <> xid(pg_current_xact_id())) THEN
      PERFORM touch_issues(ids);
    END IF;
    RETURN NULL;
  END $$;

DO $$
DECLARE
  target text;
BEGIN
  FOREACH target IN ARRAY ARRAY['issue_comments', 'test_execution_issues'] LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER touch_issue_on_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_rows()', target);
    EXECUTE format('CREATE OR REPLACE TRIGGER touch_issue_on_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_rows()', target);
  END LOOP;
END $$;
CREATE OR REPLACE TRIGGER touch_issue_on_update AFTER UPDATE ON issue_comments REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_rows();

-- External issues of test executions: the issues related to their test executions.
CREATE FUNCTION touch_issues_of_external_issues() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM touch_issues_of_test_executions(ARRAY(SELECT test_execution_id FROM changed_rows));
    RETURN NULL;
  END $$;
CREATE OR REPLACE TRIGGER touch_issues_on_insert AFTER INSERT ON test_execution_ext_issues
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_external_issues();
CREATE OR REPLACE TRIGGER touch_issues_on_update AFTER UPDATE ON test_execution_ext_issues
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_external_issues();
CREATE OR REPLACE TRIGGER touch_issues_on_delete AFTER DELETE ON test_execution_ext_issues
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_external_issues();

-- No trigger calls them any more.
DROP FUNCTION touch_issues_of_new_rows();
DROP FUNCTION touch_issues_of_old_rows();
DROP FUNCTION touch_issues_of_new_external_issues();
DROP FUNCTION touch_issues_of_old_external_issues();
