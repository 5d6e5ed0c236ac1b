-- A bulk edit of 1,000 issues' priority spent a quarter of its UPDATE (22 of 85 ms, EXPLAIN ANALYZE,
-- 10k issues) recomputing their search vectors: PostgreSQL 15 recomputes a stored generated column
-- on every UPDATE of its row, whatever the statement changes. The vector becomes an ordinary column
-- that the service's create sets with issue_search_vector, and that triggers keep for any other
-- writer: on insert when it is not given, on update when the name or the description changes.

-- The vector the list's `q` filter matches (migrations/0004_listing.sql), as that column computed it.
CREATE FUNCTION issue_search_vector(name text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, ''))
  $$;

-- Stored vectors keep their values: the same expression made them.
ALTER TABLE issues ALTER COLUMN search DROP EXPRESSION;

CREATE FUNCTION set_issue_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := issue_search_vector(NEW.name, NEW.description);
  RETURN NEW;
END $$;

CREATE TRIGGER issues_search_on_insert BEFORE INSERT ON issues
  FOR EACH ROW WHEN (NEW.search IS NULL) EXECUTE FUNCTION set_issue_search_vector();
CREATE TRIGGER issues_search_on_update BEFORE UPDATE OF name, description ON issues
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION set_issue_search_vector();
