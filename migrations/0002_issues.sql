-- Issues with their labels, collaborators and comments, and the test executions that relate to them.

CREATE TABLE issues (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  description text,
  project_id integer NOT NULL,
  issue_type_id integer NOT NULL,
  priority_id integer NOT NULL,
  status_id integer NOT NULL,
  creator_id integer NOT NULL,
  assigned_id integer,
  last_updator_id integer NOT NULL,
  parent_id integer,
  parent_type integer,
  schedule_id integer,
  private boolean NOT NULL DEFAULT false,
  due_date timestamptz,
  closed boolean NOT NULL DEFAULT false,
  closed_at timestamptz,
  deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  estimated integer NOT NULL DEFAULT 0 CHECK (estimated >= 0),
  spent integer NOT NULL DEFAULT 0 CHECK (spent >= 0),
  vcs_issue_id integer,
  vcs_issue_iid integer,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id),
  FOREIGN KEY (tenant_id, issue_type_id) REFERENCES issue_types (tenant_id, id),
  FOREIGN KEY (tenant_id, priority_id) REFERENCES issue_priorities (tenant_id, id),
  FOREIGN KEY (tenant_id, status_id) REFERENCES issue_statuses (tenant_id, id),
  FOREIGN KEY (tenant_id, creator_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, assigned_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, last_updator_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, parent_id) REFERENCES issues (tenant_id, id)
);
-- Descendant roll-ups walk down the tree.
CREATE INDEX issues_by_parent ON issues (tenant_id, parent_id) WHERE parent_id IS NOT NULL;
SELECT isolate_by_tenant('issues');

CREATE TABLE issue_labels (
  tenant_id text NOT NULL,
  issue_id integer NOT NULL,
  label_id integer NOT NULL,
  PRIMARY KEY (tenant_id, issue_id, label_id),
  FOREIGN KEY (tenant_id, issue_id) REFERENCES issues (tenant_id, id),
  FOREIGN KEY (tenant_id, label_id) REFERENCES labels (tenant_id, id)
);
CREATE INDEX issue_labels_by_label ON issue_labels (tenant_id, label_id);
SELECT isolate_by_tenant('issue_labels');

CREATE TABLE issue_collaborators (
  tenant_id text NOT NULL,
  issue_id integer NOT NULL,
  user_id integer NOT NULL,
  PRIMARY KEY (tenant_id, issue_id, user_id),
  FOREIGN KEY (tenant_id, issue_id) REFERENCES issues (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX issue_collaborators_by_user ON issue_collaborators (tenant_id, user_id);
SELECT isolate_by_tenant('issue_collaborators');

CREATE TABLE issue_comments (
  tenant_id text NOT NULL,
  id integer GENERATED ALWAYS AS IDENTITY,
  issue_id integer NOT NULL,
  user_id integer NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, issue_id) REFERENCES issues (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX issue_comments_by_issue ON issue_comments (tenant_id, issue_id, created_at, id);
SELECT isolate_by_tenant('issue_comments');

CREATE TABLE test_executions (
  tenant_id text NOT NULL,
  id integer GENERATED ALWAYS AS IDENTITY,
  test_plan_id integer NOT NULL,
  test_step_id integer NOT NULL,
  creator_id integer NOT NULL,
  status_id integer NOT NULL,
  actual_result text NOT NULL DEFAULT '',
  duration integer NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0,
  batch_id integer NOT NULL DEFAULT 0,
  ext_issue_id integer,
  ext_issue_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, test_plan_id) REFERENCES test_plans (tenant_id, id),
  FOREIGN KEY (tenant_id, creator_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, status_id) REFERENCES test_execution_statuses (tenant_id, id)
);
SELECT isolate_by_tenant('test_executions');

CREATE TABLE test_execution_issues (
  tenant_id text NOT NULL,
  test_execution_id integer NOT NULL,
  issue_id integer NOT NULL,
  PRIMARY KEY (tenant_id, test_execution_id, issue_id),
  FOREIGN KEY (tenant_id, test_execution_id) REFERENCES test_executions (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, issue_id) REFERENCES issues (tenant_id, id)
);
CREATE INDEX test_execution_issues_by_issue ON test_execution_issues (tenant_id, issue_id);
SELECT isolate_by_tenant('test_execution_issues');

CREATE TABLE test_execution_ext_issues (
  tenant_id text NOT NULL,
  id integer GENERATED ALWAYS AS IDENTITY,
  test_execution_id integer NOT NULL,
  ext_issue_id integer NOT NULL,
  ext_key_id text NOT NULL,
  ext_link text NOT NULL,
  closed boolean NOT NULL DEFAULT false,
  closed_at timestamptz,
  deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, test_execution_id) REFERENCES test_executions (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX test_execution_ext_issues_by_execution ON test_execution_ext_issues (tenant_id, test_execution_id);
SELECT isolate_by_tenant('test_execution_ext_issues');

GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO tracker_app;
