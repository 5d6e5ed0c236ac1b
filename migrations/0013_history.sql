-- History (D8): an entry for every change of an issue or an activity, written in the transaction of
-- the change by the aggregate's write path. `changes` holds [{field, from, to}] with the fields as the
-- response objects name and show them; comment actions hold `comment` instead. Entries are only ever
-- inserted. A page of one object's history is a range of (tenant_id, <object>_id, id).
-- No foreign keys: only the write paths add entries, for an object they hold locked and an author
-- who is the caller, and the three checks per entry cost a write more than the entry itself.
CREATE TABLE issue_history (
  tenant_id text NOT NULL,
  id integer GENERATED ALWAYS AS IDENTITY,
  issue_id integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  author_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted', 'undeleted', 'commented',
                                         'comment_edited', 'comment_deleted')),
  changes jsonb NOT NULL DEFAULT '[]',
  comment jsonb,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX issue_history_of_issue ON issue_history (tenant_id, issue_id, id);
SELECT isolate_by_tenant('issue_history');

CREATE TABLE activity_history (
  tenant_id text NOT NULL,
  id integer GENERATED ALWAYS AS IDENTITY,
  activity_id integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  author_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted', 'undeleted')),
  changes jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX activity_history_of_activity ON activity_history (tenant_id, activity_id, id);
SELECT isolate_by_tenant('activity_history');

-- Entries are never changed or removed: the service's role may only add and read them.
REVOKE UPDATE, DELETE ON issue_history, activity_history FROM tracker_app;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tracker_app;
