-- Cheaper writes of issues and activities, measured on the benchmark (bench/RESULTS.md).

-- Every insert into issues or activities checked its tenant's row (a KEY SHARE lock on one row that
-- all of a tenant's writers share). The check is redundant: each such row must also reference the
-- tenant's project or activity type (NOT NULL, keyed by tenant_id), whose own tenant_id references
-- the tenant.
ALTER TABLE issues DROP CONSTRAINT issues_tenant_id_fkey;
ALTER TABLE activities DROP CONSTRAINT activities_tenant_id_fkey;

-- A bulk edit of 1,000 issues' priority spent a third of its UPDATE calling the PL/pgSQL trigger
-- that copies the priority's position, once per row; each create called it too. The service's
-- writes now set the position in the same statement. The trigger still fills it in for any other
-- writer: on insert when the position is not given (there is no default any more), on update when
-- the priority changes and the position does not.
ALTER TABLE issues ALTER COLUMN priority_position DROP DEFAULT;
DROP TRIGGER issues_priority_position ON issues;
CREATE TRIGGER issues_priority_position_on_insert BEFORE INSERT ON issues
  FOR EACH ROW WHEN (NEW.priority_position IS NULL) EXECUTE FUNCTION copy_priority_position();
CREATE TRIGGER issues_priority_position_on_update BEFORE UPDATE OF priority_id ON issues
  FOR EACH ROW WHEN (OLD.priority_id IS DISTINCT FROM NEW.priority_id
                     AND OLD.priority_position IS NOT DISTINCT FROM NEW.priority_position)
  EXECUTE FUNCTION copy_priority_position();
