-- D18, time on work: what worklogs and the timer need.
--
-- 1. Worklog roll-ups. The issue object shows `logged` and `logged_from_children`, the minutes of
-- the live worklogs (activities of a working-hours type) of the issue and of its descendants. Like
-- the other roll-ups they are computed when the object is built (src/issues/sql.ts), so the
-- object's version (the issue row's xmin, migration 0005) must change with them: a change of an
-- activity that a worklog sum reads touches its issue (old and new) and that issue's ancestors.
-- Activities of other types touch too; telling them apart would cost a look-up of the type on
-- every write, and a touch of an issue already touched in the transaction costs nothing.

CREATE FUNCTION touch_issues_of_new_activities() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM touch_issues_depending_on(
      ARRAY(SELECT DISTINCT issue_id FROM new_rows WHERE issue_id IS NOT NULL AND NOT deleted), '{}');
    RETURN NULL;
  END $$;

CREATE FUNCTION touch_issues_of_old_activities() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM touch_issues_depending_on(
      ARRAY(SELECT DISTINCT issue_id FROM old_rows WHERE issue_id IS NOT NULL AND NOT deleted), '{}');
    RETURN NULL;
  END $$;

-- Both versions grouped by activity, as migration 0021 does for issues: no join of the transition tables.
CREATE FUNCTION touch_issues_of_changed_activities() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    changed int[];
  BEGIN
    SELECT array_agg(DISTINCT issue) FILTER (WHERE issue IS NOT NULL AND logged_change)
    INTO changed
    FROM (
      SELECT id,
        count(DISTINCT (issue_id, deleted, activity_type_id, date_from, date_to, time_from, time_to)) > 1 AS logged_change,
        array_agg(issue_id) AS issues
      FROM (
        SELECT tenant_id, id, issue_id, deleted, activity_type_id, date_from, date_to, time_from, time_to FROM old_rows
        UNION ALL
        SELECT tenant_id, id, issue_id, deleted, activity_type_id, date_from, date_to, time_from, time_to FROM new_rows
      ) versions
      GROUP BY tenant_id, id
    ) changes, unnest(issues) AS issue;
    IF changed IS NOT NULL THEN
      PERFORM touch_issues_depending_on(changed, '{}');
    END IF;
    RETURN NULL;
  END $$;

CREATE TRIGGER touch_issues_on_insert AFTER INSERT ON activities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_new_activities();
CREATE TRIGGER touch_issues_on_update AFTER UPDATE ON activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_changed_activities();
CREATE TRIGGER touch_issues_on_delete AFTER DELETE ON activities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_issues_of_old_activities();

-- The sums read an issue's worklogs by issue: activities_by_issue (tenant_id, issue_id, date_from, id) serves them.

-- 2. The timer: at most one per user (the key), on an issue. Stopping it stores its time as
-- worklogs (activities) and deletes the row; started_at is the store's clock, so tests move it.
-- The zone sent when it started splits its time at midnight unless the stop sends one.
CREATE TABLE timers (
  tenant_id text NOT NULL,
  user_id integer NOT NULL,
  issue_id integer NOT NULL,
  description text NOT NULL DEFAULT '',
  zone text,
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, issue_id) REFERENCES issues (tenant_id, id)
);
SELECT isolate_by_tenant('timers');
