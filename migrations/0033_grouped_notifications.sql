-- One write, one notification per person and kind (D15, wave 4): a bulk edit that assigns 300
-- issues to a person made 300 notifications and 300 emails, a year's request without weekends (53
-- runs) 53 requests to approve per approver. A notification now names every object of its group
-- (issue_ids, activity_ids; issue_id and activity_id stay the first of them); events of one group
-- (the same write, or the runs of one request) that reach a person while an earlier notification
-- of the group is unread and recent join it instead of making another one.
ALTER TABLE notifications
  ADD COLUMN group_key text,
  ADD COLUMN activity_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN issue_ids integer[] NOT NULL DEFAULT '{}';
UPDATE notifications SET
  activity_ids = CASE WHEN activity_id IS NULL THEN '{}' ELSE ARRAY[activity_id] END,
  issue_ids = CASE WHEN issue_id IS NULL THEN '{}' ELSE ARRAY[issue_id] END;
CREATE INDEX notifications_open_groups ON notifications (tenant_id, user_id, kind, group_key)
  WHERE read_at IS NULL;
-- What the templates name: the objects of the group (`items`, at most 20) and how many there are.
UPDATE notifications SET data = (data - 'activity' - 'issue')
  || jsonb_build_object('items', jsonb_build_array(coalesce(data -> 'activity', data -> 'issue')), 'total', 1)
  WHERE data ? 'activity' OR data ? 'issue';
