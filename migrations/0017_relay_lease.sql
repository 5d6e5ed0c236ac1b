-- The JetStream relay publishes outside any transaction: a NATS server that does not answer must not
-- hold a worker connection, nor the embedded store (which runs one transaction at a time), for the
-- publish timeout. One relay of the cluster at a time is therefore a lease on its row rather than a
-- transaction-scoped lock: `holder` names the relay process, `held_until` ends its lease.
ALTER TABLE event_relays ADD COLUMN holder text, ADD COLUMN held_until timestamptz;
