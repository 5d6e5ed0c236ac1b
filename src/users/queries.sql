-- The SQL of every statement declared in src/users, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/users/users.ts: users via reference-data/resource-store.ts: store.list
SELECT
  page."id",
  CASE
    WHEN page.bytes_before < 4194304 THEN page."item"
  END AS "item"
FROM
  (
    SELECT
      page.*,
      coalesce(
        sum(octet_length(page.item::text)) OVER (
          ORDER BY
            page.id ROWS BETWEEN UNBOUNDED PRECEDING
            AND 1 PRECEDING
        ),
        0
      ) AS bytes_before
    FROM
      (
        SELECT
          "u"."id" AS id,
          json_build_object(
            'id',
            "u"."id",
            'firstname',
            "u"."firstname",
            'lastname',
            "u"."lastname",
            'email',
            "u"."email",
            'avatar',
            coalesce("u"."avatar", ''),
            'deleted',
            "u"."deleted",
            'language',
            "u"."language",
            'role',
            "u"."role",
            'deputyId',
            "u"."deputy_id",
            'startDate',
            to_char("u"."start_date", 'YYYY-MM-DD'),
            'endDate',
            to_char("u"."end_date", 'YYYY-MM-DD')
          ) AS item
        FROM
          "users" AS "u"
        WHERE
          "u"."tenant_id" = $1
          AND "u"."id" > $2::int
        ORDER BY
          "u"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/users/users.ts: users via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "u"."id",
    'firstname',
    "u"."firstname",
    'lastname',
    "u"."lastname",
    'email',
    "u"."email",
    'avatar',
    coalesce("u"."avatar", ''),
    'deleted',
    "u"."deleted",
    'language',
    "u"."language",
    'role',
    "u"."role",
    'deputyId',
    "u"."deputy_id",
    'startDate',
    to_char("u"."start_date", 'YYYY-MM-DD'),
    'endDate',
    to_char("u"."end_date", 'YYYY-MM-DD')
  ) AS item
FROM
  "users" AS "u"
WHERE
  "u"."tenant_id" = $1
  AND "u"."id" = $2;

-- src/users/users.ts: users via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "users"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/users/users.ts: users via reference-data/resource-store.ts: store.insert
INSERT INTO
  "users" (
    "tenant_id",
    "firstname",
    "lastname",
    "email",
    "role"
  )
VALUES
  ($1, $2, $3, $4, $5)
RETURNING
  "id";

-- src/users/users.ts: users via reference-data/resource-store.ts: store.setOptional
UPDATE "users"
SET
  "avatar" = CASE
    WHEN 'avatar' = ANY ($1::text[]) THEN $2
    ELSE "avatar"
  END,
  "language" = CASE
    WHEN 'language' = ANY ($1::text[]) THEN $3
    ELSE "language"
  END,
  "deputy_id" = CASE
    WHEN 'deputyId' = ANY ($1::text[]) THEN $4
    ELSE "deputy_id"
  END,
  "start_date" = CASE
    WHEN 'startDate' = ANY ($1::text[]) THEN $5
    ELSE "start_date"
  END,
  "end_date" = CASE
    WHEN 'endDate' = ANY ($1::text[]) THEN $6
    ELSE "end_date"
  END
WHERE
  "tenant_id" = $7
  AND "id" = $8;

-- src/users/users.ts: users via reference-data/resource-store.ts: store.setMutable
UPDATE "users"
SET
  "firstname" = CASE
    WHEN 'firstname' = ANY ($1::text[]) THEN $2
    ELSE "firstname"
  END,
  "lastname" = CASE
    WHEN 'lastname' = ANY ($1::text[]) THEN $3
    ELSE "lastname"
  END,
  "email" = CASE
    WHEN 'email' = ANY ($1::text[]) THEN $4
    ELSE "email"
  END,
  "avatar" = CASE
    WHEN 'avatar' = ANY ($1::text[]) THEN $5
    ELSE "avatar"
  END,
  "language" = CASE
    WHEN 'language' = ANY ($1::text[]) THEN $6
    ELSE "language"
  END,
  "role" = CASE
    WHEN 'role' = ANY ($1::text[]) THEN $7
    ELSE "role"
  END,
  "deputy_id" = CASE
    WHEN 'deputyId' = ANY ($1::text[]) THEN $8
    ELSE "deputy_id"
  END,
  "start_date" = CASE
    WHEN 'startDate' = ANY ($1::text[]) THEN $9
    ELSE "start_date"
  END,
  "end_date" = CASE
    WHEN 'endDate' = ANY ($1::text[]) THEN $10
    ELSE "end_date"
  END
WHERE
  "tenant_id" = $11
  AND "id" = $12;

-- src/users/users.ts: users via reference-data/resource-store.ts: store.remove
UPDATE "users"
SET
  "deleted" = true
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/users/users.ts: users via platform/db/checks.ts: store.createChecks.statement
SELECT
  CASE
    WHEN (
      CASE
        WHEN $1::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "users" r
          WHERE
            r.tenant_id = $2
            AND r.id = $1::int
        ) THEN $1::int
      END
    ) IS NOT NULL THEN json_build_array(
      0,
      (
        CASE
          WHEN $1::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "users" r
            WHERE
              r.tenant_id = $2
              AND r.id = $1::int
          ) THEN $1::int
        END
      )::int
    )
  END AS problem;

-- src/users/users.ts: users via platform/db/checks.ts: store.updateChecks.statement
SELECT
  CASE
    WHEN (
      CASE
        WHEN $1::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "users" r
          WHERE
            r.tenant_id = $2
            AND r.id = $1::int
        ) THEN $1::int
      END
    ) IS NOT NULL THEN json_build_array(
      0,
      (
        CASE
          WHEN $1::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "users" r
            WHERE
              r.tenant_id = $2
              AND r.id = $1::int
          ) THEN $1::int
        END
      )::int
    )
  END AS problem;
