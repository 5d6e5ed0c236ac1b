-- The SQL of every statement declared in src/tokens, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/tokens/tokens.ts: ISSUE
with
  "owner" as (
    select
      "id",
      "deleted"
    from
      "users"
    where
      "tenant_id" = $1
      and "id" = $2
  ),
  "issued" as (
    insert into
      "tokens" (
        "tenant_id",
        "user_id",
        "name",
        "token_hash",
        "expires_at"
      )
    select
      $1 as "tenant_id",
      "owner"."id" as "user_id",
      $3 as "name",
      $4 as "token_hash",
      $5::timestamptz as "expires_at"
    from
      "owner"
    where
      not "owner"."deleted"
    returning
      json_build_object(
        'id',
        "tokens"."id",
        'userId',
        "tokens"."user_id",
        'name',
        "tokens"."name",
        'expiresAt',
        utc_millis ("tokens"."expires_at"),
        'createdAt',
        utc_millis ("tokens"."created_at"),
        'revoked',
        "tokens"."revoked_at" is not null,
        'revokedAt',
        utc_millis ("tokens"."revoked_at")
      ) as "item"
  )
select
  (
    select
      "issued"."item"
    from
      "issued"
  ) as "item"
from
  "owner";

-- src/tokens/tokens.ts: tokens via reference-data/resource-store.ts: store.list
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
          "tokens"."id" AS id,
          json_build_object(
            'id',
            "tokens"."id",
            'userId',
            "tokens"."user_id",
            'name',
            "tokens"."name",
            'expiresAt',
            utc_millis ("tokens"."expires_at"),
            'createdAt',
            utc_millis ("tokens"."created_at"),
            'revoked',
            "tokens"."revoked_at" is not null,
            'revokedAt',
            utc_millis ("tokens"."revoked_at")
          ) AS item
        FROM
          "tokens" AS "tokens"
        WHERE
          "tokens"."tenant_id" = $1
          AND (
            $2::int IS NULL
            OR "tokens"."user_id" = $2::int
          )
          AND "tokens"."id" > $3::int
        ORDER BY
          "tokens"."id"
        LIMIT
          $4::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/tokens/tokens.ts: tokens via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "tokens"."id",
    'userId',
    "tokens"."user_id",
    'name',
    "tokens"."name",
    'expiresAt',
    utc_millis ("tokens"."expires_at"),
    'createdAt',
    utc_millis ("tokens"."created_at"),
    'revoked',
    "tokens"."revoked_at" is not null,
    'revokedAt',
    utc_millis ("tokens"."revoked_at")
  ) AS item
FROM
  "tokens" AS "tokens"
WHERE
  "tokens"."tenant_id" = $1
  AND (
    $2::int IS NULL
    OR "tokens"."user_id" = $2::int
  )
  AND "tokens"."id" = $3;

-- src/tokens/tokens.ts: tokens via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "tokens"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/tokens/tokens.ts: tokens via reference-data/resource-store.ts: store.insert
INSERT INTO
  "tokens" ("tenant_id", "user_id")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/tokens/tokens.ts: tokens via reference-data/resource-store.ts: store.setOptional
UPDATE "tokens"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "expires_at" = CASE
    WHEN 'expiresAt' = ANY ($1::text[]) THEN $3
    ELSE "expires_at"
  END
WHERE
  "tenant_id" = $4
  AND "id" = $5;

-- src/tokens/tokens.ts: tokens via reference-data/resource-store.ts: store.setMutable
UPDATE "tokens"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "expires_at" = CASE
    WHEN 'expiresAt' = ANY ($1::text[]) THEN $3
    ELSE "expires_at"
  END
WHERE
  "tenant_id" = $4
  AND "id" = $5;

-- src/tokens/tokens.ts: tokens via reference-data/resource-store.ts: store.remove
UPDATE "tokens"
SET
  "revoked_at" = coalesce("revoked_at", now())
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/tokens/tokens.ts: tokens via platform/db/checks.ts: store.createChecks.statement
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
