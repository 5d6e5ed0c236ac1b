-- Mentions (D15, wave 4): `@[Name](user:<id>)` in an issue's description or a comment notifies that
-- user (issue.mentioned). And a notification whose cause is settled (a step decided, a request
-- cancelled) is read for everyone it went to: the notifier reads requests' statuses to tell.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('approval.requested',
  'approval.decided', 'approval.reminder', 'substitute.requested', 'issue.assigned', 'issue.commented',
  'issue.closed', 'issue.mentioned'));
SELECT serve_workers('activity_statuses', 'SELECT');
