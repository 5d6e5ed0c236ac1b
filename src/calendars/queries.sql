-- The SQL of every statement declared in src/calendars, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/calendars/calendar.ts: CALENDAR
WITH
  entries AS MATERIALIZED (
    SELECT
      a.tenant_id,
      a.author_id,
      a.id,
      a.time_from,
      a.date_from,
      a.date_to,
      a.include_weekends,
      json_build_object(
        'id',
        "a"."id",
        'activityTypeId',
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
        'statusId',
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
        ),
        'timeFrom',
        a.time_from::text,
        'timeTo',
        a.time_to::text
      ) AS entry
    FROM
      (
        SELECT
          a.*
        FROM
          activities a
          -- A join rather than NOT EXISTS: under row-level security the planner expects one row of each and
          -- scanned the statuses once per activity.
          JOIN activity_statuses s ON s.tenant_id = a.tenant_id
          AND s.id = a.status_id
          AND NOT s.negative_final
        WHERE
          a.tenant_id = $1
          AND NOT a.deleted
          AND a.date_from <= $2::date
          AND a.date_to >= $3::date
          AND (
            $4::int IS NULL
            OR a.author_id = $4::int
          )
          AND (
            $5::int[] IS NULL
            OR a.activity_type_id = ANY ($5::int[])
          )
          AND (
            $6::int IS NULL
            OR EXISTS (
              SELECT
                1
              FROM
                team_members m
              WHERE
                m.tenant_id = a.tenant_id
                AND m.team_id = $6::int
                AND m.user_id = a.author_id
            )
          )
      ) a
      JOIN activity_types at ON at.tenant_id = a.tenant_id
      AND at.id = a.activity_type_id
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
  ),
  covered AS (
    SELECT
      e.author_id,
      day::date AS date,
      e.time_from,
      e.id,
      e.entry
    FROM
      entries e
      CROSS JOIN LATERAL generate_series(
        greatest(e.date_from, $3::date),
        least(e.date_to, $2::date),
        interval '1 day'
      ) AS day
    WHERE
      e.include_weekends
      OR (
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
  ),
  ordered AS (
    SELECT
      c.*,
      u.lastname,
      u.firstname,
      dense_rank() OVER (
        ORDER BY
          u.lastname,
          u.firstname,
          u.id
      ) AS person,
      row_number() OVER (
        ORDER BY
          u.lastname,
          u.firstname,
          u.id,
          c.date,
          c.time_from,
          c.id
      ) AS n
    FROM
      covered c
      JOIN users u ON u.tenant_id = $1
      AND u.id = c.author_id
    WHERE
      $7::jsonb IS NULL
      OR (
        u.lastname,
        u.firstname,
        u.id,
        c.date,
        c.time_from,
        c.id
      ) > (
        ($7::jsonb ->> 0)::text,
        ($7::jsonb ->> 1)::text,
        ($7::jsonb ->> 2)::int,
        ($7::jsonb ->> 3)::date,
        ($7::jsonb ->> 4)::int,
        ($7::jsonb ->> 5)::int
      )
  ),
  page AS (
    SELECT
      *
    FROM
      ordered
    WHERE
      person <= $8::int
      AND n <= $9::int
  ),
  days AS (
    SELECT
      author_id,
      person,
      date,
      json_agg(
        entry
        ORDER BY
          time_from,
          id
      ) AS activities
    FROM
      page
    GROUP BY
      author_id,
      person,
      date
  ),
  people AS (
    SELECT
      author_id,
      person,
      json_agg(
        json_build_object(
          'date',
          to_char(date, 'YYYY-MM-DD'),
          'activities',
          activities
        )
        ORDER BY
          date
      ) AS days
    FROM
      days
    GROUP BY
      author_id,
      person
  )
SELECT
  CASE
    WHEN (
      CASE
        WHEN $6::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "teams" r
          WHERE
            r.tenant_id = $1
            AND r.id = $6::int
        ) THEN $6::int
      END
    ) IS NOT NULL THEN json_build_array(
      0,
      (
        CASE
          WHEN $6::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "teams" r
            WHERE
              r.tenant_id = $1
              AND r.id = $6::int
          ) THEN $6::int
        END
      )::int
    )
    WHEN (
      CASE
        WHEN $4::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "users" r
          WHERE
            r.tenant_id = $1
            AND r.id = $4::int
        ) THEN $4::int
      END
    ) IS NOT NULL THEN json_build_array(
      1,
      (
        CASE
          WHEN $4::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "users" r
            WHERE
              r.tenant_id = $1
              AND r.id = $4::int
          ) THEN $4::int
        END
      )::int
    )
    WHEN (
      CASE
        WHEN $10::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "activity_types" r
          WHERE
            r.tenant_id = $1
            AND r.id = $10::int
        ) THEN $10::int
      END
    ) IS NOT NULL THEN json_build_array(
      2,
      (
        CASE
          WHEN $10::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "activity_types" r
            WHERE
              r.tenant_id = $1
              AND r.id = $10::int
          ) THEN $10::int
        END
      )::int
    )
  END AS problem,
  json_build_object(
    'from',
    $3::text,
    'to',
    $2::text,
    'holidays',
    (
      SELECT
        coalesce(
          json_agg(
            json_build_object(
              'date',
              to_char(h.date, 'YYYY-MM-DD'),
              'name',
              h.name
            )
            ORDER BY
              h.date
          ),
          '[]'::json
        )
      FROM
        holidays h
      WHERE
        h.tenant_id = $1
        AND h.date BETWEEN $3::date AND $2::date
    ),
    'users',
    (
      SELECT
        coalesce(
          json_agg(
            json_build_object(
              'user',
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
                "u"."deleted"
              ),
              'days',
              people.days
            )
            ORDER BY
              people.person
          ),
          '[]'::json
        )
      FROM
        people
        JOIN users u ON u.tenant_id = $1
        AND u.id = people.author_id
    )
  )::text AS calendar,
  (
    SELECT
      json_build_array(
        lastname,
        firstname,
        author_id,
        to_char(date, 'YYYY-MM-DD'),
        time_from,
        id
      )
    FROM
      page
    WHERE
      n = (
        SELECT
          max(n)
        FROM
          page
      )
      AND EXISTS (
        SELECT
          1
        FROM
          ordered
        WHERE
          ordered.n > page.n
      )
  ) AS last;

-- src/calendars/coverage.ts: COVERAGE
WITH
  team AS (
    SELECT
      t.id,
      t.min_present
    FROM
      teams t
    WHERE
      t.tenant_id = $1
      AND t.id = $2::int
      AND NOT t.deleted
  ),
  members AS (
    SELECT
      m.user_id
    FROM
      team_members m
      JOIN users u ON u.tenant_id = m.tenant_id
      AND u.id = m.user_id
      AND NOT u.deleted
    WHERE
      m.tenant_id = $1
      AND m.team_id = $2::int
  ),
  days AS (
    SELECT
      d::date AS day
    FROM
      generate_series($3::date, $4::date, interval '1 day') d
    WHERE
      (
        extract(
          isodow
          FROM
            d
        ) < 6
        AND NOT EXISTS (
          SELECT
            1
          FROM
            holidays h
          WHERE
            h.tenant_id = $1
            AND h.date = d::date
        )
      )
  ),
  away AS (
    SELECT DISTINCT
      days.day,
      m.user_id
    FROM
      members m
      CROSS JOIN LATERAL away_spans ($1, m.user_id, $3::date, $4::date) span
      JOIN days ON days.day BETWEEN span.date_from AND span.date_to
  ),
  counted AS (
    SELECT
      days.day,
      count(away.user_id)::int AS away
    FROM
      days
      LEFT JOIN away ON away.day = days.day
    GROUP BY
      days.day
  )
SELECT
  EXISTS (
    SELECT
      1
    FROM
      team
  ) AS found,
  (
    SELECT
      json_build_object(
        'minPresent',
        team.min_present,
        'members',
        (
          SELECT
            count(*)::int
          FROM
            members
        ),
        'days',
        coalesce(
          (
            SELECT
              json_agg(
                json_build_object(
                  'date',
                  to_char(c.day, 'YYYY-MM-DD'),
                  'away',
                  c.away,
                  'present',
                  (
                    SELECT
                      count(*)::int
                    FROM
                      members
                  ) - c.away,
                  'short',
                  coalesce(
                    (
                      SELECT
                        count(*)::int
                      FROM
                        members
                    ) - c.away < team.min_present,
                    false
                  )
                )
                ORDER BY
                  c.day
              )
            FROM
              counted c
          ),
          '[]'
        )
      )
    FROM
      team
  ) AS coverage;

-- src/calendars/feeds.ts: CREATE
WITH
  checked AS (
    SELECT
      CASE
        WHEN (
          CASE
            WHEN $1::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "teams" r
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
                  "teams" r
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
                "users" r
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
                  "users" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $3::int
              ) THEN $3::int
            END
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
      END AS problem
  ),
  inserted AS (
    INSERT INTO
      calendar_feeds AS f (
        tenant_id,
        owner_id,
        name,
        team_id,
        user_id,
        activity_type_ids,
        secret_hash
      )
    SELECT
      $2,
      $5::int,
      coalesce(
        $6::text,
        (
          SELECT
            t.name
          FROM
            teams t
          WHERE
            t.tenant_id = $2
            AND t.id = $1::int
        ),
        (
          SELECT
            u.firstname || ' ' || u.lastname
          FROM
            users u
          WHERE
            u.tenant_id = $2
            AND u.id = $3::int
        ),
        'Calendar'
      ),
      $1::int,
      $3::int,
      $4::int[],
      $7
    FROM
      checked
    WHERE
      checked.problem IS NULL
    RETURNING
      json_build_object(
        'id',
        f.id,
        'name',
        f.name,
        'teamId',
        f.team_id,
        'userId',
        f.user_id,
        'activityTypeIds',
        to_json(f.activity_type_ids),
        'createdAt',
        utc_millis (f.created_at)
      ) AS item
  )
SELECT
  checked.problem,
  (
    SELECT
      item
    FROM
      inserted
  ) AS item
FROM
  checked;

-- src/calendars/feeds.ts: LIST
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
          f.id,
          json_build_object(
            'id',
            f.id,
            'name',
            f.name,
            'teamId',
            f.team_id,
            'userId',
            f.user_id,
            'activityTypeIds',
            to_json(f.activity_type_ids),
            'createdAt',
            utc_millis (f.created_at)
          ) AS item
        FROM
          calendar_feeds f
        WHERE
          f.tenant_id = $1
          AND f.owner_id = $2::int
          AND f.id > $3::int
        ORDER BY
          f.id
        LIMIT
          $4::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/calendars/feeds.ts: REVOKE
DELETE FROM calendar_feeds f
WHERE
  f.tenant_id = $1
  AND f.owner_id = $2::int
  AND f.id = $3::int
RETURNING
  f.id;

-- src/calendars/feeds.ts: FEED
SELECT
  f.name AS feed_name,
  e.*
FROM
  calendar_feeds f
  JOIN users owner ON owner.tenant_id = f.tenant_id
  AND owner.id = f.owner_id
  AND NOT owner.deleted
  LEFT JOIN LATERAL (
    SELECT
      a.id,
      u.firstname,
      u.lastname,
      at.name AS type_name,
      st.positive_final,
      a.time_from,
      a.time_to,
      a.zone,
      utc_millis (a.updated_at) AS updated_at,
      to_char(span.first_day, 'YYYY-MM-DD') AS first_day,
      to_char(span.last_day, 'YYYY-MM-DD') AS last_day,
      span.excluded
    FROM
      (
        SELECT
          a.*
        FROM
          activities a
          -- A join rather than NOT EXISTS: under row-level security the planner expects one row of each and
          -- scanned the statuses once per activity.
          JOIN activity_statuses s ON s.tenant_id = a.tenant_id
          AND s.id = a.status_id
          AND NOT s.negative_final
        WHERE
          a.tenant_id = $1
          AND NOT a.deleted
          AND a.date_from <= $2::date
          AND a.date_to >= $3::date
          AND (
            f.user_id::int IS NULL
            OR a.author_id = f.user_id::int
          )
          AND (
            nullif(f.activity_type_ids, '{}')::int[] IS NULL
            OR a.activity_type_id = ANY (nullif(f.activity_type_ids, '{}')::int[])
          )
          AND (
            f.team_id::int IS NULL
            OR EXISTS (
              SELECT
                1
              FROM
                team_members m
              WHERE
                m.tenant_id = a.tenant_id
                AND m.team_id = f.team_id::int
                AND m.user_id = a.author_id
            )
          )
      ) a
      JOIN users u ON u.tenant_id = a.tenant_id
      AND u.id = a.author_id
      JOIN activity_types at ON at.tenant_id = a.tenant_id
      AND at.id = a.activity_type_id
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
      CROSS JOIN LATERAL (
        SELECT
          min(day) FILTER (
            WHERE
              covered
          ) AS first_day,
          max(day) FILTER (
            WHERE
              covered
          ) AS last_day,
          coalesce(
            json_agg(
              to_char(day, 'YYYY-MM-DD')
              ORDER BY
                day
            ) FILTER (
              WHERE
                NOT covered
            ),
            '[]'::json
          ) AS excluded
        FROM
          (
            SELECT
              day::date AS day,
              a.include_weekends
              OR (
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
              ) AS covered
            FROM
              generate_series(a.date_from, a.date_to, interval '1 day') AS day
          ) days
      ) span
    WHERE
      span.first_day IS NOT NULL
    ORDER BY
      span.first_day,
      a.time_from,
      a.id
    LIMIT
      5000
  ) e ON true
WHERE
  f.tenant_id = $1
  AND f.secret_hash = $4
ORDER BY
  e.first_day,
  e.time_from,
  e.id;
