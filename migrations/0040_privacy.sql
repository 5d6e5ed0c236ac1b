-- D21, data that belongs to its owners: what erasure and the retention of private activities need.
--
-- 1. The tenant's privacy settings: how many days private-type activities (sick leave: health
-- data) are kept after they ended; null keeps them. `retention_ran_on` is the day the daily
-- deletion last ran for the tenant: the process that moves it to today runs it, so that with
-- several processes it runs once a day (the workers read and claim it across tenants).
CREATE TABLE tenant_settings (
  tenant_id text PRIMARY KEY REFERENCES tenants (id),
  private_activity_retention_days integer CHECK (private_activity_retention_days BETWEEN 1 AND 36500),
  retention_ran_on date
);
SELECT isolate_by_tenant('tenant_settings');
SELECT serve_workers('tenant_settings', 'SELECT, UPDATE');

-- 2. The user object an erased person shows (D21): "Former user <id>", no address, no avatar.
CREATE FUNCTION former_user(person integer) RETURNS json
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT json_build_object('firstname', 'Former user', 'lastname', person::text,
      'email', 'erased-' || person || '@invalid', 'avatar', '')
  $$;

-- 3. A stored JSON document (a history entry's changes, an event, a notification) with erased
-- person `person` in it replaced: every user object of theirs (an object with their id and a
-- `firstname`) shows former_user's fields, every mention of them (`@[Name](user:<id>)`) names the
-- former user, and, when `full_name` is given, that name in any text is the former user's. Keys
-- keep their order (json_each and json_object_agg keep it), so an event's object reads as before.
CREATE FUNCTION erase_person(doc json, person integer, full_name text) RETURNS json
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
  DECLARE
    former json := former_user(person);
    text_value text;
  BEGIN
    CASE json_typeof(doc)
    WHEN 'object' THEN
      IF doc ->> 'id' = person::text AND (doc::jsonb) ? 'firstname' THEN
        RETURN (SELECT coalesce(json_object_agg(e.key, coalesce(former -> e.key, e.value) ORDER BY e.n), '{}')
                FROM json_each(doc) WITH ORDINALITY AS e(key, value, n));
      END IF;
      RETURN (SELECT coalesce(json_object_agg(e.key, erase_person(e.value, person, full_name) ORDER BY e.n), '{}')
              FROM json_each(doc) WITH ORDINALITY AS e(key, value, n));
    WHEN 'array' THEN
      RETURN (SELECT coalesce(json_agg(erase_person(e.value, person, full_name) ORDER BY e.n), '[]')
              FROM json_array_elements(doc) WITH ORDINALITY AS e(value, n));
    WHEN 'string' THEN
      text_value := erase_mentions(doc #>> '{}', person);
      IF full_name IS NOT NULL THEN
        text_value := replace(text_value, full_name, 'Former user ' || person);
      END IF;
      RETURN to_json(text_value);
    ELSE
      RETURN doc;
    END CASE;
  END $$;

-- Mentions of `person` in a text written as the web app writes them, naming the former user.
CREATE FUNCTION erase_mentions(body text, person integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT regexp_replace(body, '@\[[^\]]*\]\(user:' || person || '\)',
      '@[Former user ' || person || '](user:' || person || ')', 'g')
  $$;

-- 4. History entries are never changed or removed by the service's role (migration 0013). Erasure
-- and the retention of private activities are the two exceptions D21 makes: they take this role
-- for their statements (SET LOCAL ROLE, in their own transaction; the owner is a member), which
-- has the application role's rights and also may rewrite and delete history entries. Row-level
-- security applies to it as to the application role: one tenant at a time.
DO $$
BEGIN
  CREATE ROLE tracker_eraser NOLOGIN NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database on this server, or a concurrent migrator, created it already
END $$;

DO $$
BEGIN
  EXECUTE format('GRANT tracker_eraser TO %I', current_user);
EXCEPTION WHEN OTHERS THEN
  NULL; -- superusers need no membership; the grant can fail for them on some servers
END $$;

GRANT tracker_app TO tracker_eraser;
GRANT UPDATE ON issue_history, activity_history TO tracker_eraser;
GRANT DELETE ON activity_history TO tracker_eraser;
