-- D14, the workflow: a request that a policy routes gets its approval, the policy's steps, and per
-- step the approvers fixed when the step became pending (with whom each replaces, when delegated).
-- Decisions and the steps becoming pending are history entries of the activity, with their events.

CREATE TABLE activity_approvals (
  tenant_id text NOT NULL,
  activity_id integer NOT NULL,
  -- The policy as it was when the workflow started: it may change or go later.
  policy_id integer NOT NULL,
  policy_name text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, activity_id),
  FOREIGN KEY (tenant_id, activity_id) REFERENCES activities (tenant_id, id) ON DELETE CASCADE
);
SELECT isolate_by_tenant('activity_approvals');

CREATE TABLE activity_approval_steps (
  tenant_id text NOT NULL,
  activity_id integer NOT NULL,
  step integer NOT NULL,
  approvers text NOT NULL CHECK (approvers IN ('team-leads', 'users', 'role')),
  user_ids integer[],
  role text,
  quorum text NOT NULL CHECK (quorum IN ('any', 'all')),
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'pending', 'approved', 'rejected', 'skipped')),
  pending_since timestamptz,
  PRIMARY KEY (tenant_id, activity_id, step),
  FOREIGN KEY (tenant_id, activity_id) REFERENCES activity_approvals (tenant_id, activity_id) ON DELETE CASCADE
);
SELECT isolate_by_tenant('activity_approval_steps');

CREATE TABLE activity_approvers (
  tenant_id text NOT NULL,
  activity_id integer NOT NULL,
  step integer NOT NULL,
  user_id integer NOT NULL,
  delegated_from integer,
  decision text CHECK (decision IN ('approve', 'reject')),
  note text,
  decided_at timestamptz,
  PRIMARY KEY (tenant_id, activity_id, step, user_id),
  FOREIGN KEY (tenant_id, activity_id, step) REFERENCES activity_approval_steps (tenant_id, activity_id, step)
    ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, delegated_from) REFERENCES users (tenant_id, id)
);
-- The inbox: what waits for a user's decision.
CREATE INDEX activity_approvers_waiting ON activity_approvers (tenant_id, user_id, activity_id) WHERE decision IS NULL;
SELECT isolate_by_tenant('activity_approvers');

-- An absence covering a day: who is away (approved, non-working-hours types) is read per author and date.
CREATE INDEX activities_by_author_dates ON activities (tenant_id, author_id, date_from, date_to) WHERE NOT deleted;

ALTER TABLE activity_history DROP CONSTRAINT activity_history_action_check;
ALTER TABLE activity_history ADD CONSTRAINT activity_history_action_check
  CHECK (action IN ('created', 'updated', 'deleted', 'undeleted', 'decided', 'approval_requested'));
-- `decided`: {"step", "decision", "note", "by", "delegatedFrom"}; `approval_requested`: {"step", "approvers"}.
-- json, not jsonb: the user objects in it keep the order of their fields, as everywhere else.
ALTER TABLE activity_history ADD COLUMN approval json;

-- Whether a user is away on a day: a live, approved activity of a type outside working hours
-- (vacation, not home office) covers it.
CREATE FUNCTION user_away(tenant text, who integer, day date) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM activities a
      JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id
      JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id
      WHERE a.tenant_id = tenant AND a.author_id = who AND NOT a.deleted AND NOT t.working_hours
        AND s.positive_final AND day BETWEEN a.date_from AND a.date_to)
  $$;
