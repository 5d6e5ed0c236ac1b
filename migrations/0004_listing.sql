-- Listing, filtering, full-text search and keyset pagination of issues and activities.
-- Every index starts with tenant_id, then the filtered column, then the sort key and id.

CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Full text over name and description; 'simple' does not stem, so any language matches by prefix.
ALTER TABLE issues ADD COLUMN search tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, ''))) STORED;
CREATE INDEX issues_search ON issues USING gin (tenant_id, search);

-- Under row-level security the planner uses only leakproof operators inside index scans. The
-- text-search match returns a boolean and raises no data-dependent error, so declaring it leakproof
-- lets the GIN index serve `search @@ query`. Only a superuser may; elsewhere search still works,
-- by filtering instead of by index.
DO $$
BEGIN
  ALTER FUNCTION ts_match_vq(tsvector, tsquery) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'ts_match_vq stays not leakproof: full-text search will not use its index';
END $$;

-- Sorting by priority follows the priority's position, copied onto the issue so an index can serve it.
ALTER TABLE issues ADD COLUMN priority_position integer NOT NULL DEFAULT 0;
UPDATE issues i SET priority_position = p.position
  FROM issue_priorities p WHERE p.tenant_id = i.tenant_id AND p.id = i.priority_id;

CREATE FUNCTION copy_priority_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.priority_position := (SELECT p.position FROM issue_priorities p
                            WHERE p.tenant_id = NEW.tenant_id AND p.id = NEW.priority_id);
  RETURN NEW;
END $$;
CREATE TRIGGER issues_priority_position BEFORE INSERT OR UPDATE OF priority_id ON issues
  FOR EACH ROW EXECUTE FUNCTION copy_priority_position();

CREATE FUNCTION spread_priority_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE issues SET priority_position = NEW.position WHERE tenant_id = NEW.tenant_id AND priority_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER issue_priorities_position AFTER UPDATE OF position ON issue_priorities
  FOR EACH ROW WHEN (OLD.position IS DISTINCT FROM NEW.position) EXECUTE FUNCTION spread_priority_position();

DROP INDEX issues_by_parent;
CREATE INDEX issues_by_parent ON issues (tenant_id, parent_id, id);
CREATE INDEX issues_by_project ON issues (tenant_id, project_id, id);
CREATE INDEX issues_by_status ON issues (tenant_id, status_id, id);
CREATE INDEX issues_by_type ON issues (tenant_id, issue_type_id, id);
CREATE INDEX issues_by_priority ON issues (tenant_id, priority_id, id);
CREATE INDEX issues_by_assignee ON issues (tenant_id, assigned_id, id);
CREATE INDEX issues_by_creator ON issues (tenant_id, creator_id, id);
CREATE INDEX issues_by_closed ON issues (tenant_id, closed, id);
CREATE INDEX issues_by_deleted ON issues (tenant_id, deleted, id);
CREATE INDEX issues_by_private ON issues (tenant_id, private, id);
CREATE INDEX issues_by_created ON issues (tenant_id, created_at, id);
CREATE INDEX issues_by_updated ON issues (tenant_id, updated_at, id);
-- Issues without a due date sort last. A plain column rather than an expression index: under
-- row-level security only leakproof conditions reach an index, and COALESCE does not count as one.
ALTER TABLE issues ADD COLUMN due_sort timestamptz
  GENERATED ALWAYS AS (coalesce(due_date, 'infinity'::timestamptz)) STORED;
CREATE INDEX issues_by_due ON issues (tenant_id, due_sort, id);
CREATE INDEX issues_by_priority_position ON issues (tenant_id, priority_position, id);

DROP INDEX issue_labels_by_label;
CREATE INDEX issue_labels_by_label ON issue_labels (tenant_id, label_id, issue_id);

DROP INDEX activities_by_author;
CREATE INDEX activities_by_date ON activities (tenant_id, date_from, id);
CREATE INDEX activities_by_author ON activities (tenant_id, author_id, date_from, id);
CREATE INDEX activities_by_team ON activities (tenant_id, team_id, date_from, id);
CREATE INDEX activities_by_project ON activities (tenant_id, project_id, date_from, id);
CREATE INDEX activities_by_issue ON activities (tenant_id, issue_id, date_from, id);
CREATE INDEX activities_by_type ON activities (tenant_id, activity_type_id, date_from, id);
CREATE INDEX activities_by_status ON activities (tenant_id, status_id, date_from, id);

-- Keys of the service itself, the same for every process: pagination cursors are signed with one.
CREATE TABLE service_keys (
  name text PRIMARY KEY,
  secret bytea NOT NULL
);
INSERT INTO service_keys (name, secret)
  VALUES ('cursor', decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));
ALTER TABLE service_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE service_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY readable ON service_keys FOR SELECT USING (true);
GRANT SELECT ON service_keys TO tracker_app;
