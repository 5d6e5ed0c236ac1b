-- A bulk edit of 1,000 issues' priority spent a third of its UPDATE calling the PL/pgSQL trigger that
-- copies the priority's position, once per row. The service's updates now set the position in the
-- same statement (one look-up for all rows); the trigger still fills it in for every insert and for
-- any other writer that changes an issue's priority without changing its position.
DROP TRIGGER issues_priority_position ON issues;
CREATE TRIGGER issues_priority_position_on_insert BEFORE INSERT ON issues
  FOR EACH ROW EXECUTE FUNCTION copy_priority_position();
CREATE TRIGGER issues_priority_position_on_update BEFORE UPDATE OF priority_id ON issues
  FOR EACH ROW WHEN (OLD.priority_id IS DISTINCT FROM NEW.priority_id
                     AND OLD.priority_position IS NOT DISTINCT FROM NEW.priority_position)
  EXECUTE FUNCTION copy_priority_position();
