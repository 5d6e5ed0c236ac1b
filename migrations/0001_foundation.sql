-- Foundation: the application role, tenant isolation, tenants, users, tokens and reference data.
--
-- Every tenant-owned table has tenant_id first in its primary key and in every foreign key, so
-- the schema can be distributed by tenant_id (Citus) without rewriting queries.

DO $$
BEGIN
  CREATE ROLE tracker_app NOLOGIN NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database on this server, or a concurrent migrator, created it already
END $$;

-- Lets a non-superuser owner switch its sessions to the application role.
DO $$
BEGIN
  EXECUTE format('GRANT tracker_app TO %I', current_user);
EXCEPTION WHEN OTHERS THEN
  NULL; -- superusers need no membership; the grant can fail for them on some servers
END $$;

-- The tenant a session works for; NULL (no rows visible) when unset.
CREATE FUNCTION current_tenant() RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '') $$;

-- Response time forms of the interface.
CREATE FUNCTION utc_seconds(ts timestamptz) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') $$;
CREATE FUNCTION utc_millis(ts timestamptz) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
CREATE FUNCTION utc_millis_offset(ts timestamptz) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') $$;

-- Row-level security for one tenant-owned table: rows are visible and writable only while the
-- session's app.tenant_id names their tenant. FORCE makes it apply to the owner as well.
CREATE FUNCTION isolate_by_tenant(target regclass, tenant_column text DEFAULT 'tenant_id') RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (%I = current_tenant()) WITH CHECK (%I = current_tenant())',
    target, tenant_column, tenant_column);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO tracker_app', target);
END $$;

CREATE TABLE tenants (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
SELECT isolate_by_tenant('tenants', 'id');

CREATE TABLE users (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  firstname text NOT NULL,
  lastname text NOT NULL,
  email text NOT NULL,
  avatar text,
  language text NOT NULL DEFAULT 'en',
  role text NOT NULL CHECK (role IN ('admin', 'manager', 'member', 'viewer')),
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX users_email_unique ON users (tenant_id, lower(email)) WHERE NOT deleted;
SELECT isolate_by_tenant('users');

CREATE TABLE tokens (
  tenant_id text NOT NULL,
  id integer GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL,
  name text NOT NULL DEFAULT '',
  token_hash bytea NOT NULL,
  expires_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
SELECT isolate_by_tenant('tokens');

CREATE TABLE projects (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  test_case_robust boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, id)
);
SELECT isolate_by_tenant('projects');

CREATE TABLE teams (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, id)
);
SELECT isolate_by_tenant('teams');

CREATE TABLE team_members (
  tenant_id text NOT NULL,
  team_id integer NOT NULL,
  user_id integer NOT NULL,
  PRIMARY KEY (tenant_id, team_id, user_id),
  FOREIGN KEY (tenant_id, team_id) REFERENCES teams (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX team_members_by_user ON team_members (tenant_id, user_id);
SELECT isolate_by_tenant('team_members');

CREATE TABLE places (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'CUSTOM',
  PRIMARY KEY (tenant_id, id)
);
SELECT isolate_by_tenant('places');

CREATE TABLE activity_types (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  color text NOT NULL DEFAULT '#4f7cff',
  working_hours boolean NOT NULL DEFAULT false,
  approvable boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, id)
);
SELECT isolate_by_tenant('activity_types');

CREATE TABLE activity_statuses (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  color text NOT NULL DEFAULT '#9ca3af',
  positive_final boolean NOT NULL DEFAULT false,
  negative_final boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT activity_status_final_exclusive CHECK (NOT (positive_final AND negative_final))
);
SELECT isolate_by_tenant('activity_statuses');

CREATE TABLE issue_types (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
SELECT isolate_by_tenant('issue_types');

CREATE TABLE issue_priorities (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  project_id integer,
  color text NOT NULL DEFAULT '#9ca3af',
  position integer NOT NULL DEFAULT 0,
  priority_id integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id)
);
SELECT isolate_by_tenant('issue_priorities');

CREATE TABLE issue_statuses (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  color text NOT NULL DEFAULT '#9ca3af',
  deleted boolean NOT NULL DEFAULT false,
  final boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, id)
);
SELECT isolate_by_tenant('issue_statuses');

CREATE TABLE labels (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  color text NOT NULL DEFAULT '#9ca3af',
  PRIMARY KEY (tenant_id, id)
);
SELECT isolate_by_tenant('labels');

CREATE TABLE holidays (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  date date NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT holidays_date_unique UNIQUE (tenant_id, date)
);
SELECT isolate_by_tenant('holidays');

CREATE TABLE test_plans (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
SELECT isolate_by_tenant('test_plans');

CREATE TABLE test_execution_statuses (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  project_id integer,
  state integer NOT NULL DEFAULT 0,
  color text NOT NULL DEFAULT '#9ca3af',
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id)
);
SELECT isolate_by_tenant('test_execution_statuses');

GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tracker_app;
GRANT EXECUTE ON FUNCTION current_tenant(), utc_seconds(timestamptz), utc_millis(timestamptz),
  utc_millis_offset(timestamptz) TO tracker_app;
