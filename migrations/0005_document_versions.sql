-- Versions of issue objects, for the document cache of the service (src/platform/db/document-cache.ts).
--
-- The service keeps rendered issue objects in memory and serves one again only while its version
-- is unchanged. The version is the xmin of the issue row and of its tenant row: every UPDATE gives
-- a row a new xmin. Everything else an issue object shows is made to change one of the two, in the
-- transaction that changes it:
--   - comments and test-execution links touch their issue (labels and collaborators change only
--     with their issue row: when it is created, and by bulk edits, which update it; a trigger for
--     them cost a third of a millisecond on every create, even with no row to look at);
--   - a change of estimate, spent time, deletion or parent touches the issue's ancestors (roll-ups);
--   - a change of type, status, closing, deletion or privacy touches the issues that share a test
--     execution with it (its entry in their related_issues);
--   - a change of a test execution or its external issues touches the issues it relates to;
--   - a change of reference data (users, projects, statuses, ...) touches the tenant row.
-- Touching is a no-op UPDATE. Rows this transaction wrote already carry its xid and are skipped.
-- The functions are PL/pgSQL, which keeps the plans of its statements for the session (an SQL
-- function is planned at every call), and they return early when there is nothing to touch: these
-- triggers run with every write.

CREATE FUNCTION touch_issues(ids int[]) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    IF cardinality(ids) > 0 THEN
      UPDATE issues SET name = name
      WHERE tenant_id = current_tenant() AND id = ANY(ids) AND xmin <> xid(pg_current_xact_id());
    END IF;
  END $$;

-- Rows here may come with a write of their issue in the same transaction: a look-up settles that
-- for less than an UPDATE that finds nothing.
CREATE FUNCTION touch_issues_of_new_rows() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    ids int[] := ARRAY(SELECT DISTINCT issue_id FROM new_rows);
  BEGIN
    IF EXISTS (SELECT 1 FROM issues WHERE tenant_id = current_tenant() AND id = ANY(ids)
               AND xmin <> xid(pg_current_xact_id())) THEN
      PERFORM touch_issues(ids);
    END IF;
    RETURN NULL;
  END $$;

CREATE FUNCTION touch_issues_of_old_rows() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    ids int[] := ARRAY(SELECT DISTINCT issue_id FROM old_rows);
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
    EXECUTE format('CREATE TRIGGER touch_issue_on_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_new_rows()', target);
    EXECUTE format('CREATE TRIGGER touch_issue_on_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_old_rows()', target);
  END LOOP;
END $$;
CREATE TRIGGER touch_issue_on_update AFTER UPDATE ON issue_comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_new_rows();

-- Test executions and their external issues: the issues related to them.
CREATE FUNCTION touch_issues_of_test_executions(execution_ids int[]) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM touch_issues(ARRAY(
      SELECT DISTINCT issue_id FROM test_execution_issues
      WHERE tenant_id = current_tenant() AND test_execution_id = ANY(execution_ids)));
  END $$;

CREATE FUNCTION touch_issues_of_changed_test_executions() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM touch_issues_of_test_executions(ARRAY(SELECT id FROM new_rows));
    RETURN NULL;
  END $$;
CREATE TRIGGER touch_issues_on_update AFTER UPDATE ON test_executions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_changed_test_executions();

CREATE FUNCTION touch_issues_of_new_external_issues() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM touch_issues_of_test_executions(ARRAY(SELECT test_execution_id FROM new_rows));
    RETURN NULL;
  END $$;
CREATE FUNCTION touch_issues_of_old_external_issues() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM touch_issues_of_test_executions(ARRAY(SELECT test_execution_id FROM old_rows));
    RETURN NULL;
  END $$;
CREATE TRIGGER touch_issues_on_insert AFTER INSERT ON test_execution_ext_issues REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_new_external_issues();
CREATE TRIGGER touch_issues_on_update AFTER UPDATE ON test_execution_ext_issues REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_new_external_issues();
CREATE TRIGGER touch_issues_on_delete AFTER DELETE ON test_execution_ext_issues REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_old_external_issues();

-- Issues that other issues' objects show: ancestors (roll-ups) and test-execution peers.
CREATE FUNCTION touch_issues_depending_on(rollup_changed int[], related_changed int[]) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    IF cardinality(rollup_changed) > 0 THEN
      PERFORM touch_issues(ARRAY(
        WITH RECURSIVE ancestors AS (
          SELECT i.id, i.parent_id FROM issues i WHERE i.tenant_id = current_tenant() AND i.id = ANY(rollup_changed)
          UNION
          SELECT a.id, a.parent_id FROM issues a JOIN ancestors d ON a.tenant_id = current_tenant() AND a.id = d.parent_id
        )
        SELECT id FROM ancestors));
    END IF;
    IF cardinality(related_changed) > 0 THEN
      PERFORM touch_issues(ARRAY(
        SELECT peer.issue_id
        FROM test_execution_issues mine
        JOIN test_execution_issues peer
          ON peer.tenant_id = mine.tenant_id AND peer.test_execution_id = mine.test_execution_id
        WHERE mine.tenant_id = current_tenant() AND mine.issue_id = ANY(related_changed)
          AND peer.issue_id <> mine.issue_id));
    END IF;
  END $$;

CREATE FUNCTION touch_issues_depending_on_new_issues() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM touch_issues_depending_on(
      ARRAY(SELECT parent_id FROM new_rows WHERE parent_id IS NOT NULL AND NOT deleted AND (estimated > 0 OR spent > 0)),
      '{}');
    RETURN NULL;
  END $$;

CREATE FUNCTION touch_issues_depending_on_changed_issues() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    rollup_changed int[];
    related_changed int[];
  BEGIN
    SELECT
      array_agg(DISTINCT parent) FILTER (WHERE parent IS NOT NULL AND rollup_change),
      array_agg(DISTINCT n_id) FILTER (WHERE related_change)
    INTO rollup_changed, related_changed
    FROM (
      SELECT n.id AS n_id,
        (o.estimated, o.spent, o.deleted, o.parent_id) IS DISTINCT FROM (n.estimated, n.spent, n.deleted, n.parent_id) AS rollup_change,
        (o.issue_type_id, o.status_id, o.closed, o.deleted, o.private)
          IS DISTINCT FROM (n.issue_type_id, n.status_id, n.closed, n.deleted, n.private) AS related_change,
        ARRAY[o.parent_id, n.parent_id] AS parents
      FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    ) changes, unnest(parents) AS parent;
    IF rollup_changed IS NOT NULL OR related_changed IS NOT NULL THEN
      PERFORM touch_issues_depending_on(coalesce(rollup_changed, '{}'), coalesce(related_changed, '{}'));
    END IF;
    RETURN NULL;
  END $$;

CREATE TRIGGER touch_dependents_on_insert AFTER INSERT ON issues REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_depending_on_new_issues();
CREATE TRIGGER touch_dependents_on_update AFTER UPDATE ON issues REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_depending_on_changed_issues();

-- Reference data: a change touches the tenant row, whose xmin is part of every document's version.
CREATE FUNCTION touch_tenant() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE tenants SET name = name WHERE id = current_tenant() AND xmin <> xid(pg_current_xact_id());
    RETURN NULL;
  END $$;

DO $$
DECLARE
  target text;
BEGIN
  FOREACH target IN ARRAY ARRAY['users', 'projects', 'teams', 'places', 'activity_types', 'activity_statuses',
    'issue_types', 'issue_priorities', 'issue_statuses', 'labels', 'test_plans', 'test_execution_statuses'] LOOP
    EXECUTE format('CREATE TRIGGER touch_tenant_on_change AFTER UPDATE OR DELETE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION touch_tenant()', target);
  END LOOP;
END $$;
