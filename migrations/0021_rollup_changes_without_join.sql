-- An update of issues finds the issues whose roll-ups or related objects changed by pairing each
-- issue's old and new version. It paired them with a join of the two transition tables, whose plan
-- PL/pgSQL keeps from the first update of its connection: made for one row (a PUT), it is a nested
-- loop, and a bulk edit of 1,000 issues then compared a million pairs (340 of the 450 ms of the
-- embedded store's UPDATE). Grouping both versions by issue needs no join, so no plan of it grows
-- faster than the rows. Two versions differ where they are two distinct values: DISTINCT compares
-- rows with NULLs equal, as IS DISTINCT FROM does.
CREATE OR REPLACE FUNCTION touch_issues_depending_on_changed_issues() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    rollup_changed int[];
    related_changed int[];
  BEGIN
    SELECT
      array_agg(DISTINCT parent) FILTER (WHERE parent IS NOT NULL AND rollup_change),
      array_agg(DISTINCT id) FILTER (WHERE related_change)
    INTO rollup_changed, related_changed
    FROM (
      SELECT id,
        count(DISTINCT (estimated, spent, deleted, parent_id)) > 1 AS rollup_change,
        count(DISTINCT (issue_type_id, status_id, closed, deleted, private)) > 1 AS related_change,
        array_agg(parent_id) AS parents
      FROM (
        SELECT tenant_id, id, estimated, spent, deleted, parent_id, issue_type_id, status_id, closed, private
        FROM old_rows
        UNION ALL
        SELECT tenant_id, id, estimated, spent, deleted, parent_id, issue_type_id, status_id, closed, private
        FROM new_rows
      ) versions
      GROUP BY tenant_id, id
    ) changes, unnest(parents) AS parent;
    IF rollup_changed IS NOT NULL OR related_changed IS NOT NULL THEN
      PERFORM touch_issues_depending_on(coalesce(rollup_changed, '{}'), coalesce(related_changed, '{}'));
    END IF;
    RETURN NULL;
  END $$;
