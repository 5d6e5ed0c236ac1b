-- The SQL of every statement declared in src/sign-in, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/sign-in/oidc-store.ts: SAVE_SETTINGS
INSERT INTO
  oidc_settings AS s (
    tenant_id,
    issuer,
    client_id,
    client_secret,
    allowed_domains,
    create_users,
    default_role
  )
VALUES
  ($1, $2, $3, $4, $5::text[], $6, $7)
ON CONFLICT (tenant_id) DO UPDATE
SET
  issuer = excluded.issuer,
  client_id = excluded.client_id,
  client_secret = excluded.client_secret,
  allowed_domains = excluded.allowed_domains,
  create_users = excluded.create_users,
  default_role = excluded.default_role,
  updated_at = now()
RETURNING
  issuer,
  client_id AS "clientId",
  allowed_domains AS "allowedDomains",
  create_users AS "createUsers",
  default_role AS "defaultRole",
  utc_millis (updated_at) AS "updatedAt";

-- src/sign-in/oidc-store.ts: SETTINGS
SELECT
  issuer,
  client_id AS "clientId",
  allowed_domains AS "allowedDomains",
  create_users AS "createUsers",
  default_role AS "defaultRole",
  utc_millis (updated_at) AS "updatedAt",
  client_secret AS "clientSecret"
FROM
  oidc_settings
WHERE
  tenant_id = $1;

-- src/sign-in/oidc-store.ts: DELETE_SETTINGS
DELETE FROM oidc_settings
WHERE
  tenant_id = $1
RETURNING
  tenant_id;

-- src/sign-in/oidc-store.ts: USER_WITH_EMAIL
SELECT
  id
FROM
  users
WHERE
  tenant_id = $1
  AND lower(email) = lower($2)
  AND NOT deleted;

-- src/sign-in/store.ts: CREATE_LINK
INSERT INTO
  sign_in_links (tenant_id, user_id, secret_hash, expires_at)
SELECT
  u.tenant_id,
  u.id,
  $1,
  now() + make_interval(mins => 15)
FROM
  users u
WHERE
  u.tenant_id = $2
  AND u.id = $3::int
  AND NOT u.deleted
RETURNING
  expires_at;

-- src/sign-in/store.ts: OPEN_WITH_LINK
WITH
  used AS (
    UPDATE sign_in_links l
    SET
      used_at = now()
    FROM
      users u
    WHERE
      l.tenant_id = $1
      AND l.secret_hash = $2
      AND l.used_at IS NULL
      AND l.expires_at > now()
      AND u.tenant_id = l.tenant_id
      AND u.id = l.user_id
      AND NOT u.deleted
    RETURNING
      l.tenant_id,
      l.user_id
  )
INSERT INTO
  sessions (tenant_id, user_id, secret_hash, user_agent)
SELECT
  tenant_id,
  user_id,
  $3,
  $4
FROM
  used
RETURNING
  id;

-- src/sign-in/store.ts: OPEN_SESSION
INSERT INTO
  sessions (tenant_id, user_id, secret_hash, user_agent)
VALUES
  ($1, $2::int, $3, $4)
RETURNING
  id;

-- src/sign-in/store.ts: SESSION_OWNER
WITH
  found AS (
    SELECT
      s.id,
      s.user_id,
      u.role,
      s.expires_at,
      s.last_seen_at
    FROM
      sessions s
      JOIN users u ON u.tenant_id = s.tenant_id
      AND u.id = s.user_id
      AND NOT u.deleted
    WHERE
      s.tenant_id = $1
      AND s.secret_hash = $2
      AND s.expires_at > now()
      AND s.last_seen_at > now() - '12 hours'::interval
  ),
  touched AS (
    UPDATE sessions s
    SET
      last_seen_at = now()
    FROM
      found
    WHERE
      s.tenant_id = $1
      AND s.id = found.id
      AND found.last_seen_at < now() - '1 minute'::interval
  )
SELECT
  id,
  user_id,
  role,
  least(expires_at, now() + '12 hours'::interval) AS valid_until
FROM
  found;

-- src/sign-in/store.ts: SESSIONS
SELECT
  *
FROM
  (
    SELECT
      s.id,
      utc_millis (s.created_at) AS "createdAt",
      utc_millis (s.last_seen_at) AS "lastSeenAt",
      s.user_agent AS "userAgent"
    FROM
      sessions s
    WHERE
      s.tenant_id = $1
      AND s.user_id = $2::int
      AND s.expires_at > now()
      AND s.last_seen_at > now() - '12 hours'::interval
    ORDER BY
      s.id DESC
    LIMIT
      100
  ) newest
ORDER BY
  id;

-- src/sign-in/store.ts: END_SESSION
DELETE FROM sessions
WHERE
  tenant_id = $1
  AND user_id = $2::int
  AND id = $3::int
RETURNING
  id;

-- src/sign-in/store.ts: END_SESSION_BY_SECRET
DELETE FROM sessions
WHERE
  tenant_id = $1
  AND secret_hash = $2;
