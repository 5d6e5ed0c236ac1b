-- touch_issues_depending_on (0005) walks up from the changed issues to their ancestors. It runs
-- inside the service's statements, so under their plan_cache_mode = force_generic_plan
-- (src/platform/db/database.ts), and the generic plan of its walk joined each level to every issue
-- of the tenant by hashing: an index scan of all of them for each activity linked to an issue and
-- each change of an issue's roll-up fields (2.7 ms of a worklog's 3.6 ms at 10,000 issues, growing
-- with the tenant). Each level now looks up the parent by its key: the LIMIT 1 (an issue has one
-- row per id) keeps the look-up a subquery of its own, run once per row by the primary key.
CREATE OR REPLACE FUNCTION touch_issues_depending_on(rollup_changed integer[], related_changed integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    IF cardinality(rollup_changed) > 0 THEN
      PERFORM touch_issues(ARRAY(
        WITH RECURSIVE ancestors AS (
          SELECT i.id, i.parent_id FROM issues i WHERE i.tenant_id = current_tenant() AND i.id = ANY(rollup_changed)
          UNION
          SELECT parent.id, parent.parent_id FROM ancestors d
          CROSS JOIN LATERAL (SELECT a.id, a.parent_id FROM issues a
            WHERE a.tenant_id = current_tenant() AND a.id = d.parent_id LIMIT 1) parent
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
