-- D14: a request may name a substitute, who decides first when its policy asks for one. The
-- request keeps whom it named; its approval, what the substitute decided.
ALTER TABLE activities
  ADD COLUMN substitute_id integer,
  ADD CONSTRAINT activities_substitute FOREIGN KEY (tenant_id, substitute_id) REFERENCES users (tenant_id, id);

ALTER TABLE activity_approvals
  ADD COLUMN substitute_id integer,
  ADD COLUMN substitute_decision text CHECK (substitute_decision IN ('accept', 'decline')),
  ADD COLUMN substitute_note text,
  ADD COLUMN substitute_decided_at timestamptz,
  ADD CONSTRAINT activity_approvals_substitute FOREIGN KEY (tenant_id, substitute_id) REFERENCES users (tenant_id, id);
-- The substitutes' inbox.
CREATE INDEX activity_approvals_waiting_substitute ON activity_approvals (tenant_id, substitute_id, activity_id)
  WHERE substitute_id IS NOT NULL AND substitute_decision IS NULL;
