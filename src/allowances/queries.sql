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
WITH RECURSIVE
  people AS (
    SELECT
      u.id AS user_id,
      u.start_date,
      u.end_date
    FROM
      users u
    WHERE
      u.tenant_id = $1
      AND u.id IN (
        SELECT
          $2::int
      )
  ),
  years AS (
    -- The year's allowances, and for types that carry over the allowances of the years before it.
    SELECT
      al.user_id,
      al.activity_type_id,
      al.year,
      t.carry_over,
      CASE
        WHEN t.accrual = 'pro-rata'
        -- D19: days × full months employed that year ÷ 12, rounded up to a half day.
        THEN ceil(
          al.days * (
            SELECT
              count(*)
            FROM
              generate_series(1, 12) AS m
            WHERE
              (
                e.start_date IS NULL
                OR e.start_date <= make_date(al.year, m, 1)
              )
              AND (
                e.end_date IS NULL
                OR e.end_date >= (
                  make_date(al.year, m, 1) + interval '1 month' - interval '1 day'
                )::date
              )
          ) / 12 * 2
        ) / 2
        ELSE al.days
      END AS allowance
    FROM
      allowances al
      JOIN people e ON e.user_id = al.user_id
      JOIN activity_types t ON t.tenant_id = al.tenant_id
      AND t.id = al.activity_type_id
    WHERE
      al.tenant_id = $1
      AND al.activity_type_id IN (
        SELECT
          a2.activity_type_id
        FROM
          allowances a2
        WHERE
          a2.tenant_id = $1
          AND a2.user_id = al.user_id
          AND a2.year = $3::int
      )
      AND (
        al.year = $3::int
        OR (
          t.carry_over IS NOT NULL
          AND al.year BETWEEN $3::int - 10 AND $3::int - 1
        )
      )
  ),
  covered AS (
    -- Each working day once per type (D19: overlaps count once), with the time of day its approved
    -- activities cover and the time all its live, not rejected ones cover.
    SELECT
      a.author_id AS user_id,
      a.activity_type_id,
      d.day,
      d.minutes,
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
      CROSS JOIN LATERAL scheduled_days (
        $1,
        a.author_id,
        greatest(
          a.date_from,
          (
            SELECT
              make_date(min(year), 1, 1)
            FROM
              years
          )
        )::date,
        least(a.date_to, make_date($3::int, 12, 31))::date
      ) d
    WHERE
      a.tenant_id = $1
      AND a.author_id IN (
        SELECT
          user_id
        FROM
          people
      )
      AND NOT a.deleted
      AND a.date_from <= make_date($3::int, 12, 31)
      AND a.date_to >= (
        SELECT
          make_date(min(year), 1, 1)
        FROM
          years
      )
      -- Only the types with an allowance are counted: the others (daily home office) would be dropped.
      AND (a.author_id, a.activity_type_id) IN (
        SELECT
          user_id,
          activity_type_id
        FROM
          years
      )
      AND d.minutes > 0
    GROUP BY
      a.author_id,
      a.activity_type_id,
      d.day,
      d.minutes
  ),
  used AS (
    -- What the approved activities cover is approved, the rest of the day's time requested; leave on
    -- or before the expiry of the year's carried days uses them first.
    SELECT
      y.user_id,
      y.activity_type_id,
      y.year,
      coalesce(sum(approved.share), 0) AS approved,
      coalesce(sum(taken.share - approved.share), 0) AS requested,
      coalesce(
        sum(taken.share) FILTER (
          WHERE
            c.day <= to_date(
              "y"."year"::text || '-' || ("y"."carry_over" ->> 'expiresOn'),
              'YYYY-MM-DD'
            )
        ),
        0
      ) AS taken_by_expiry
    FROM
      years y
      LEFT JOIN covered c ON c.user_id = y.user_id
      AND c.activity_type_id = y.activity_type_id
      AND extract(
        year
        FROM
          c.day
      ) = y.year
      LEFT JOIN LATERAL (
        SELECT
          day_share (c.approved_times, c.minutes) AS share
      ) approved ON true
      LEFT JOIN LATERAL (
        SELECT
          day_share (c.all_times, c.minutes) AS share
      ) taken ON true
    GROUP BY
      y.user_id,
      y.activity_type_id,
      y.year,
      y.carry_over
  ),
  balances AS (
    -- The first year of each type's chain carries nothing in; each next year carries what remains of
    -- the one before (at least 0, at most maxDays). Carried days expire once their day has passed.
    SELECT
      y.user_id,
      y.activity_type_id,
      y.year,
      y.carry_over,
      y.allowance,
      0::numeric AS carried,
      0::numeric AS expired,
      u.approved,
      u.requested,
      y.allowance - u.approved - u.requested AS remaining
    FROM
      years y
      JOIN used u ON u.user_id = y.user_id
      AND u.activity_type_id = y.activity_type_id
      AND u.year = y.year
    WHERE
      NOT EXISTS (
        SELECT
        FROM
          years before
        WHERE
          before.user_id = y.user_id
          AND before.activity_type_id = y.activity_type_id
          AND before.year = y.year - 1
      )
    UNION ALL
    SELECT
      y.user_id,
      y.activity_type_id,
      y.year,
      y.carry_over,
      y.allowance,
      c.carried,
      c.expired,
      u.approved,
      u.requested,
      y.allowance + c.carried - c.expired - u.approved - u.requested
    FROM
      balances b
      JOIN years y ON y.user_id = b.user_id
      AND y.activity_type_id = b.activity_type_id
      AND y.year = b.year + 1
      JOIN used u ON u.user_id = y.user_id
      AND u.activity_type_id = y.activity_type_id
      AND u.year = y.year
      CROSS JOIN LATERAL (
        SELECT
          carried.days AS carried,
          CASE
            WHEN $4::date > to_date(
              "y"."year"::text || '-' || ("y"."carry_over" ->> 'expiresOn'),
              'YYYY-MM-DD'
            ) THEN greatest(carried.days - u.taken_by_expiry, 0)
            ELSE 0
          END AS expired
        FROM
          (
            SELECT
              least(
                greatest(b.remaining, 0),
                (y.carry_over ->> 'maxDays')::numeric
              ) AS days
          ) carried
      ) c
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
        b.allowance::float8,
        'carried',
        b.carried::float8,
        'carriedExpiresOn',
        CASE
          WHEN b.carried > 0 THEN to_char(
            to_date(
              "b"."year"::text || '-' || ("b"."carry_over" ->> 'expiresOn'),
              'YYYY-MM-DD'
            ),
            'YYYY-MM-DD'
          )
        END,
        'expired',
        b.expired::float8,
        'approved',
        b.approved::float8,
        'requested',
        b.requested::float8,
        'remaining',
        b.remaining::float8
      ) AS item
    FROM
      balances b
      JOIN activity_types at ON at.tenant_id = $1
      AND at.id = b.activity_type_id
    WHERE
      b.year = $3::int
      -- D19: a private type only for those who see the user's activities of it; one who reads the
      -- balances because they decide a request sees it only when that request is of it.
      AND (
        NOT at.private
        OR $5::boolean
        OR EXISTS (
          SELECT
            1
          FROM
            activities a
          WHERE
            a.tenant_id = $1
            AND a.author_id = $2::int
            AND a.activity_type_id = at.id
            AND (
              ($5)::boolean
              OR a.activity_type_id <> ALL (
                ARRAY(
                  SELECT
                    pt.id
                  FROM
                    activity_types pt
                  WHERE
                    pt.tenant_id = $1
                    AND pt.private
                )
              )
              OR a.author_id = $6::int
              OR a.id = ANY (
                ARRAY(
                  SELECT
                    ar.activity_id AS id
                  FROM
                    activity_approvers ar
                    JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id
                    AND st.activity_id = ar.activity_id
                    AND st.step = ar.step
                    AND st.state = 'pending'
                  WHERE
                    ar.tenant_id = $1
                    AND ar.user_id = $6::int
                    AND ar.decision IS NULL
                  UNION ALL
                  SELECT
                    ap.activity_id
                  FROM
                    activity_approvals ap
                  WHERE
                    ap.tenant_id = $1
                    AND ap.substitute_id = $6::int
                    AND ap.substitute_decision IS NULL
                    AND ap.state = 'pending'
                )
              )
            )
        )
      )
      AND (
        $7::text IS NULL
        OR (at.name, at.id) > ($7::text, $8::int)
      )
    ORDER BY
      at.name,
      at.id
    LIMIT
      $9::int
  )
SELECT
  paged.*,
  EXISTS (
    SELECT
      1
    FROM
      people
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
    WHERE
      a.tenant_id = $1
      AND a.author_id = $2::int
      AND NOT a.deleted
      AND a.id IN (
        SELECT
          ar.activity_id AS id
        FROM
          activity_approvers ar
          JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id
          AND st.activity_id = ar.activity_id
          AND st.step = ar.step
          AND st.state = 'pending'
        WHERE
          ar.tenant_id = $1
          AND ar.user_id = $3::int
          AND ar.decision IS NULL
        UNION ALL
        SELECT
          ap.activity_id
        FROM
          activity_approvals ap
        WHERE
          ap.tenant_id = $1
          AND ap.substitute_id = $3::int
          AND ap.substitute_decision IS NULL
          AND ap.state = 'pending'
      )
  ) AS decides;
