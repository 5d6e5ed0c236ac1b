-- Events (D9): the transactional outbox and the pull feed in one table. A write path inserts the
-- event of each history entry in the transaction of the change, without a feed position (`id`
-- NULL). Once the change has committed, a sequencer gives the tenant's events positions from
-- `event_ids`, one batch at a time under a per-tenant lock: a position goes only to a committed
-- event, after every position handed out before it, so a consumer paging with `after` never skips
-- an event whose transaction committed late. `seq` is the order of writing.
CREATE TABLE events (
  tenant_id text NOT NULL REFERENCES tenants (id),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  id bigint,
  type text NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  -- {"object": ..., "changes": [...]}, kept as the text it was written as.
  data json NOT NULL,
  PRIMARY KEY (tenant_id, seq)
);
CREATE UNIQUE INDEX events_feed ON events (tenant_id, id) WHERE id IS NOT NULL;
CREATE INDEX events_unsequenced ON events (tenant_id, seq) WHERE id IS NULL;
SELECT isolate_by_tenant('events');

CREATE SEQUENCE event_ids AS bigint;
GRANT USAGE ON SEQUENCE event_ids TO tracker_app;
