-- The SQL of every statement declared in src/reference-data, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/reference-data/definitions.ts: projects via reference-data/resource-store.ts: store.list
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
          "p"."id" AS id,
          json_build_object(
            'id',
            "p"."id",
            'name',
            "p"."name",
            'test_case_robust',
            "p"."test_case_robust"
          ) AS item
        FROM
          "projects" AS "p"
        WHERE
          "p"."tenant_id" = $1
          AND "p"."id" > $2::int
        ORDER BY
          "p"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: projects via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "p"."id",
    'name',
    "p"."name",
    'test_case_robust',
    "p"."test_case_robust"
  ) AS item
FROM
  "projects" AS "p"
WHERE
  "p"."tenant_id" = $1
  AND "p"."id" = $2;

-- src/reference-data/definitions.ts: projects via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "projects"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: projects via reference-data/resource-store.ts: store.insert
INSERT INTO
  "projects" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: projects via reference-data/resource-store.ts: store.setOptional
UPDATE "projects"
SET
  "test_case_robust" = CASE
    WHEN 'test_case_robust' = ANY ($1::text[]) THEN $2
    ELSE "test_case_robust"
  END
WHERE
  "tenant_id" = $3
  AND "id" = $4;

-- src/reference-data/definitions.ts: projects via reference-data/resource-store.ts: store.setMutable
UPDATE "projects"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "test_case_robust" = CASE
    WHEN 'test_case_robust' = ANY ($1::text[]) THEN $3
    ELSE "test_case_robust"
  END
WHERE
  "tenant_id" = $4
  AND "id" = $5;

-- src/reference-data/definitions.ts: projects via reference-data/resource-store.ts: store.remove
DELETE FROM "projects"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: teamMembers via platform/db/member-sets.ts: CLEAR
DELETE FROM "team_members"
WHERE
  tenant_id = $1
  AND "team_id" = ANY ($2::int[]);

-- src/reference-data/definitions.ts: teamMembers via platform/db/member-sets.ts: FILL
INSERT INTO
  "team_members" (tenant_id, "team_id", "user_id")
SELECT
  $1,
  owner,
  member
FROM
  unnest($2::int[]) AS owner,
  unnest($3::int[]) AS member;

-- src/reference-data/definitions.ts: teamLeads via platform/db/member-sets.ts: CLEAR
DELETE FROM "team_leads"
WHERE
  tenant_id = $1
  AND "team_id" = ANY ($2::int[]);

-- src/reference-data/definitions.ts: teamLeads via platform/db/member-sets.ts: FILL
INSERT INTO
  "team_leads" (tenant_id, "team_id", "user_id")
SELECT
  $1,
  owner,
  member
FROM
  unnest($2::int[]) AS owner,
  unnest($3::int[]) AS member;

-- src/reference-data/definitions.ts: USERS_EXIST via platform/db/checks.ts: statement
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

-- src/reference-data/definitions.ts: teams via reference-data/resource-store.ts: store.list
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
          "tm"."id" AS id,
          json_build_object(
            'id',
            "tm"."id",
            'name',
            "tm"."name",
            'deleted',
            "tm"."deleted",
            'memberIds',
            coalesce(
              (
                SELECT
                  json_agg(
                    id
                    ORDER BY
                      id
                  )
                FROM
                  (
                    SELECT
                      "user_id"
                    FROM
                      "team_members"
                    WHERE
                      tenant_id = "tm"."tenant_id"
                      AND "team_id" = "tm"."id"
                  ) AS ids (id)
              ),
              '[]'
            ),
            'leadIds',
            coalesce(
              (
                SELECT
                  json_agg(
                    id
                    ORDER BY
                      id
                  )
                FROM
                  (
                    SELECT
                      "user_id"
                    FROM
                      "team_leads"
                    WHERE
                      tenant_id = "tm"."tenant_id"
                      AND "team_id" = "tm"."id"
                  ) AS ids (id)
              ),
              '[]'
            ),
            'minPresent',
            "tm"."min_present",
            'coverageMode',
            "tm"."coverage_mode"
          ) AS item
        FROM
          "teams" AS "tm"
        WHERE
          "tm"."tenant_id" = $1
          AND "tm"."id" > $2::int
        ORDER BY
          "tm"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: teams via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "tm"."id",
    'name',
    "tm"."name",
    'deleted',
    "tm"."deleted",
    'memberIds',
    coalesce(
      (
        SELECT
          json_agg(
            id
            ORDER BY
              id
          )
        FROM
          (
            SELECT
              "user_id"
            FROM
              "team_members"
            WHERE
              tenant_id = "tm"."tenant_id"
              AND "team_id" = "tm"."id"
          ) AS ids (id)
      ),
      '[]'
    ),
    'leadIds',
    coalesce(
      (
        SELECT
          json_agg(
            id
            ORDER BY
              id
          )
        FROM
          (
            SELECT
              "user_id"
            FROM
              "team_leads"
            WHERE
              tenant_id = "tm"."tenant_id"
              AND "team_id" = "tm"."id"
          ) AS ids (id)
      ),
      '[]'
    ),
    'minPresent',
    "tm"."min_present",
    'coverageMode',
    "tm"."coverage_mode"
  ) AS item
FROM
  "teams" AS "tm"
WHERE
  "tm"."tenant_id" = $1
  AND "tm"."id" = $2;

-- src/reference-data/definitions.ts: teams via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "teams"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: teams via reference-data/resource-store.ts: store.insert
INSERT INTO
  "teams" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: teams via reference-data/resource-store.ts: store.setOptional
UPDATE "teams"
SET
  "min_present" = CASE
    WHEN 'minPresent' = ANY ($1::text[]) THEN $2
    ELSE "min_present"
  END,
  "coverage_mode" = CASE
    WHEN 'coverageMode' = ANY ($1::text[]) THEN $3
    ELSE "coverage_mode"
  END
WHERE
  "tenant_id" = $4
  AND "id" = $5;

-- src/reference-data/definitions.ts: teams via reference-data/resource-store.ts: store.setMutable
UPDATE "teams"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "min_present" = CASE
    WHEN 'minPresent' = ANY ($1::text[]) THEN $3
    ELSE "min_present"
  END,
  "coverage_mode" = CASE
    WHEN 'coverageMode' = ANY ($1::text[]) THEN $4
    ELSE "coverage_mode"
  END
WHERE
  "tenant_id" = $5
  AND "id" = $6;

-- src/reference-data/definitions.ts: teams via reference-data/resource-store.ts: store.remove
UPDATE "teams"
SET
  "deleted" = true
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: places via reference-data/resource-store.ts: store.list
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
          "pl"."id" AS id,
          json_build_object(
            'id',
            "pl"."id",
            'name',
            "pl"."name",
            'type',
            "pl"."type"
          ) AS item
        FROM
          "places" AS "pl"
        WHERE
          "pl"."tenant_id" = $1
          AND "pl"."id" > $2::int
        ORDER BY
          "pl"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: places via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "pl"."id",
    'name',
    "pl"."name",
    'type',
    "pl"."type"
  ) AS item
FROM
  "places" AS "pl"
WHERE
  "pl"."tenant_id" = $1
  AND "pl"."id" = $2;

-- src/reference-data/definitions.ts: places via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "places"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: places via reference-data/resource-store.ts: store.insert
INSERT INTO
  "places" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: places via reference-data/resource-store.ts: store.setOptional
UPDATE "places"
SET
  "type" = CASE
    WHEN 'type' = ANY ($1::text[]) THEN $2
    ELSE "type"
  END
WHERE
  "tenant_id" = $3
  AND "id" = $4;

-- src/reference-data/definitions.ts: places via reference-data/resource-store.ts: store.setMutable
UPDATE "places"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "type" = CASE
    WHEN 'type' = ANY ($1::text[]) THEN $3
    ELSE "type"
  END
WHERE
  "tenant_id" = $4
  AND "id" = $5;

-- src/reference-data/definitions.ts: places via reference-data/resource-store.ts: store.remove
DELETE FROM "places"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: activityTypes via reference-data/resource-store.ts: store.list
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
          "at"."id" AS id,
          json_build_object(
            'id',
            "at"."id",
            'name',
            "at"."name",
            'description',
            "at"."description",
            'color',
            "at"."color",
            'workingHours',
            "at"."working_hours",
            'approvable',
            "at"."approvable",
            'private',
            "at"."private",
            'accrual',
            "at"."accrual",
            'carryOver',
            "at"."carry_over"
          ) AS item
        FROM
          "activity_types" AS "at"
        WHERE
          "at"."tenant_id" = $1
          AND "at"."id" > $2::int
        ORDER BY
          "at"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: activityTypes via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "at"."id",
    'name',
    "at"."name",
    'description',
    "at"."description",
    'color',
    "at"."color",
    'workingHours',
    "at"."working_hours",
    'approvable',
    "at"."approvable",
    'private',
    "at"."private",
    'accrual',
    "at"."accrual",
    'carryOver',
    "at"."carry_over"
  ) AS item
FROM
  "activity_types" AS "at"
WHERE
  "at"."tenant_id" = $1
  AND "at"."id" = $2;

-- src/reference-data/definitions.ts: activityTypes via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "activity_types"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: activityTypes via reference-data/resource-store.ts: store.insert
INSERT INTO
  "activity_types" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: activityTypes via reference-data/resource-store.ts: store.setOptional
UPDATE "activity_types"
SET
  "description" = CASE
    WHEN 'description' = ANY ($1::text[]) THEN $2
    ELSE "description"
  END,
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $3
    ELSE "color"
  END,
  "working_hours" = CASE
    WHEN 'workingHours' = ANY ($1::text[]) THEN $4
    ELSE "working_hours"
  END,
  "approvable" = CASE
    WHEN 'approvable' = ANY ($1::text[]) THEN $5
    ELSE "approvable"
  END,
  "private" = CASE
    WHEN 'private' = ANY ($1::text[]) THEN $6
    ELSE "private"
  END,
  "accrual" = CASE
    WHEN 'accrual' = ANY ($1::text[]) THEN $7
    ELSE "accrual"
  END,
  "carry_over" = CASE
    WHEN 'carryOver' = ANY ($1::text[]) THEN $8
    ELSE "carry_over"
  END
WHERE
  "tenant_id" = $9
  AND "id" = $10;

-- src/reference-data/definitions.ts: activityTypes via reference-data/resource-store.ts: store.setMutable
UPDATE "activity_types"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "description" = CASE
    WHEN 'description' = ANY ($1::text[]) THEN $3
    ELSE "description"
  END,
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $4
    ELSE "color"
  END,
  "working_hours" = CASE
    WHEN 'workingHours' = ANY ($1::text[]) THEN $5
    ELSE "working_hours"
  END,
  "approvable" = CASE
    WHEN 'approvable' = ANY ($1::text[]) THEN $6
    ELSE "approvable"
  END,
  "private" = CASE
    WHEN 'private' = ANY ($1::text[]) THEN $7
    ELSE "private"
  END,
  "accrual" = CASE
    WHEN 'accrual' = ANY ($1::text[]) THEN $8
    ELSE "accrual"
  END,
  "carry_over" = CASE
    WHEN 'carryOver' = ANY ($1::text[]) THEN $9
    ELSE "carry_over"
  END
WHERE
  "tenant_id" = $10
  AND "id" = $11;

-- src/reference-data/definitions.ts: activityTypes via reference-data/resource-store.ts: store.remove
DELETE FROM "activity_types"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: activityStatuses via reference-data/resource-store.ts: store.list
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
          "st"."id" AS id,
          json_build_object(
            'id',
            "st"."id",
            'name',
            "st"."name",
            'color',
            "st"."color",
            'positiveFinal',
            "st"."positive_final",
            'negativeFinal',
            "st"."negative_final"
          ) AS item
        FROM
          "activity_statuses" AS "st"
        WHERE
          "st"."tenant_id" = $1
          AND "st"."id" > $2::int
        ORDER BY
          "st"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: activityStatuses via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "st"."id",
    'name',
    "st"."name",
    'color',
    "st"."color",
    'positiveFinal',
    "st"."positive_final",
    'negativeFinal',
    "st"."negative_final"
  ) AS item
FROM
  "activity_statuses" AS "st"
WHERE
  "st"."tenant_id" = $1
  AND "st"."id" = $2;

-- src/reference-data/definitions.ts: activityStatuses via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "activity_statuses"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: activityStatuses via reference-data/resource-store.ts: store.insert
INSERT INTO
  "activity_statuses" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: activityStatuses via reference-data/resource-store.ts: store.setOptional
UPDATE "activity_statuses"
SET
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $2
    ELSE "color"
  END,
  "positive_final" = CASE
    WHEN 'positiveFinal' = ANY ($1::text[]) THEN $3
    ELSE "positive_final"
  END,
  "negative_final" = CASE
    WHEN 'negativeFinal' = ANY ($1::text[]) THEN $4
    ELSE "negative_final"
  END
WHERE
  "tenant_id" = $5
  AND "id" = $6;

-- src/reference-data/definitions.ts: activityStatuses via reference-data/resource-store.ts: store.setMutable
UPDATE "activity_statuses"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $3
    ELSE "color"
  END,
  "positive_final" = CASE
    WHEN 'positiveFinal' = ANY ($1::text[]) THEN $4
    ELSE "positive_final"
  END,
  "negative_final" = CASE
    WHEN 'negativeFinal' = ANY ($1::text[]) THEN $5
    ELSE "negative_final"
  END
WHERE
  "tenant_id" = $6
  AND "id" = $7;

-- src/reference-data/definitions.ts: activityStatuses via reference-data/resource-store.ts: store.remove
DELETE FROM "activity_statuses"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: issueTypes via reference-data/resource-store.ts: store.list
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
          "t"."id" AS id,
          json_build_object('id', "t"."id", 'name', "t"."name") AS item
        FROM
          "issue_types" AS "t"
        WHERE
          "t"."tenant_id" = $1
          AND "t"."id" > $2::int
        ORDER BY
          "t"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: issueTypes via reference-data/resource-store.ts: store.find
SELECT
  json_build_object('id', "t"."id", 'name', "t"."name") AS item
FROM
  "issue_types" AS "t"
WHERE
  "t"."tenant_id" = $1
  AND "t"."id" = $2;

-- src/reference-data/definitions.ts: issueTypes via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "issue_types"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: issueTypes via reference-data/resource-store.ts: store.insert
INSERT INTO
  "issue_types" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: issueTypes via reference-data/resource-store.ts: store.setMutable
UPDATE "issue_types"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END
WHERE
  "tenant_id" = $3
  AND "id" = $4;

-- src/reference-data/definitions.ts: issueTypes via reference-data/resource-store.ts: store.remove
DELETE FROM "issue_types"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: issuePriorities via reference-data/resource-store.ts: store.list
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
          "pr"."id" AS id,
          json_build_object(
            'id',
            "pr"."id",
            'name',
            "pr"."name",
            'priorityId',
            "pr"."priority_id",
            'projectId',
            (
              select
                json_build_object(
                  'id',
                  "p"."id",
                  'name',
                  "p"."name",
                  'test_case_robust',
                  "p"."test_case_robust"
                ) as "project"
              from
                "projects" as "p"
              where
                "p"."tenant_id" = "pr"."tenant_id"
                and "p"."id" = "pr"."project_id"
            ),
            'color',
            "pr"."color",
            'position',
            "pr"."position"
          ) AS item
        FROM
          "issue_priorities" AS "pr"
        WHERE
          "pr"."tenant_id" = $1
          AND "pr"."id" > $2::int
        ORDER BY
          "pr"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: issuePriorities via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "pr"."id",
    'name',
    "pr"."name",
    'priorityId',
    "pr"."priority_id",
    'projectId',
    (
      select
        json_build_object(
          'id',
          "p"."id",
          'name',
          "p"."name",
          'test_case_robust',
          "p"."test_case_robust"
        ) as "project"
      from
        "projects" as "p"
      where
        "p"."tenant_id" = "pr"."tenant_id"
        and "p"."id" = "pr"."project_id"
    ),
    'color',
    "pr"."color",
    'position',
    "pr"."position"
  ) AS item
FROM
  "issue_priorities" AS "pr"
WHERE
  "pr"."tenant_id" = $1
  AND "pr"."id" = $2;

-- src/reference-data/definitions.ts: issuePriorities via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "issue_priorities"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: issuePriorities via reference-data/resource-store.ts: store.insert
INSERT INTO
  "issue_priorities" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: issuePriorities via reference-data/resource-store.ts: store.setOptional
UPDATE "issue_priorities"
SET
  "project_id" = CASE
    WHEN 'projectId' = ANY ($1::text[]) THEN $2
    ELSE "project_id"
  END,
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $3
    ELSE "color"
  END,
  "position" = CASE
    WHEN 'position' = ANY ($1::text[]) THEN $4
    ELSE "position"
  END,
  "priority_id" = CASE
    WHEN 'priorityId' = ANY ($1::text[]) THEN $5
    ELSE "priority_id"
  END
WHERE
  "tenant_id" = $6
  AND "id" = $7;

-- src/reference-data/definitions.ts: issuePriorities via reference-data/resource-store.ts: store.setMutable
UPDATE "issue_priorities"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "project_id" = CASE
    WHEN 'projectId' = ANY ($1::text[]) THEN $3
    ELSE "project_id"
  END,
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $4
    ELSE "color"
  END,
  "position" = CASE
    WHEN 'position' = ANY ($1::text[]) THEN $5
    ELSE "position"
  END,
  "priority_id" = CASE
    WHEN 'priorityId' = ANY ($1::text[]) THEN $6
    ELSE "priority_id"
  END
WHERE
  "tenant_id" = $7
  AND "id" = $8;

-- src/reference-data/definitions.ts: issuePriorities via reference-data/resource-store.ts: store.remove
DELETE FROM "issue_priorities"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: issuePriorities via platform/db/checks.ts: store.createChecks.statement
SELECT
  CASE
    WHEN (
      CASE
        WHEN $1::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "projects" r
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
              "projects" r
            WHERE
              r.tenant_id = $2
              AND r.id = $1::int
          ) THEN $1::int
        END
      )::int
    )
  END AS problem;

-- src/reference-data/definitions.ts: issuePriorities via platform/db/checks.ts: store.updateChecks.statement
SELECT
  CASE
    WHEN (
      CASE
        WHEN $1::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "projects" r
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
              "projects" r
            WHERE
              r.tenant_id = $2
              AND r.id = $1::int
          ) THEN $1::int
        END
      )::int
    )
  END AS problem;

-- src/reference-data/definitions.ts: issueStatuses via reference-data/resource-store.ts: store.list
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
          "s"."id" AS id,
          json_build_object(
            'id',
            "s"."id",
            'name',
            "s"."name",
            'color',
            "s"."color",
            'deleted',
            "s"."deleted",
            'final',
            "s"."final"
          ) AS item
        FROM
          "issue_statuses" AS "s"
        WHERE
          "s"."tenant_id" = $1
          AND "s"."id" > $2::int
        ORDER BY
          "s"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: issueStatuses via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "s"."id",
    'name',
    "s"."name",
    'color',
    "s"."color",
    'deleted',
    "s"."deleted",
    'final',
    "s"."final"
  ) AS item
FROM
  "issue_statuses" AS "s"
WHERE
  "s"."tenant_id" = $1
  AND "s"."id" = $2;

-- src/reference-data/definitions.ts: issueStatuses via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "issue_statuses"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: issueStatuses via reference-data/resource-store.ts: store.insert
INSERT INTO
  "issue_statuses" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: issueStatuses via reference-data/resource-store.ts: store.setOptional
UPDATE "issue_statuses"
SET
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $2
    ELSE "color"
  END,
  "final" = CASE
    WHEN 'final' = ANY ($1::text[]) THEN $3
    ELSE "final"
  END
WHERE
  "tenant_id" = $4
  AND "id" = $5;

-- src/reference-data/definitions.ts: issueStatuses via reference-data/resource-store.ts: store.setMutable
UPDATE "issue_statuses"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $3
    ELSE "color"
  END,
  "final" = CASE
    WHEN 'final' = ANY ($1::text[]) THEN $4
    ELSE "final"
  END
WHERE
  "tenant_id" = $5
  AND "id" = $6;

-- src/reference-data/definitions.ts: issueStatuses via reference-data/resource-store.ts: store.remove
UPDATE "issue_statuses"
SET
  "deleted" = true
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: labels via reference-data/resource-store.ts: store.list
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
          "l"."id" AS id,
          json_build_object(
            'id',
            "l"."id",
            'name',
            "l"."name",
            'color',
            "l"."color"
          ) AS item
        FROM
          "labels" AS "l"
        WHERE
          "l"."tenant_id" = $1
          AND "l"."id" > $2::int
        ORDER BY
          "l"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: labels via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "l"."id",
    'name',
    "l"."name",
    'color',
    "l"."color"
  ) AS item
FROM
  "labels" AS "l"
WHERE
  "l"."tenant_id" = $1
  AND "l"."id" = $2;

-- src/reference-data/definitions.ts: labels via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "labels"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: labels via reference-data/resource-store.ts: store.insert
INSERT INTO
  "labels" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: labels via reference-data/resource-store.ts: store.setOptional
UPDATE "labels"
SET
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $2
    ELSE "color"
  END
WHERE
  "tenant_id" = $3
  AND "id" = $4;

-- src/reference-data/definitions.ts: labels via reference-data/resource-store.ts: store.setMutable
UPDATE "labels"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $3
    ELSE "color"
  END
WHERE
  "tenant_id" = $4
  AND "id" = $5;

-- src/reference-data/definitions.ts: labels via reference-data/resource-store.ts: store.remove
DELETE FROM "labels"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: INSERT_HOLIDAY
WITH
  added AS (
    INSERT INTO
      holidays (tenant_id, date, name, team_ids)
    VALUES
      ($1, $2::date, $3, $4::int[])
    ON CONFLICT ON CONSTRAINT holidays_date_unique DO NOTHING
    RETURNING
      *
  )
SELECT
  json_build_object(
    'id',
    "h"."id",
    'date',
    to_char("h"."date", 'YYYY-MM-DD'),
    'name',
    "h"."name",
    'teamIds',
    to_json("h"."team_ids")
  ) AS holiday
FROM
  added h;

-- src/reference-data/definitions.ts: holidays via reference-data/resource-store.ts: store.list
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
          "h"."id" AS id,
          json_build_object(
            'id',
            "h"."id",
            'date',
            to_char("h"."date", 'YYYY-MM-DD'),
            'name',
            "h"."name",
            'teamIds',
            to_json("h"."team_ids")
          ) AS item
        FROM
          "holidays" AS "h"
        WHERE
          "h"."tenant_id" = $1
          AND "h"."id" > $2::int
        ORDER BY
          "h"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: holidays via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "h"."id",
    'date',
    to_char("h"."date", 'YYYY-MM-DD'),
    'name',
    "h"."name",
    'teamIds',
    to_json("h"."team_ids")
  ) AS item
FROM
  "holidays" AS "h"
WHERE
  "h"."tenant_id" = $1
  AND "h"."id" = $2;

-- src/reference-data/definitions.ts: holidays via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "holidays"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: holidays via reference-data/resource-store.ts: store.insert
INSERT INTO
  "holidays" ("tenant_id", "date", "name")
VALUES
  ($1, $2, $3)
RETURNING
  "id";

-- src/reference-data/definitions.ts: holidays via reference-data/resource-store.ts: store.setOptional
UPDATE "holidays"
SET
  "team_ids" = CASE
    WHEN 'teamIds' = ANY ($1::text[]) THEN $2
    ELSE "team_ids"
  END
WHERE
  "tenant_id" = $3
  AND "id" = $4;

-- src/reference-data/definitions.ts: holidays via reference-data/resource-store.ts: store.setMutable
UPDATE "holidays"
SET
  "date" = CASE
    WHEN 'date' = ANY ($1::text[]) THEN $2
    ELSE "date"
  END,
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $3
    ELSE "name"
  END,
  "team_ids" = CASE
    WHEN 'teamIds' = ANY ($1::text[]) THEN $4
    ELSE "team_ids"
  END
WHERE
  "tenant_id" = $5
  AND "id" = $6;

-- src/reference-data/definitions.ts: holidays via reference-data/resource-store.ts: store.remove
DELETE FROM "holidays"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: TEAMS_EXIST via platform/db/checks.ts: statement
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
  END AS problem;

-- src/reference-data/definitions.ts: testPlans via reference-data/resource-store.ts: store.list
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
          "tp"."id" AS id,
          json_build_object('id', "tp"."id", 'name', "tp"."name") AS item
        FROM
          "test_plans" AS "tp"
        WHERE
          "tp"."tenant_id" = $1
          AND "tp"."id" > $2::int
        ORDER BY
          "tp"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: testPlans via reference-data/resource-store.ts: store.find
SELECT
  json_build_object('id', "tp"."id", 'name', "tp"."name") AS item
FROM
  "test_plans" AS "tp"
WHERE
  "tp"."tenant_id" = $1
  AND "tp"."id" = $2;

-- src/reference-data/definitions.ts: testPlans via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "test_plans"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: testPlans via reference-data/resource-store.ts: store.insert
INSERT INTO
  "test_plans" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: testPlans via reference-data/resource-store.ts: store.setMutable
UPDATE "test_plans"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END
WHERE
  "tenant_id" = $3
  AND "id" = $4;

-- src/reference-data/definitions.ts: testPlans via reference-data/resource-store.ts: store.remove
DELETE FROM "test_plans"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: testExecutionStatuses via reference-data/resource-store.ts: store.list
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
          "ts"."id" AS id,
          json_build_object(
            'id',
            "ts"."id",
            'name',
            "ts"."name",
            'projectId',
            (
              select
                json_build_object(
                  'id',
                  "p"."id",
                  'name',
                  "p"."name",
                  'test_case_robust',
                  "p"."test_case_robust"
                ) as "project"
              from
                "projects" as "p"
              where
                "p"."tenant_id" = "ts"."tenant_id"
                and "p"."id" = "ts"."project_id"
            ),
            'state',
            "ts"."state",
            'color',
            "ts"."color"
          ) AS item
        FROM
          "test_execution_statuses" AS "ts"
        WHERE
          "ts"."tenant_id" = $1
          AND "ts"."id" > $2::int
        ORDER BY
          "ts"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/reference-data/definitions.ts: testExecutionStatuses via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "ts"."id",
    'name',
    "ts"."name",
    'projectId',
    (
      select
        json_build_object(
          'id',
          "p"."id",
          'name',
          "p"."name",
          'test_case_robust',
          "p"."test_case_robust"
        ) as "project"
      from
        "projects" as "p"
      where
        "p"."tenant_id" = "ts"."tenant_id"
        and "p"."id" = "ts"."project_id"
    ),
    'state',
    "ts"."state",
    'color',
    "ts"."color"
  ) AS item
FROM
  "test_execution_statuses" AS "ts"
WHERE
  "ts"."tenant_id" = $1
  AND "ts"."id" = $2;

-- src/reference-data/definitions.ts: testExecutionStatuses via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "test_execution_statuses"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/reference-data/definitions.ts: testExecutionStatuses via reference-data/resource-store.ts: store.insert
INSERT INTO
  "test_execution_statuses" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/reference-data/definitions.ts: testExecutionStatuses via reference-data/resource-store.ts: store.setOptional
UPDATE "test_execution_statuses"
SET
  "project_id" = CASE
    WHEN 'projectId' = ANY ($1::text[]) THEN $2
    ELSE "project_id"
  END,
  "state" = CASE
    WHEN 'state' = ANY ($1::text[]) THEN $3
    ELSE "state"
  END,
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $4
    ELSE "color"
  END
WHERE
  "tenant_id" = $5
  AND "id" = $6;

-- src/reference-data/definitions.ts: testExecutionStatuses via reference-data/resource-store.ts: store.setMutable
UPDATE "test_execution_statuses"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "project_id" = CASE
    WHEN 'projectId' = ANY ($1::text[]) THEN $3
    ELSE "project_id"
  END,
  "state" = CASE
    WHEN 'state' = ANY ($1::text[]) THEN $4
    ELSE "state"
  END,
  "color" = CASE
    WHEN 'color' = ANY ($1::text[]) THEN $5
    ELSE "color"
  END
WHERE
  "tenant_id" = $6
  AND "id" = $7;

-- src/reference-data/definitions.ts: testExecutionStatuses via reference-data/resource-store.ts: store.remove
DELETE FROM "test_execution_statuses"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/reference-data/definitions.ts: testExecutionStatuses via platform/db/checks.ts: store.createChecks.statement
SELECT
  CASE
    WHEN (
      CASE
        WHEN $1::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "projects" r
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
              "projects" r
            WHERE
              r.tenant_id = $2
              AND r.id = $1::int
          ) THEN $1::int
        END
      )::int
    )
  END AS problem;

-- src/reference-data/definitions.ts: testExecutionStatuses via platform/db/checks.ts: store.updateChecks.statement
SELECT
  CASE
    WHEN (
      CASE
        WHEN $1::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "projects" r
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
              "projects" r
            WHERE
              r.tenant_id = $2
              AND r.id = $1::int
          ) THEN $1::int
        END
      )::int
    )
  END AS problem;
