-- The SQL of every statement declared in src/holidays, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/holidays/import.ts: IMPORT
WITH
  known AS (
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
      END AS problem
  ),
  added AS (
    INSERT INTO
      holidays (tenant_id, date, name, team_ids)
    SELECT
      $2,
      x.date,
      CASE
        WHEN (
          SELECT
            u.language
          FROM
            users u
          WHERE
            u.tenant_id = $2
            AND u.id = $3::int
        ) = 'de' THEN x.german
        ELSE x.english
      END,
      $1::int[]
    FROM
      unnest($4::date[], $5::text[], $6::text[]) AS x (date, english, german)
    WHERE
      (
        SELECT
          problem
        FROM
          known
      ) IS NULL
    ON CONFLICT ON CONSTRAINT holidays_date_unique DO NOTHING
    RETURNING
      *
  )
SELECT
  (
    SELECT
      problem
    FROM
      known
  ) AS problem,
  (
    SELECT
      coalesce(
        json_agg(
          json_build_object(
            'id',
            "h"."id",
            'date',
            to_char("h"."date", 'YYYY-MM-DD'),
            'name',
            "h"."name",
            'teamIds',
            to_json("h"."team_ids")
          )
          ORDER BY
            "h"."date",
            "h"."id"
        ),
        '[]'::json
      )
    FROM
      added AS h
  ) AS added;

-- src/holidays/import.ts: CALLER_LANGUAGE
SELECT
  u.language
FROM
  users u
WHERE
  u.tenant_id = $1
  AND u.id = $2::int;
