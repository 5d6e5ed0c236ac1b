-- Events out (D9): the sequencer that gives committed events their feed positions, webhooks and
-- their deliveries, and the position of the JetStream relay.
--
-- The workers act for every tenant at once, so they run as their own role, `tracker_worker`, which
-- a transaction takes with SET LOCAL ROLE (the owner is a member). Row-level security stays on:
-- the role gets a policy of its own on exactly the tables it needs (events, webhooks, deliveries,
-- and users for the actor of an event), and no rights on any other table.

DO $$
BEGIN
  CREATE ROLE tracker_worker NOLOGIN NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database on this server, or a concurrent migrator, created it already
END $$;

DO $$
BEGIN
  EXECUTE format('GRANT tracker_worker TO %I', current_user);
EXCEPTION WHEN OTHERS THEN
  NULL; -- superusers need no membership; the grant can fail for them on some servers
END $$;

-- The rows of `target` of every tenant, for the workers, with `privileges` on them.
CREATE FUNCTION serve_workers(target regclass, privileges text) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE POLICY workers ON %s TO tracker_worker USING (true) WITH CHECK (true)', target);
  EXECUTE format('GRANT %s ON %s TO tracker_worker', privileges, target);
END $$;

-- The sequencer numbers events of every tenant in the order they were written, under one lock, so
-- that feed positions grow in the order they become visible (the relay's cursor relies on it).
DROP INDEX events_unsequenced;
CREATE INDEX events_unsequenced ON events (seq) WHERE id IS NULL;
-- The relay reads every tenant's events in position order.
CREATE INDEX events_positions ON events (id) WHERE id IS NOT NULL;
-- A `webhook.ping` goes to one hook only and is not part of the feed.
ALTER TABLE events ADD COLUMN webhook_id integer;
SELECT serve_workers('events', 'SELECT, UPDATE, DELETE');
SELECT serve_workers('users', 'SELECT');
GRANT USAGE ON SEQUENCE event_ids TO tracker_worker;

CREATE TABLE webhooks (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  url text NOT NULL,
  -- Event types and patterns (`issue.*`), as sent.
  events text[] NOT NULL,
  description text,
  active boolean NOT NULL DEFAULT true,
  disabled_reason text,
  -- `whsec_<base64>`: kept as it is, since signing needs it.
  secret text NOT NULL,
  -- Deliveries that ended `failed` since the last that succeeded.
  consecutive_failures integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
SELECT isolate_by_tenant('webhooks');
SELECT serve_workers('webhooks', 'SELECT, UPDATE');

CREATE TABLE webhook_deliveries (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  webhook_id integer NOT NULL,
  event_id bigint NOT NULL,
  event_type text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  response_status integer,
  duration_ms integer,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When a pending delivery is due; while a worker sends it, the end of that worker's lease.
  next_attempt_at timestamptz DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, webhook_id) REFERENCES webhooks ON DELETE CASCADE
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_of_hook ON webhook_deliveries (tenant_id, webhook_id, id);
CREATE INDEX webhook_deliveries_of_event ON webhook_deliveries (tenant_id, event_id);
SELECT isolate_by_tenant('webhook_deliveries');
SELECT serve_workers('webhook_deliveries', 'SELECT, INSERT, UPDATE, DELETE');

-- How far each relay (JetStream) has published: every event up to `last_event_id`. Retention keeps
-- what a relay has not published yet.
CREATE TABLE event_relays (
  name text PRIMARY KEY,
  last_event_id bigint NOT NULL DEFAULT 0
);
-- Only the workers see it: no policy lets the application role see a row.
ALTER TABLE event_relays ENABLE ROW LEVEL SECURITY;
ALTER TABLE event_relays FORCE ROW LEVEL SECURITY;
SELECT serve_workers('event_relays', 'SELECT, INSERT, UPDATE');

-- Whether event type `type` is one of `patterns` (events/types.ts): a type, `*`, or `prefix.*`.
CREATE FUNCTION event_type_matches(type text, patterns text[]) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT EXISTS (SELECT 1 FROM unnest(patterns) p WHERE type LIKE replace(replace(p, '_', '\_'), '*', '%')) $$;
