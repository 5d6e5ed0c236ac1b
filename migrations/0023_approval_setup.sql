-- D14, the setup of approval workflows: who leads a team and how many of it must stay present,
-- each user's deputy, and the policies that route a request through steps of approvers.

ALTER TABLE teams
  ADD COLUMN min_present integer CONSTRAINT teams_min_present_not_negative CHECK (min_present >= 0),
  ADD COLUMN coverage_mode text NOT NULL DEFAULT 'warn' CHECK (coverage_mode IN ('warn', 'block'));

CREATE TABLE team_leads (
  tenant_id text NOT NULL,
  team_id integer NOT NULL,
  user_id integer NOT NULL,
  PRIMARY KEY (tenant_id, team_id, user_id),
  FOREIGN KEY (tenant_id, team_id) REFERENCES teams (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE INDEX team_leads_by_user ON team_leads (tenant_id, user_id);
SELECT isolate_by_tenant('team_leads');

ALTER TABLE users
  ADD COLUMN deputy_id integer,
  ADD CONSTRAINT users_deputy FOREIGN KEY (tenant_id, deputy_id) REFERENCES users (tenant_id, id),
  ADD CONSTRAINT users_deputy_not_self CHECK (deputy_id <> id);

-- Which requests a policy routes (empty arrays match all) and its steps, in order. The steps are the
-- policy's own configuration, read whole when a request starts a step; a request keeps its own copy
-- of each step's approvers, so editing a policy never changes a request under way.
CREATE TABLE approval_policies (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  activity_type_ids integer[] NOT NULL DEFAULT '{}',
  team_ids integer[] NOT NULL DEFAULT '{}',
  steps jsonb NOT NULL DEFAULT '[{"approvers": "team-leads", "quorum": "any"}]',
  substitute text NOT NULL DEFAULT 'none' CHECK (substitute IN ('none', 'optional', 'required')),
  escalate_after_days integer CHECK (escalate_after_days >= 1),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX approval_policies_in_order ON approval_policies (tenant_id, position, id);
SELECT isolate_by_tenant('approval_policies');
