-- Idempotency-Key (D8): the first answer to a request sent with a key, replayed for a retry with the
-- same key. Keyed by tenant, the token's user and a digest of the key; `status` is NULL while the
-- first request runs. The answer is stored encrypted with a key derived from the Idempotency-Key,
-- which only the client holds, so that the table never reveals an answer (a new token's secret
-- among them) to someone who reads the database. Rows count for 24 hours: the claim of a key sweeps
-- its tenant's older rows, and a row that old is taken over rather than replayed, so the table holds
-- about a day of each tenant's keys.
CREATE TABLE idempotency_keys (
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id integer NOT NULL,
  key_digest text NOT NULL,
  -- What the key was first used with: a digest of the method, the path and the body.
  request_digest text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  status integer,
  answer text,
  PRIMARY KEY (tenant_id, user_id, key_digest),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (tenant_id, created_at);
SELECT isolate_by_tenant('idempotency_keys');
