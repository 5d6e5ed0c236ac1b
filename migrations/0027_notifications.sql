-- Notifications (D15): what an event means for the people it concerns, in the app and by email.
-- The notifier (a worker) reads the feed after its position in event_relays, so that retention
-- keeps every event it has not read, and in the same statement writes each recipient's
-- notification and moves its position: a notification exists exactly when its event does, once
-- per recipient, whichever process reads the event. Reminders come from steps that wait, not events.

-- A user's choices; a user without a row has the defaults.
CREATE TABLE notification_settings (
  tenant_id text NOT NULL,
  user_id integer NOT NULL,
  email text NOT NULL DEFAULT 'immediate' CHECK (email IN ('immediate', 'daily', 'off')),
  daily_at time NOT NULL DEFAULT '08:00',
  zone text NOT NULL DEFAULT 'UTC',
  -- The kinds switched, as {"issue.commented": false}; a kind not named is on.
  kinds jsonb NOT NULL DEFAULT '{}',
  -- With `daily`: when the next digest is due (daily_at in zone, as an instant).
  next_digest_at timestamptz,
  PRIMARY KEY (tenant_id, user_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
SELECT isolate_by_tenant('notification_settings');
CREATE INDEX notification_settings_digests_due ON notification_settings (next_digest_at) WHERE email = 'daily';

CREATE TABLE notifications (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('approval.requested', 'approval.decided', 'approval.reminder',
    'substitute.requested', 'issue.assigned', 'issue.commented', 'issue.closed')),
  -- What caused it, once per recipient and kind: `event:<event id>`, `reminder:<activity>:<step>:<day>`.
  source text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  actor_id integer,
  activity_id integer,
  issue_id integer,
  -- What the templates name (an issue's name, a decision, a comment's beginning), as at the event.
  data jsonb NOT NULL,
  -- How it goes out by email: `immediate` (a message of its own), `digest` (waits for the daily
  -- digest), `none` (in the app only: email off, or no SMTP server configured).
  mail text NOT NULL CHECK (mail IN ('immediate', 'digest', 'none')),
  -- The digest delivery that took it.
  digest_id bigint,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, user_id, kind, source),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
SELECT isolate_by_tenant('notifications');
CREATE INDEX notifications_of_user ON notifications (tenant_id, user_id, id);
CREATE INDEX notifications_unread ON notifications (tenant_id, user_id, id) WHERE read_at IS NULL;
CREATE INDEX notifications_awaiting_digest ON notifications (tenant_id, user_id) WHERE mail = 'digest' AND digest_id IS NULL;

CREATE TABLE notification_deliveries (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL,
  -- NULL for a digest, whose notifications name it (notifications.digest_id).
  notification_id bigint,
  to_address text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When a pending delivery is due; while a worker sends it, the end of that worker's lease.
  next_attempt_at timestamptz DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, notification_id) REFERENCES notifications (tenant_id, id) ON DELETE CASCADE
);
SELECT isolate_by_tenant('notification_deliveries');
CREATE INDEX notification_deliveries_due ON notification_deliveries (next_attempt_at) WHERE status = 'pending';

-- The notifier starts at the feed's end: events written before notifications existed concern nobody now.
INSERT INTO event_relays (name, last_event_id)
SELECT 'notifications', coalesce((SELECT max(id) FROM events), 0)
ON CONFLICT (name) DO NOTHING;

SELECT serve_workers('notification_settings', 'SELECT, UPDATE');
SELECT serve_workers('notifications', 'SELECT, INSERT, UPDATE');
SELECT serve_workers('notification_deliveries', 'SELECT, INSERT, UPDATE');
-- Who a notification concerns: the issue's current sight (private issues), the steps that wait.
SELECT serve_workers('issues', 'SELECT');
SELECT serve_workers('issue_collaborators', 'SELECT');
SELECT serve_workers('activities', 'SELECT');
SELECT serve_workers('activity_types', 'SELECT');
SELECT serve_workers('activity_history', 'SELECT');
SELECT serve_workers('activity_approvals', 'SELECT');
SELECT serve_workers('activity_approval_steps', 'SELECT');
SELECT serve_workers('activity_approvers', 'SELECT');

-- The next daily digest after `after`: `daily_at` on the wall clock of `zone`, today or tomorrow.
CREATE FUNCTION next_daily_at(daily_at time, zone text, after timestamptz) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN today > after THEN today ELSE ((local_day + 1) + daily_at) AT TIME ZONE zone END
    FROM (SELECT (after AT TIME ZONE zone)::date AS local_day) d,
      LATERAL (SELECT (d.local_day + daily_at) AT TIME ZONE zone AS today) t
  $$;
-- A digest's notifications, read when it is sent.
CREATE INDEX notifications_of_digest ON notifications (tenant_id, digest_id) WHERE digest_id IS NOT NULL;
-- Reminders look at the steps that wait.
CREATE INDEX activity_approval_steps_pending ON activity_approval_steps (pending_since) WHERE state = 'pending';

-- The events of the feed after a reader's position (the notifier's, the JetStream relay's), in
-- position order. Planned inside a statement that joins the position, the read walked the index of
-- positions from the feed's first event (114 ms per run with 300,000 events); planned alone for an
-- unknown position, a range of a third of the table looks dearer than a sequential scan and a sort
-- (the embedded store's choice). Neither is ever right: a reader is near the end of the feed.
CREATE FUNCTION events_after(after bigint, how_many integer) RETURNS SETOF events
  LANGUAGE sql STABLE SET enable_seqscan = off
  AS $$ SELECT * FROM events WHERE id > after AND webhook_id IS NULL ORDER BY id LIMIT how_many $$;
