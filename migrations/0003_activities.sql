-- Activities: dated entries (vacation, home office, trips) with a time-of-day range and a status.

CREATE TABLE activities (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  activity_type_id integer NOT NULL,
  place_id integer,
  project_id integer,
  issue_id integer,
  team_id integer,
  author_id integer NOT NULL,
  include_weekends boolean NOT NULL,
  description text NOT NULL,
  date_from date NOT NULL,
  date_to date NOT NULL,
  -- Minutes after midnight, wall-clock time in `zone`.
  time_from smallint NOT NULL,
  time_to smallint NOT NULL,
  zone text NOT NULL DEFAULT 'UTC',
  status_id integer NOT NULL,
  status_editor_id integer NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT activity_dates_ordered CHECK (date_to >= date_from),
  CONSTRAINT activity_times_ordered CHECK (time_from >= 0 AND time_to <= 1440 AND time_to > time_from),
  FOREIGN KEY (tenant_id, activity_type_id) REFERENCES activity_types (tenant_id, id),
  FOREIGN KEY (tenant_id, place_id) REFERENCES places (tenant_id, id),
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id),
  FOREIGN KEY (tenant_id, issue_id) REFERENCES issues (tenant_id, id),
  FOREIGN KEY (tenant_id, team_id) REFERENCES teams (tenant_id, id),
  FOREIGN KEY (tenant_id, author_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, status_id) REFERENCES activity_statuses (tenant_id, id),
  FOREIGN KEY (tenant_id, status_editor_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX activities_by_author ON activities (tenant_id, author_id, date_from);
SELECT isolate_by_tenant('activities');

GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tracker_app;
