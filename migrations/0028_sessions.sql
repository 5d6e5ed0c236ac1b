-- Sign-in for people (D16): browser sessions behind a cookie, and one-time sign-in links. Only
-- digests of their secrets are stored, as for access tokens.

CREATE TABLE sessions (
  tenant_id text NOT NULL,
  id integer GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL,
  secret_hash bytea NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Moved on by use at most once a minute; a session unused for 12 hours has ended.
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- Seven days after the start, whatever the use.
  expires_at timestamptz NOT NULL DEFAULT now() + interval '7 days',
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, secret_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX sessions_of_user ON sessions (tenant_id, user_id);
SELECT isolate_by_tenant('sessions');

CREATE TABLE sign_in_links (
  tenant_id text NOT NULL,
  id integer GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL,
  secret_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL DEFAULT now() + interval '15 minutes',
  used_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, secret_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
SELECT isolate_by_tenant('sign_in_links');
