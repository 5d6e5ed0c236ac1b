-- The SQL of every statement declared in src/calendars, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/calendars/calendar.ts: CALENDAR
WITH
  people AS (
    SELECT
      u.id,
      u.lastname,
      u.firstname,
      CASE
        WHEN u.id = ($1::jsonb ->> 2)::int THEN ($1::jsonb ->> 3)::date
        ELSE $2::date
      END AS start
    FROM
      users u
    WHERE
      u.tenant_id = $3
      AND (
        $4::int IS NULL
        OR u.id = $4::int
      )
      AND (
        $5::int IS NULL
        OR EXISTS (
          SELECT
            1
          FROM
            team_members m
          WHERE
            m.tenant_id = u.tenant_id
            AND m.team_id = $5::int
            AND m.user_id = u.id
        )
      )
      AND (
        $1::jsonb IS NULL
        OR (u.lastname, u.firstname, u.id) >= (
          ($1::jsonb ->> 0)::text,
          ($1::jsonb ->> 1)::text,
          ($1::jsonb ->> 2)::int
        )
      )
      AND EXISTS (
        SELECT
          1
        FROM
          (
            SELECT
              a.id,
              a.time_from,
              a.include_weekends,
              greatest(a.date_from, $2::date) AS first_day,
              least(a.date_to, $6::date) AS last_day
            FROM
              activities a
              JOIN activity_statuses s ON s.tenant_id = a.tenant_id
              AND s.id = a.status_id
              AND NOT s.negative_final
            WHERE
              a.tenant_id = $3
              AND a.author_id = "u"."id"
              AND NOT a.deleted
              AND a.date_from BETWEEN $2::date::date - 366::int AND $6::date
              AND a.date_to >= $2::date::date
              AND (
                $7::int[] IS NULL
                OR (
                  a.activity_type_id = ANY ($7::int[])
                  AND (
                    ($8)::boolean
                    OR a.activity_type_id <> ALL (
                      ARRAY(
                        SELECT
                          pt.id
                        FROM
                          activity_types pt
                        WHERE
                          pt.tenant_id = $3
                          AND pt.private
                      )
                    )
                    OR a.author_id = $9::int
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
                          ar.tenant_id = $3
                          AND ar.user_id = $9::int
                          AND ar.decision IS NULL
                        UNION ALL
                        SELECT
                          ap.activity_id
                        FROM
                          activity_approvals ap
                        WHERE
                          ap.tenant_id = $3
                          AND ap.substitute_id = $9::int
                          AND ap.substitute_decision IS NULL
                          AND ap.state = 'pending'
                      )
                    )
                  )
                )
              )
          ) a
        WHERE
          a.include_weekends
          OR EXISTS (
            SELECT
              1
            FROM
              scheduled_days ($3, "u"."id", a.first_day::date, a.last_day::date) d
            WHERE
              d.minutes > 0
          )
      )
    ORDER BY
      u.lastname,
      u.firstname,
      u.id
    LIMIT
      $10::int + 2
  ),
  horizons AS (
    SELECT
      people.*,
      h.horizon,
      h.horizon < h.last_day AS cut,
      row_number() OVER (
        ORDER BY
          people.lastname,
          people.firstname,
          people.id
      ) AS ordinal
    FROM
      people
      CROSS JOIN LATERAL (
        SELECT
          min(c.day) FILTER (
            WHERE
              c.covered > $11::int
          ) AS horizon,
          max(c.last_day) AS last_day
        FROM
          (
            SELECT
              c.day,
              sum(
                greatest(0, least(a.last_day, c.day) - a.first_day + 1)
              ) AS covered,
              max(a.last_day) AS last_day
            FROM
              (
                SELECT
                  a.id,
                  a.time_from,
                  a.include_weekends,
                  greatest(a.date_from, "people"."start") AS first_day,
                  least(a.date_to, $6::date) AS last_day
                FROM
                  activities a
                  JOIN activity_statuses s ON s.tenant_id = a.tenant_id
                  AND s.id = a.status_id
                  AND NOT s.negative_final
                WHERE
                  a.tenant_id = $3
                  AND a.author_id = "people"."id"
                  AND NOT a.deleted
                  AND a.date_from BETWEEN "people"."start"::date - 366::int AND $6::date
                  AND a.date_to >= "people"."start"::date
                  AND (
                    $7::int[] IS NULL
                    OR (
                      a.activity_type_id = ANY ($7::int[])
                      AND (
                        ($8)::boolean
                        OR a.activity_type_id <> ALL (
                          ARRAY(
                            SELECT
                              pt.id
                            FROM
                              activity_types pt
                            WHERE
                              pt.tenant_id = $3
                              AND pt.private
                          )
                        )
                        OR a.author_id = $9::int
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
                              ar.tenant_id = $3
                              AND ar.user_id = $9::int
                              AND ar.decision IS NULL
                            UNION ALL
                            SELECT
                              ap.activity_id
                            FROM
                              activity_approvals ap
                            WHERE
                              ap.tenant_id = $3
                              AND ap.substitute_id = $9::int
                              AND ap.substitute_decision IS NULL
                              AND ap.state = 'pending'
                          )
                        )
                      )
                    )
                  )
              ) a
              CROSS JOIN (
                SELECT DISTINCT
                  least(people.start + (1 << i), $6::date) AS day
                FROM
                  generate_series(0, 9) i
              ) c
            GROUP BY
              c.day
          ) c
      ) h
  ),
  entries AS (
    SELECT
      h.id AS author_id,
      h.lastname,
      h.firstname,
      h.ordinal,
      h.horizon,
      h.cut,
      e.date,
      e.time_from,
      e.id
      -- In order, so that people are read one after the other until the page has its entries.
    FROM
      (
        SELECT
          *
        FROM
          horizons
        ORDER BY
          ordinal
      ) h
      -- The person's scheduled minutes of each day from their start to their horizon, read once per
      -- person: asked per activity, the schedule's reads made a team's year 15 times slower.
      CROSS JOIN LATERAL (
        SELECT
          array_agg(
            d.minutes
            ORDER BY
              d.day
          ) AS minutes
        FROM
          scheduled_days (
            $3,
            "h"."id",
            "h"."start"::date,
            least($6::date, coalesce(h.horizon, $6::date))::date
          ) d
      ) scheduled
      CROSS JOIN LATERAL (
        SELECT
          day::date AS date,
          a.time_from,
          a.id
        FROM
          (
            SELECT
              a.id,
              a.time_from,
              a.include_weekends,
              greatest(a.date_from, "h"."start") AS first_day,
              least(a.date_to, $6::date) AS last_day
            FROM
              activities a
              JOIN activity_statuses s ON s.tenant_id = a.tenant_id
              AND s.id = a.status_id
              AND NOT s.negative_final
            WHERE
              a.tenant_id = $3
              AND a.author_id = "h"."id"
              AND NOT a.deleted
              AND a.date_from BETWEEN "h"."start"::date - 366::int AND $6::date
              AND a.date_to >= "h"."start"::date
              AND (
                $7::int[] IS NULL
                OR (
                  a.activity_type_id = ANY ($7::int[])
                  AND (
                    ($8)::boolean
                    OR a.activity_type_id <> ALL (
                      ARRAY(
                        SELECT
                          pt.id
                        FROM
                          activity_types pt
                        WHERE
                          pt.tenant_id = $3
                          AND pt.private
                      )
                    )
                    OR a.author_id = $9::int
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
                          ar.tenant_id = $3
                          AND ar.user_id = $9::int
                          AND ar.decision IS NULL
                        UNION ALL
                        SELECT
                          ap.activity_id
                        FROM
                          activity_approvals ap
                        WHERE
                          ap.tenant_id = $3
                          AND ap.substitute_id = $9::int
                          AND ap.substitute_decision IS NULL
                          AND ap.state = 'pending'
                      )
                    )
                  )
                )
              )
          ) a
          CROSS JOIN LATERAL generate_series(
            a.first_day,
            least(a.last_day, coalesce(h.horizon, a.last_day)),
            interval '1 day'
          ) day
          -- Every day when the activity includes weekends, else the author's working days.
        WHERE
          (
            a.include_weekends
            OR scheduled.minutes[day::date - h.start + 1] > 0
          )
          AND (
            h.id IS DISTINCT FROM ($1::jsonb ->> 2)::int
            OR (day::date, a.time_from, a.id) > (
              ($1::jsonb ->> 3)::date,
              ($1::jsonb ->> 4)::int,
              ($1::jsonb ->> 5)::int
            )
          )
        ORDER BY
          1,
          2,
          3
        LIMIT
          $11::int + 1
      ) e
    ORDER BY
      h.ordinal,
      e.date,
      e.time_from,
      e.id
    LIMIT
      $11::int + 1
  ),
  numbered AS (
    SELECT
      e.*,
      dense_rank() OVER (
        ORDER BY
          ordinal
      ) AS person,
      row_number() OVER (
        ORDER BY
          ordinal,
          date,
          time_from,
          id
      ) AS n
    FROM
      entries e
  ),
  first_cut AS (
    SELECT
      *
    FROM
      horizons
    WHERE
      cut
    ORDER BY
      ordinal
    LIMIT
      1
  ),
  page AS (
    SELECT
      *
    FROM
      numbered
    WHERE
      person <= $10::int
      AND n <= $11::int
      AND ordinal <= coalesce(
        (
          SELECT
            ordinal
          FROM
            first_cut
        ),
        ordinal
      )
  ),
  -- Each activity's entry built once, however many days of the page it covers; a private type
  -- only for those who may see it (D19), for others the day is an absence of no type.
  shown AS MATERIALIZED (
    SELECT
      a.id,
      json_build_object(
        'id',
        "a"."id",
        'activityTypeId',
        CASE
          WHEN (
            ($8)::boolean
            OR a.activity_type_id <> ALL (
              ARRAY(
                SELECT
                  pt.id
                FROM
                  activity_types pt
                WHERE
                  pt.tenant_id = $3
                  AND pt.private
              )
            )
            OR a.author_id = $9::int
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
                  ar.tenant_id = $3
                  AND ar.user_id = $9::int
                  AND ar.decision IS NULL
                UNION ALL
                SELECT
                  ap.activity_id
                FROM
                  activity_approvals ap
                WHERE
                  ap.tenant_id = $3
                  AND ap.substitute_id = $9::int
                  AND ap.substitute_decision IS NULL
                  AND ap.state = 'pending'
              )
            )
          ) THEN json_build_object(
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
          )
        END,
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
      activities a
      JOIN activity_types at ON at.tenant_id = a.tenant_id
      AND at.id = a.activity_type_id
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
    WHERE
      a.tenant_id = $3
      AND a.id IN (
        SELECT
          id
        FROM
          page
      )
  ),
  days AS (
    SELECT
      page.author_id,
      page.person,
      page.date,
      json_agg(
        shown.entry
        ORDER BY
          page.time_from,
          page.id
      ) AS activities
    FROM
      page
      JOIN shown ON shown.id = page.id
    GROUP BY
      page.author_id,
      page.person,
      page.date
  ),
  -- Once: inlined into the users' array, it was aggregated again for every user of the tenant.
  people_days AS MATERIALIZED (
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
        WHEN $5::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "teams" r
          WHERE
            r.tenant_id = $3
            AND r.id = $5::int
        ) THEN $5::int
      END
    ) IS NOT NULL THEN json_build_array(
      0,
      (
        CASE
          WHEN $5::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "teams" r
            WHERE
              r.tenant_id = $3
              AND r.id = $5::int
          ) THEN $5::int
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
            r.tenant_id = $3
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
              r.tenant_id = $3
              AND r.id = $4::int
          ) THEN $4::int
        END
      )::int
    )
    WHEN (
      CASE
        WHEN $12::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "activity_types" r
          WHERE
            r.tenant_id = $3
            AND r.id = $12::int
        ) THEN $12::int
      END
    ) IS NOT NULL THEN json_build_array(
      2,
      (
        CASE
          WHEN $12::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "activity_types" r
            WHERE
              r.tenant_id = $3
              AND r.id = $12::int
          ) THEN $12::int
        END
      )::int
    )
  END AS problem,
  json_build_object(
    'from',
    $2::text,
    'to',
    $6::text,
    'holidays',
    (
      SELECT
        coalesce(
          json_agg(
            json_build_object(
              'date',
              to_char(h.date, 'YYYY-MM-DD'),
              'name',
              h.name,
              'teamIds',
              h.team_ids
            )
            ORDER BY
              h.date,
              h.id
          ),
          '[]'::json
        )
      FROM
        holidays h
      WHERE
        h.tenant_id = $3
        AND h.date BETWEEN $2::date AND $6::date
        AND (
          $5::int IS NULL
          OR h.team_ids = '{}'
          OR $5::int = ANY (h.team_ids)
        )
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
              people_days.days
            )
            ORDER BY
              people_days.person
          ),
          '[]'::json
        )
      FROM
        people_days
        JOIN users u ON u.tenant_id = $3
        AND u.id = people_days.author_id
    )
  )::text AS calendar,
  CASE
  -- Entries follow the page's (the limits cut it): it ends at its last entry.
    WHEN (
      SELECT
        count(*)
      FROM
        numbered
      WHERE
        ordinal <= coalesce(
          (
            SELECT
              ordinal
            FROM
              first_cut
          ),
          ordinal
        )
    ) > (
      SELECT
        count(*)
      FROM
        page
    ) THEN (
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
      ORDER BY
        n DESC
      LIMIT
        1
    )
    -- A person's days go on past their horizon: the page ends after its last day.
    WHEN EXISTS (
      SELECT
        1
      FROM
        first_cut
    ) THEN (
      SELECT
        json_build_array(
          lastname,
          firstname,
          id,
          to_char(horizon, 'YYYY-MM-DD'),
          $13::int,
          $14::int
        )
      FROM
        first_cut
    )
  END AS last;

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
    -- The days some member is scheduled to work (D19): with the default schedule, Monday to Friday
    -- without the holidays of the tenant and of the team.
    SELECT
      d.day
    FROM
      members m
      CROSS JOIN LATERAL scheduled_days ($1, m.user_id, $3::date::date, $4::date::date) d
    GROUP BY
      d.day
    HAVING
      max(d.minutes) > 0
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
      CASE
        WHEN (
          ("owner"."role" = any ($1::text[]))::boolean
          OR a.activity_type_id <> ALL (
            ARRAY(
              SELECT
                pt.id
              FROM
                activity_types pt
              WHERE
                pt.tenant_id = $2
                AND pt.private
            )
          )
          OR a.author_id = owner.id::int
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
                ar.tenant_id = $2
                AND ar.user_id = owner.id::int
                AND ar.decision IS NULL
              UNION ALL
              SELECT
                ap.activity_id
              FROM
                activity_approvals ap
              WHERE
                ap.tenant_id = $2
                AND ap.substitute_id = owner.id::int
                AND ap.substitute_decision IS NULL
                AND ap.state = 'pending'
            )
          )
        ) THEN at.name
      END AS type_name,
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
          a.tenant_id = $2
          AND NOT a.deleted
          AND a.date_from <= $3::date
          AND a.date_to >= $4::date
          AND (
            f.user_id::int IS NULL
            OR a.author_id = f.user_id::int
          )
          AND (
            nullif(f.activity_type_ids, '{}')::int[] IS NULL
            OR (
              a.activity_type_id = ANY (nullif(f.activity_type_ids, '{}')::int[])
              AND (
                ("owner"."role" = any ($5::text[]))::boolean
                OR a.activity_type_id <> ALL (
                  ARRAY(
                    SELECT
                      pt.id
                    FROM
                      activity_types pt
                    WHERE
                      pt.tenant_id = $2
                      AND pt.private
                  )
                )
                OR a.author_id = owner.id::int
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
                      ar.tenant_id = $2
                      AND ar.user_id = owner.id::int
                      AND ar.decision IS NULL
                    UNION ALL
                    SELECT
                      ap.activity_id
                    FROM
                      activity_approvals ap
                    WHERE
                      ap.tenant_id = $2
                      AND ap.substitute_id = owner.id::int
                      AND ap.substitute_decision IS NULL
                      AND ap.state = 'pending'
                  )
                )
              )
            )
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
              d.day,
              a.include_weekends
              OR d.minutes > 0 AS covered
            FROM
              scheduled_days (
                $2,
                a.author_id,
                a.date_from::date,
                a.date_to::date
              ) d
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
  f.tenant_id = $2
  AND f.secret_hash = $6
ORDER BY
  e.first_day,
  e.time_from,
  e.id;
