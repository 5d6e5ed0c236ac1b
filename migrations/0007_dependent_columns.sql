-- Every reference id is unique across tenants (one sequence per table), so it determines its tenant.
-- Without telling the planner, it multiplies the selectivity of `tenant_id = $1` by that of
-- `project_id = $2`, as if they were independent, and underestimates a filter within a big tenant
-- by the factor of the tenant's share: with 100 tenants it chose to sort every issue of a project
-- rather than walk the index of the sort. Functional-dependency statistics correct the estimate.
CREATE STATISTICS issues_tenant_project (dependencies) ON tenant_id, project_id FROM issues;
CREATE STATISTICS issues_tenant_status (dependencies) ON tenant_id, status_id FROM issues;
CREATE STATISTICS issues_tenant_type (dependencies) ON tenant_id, issue_type_id FROM issues;
CREATE STATISTICS issues_tenant_priority (dependencies) ON tenant_id, priority_id FROM issues;
CREATE STATISTICS issues_tenant_assignee (dependencies) ON tenant_id, assigned_id FROM issues;
CREATE STATISTICS issues_tenant_creator (dependencies) ON tenant_id, creator_id FROM issues;
CREATE STATISTICS issues_tenant_parent (dependencies) ON tenant_id, parent_id FROM issues;
CREATE STATISTICS issue_labels_tenant_label (dependencies) ON tenant_id, label_id FROM issue_labels;
CREATE STATISTICS activities_tenant_author (dependencies) ON tenant_id, author_id FROM activities;
CREATE STATISTICS activities_tenant_team (dependencies) ON tenant_id, team_id FROM activities;
CREATE STATISTICS activities_tenant_project (dependencies) ON tenant_id, project_id FROM activities;
CREATE STATISTICS activities_tenant_issue (dependencies) ON tenant_id, issue_id FROM activities;
CREATE STATISTICS activities_tenant_type (dependencies) ON tenant_id, activity_type_id FROM activities;
CREATE STATISTICS activities_tenant_status (dependencies) ON tenant_id, status_id FROM activities;
-- Statistics objects are filled by ANALYZE; do it now rather than at autovacuum's leisure.
ANALYZE issues, issue_labels, activities;
