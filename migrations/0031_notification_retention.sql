-- Notifications are kept for half a year (src/notifications/retention.ts): a user's inbox, and the
-- digests that carried its notifications, do not grow without end. The workers delete the oldest
-- first, a batch at a time.
CREATE INDEX notifications_by_age ON notifications (created_at);
CREATE INDEX notification_digests_by_age ON notification_deliveries (created_at) WHERE notification_id IS NULL;
GRANT DELETE ON notifications, notification_deliveries TO tracker_worker;
