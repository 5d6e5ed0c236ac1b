-- An activity linked to an issue touches the issue and its ancestors (0037, touch_issues), and a
-- priority's new position is copied into its issues (spread_priority_position): issue updates a
-- trigger makes, neither of which changes a field that other issues depend on (roll-ups, related
-- test executions). The dependents' trigger still grouped their transition tables each time to
-- find that out: a third of what linking an issue added to an activity's create in the
-- database. It now runs for the updates statements make themselves. An issue update made by a
-- trigger must not change a roll-up or related field (touch_issues_depending_on_changed_issues
-- lists them), or must touch the issues that depend on it itself.
DROP TRIGGER touch_dependents_on_update ON issues;
CREATE TRIGGER touch_dependents_on_update AFTER UPDATE ON issues
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (pg_trigger_depth() < 1)
  EXECUTE FUNCTION touch_issues_depending_on_changed_issues();
