-- The SQL of every statement declared in src/approvals, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/approvals/policies.ts: ROUTING_EXISTS via platform/db/checks.ts: statement
SELECT
  CASE
    WHEN (
      (
        SELECT
          x.id
        FROM
          unnest($1::int[]) WITH ORDINALITY AS x (id, n)
        WHERE
          x.id IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "activity_types" r
            WHERE
              r.tenant_id = $2
              AND r.id = x.id
          )
        ORDER BY
          x.n
        LIMIT
          1
      )
    ) IS NOT NULL THEN json_build_array(
      0,
      (
        (
          SELECT
            x.id
          FROM
            unnest($1::int[]) WITH ORDINALITY AS x (id, n)
          WHERE
            x.id IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "activity_types" r
              WHERE
                r.tenant_id = $2
                AND r.id = x.id
            )
          ORDER BY
            x.n
          LIMIT
            1
        )
      )::int
    )
    WHEN (
      (
        SELECT
          x.id
        FROM
          unnest($3::int[]) WITH ORDINALITY AS x (id, n)
        WHERE
          x.id IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "teams" r
            WHERE
              r.tenant_id = $2
              AND r.id = x.id
          )
        ORDER BY
          x.n
        LIMIT
          1
      )
    ) IS NOT NULL THEN json_build_array(
      1,
      (
        (
          SELECT
            x.id
          FROM
            unnest($3::int[]) WITH ORDINALITY AS x (id, n)
          WHERE
            x.id IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "teams" r
              WHERE
                r.tenant_id = $2
                AND r.id = x.id
            )
          ORDER BY
            x.n
          LIMIT
            1
        )
      )::int
    )
    WHEN (
      (
        SELECT
          x.id
        FROM
          unnest($4::int[]) WITH ORDINALITY AS x (id, n)
        WHERE
          x.id IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "users" r
            WHERE
              r.tenant_id = $2
              AND r.id = x.id
          )
        ORDER BY
          x.n
        LIMIT
          1
      )
    ) IS NOT NULL THEN json_build_array(
      2,
      (
        (
          SELECT
            x.id
          FROM
            unnest($4::int[]) WITH ORDINALITY AS x (id, n)
          WHERE
            x.id IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "users" r
              WHERE
                r.tenant_id = $2
                AND r.id = x.id
            )
          ORDER BY
            x.n
          LIMIT
            1
        )
      )::int
    )
  END AS problem;

-- src/approvals/policies.ts: SAVE_ROUTING
UPDATE approval_policies
SET
  activity_type_ids = coalesce($1::int[], activity_type_ids),
  team_ids = coalesce($2::int[], team_ids),
  steps = coalesce($3::jsonb, steps)
WHERE
  tenant_id = $4
  AND id = $5;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.list
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
          "ap"."id" AS id,
          json_build_object(
            'id',
            "ap"."id",
            'name',
            "ap"."name",
            'activityTypeIds',
            to_jsonb("ap"."activity_type_ids"),
            'teamIds',
            to_jsonb("ap"."team_ids"),
            'steps',
            "ap"."steps",
            'substitute',
            "ap"."substitute",
            'escalateAfterDays',
            "ap"."escalate_after_days",
            'position',
            "ap"."position"
          ) AS item
        FROM
          "approval_policies" AS "ap"
        WHERE
          "ap"."tenant_id" = $1
          AND "ap"."id" > $2::int
        ORDER BY
          "ap"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "ap"."id",
    'name',
    "ap"."name",
    'activityTypeIds',
    to_jsonb("ap"."activity_type_ids"),
    'teamIds',
    to_jsonb("ap"."team_ids"),
    'steps',
    "ap"."steps",
    'substitute',
    "ap"."substitute",
    'escalateAfterDays',
    "ap"."escalate_after_days",
    'position',
    "ap"."position"
  ) AS item
FROM
  "approval_policies" AS "ap"
WHERE
  "ap"."tenant_id" = $1
  AND "ap"."id" = $2;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "approval_policies"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.insert
INSERT INTO
  "approval_policies" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.setOptional
UPDATE "approval_policies"
SET
  "substitute" = CASE
    WHEN 'substitute' = ANY ($1::text[]) THEN $2
    ELSE "substitute"
  END,
  "escalate_after_days" = CASE
    WHEN 'escalateAfterDays' = ANY ($1::text[]) THEN $3
    ELSE "escalate_after_days"
  END,
  "position" = CASE
    WHEN 'position' = ANY ($1::text[]) THEN $4
    ELSE "position"
  END
WHERE
  "tenant_id" = $5
  AND "id" = $6;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.setMutable
UPDATE "approval_policies"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "substitute" = CASE
    WHEN 'substitute' = ANY ($1::text[]) THEN $3
    ELSE "substitute"
  END,
  "escalate_after_days" = CASE
    WHEN 'escalateAfterDays' = ANY ($1::text[]) THEN $4
    ELSE "escalate_after_days"
  END,
  "position" = CASE
    WHEN 'position' = ANY ($1::text[]) THEN $5
    ELSE "position"
  END
WHERE
  "tenant_id" = $6
  AND "id" = $7;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.remove
DELETE FROM "approval_policies"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";
