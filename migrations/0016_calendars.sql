-- Calendars and allowances (D10): iCalendar feeds, and leave allowances per user, type and year.

-- A feed's URL carries a secret; only its SHA-256 is kept, as for API tokens. The filters are those
-- of GET /v1/calendar; the feed shows what its owner may see.
CREATE TABLE calendar_feeds (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  owner_id integer NOT NULL,
  name text NOT NULL,
  team_id integer,
  user_id integer,
  -- Empty: every type.
  activity_type_ids integer[] NOT NULL DEFAULT '{}',
  secret_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT calendar_feeds_secret_unique UNIQUE (tenant_id, secret_hash),
  FOREIGN KEY (tenant_id, owner_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, team_id) REFERENCES teams (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX calendar_feeds_of_owner ON calendar_feeds (tenant_id, owner_id, id);
SELECT isolate_by_tenant('calendar_feeds');

CREATE TABLE allowances (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL,
  activity_type_id integer NOT NULL,
  year integer NOT NULL CHECK (year BETWEEN 1 AND 9999),
  -- Whole and half days.
  days numeric(6, 1) NOT NULL CHECK (days >= 0 AND days * 2 = trunc(days * 2)),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT allowances_unique UNIQUE (tenant_id, user_id, activity_type_id, year),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, activity_type_id) REFERENCES activity_types (tenant_id, id)
);
SELECT isolate_by_tenant('allowances');
