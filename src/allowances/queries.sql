-- The SQL of every statement declared in src/allowances, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/allowances/allowances.ts: allowances via reference-data/resource-store.ts: store.list
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
          "al"."id" AS id,
          json_build_object(
            'id',
            "al"."id",
            'userId',
            "al"."user_id",
            'activityTypeId',
            "al"."activity_type_id",
            'year',
            "al"."year",
            'days',
            "al"."days"::float8
          ) AS item
        FROM
          "allowances" AS "al"
        WHERE
          "al"."tenant_id" = $1
          AND "al"."id" > $2::int
        ORDER BY
          "al"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/allowances/allowances.ts: allowances via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "al"."id",
    'userId',
    "al"."user_id",
    'activityTypeId',
    "al"."activity_type_id",
    'year',
    "al"."year",
    'days',
    "al"."days"::float8
  ) AS item
FROM
  "allowances" AS "al"
WHERE
  "al"."tenant_id" = $1
  AND "al"."id" = $2;

-- src/allowances/allowances.ts: allowances via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "allowances"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/allowances/allowances.ts: allowances via reference-data/resource-store.ts: store.insert
INSERT INTO
  "allowances" (
    "tenant_id",
    "user_id",
    "activity_type_id",
    "year",
    "days"
  )
VALUES
  ($1, $2, $3, $4, $5)
RETURNING
  "id";

-- src/allowances/allowances.ts: allowances via reference-data/resource-store.ts: store.setMutable
UPDATE "allowances"
SET
  "user_id" = CASE
    WHEN 'userId' = ANY ($1::text[]) THEN $2
    ELSE "user_id"
  END,
  "activity_type_id" = CASE
    WHEN 'activityTypeId' = ANY ($1::text[]) THEN $3
    ELSE "activity_type_id"
  END,
  "year" = CASE
    WHEN 'year' = ANY ($1::text[]) THEN $4
    ELSE "year"
  END,
  "days" = CASE
    WHEN 'days' = ANY ($1::text[]) THEN $5
    ELSE "days"
  END
WHERE
  "tenant_id" = $6
  AND "id" = $7;

-- src/allowances/allowances.ts: allowances via reference-data/resource-store.ts: store.remove
DELETE FROM "allowances"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/allowances/allowances.ts: allowances via platform/db/checks.ts: store.createChecks.statement
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
    WHEN (
      CASE
        WHEN $3::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "activity_types" r
          WHERE
            r.tenant_id = $2
            AND r.id = $3::int
        ) THEN $3::int
      END
    ) IS NOT NULL THEN json_build_array(
      1,
      (
        CASE
          WHEN $3::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "activity_types" r
            WHERE
              r.tenant_id = $2
              AND r.id = $3::int
          ) THEN $3::int
        END
      )::int
    )
  END AS problem;

-- src/allowances/allowances.ts: allowances via platform/db/checks.ts: store.updateChecks.statement
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
    WHEN (
      CASE
        WHEN $3::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "activity_types" r
          WHERE
            r.tenant_id = $2
            AND r.id = $3::int
        ) THEN $3::int
      END
    ) IS NOT NULL THEN json_build_array(
      1,
      (
        CASE
          WHEN $3::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "activity_types" r
            WHERE
              r.tenant_id = $2
              AND r.id = $3::int
          ) THEN $3::int
        END
      )::int
    )
  END AS problem;

-- src/allowances/balances.ts: BALANCES
WITH
  allowed AS (
    SELECT
      al.activity_type_id,
      al.days
    FROM
      allowances al
    WHERE
      al.tenant_id = $1
      AND al.user_id = $2::int
      AND al.year = $3::int
  ),
  covered AS (
    -- Each working day of the year once per type (D19: overlaps count once), with the time of day
    -- its approved activities cover and the time all its live, not rejected ones cover.
    SELECT
      a.activity_type_id,
      range_agg(int4range (a.time_from, a.time_to)) FILTER (
        WHERE
          st.positive_final
      ) AS approved_times,
      range_agg(int4range (a.time_from, a.time_to)) AS all_times
    FROM
      activities a
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
      AND NOT st.negative_final
      CROSS JOIN LATERAL generate_series(
        greatest(a.date_from, make_date($3::int, 1, 1)),
        least(a.date_to, make_date($3::int, 12, 31)),
        interval '1 day'
      ) AS day
    WHERE
      a.tenant_id = $1
      AND a.author_id = $2::int
      AND NOT a.deleted
      AND a.date_from <= make_date($3::int, 12, 31)
      AND a.date_to >= make_date($3::int, 1, 1)
      -- Only the types with an allowance are counted: the others (daily home office) would be dropped.
      AND a.activity_type_id IN (
        SELECT
          activity_type_id
        FROM
          allowed
      )
      AND (
        extract(
          isodow
          FROM
            day
        ) < 6
        AND NOT EXISTS (
          SELECT
            1
          FROM
            holidays h
          WHERE
            h.tenant_id = $1
            AND h.date = day::date
        )
      )
    GROUP BY
      a.activity_type_id,
      day
  ),
  used AS (
    -- A day's time counts half a day up to HALF_DAY_MINUTES, else a whole day; what the approved
    -- activities cover is approved, the rest of the day's time requested.
    SELECT
      c.activity_type_id,
      sum(approved.days) AS approved,
      sum(everything.days - approved.days) AS requested
    FROM
      covered c
      CROSS JOIN LATERAL (
        SELECT
          CASE
            WHEN coalesce(sum(upper(r) - lower(r)), 0) = 0 THEN 0
            WHEN sum(upper(r) - lower(r)) <= 240 THEN 0.5
            ELSE 1
          END AS days
        FROM
          unnest(c.approved_times) AS r
      ) approved
      CROSS JOIN LATERAL (
        SELECT
          CASE
            WHEN coalesce(sum(upper(r) - lower(r)), 0) = 0 THEN 0
            WHEN sum(upper(r) - lower(r)) <= 240 THEN 0.5
            ELSE 1
          END AS days
        FROM
          unnest(c.all_times) AS r
      ) everything
    GROUP BY
      c.activity_type_id
  ),
  page AS (
    SELECT
      at.name AS sort_value,
      at.id,
      json_build_object(
        'activityType',
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
          "at"."approvable"
        ),
        'year',
        $3::int,
        'allowance',
        al.days::float8,
        'approved',
        coalesce(used.approved, 0)::float8,
        'requested',
        coalesce(used.requested, 0)::float8,
        'remaining',
        (
          al.days - coalesce(used.approved, 0) - coalesce(used.requested, 0)
        )::float8
      ) AS item
    FROM
      allowed al
      JOIN activity_types at ON at.tenant_id = $1
      AND at.id = al.activity_type_id
      LEFT JOIN used ON used.activity_type_id = al.activity_type_id
    WHERE
      $4::text IS NULL
      OR (at.name, at.id) > ($4::text, $5::int)
    ORDER BY
      at.name,
      at.id
    LIMIT
      $6::int
  )
SELECT
  paged.*,
  EXISTS (
    SELECT
      1
    FROM
      users u
    WHERE
      u.tenant_id = $1
      AND u.id = $2::int
  ) AS user_exists
FROM
  (
    SELECT
      page."sort_value",
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
                page.sort_value,
                page.id ROWS BETWEEN UNBOUNDED PRECEDING
                AND 1 PRECEDING
            ),
            0
          ) AS bytes_before
        FROM
          (
            SELECT
              *
            FROM
              page
          ) page
      ) page
    ORDER BY
      page.sort_value,
      page.id
  ) paged
  RIGHT JOIN (
    SELECT
      1
  ) one ON true;

-- src/allowances/balances.ts: DECIDES_FOR
SELECT
  EXISTS (
    SELECT
      1
    FROM
      activities a
      JOIN activity_approvals ap ON ap.tenant_id = a.tenant_id
      AND ap.activity_id = a.id
      AND ap.state = 'pending'
    WHERE
      a.tenant_id = $1
      AND a.author_id = $2::int
      AND NOT a.deleted
      AND (
        ap.substitute_id = $3::int
        OR EXISTS (
          SELECT
            1
          FROM
            activity_approvers ar
            JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id
            AND st.activity_id = ar.activity_id
            AND st.step = ar.step
            AND st.state = 'pending'
          WHERE
            ar.tenant_id = a.tenant_id
            AND ar.activity_id = a.id
            AND ar.user_id = $3::int
            AND ar.decision IS NULL
        )
      )
  ) AS decides;
