-- The SQL of every statement declared in src/time, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/time/repository.ts: TIMESHEET
WITH
  days AS (
    SELECT
      d.day,
      d.minutes AS expected
    FROM
      scheduled_days ($1, $2::int, $3::date, $4::date) d
  ),
  acts AS (
    -- The user's live activities reaching the range; an activity covers at most MAX_DAYS days (D5),
    -- which bounds its start for the index on (tenant, author, dates).
    SELECT
      a.*,
      t.working_hours,
      t.approvable,
      st.positive_final,
      st.negative_final
    FROM
      activities a
      JOIN activity_types t ON t.tenant_id = a.tenant_id
      AND t.id = a.activity_type_id
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
    WHERE
      a.tenant_id = $1
      AND a.author_id = $2::int
      AND NOT a.deleted
      AND a.date_from BETWEEN $3::date - 366::int AND $4::date
      AND a.date_to >= $3::date
  ),
  worked AS (
    SELECT
      d.day,
      sum(a.time_to - a.time_from)::int AS minutes
    FROM
      days d
      JOIN acts a ON d.day BETWEEN a.date_from AND a.date_to
    WHERE
      a.working_hours
      AND NOT a.negative_final
      AND (
        a.positive_final
        OR NOT a.approvable
      )
    GROUP BY
      d.day
  ),
  absence_times AS (
    SELECT
      d.day,
      d.expected,
      a.activity_type_id,
      range_agg(int4range (a.time_from, a.time_to)) AS times
    FROM
      days d
      JOIN acts a ON d.day BETWEEN a.date_from AND a.date_to
    WHERE
      NOT a.working_hours
      AND a.positive_final
    GROUP BY
      d.day,
      d.expected,
      a.activity_type_id
  ),
  absences AS (
    SELECT
      x.day,
      x.activity_type_id,
      x.type_name,
      least(
        x.minutes,
        greatest(
          x.expected - coalesce(
            sum(x.minutes) OVER (
              PARTITION BY
                x.day
              ORDER BY
                x.type_name,
                x.activity_type_id ROWS BETWEEN UNBOUNDED PRECEDING
                AND 1 PRECEDING
            ),
            0
          ),
          0
        )
      )::int AS minutes
    FROM
      (
        SELECT
          t.day,
          t.expected,
          t.activity_type_id,
          ty.name AS type_name,
          (
            SELECT
              coalesce(sum(upper(r) - lower(r)), 0)
            FROM
              unnest("t"."times") AS r
          ) AS minutes
        FROM
          absence_times t
          JOIN activity_types ty ON ty.tenant_id = $1
          AND ty.id = t.activity_type_id
      ) x
  ),
  sheet AS (
    SELECT
      d.day,
      d.expected,
      coalesce(w.minutes, 0) AS worked,
      coalesce(
        (
          SELECT
            sum(ab.minutes)
          FROM
            absences ab
          WHERE
            ab.day = d.day
        ),
        0
      )::int AS absent
    FROM
      days d
      LEFT JOIN worked w ON w.day = d.day
  ),
  listed AS (
    SELECT
      a.id,
      least(a.date_to, $4::date) - greatest(a.date_from, $3::date) + 1 AS days
    FROM
      acts a
    WHERE
      (
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
  ),
  refusal AS (
    SELECT
      CASE
        WHEN (
          SELECT
            coalesce(sum(days), 0)
          FROM
            listed
        ) > 2000 THEN 'entries'
        -- Measured only once the count passed: at most MAX_TIMESHEET_ENTRIES objects are built for it.
        WHEN (
          SELECT
            coalesce(
              sum(
                l.days * octet_length(
                  json_build_object(
                    'id',
                    "a"."id",
                    'activityTypeId',
                    (
                      select
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
                        ) as "type"
                      from
                        "activity_types" as "at"
                      where
                        "at"."tenant_id" = "a"."tenant_id"
                        and "at"."id" = "a"."activity_type_id"
                    ),
                    'place',
                    (
                      select
                        json_build_object(
                          'id',
                          "pl"."id",
                          'name',
                          "pl"."name",
                          'type',
                          "pl"."type"
                        ) as "place"
                      from
                        "places" as "pl"
                      where
                        "pl"."tenant_id" = "a"."tenant_id"
                        and "pl"."id" = "a"."place_id"
                    ),
                    'author',
                    (
                      select
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
                        ) as "user"
                      from
                        "users" as "u"
                      where
                        "u"."tenant_id" = "a"."tenant_id"
                        and "u"."id" = "a"."author_id"
                    ),
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
                        "p"."tenant_id" = "a"."tenant_id"
                        and "p"."id" = "a"."project_id"
                    ),
                    'issueId',
                    (
                      select
                        json_build_object('id', "i"."id", 'name', "i"."name") as "issue"
                      from
                        "issues" as "i"
                      where
                        "i"."tenant_id" = "a"."tenant_id"
                        and "i"."id" = "a"."issue_id"
                        and (
                          not "i"."private"
                          or $7::boolean
                          or "i"."creator_id" = $6
                          or "i"."assigned_id" = $6
                          or exists (
                            select
                              1 as "seen"
                            from
                              "issue_collaborators" as "seen_by"
                            where
                              "seen_by"."tenant_id" = "i"."tenant_id"
                              and "seen_by"."issue_id" = "i"."id"
                              and "seen_by"."user_id" = $6
                          )
                        )
                    ),
                    'teamId',
                    (
                      select
                        json_build_object(
                          'id',
                          "tm"."id",
                          'name',
                          "tm"."name",
                          'deleted',
                          "tm"."deleted"
                        ) as "team"
                      from
                        "teams" as "tm"
                      where
                        "tm"."tenant_id" = "a"."tenant_id"
                        and "tm"."id" = "a"."team_id"
                    ),
                    'includeWeekends',
                    "a"."include_weekends",
                    'description',
                    "a"."description",
                    'dateFrom',
                    to_char("a"."date_from", 'YYYY-MM-DD') || 'T00:00:00.000Z',
                    'dateTo',
                    to_char("a"."date_to", 'YYYY-MM-DD') || 'T00:00:00.000Z',
                    'timeFrom',
                    "a"."time_from"::text,
                    'timeTo',
                    "a"."time_to"::text,
                    'duration',
                    ("a"."time_to" - "a"."time_from") * ("a"."date_to" - "a"."date_from" + 1),
                    'statusId',
                    (
                      select
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
                        ) as "status"
                      from
                        "activity_statuses" as "st"
                      where
                        "st"."tenant_id" = "a"."tenant_id"
                        and "st"."id" = "a"."status_id"
                    ),
                    'statusEditor',
                    (
                      select
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
                        ) as "user"
                      from
                        "users" as "u"
                      where
                        "u"."tenant_id" = "a"."tenant_id"
                        and "u"."id" = "a"."status_editor_id"
                    ),
                    'deleted',
                    "a"."deleted",
                    'created_at',
                    utc_millis ("a"."created_at"),
                    'zone',
                    "a"."zone"
                  )::text
                )
              ),
              0
            )
          FROM
            listed l
            JOIN acts a ON a.id = l.id
        ) > 4194304 THEN 'bytes'
      END AS refused
  )
SELECT
  CASE
    WHEN (
      SELECT
        refused
      FROM
        refusal
    ) IS NULL THEN (
      SELECT
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
          'from',
          $3::text,
          'to',
          $4::text,
          'days',
          (
            SELECT
              coalesce(
                json_agg(
                  json_build_object(
                    'date',
                    to_char(s.day, 'YYYY-MM-DD'),
                    'holiday',
                    (
                      SELECT
                        h.name
                      FROM
                        holidays h
                      WHERE
                        h.tenant_id = $1
                        AND h.date = s.day
                        AND (
                          h.team_ids = '{}'
                          OR EXISTS (
                            SELECT
                            FROM
                              team_members m
                            WHERE
                              m.tenant_id = h.tenant_id
                              AND m.team_id = ANY (h.team_ids)
                              AND m.user_id = $2::int
                          )
                        )
                      ORDER BY
                        h.team_ids = '{}' DESC,
                        h.id
                      LIMIT
                        1
                    ),
                    'expected',
                    s.expected,
                    'worked',
                    s.worked,
                    'absent',
                    (
                      SELECT
                        coalesce(
                          json_agg(
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
                              'minutes',
                              ab.minutes
                            )
                            ORDER BY
                              ab.type_name,
                              ab.activity_type_id
                          ),
                          '[]'::json
                        )
                      FROM
                        absences ab
                        JOIN activity_types at ON at.tenant_id = $1
                        AND at.id = ab.activity_type_id
                      WHERE
                        ab.day = s.day
                        AND ab.minutes > 0
                    ),
                    'entries',
                    (
                      SELECT
                        coalesce(
                          json_agg(
                            json_build_object(
                              'id',
                              "a"."id",
                              'activityTypeId',
                              (
                                select
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
                                  ) as "type"
                                from
                                  "activity_types" as "at"
                                where
                                  "at"."tenant_id" = "a"."tenant_id"
                                  and "at"."id" = "a"."activity_type_id"
                              ),
                              'place',
                              (
                                select
                                  json_build_object(
                                    'id',
                                    "pl"."id",
                                    'name',
                                    "pl"."name",
                                    'type',
                                    "pl"."type"
                                  ) as "place"
                                from
                                  "places" as "pl"
                                where
                                  "pl"."tenant_id" = "a"."tenant_id"
                                  and "pl"."id" = "a"."place_id"
                              ),
                              'author',
                              (
                                select
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
                                  ) as "user"
                                from
                                  "users" as "u"
                                where
                                  "u"."tenant_id" = "a"."tenant_id"
                                  and "u"."id" = "a"."author_id"
                              ),
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
                                  "p"."tenant_id" = "a"."tenant_id"
                                  and "p"."id" = "a"."project_id"
                              ),
                              'issueId',
                              (
                                select
                                  json_build_object('id', "i"."id", 'name', "i"."name") as "issue"
                                from
                                  "issues" as "i"
                                where
                                  "i"."tenant_id" = "a"."tenant_id"
                                  and "i"."id" = "a"."issue_id"
                                  and (
                                    not "i"."private"
                                    or $7::boolean
                                    or "i"."creator_id" = $6
                                    or "i"."assigned_id" = $6
                                    or exists (
                                      select
                                        1 as "seen"
                                      from
                                        "issue_collaborators" as "seen_by"
                                      where
                                        "seen_by"."tenant_id" = "i"."tenant_id"
                                        and "seen_by"."issue_id" = "i"."id"
                                        and "seen_by"."user_id" = $6
                                    )
                                  )
                              ),
                              'teamId',
                              (
                                select
                                  json_build_object(
                                    'id',
                                    "tm"."id",
                                    'name',
                                    "tm"."name",
                                    'deleted',
                                    "tm"."deleted"
                                  ) as "team"
                                from
                                  "teams" as "tm"
                                where
                                  "tm"."tenant_id" = "a"."tenant_id"
                                  and "tm"."id" = "a"."team_id"
                              ),
                              'includeWeekends',
                              "a"."include_weekends",
                              'description',
                              "a"."description",
                              'dateFrom',
                              to_char("a"."date_from", 'YYYY-MM-DD') || 'T00:00:00.000Z',
                              'dateTo',
                              to_char("a"."date_to", 'YYYY-MM-DD') || 'T00:00:00.000Z',
                              'timeFrom',
                              "a"."time_from"::text,
                              'timeTo',
                              "a"."time_to"::text,
                              'duration',
                              ("a"."time_to" - "a"."time_from") * ("a"."date_to" - "a"."date_from" + 1),
                              'statusId',
                              (
                                select
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
                                  ) as "status"
                                from
                                  "activity_statuses" as "st"
                                where
                                  "st"."tenant_id" = "a"."tenant_id"
                                  and "st"."id" = "a"."status_id"
                              ),
                              'statusEditor',
                              (
                                select
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
                                  ) as "user"
                                from
                                  "users" as "u"
                                where
                                  "u"."tenant_id" = "a"."tenant_id"
                                  and "u"."id" = "a"."status_editor_id"
                              ),
                              'deleted',
                              "a"."deleted",
                              'created_at',
                              utc_millis ("a"."created_at"),
                              'zone',
                              "a"."zone"
                            )
                            ORDER BY
                              a.time_from,
                              a.id
                          ),
                          '[]'::json
                        )
                      FROM
                        acts a
                      WHERE
                        s.day BETWEEN a.date_from AND a.date_to
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
                  ORDER BY
                    s.day
                ),
                '[]'::json
              )
            FROM
              sheet s
          ),
          'totals',
          (
            SELECT
              json_build_object(
                'expected',
                coalesce(sum(s.expected), 0),
                'worked',
                coalesce(sum(s.worked), 0),
                'absent',
                coalesce(sum(s.absent), 0),
                'balance',
                coalesce(sum(s.worked + s.absent - s.expected), 0)
              )
            FROM
              sheet s
          )
        )
      FROM
        users u
      WHERE
        u.tenant_id = $1
        AND u.id = $2::int
    )
  END AS timesheet,
  (
    SELECT
      refused
    FROM
      refusal
  ) AS refused;

-- src/time/repository.ts: TIMESHEET_ROWS
DECLARE timesheet_rows NO SCROLL CURSOR
WITH
  HOLD FOR
WITH
  days AS (
    SELECT
      d.day,
      d.minutes AS expected
    FROM
      scheduled_days ($1, $2::int, $3::date, $4::date) d
  ),
  acts AS (
    -- The user's live activities reaching the range; an activity covers at most MAX_DAYS days (D5),
    -- which bounds its start for the index on (tenant, author, dates).
    SELECT
      a.*,
      t.working_hours,
      t.approvable,
      st.positive_final,
      st.negative_final
    FROM
      activities a
      JOIN activity_types t ON t.tenant_id = a.tenant_id
      AND t.id = a.activity_type_id
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
    WHERE
      a.tenant_id = $1
      AND a.author_id = $2::int
      AND NOT a.deleted
      AND a.date_from BETWEEN $3::date - 366::int AND $4::date
      AND a.date_to >= $3::date
  ),
  worked AS (
    SELECT
      d.day,
      sum(a.time_to - a.time_from)::int AS minutes
    FROM
      days d
      JOIN acts a ON d.day BETWEEN a.date_from AND a.date_to
    WHERE
      a.working_hours
      AND NOT a.negative_final
      AND (
        a.positive_final
        OR NOT a.approvable
      )
    GROUP BY
      d.day
  ),
  absence_times AS (
    SELECT
      d.day,
      d.expected,
      a.activity_type_id,
      range_agg(int4range (a.time_from, a.time_to)) AS times
    FROM
      days d
      JOIN acts a ON d.day BETWEEN a.date_from AND a.date_to
    WHERE
      NOT a.working_hours
      AND a.positive_final
    GROUP BY
      d.day,
      d.expected,
      a.activity_type_id
  ),
  absences AS (
    SELECT
      x.day,
      x.activity_type_id,
      x.type_name,
      least(
        x.minutes,
        greatest(
          x.expected - coalesce(
            sum(x.minutes) OVER (
              PARTITION BY
                x.day
              ORDER BY
                x.type_name,
                x.activity_type_id ROWS BETWEEN UNBOUNDED PRECEDING
                AND 1 PRECEDING
            ),
            0
          ),
          0
        )
      )::int AS minutes
    FROM
      (
        SELECT
          t.day,
          t.expected,
          t.activity_type_id,
          ty.name AS type_name,
          (
            SELECT
              coalesce(sum(upper(r) - lower(r)), 0)
            FROM
              unnest("t"."times") AS r
          ) AS minutes
        FROM
          absence_times t
          JOIN activity_types ty ON ty.tenant_id = $1
          AND ty.id = t.activity_type_id
      ) x
  ),
  sheet AS (
    SELECT
      d.day,
      d.expected,
      coalesce(w.minutes, 0) AS worked,
      coalesce(
        (
          SELECT
            sum(ab.minutes)
          FROM
            absences ab
          WHERE
            ab.day = d.day
        ),
        0
      )::int AS absent
    FROM
      days d
      LEFT JOIN worked w ON w.day = d.day
  )
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
    "u"."deleted"
  ) AS user,
  to_char(s.day, 'YYYY-MM-DD') AS date,
  (
    SELECT
      h.name
    FROM
      holidays h
    WHERE
      h.tenant_id = $1
      AND h.date = s.day
      AND (
        h.team_ids = '{}'
        OR EXISTS (
          SELECT
          FROM
            team_members m
          WHERE
            m.tenant_id = h.tenant_id
            AND m.team_id = ANY (h.team_ids)
            AND m.user_id = $2::int
        )
      )
    ORDER BY
      h.team_ids = '{}' DESC,
      h.id
    LIMIT
      1
  ) AS holiday,
  s.expected,
  s.worked,
  s.absent,
  (
    SELECT
      coalesce(
        json_agg(
          json_build_object('name', ab.type_name, 'minutes', ab.minutes)
          ORDER BY
            ab.type_name,
            ab.activity_type_id
        ),
        '[]'::json
      )
    FROM
      absences ab
    WHERE
      ab.day = s.day
      AND ab.minutes > 0
  ) AS absences
FROM
  sheet s
  JOIN users u ON u.tenant_id = $1
  AND u.id = $2::int
ORDER BY
  s.day;

-- src/time/repository.ts: TIME_REPORT
WITH
  chosen AS (
    SELECT
      a.author_id,
      a.team_id,
      a.project_id,
      a.activity_type_id,
      a.time_from,
      a.time_to,
      greatest(a.date_from, $1::date) AS first_day,
      least(a.date_to, $2::date) AS last_day,
      CASE
        WHEN a.issue_id IS NULL
        OR NOT 'issue' IN ($3::text, coalesce($4::text, '')) THEN NULL
        WHEN EXISTS (
          SELECT
          FROM
            issues i
          WHERE
            i.tenant_id = a.tenant_id
            AND i.id = a.issue_id
            AND (
              not "i"."private"
              or $5::boolean
              or "i"."creator_id" = $6::int
              or "i"."assigned_id" = $6::int
              or exists (
                select
                  1 as "seen"
                from
                  "issue_collaborators" as "seen_by"
                where
                  "seen_by"."tenant_id" = "i"."tenant_id"
                  and "seen_by"."issue_id" = "i"."id"
                  and "seen_by"."user_id" = $6::int
              )
            )
        ) THEN a.issue_id::text
        ELSE 'private'
      END AS issue_key
    FROM
      activities a
      JOIN activity_types t ON t.tenant_id = a.tenant_id
      AND t.id = a.activity_type_id
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
    WHERE
      a.tenant_id = $7
      AND NOT a.deleted
      AND a.date_from BETWEEN $1::date - 366::int AND $2::date
      AND a.date_to >= $1::date
      AND NOT st.negative_final
      AND (
        st.positive_final
        OR NOT t.approvable
      )
      AND (
        $8::int IS NULL
        OR a.author_id = $8::int
      )
      AND (
        $9::int IS NULL
        OR a.team_id = $9::int
      )
      AND (
        $10::int IS NULL
        OR a.project_id = $10::int
      )
      AND (
        $11::int IS NULL
        OR a.issue_id = $11::int
      )
      AND (
        $12::int IS NULL
        OR a.activity_type_id = $12::int
      )
      AND (
        $13::boolean IS NULL
        OR t.working_hours = $13::boolean
      )
      AND (
        ($14)::boolean
        OR a.activity_type_id <> ALL (
          ARRAY(
            SELECT
              pt.id
            FROM
              activity_types pt
            WHERE
              pt.tenant_id = $7
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
              ar.tenant_id = $7
              AND ar.user_id = $6::int
              AND ar.decision IS NULL
            UNION ALL
            SELECT
              ap.activity_id
            FROM
              activity_approvals ap
            WHERE
              ap.tenant_id = $7
              AND ap.substitute_id = $6::int
              AND ap.substitute_decision IS NULL
              AND ap.state = 'pending'
          )
        )
      )
  ),
  schedules AS MATERIALIZED (
    -- Each author's days asked for once, not once per activity: a year of worklogs has hundreds per author.
    SELECT
      authors.author_id,
      d.day,
      d.minutes
    FROM
      (
        SELECT DISTINCT
          author_id
        FROM
          chosen
      ) authors
      CROSS JOIN LATERAL scheduled_days (
        $7,
        authors.author_id,
        $1::date::date,
        $2::date::date
      ) d
  ),
  counted AS (
    -- Each activity's days first, then their schedules by author and day: OFFSET 0 keeps that order.
    -- Planned the other way round (when the planner expects one activity), each author's schedule
    -- is joined to each activity and its days searched, a year's days once per day covered.
    SELECT
      c.*,
      s.minutes AS scheduled
    FROM
      (
        SELECT
          c.*,
          c.first_day + covered.n AS day
        FROM
          chosen c
          CROSS JOIN LATERAL unnest(
            CASE
              WHEN c.first_day = c.last_day THEN ARRAY[0]
              ELSE ARRAY(
                SELECT
                  generate_series(0, c.last_day - c.first_day)
              )
            END
          ) AS covered (n)
        OFFSET
          0
      ) c
      JOIN schedules s ON s.author_id = c.author_id
      AND s.day = c.day
  ),
  keyed AS (
    -- How far the earlier time of the same group (or of anything), author and day reaches, in start
    -- order: what an activity adds past it is time not counted yet, so overlaps count once (D19).
    -- The group's window comes last: its order is per_day's, which then groups without a sort
    -- (scheduled is the same all day; it is in each order so that the orders agree).
    SELECT
      day_reached.*,
      max(time_to) OVER (
        PARTITION BY
          author_id,
          day,
          scheduled,
          k1,
          k2
        ORDER BY
          time_from,
          time_to ROWS BETWEEN UNBOUNDED PRECEDING
          AND 1 PRECEDING
      ) AS group_reach
    FROM
      (
        SELECT
          keys.*,
          max(time_to) OVER (
            PARTITION BY
              author_id,
              day,
              scheduled
            ORDER BY
              time_from,
              time_to ROWS BETWEEN UNBOUNDED PRECEDING
              AND 1 PRECEDING
          ) AS day_reach
        FROM
          (
            SELECT
              k.*,
              CASE $3::text
                WHEN 'user' THEN k.author_id::text
                WHEN 'team' THEN k.team_id::text
                WHEN 'project' THEN k.project_id::text
                WHEN 'issue' THEN k.issue_key
                WHEN 'activityType' THEN k.activity_type_id::text
                WHEN 'day' THEN to_char(k.day, 'YYYY-MM-DD')
                WHEN 'week' THEN to_char(k.day, 'IYYY-"W"IW')
                WHEN 'month' THEN to_char(k.day, 'YYYY-MM')
              END AS k1,
              CASE $4::text
                WHEN 'user' THEN k.author_id::text
                WHEN 'team' THEN k.team_id::text
                WHEN 'project' THEN k.project_id::text
                WHEN 'issue' THEN k.issue_key
                WHEN 'activityType' THEN k.activity_type_id::text
                WHEN 'day' THEN to_char(k.day, 'YYYY-MM-DD')
                WHEN 'week' THEN to_char(k.day, 'IYYY-"W"IW')
                WHEN 'month' THEN to_char(k.day, 'YYYY-MM')
              END AS k2
            FROM
              counted k
          ) keys
      ) day_reached
  ),
  per_day AS (
    -- One row per group, author and day: the minutes, the share of the day the group's time covers,
    -- and the minutes the day's time of any group covers first there (summed by day for the total).
    SELECT
      author_id,
      day,
      scheduled,
      k1,
      k2,
      sum(time_to - time_from) AS minutes,
      CASE
        WHEN scheduled > 0 THEN covered_share (
          sum(
            greatest(
              0,
              time_to - greatest(time_from, coalesce("group_reach", 0))
            )
          )::int,
          scheduled
        )
        ELSE 0
      END AS days,
      sum(
        greatest(
          0,
          time_to - greatest(time_from, coalesce("day_reach", 0))
        )
      )::int AS day_minutes
    FROM
      keyed
    GROUP BY
      author_id,
      day,
      scheduled,
      k1,
      k2
  ),
  grouped AS (
    SELECT
      k1,
      k2,
      sum(minutes)::int AS minutes,
      sum(days)::float8 AS days
    FROM
      per_day
    GROUP BY
      k1,
      k2
  ),
  "values1" AS MATERIALIZED (
    SELECT
      jsonb_object_agg(
        coalesce(x.k, ''),
        jsonb_build_object('v', x.v, 'rank', x.rank)
      ) AS by_key
    FROM
      (
        SELECT
          x.*,
          row_number() OVER (
            ORDER BY
              ("x"."v" ->> 'lastname') || ' ' || ("x"."v" ->> 'firstname') NULLS LAST,
              "x"."v" ->> 'name' NULLS LAST,
              ("x"."v" ->> 'id')::int NULLS LAST,
              "x"."k"
          ) AS rank
        FROM
          (
            SELECT
              d.k,
              CASE
                WHEN $3::text IS NOT NULL THEN CASE $3::text
                  WHEN 'user' THEN (
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
                        "u"."deleted"
                      )
                    FROM
                      users u
                    WHERE
                      u.tenant_id = $7
                      AND u.id = "d"."k"::int
                  )
                  WHEN 'team' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        "tm"."id",
                        'name',
                        "tm"."name",
                        'deleted',
                        "tm"."deleted"
                      )
                    FROM
                      teams tm
                    WHERE
                      tm.tenant_id = $7
                      AND tm.id = "d"."k"::int
                  )
                  WHEN 'project' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        "p"."id",
                        'name',
                        "p"."name",
                        'test_case_robust',
                        "p"."test_case_robust"
                      )
                    FROM
                      projects p
                    WHERE
                      p.tenant_id = $7
                      AND p.id = "d"."k"::int
                  )
                  WHEN 'issue' THEN CASE
                    WHEN "d"."k" = 'private' THEN json_build_object('id', NULL, 'name', '(private)')
                    ELSE (
                      SELECT
                        json_build_object('id', i.id, 'name', i.name)
                      FROM
                        issues i
                      WHERE
                        i.tenant_id = $7
                        AND i.id = "d"."k"::int
                    )
                  END
                  WHEN 'activityType' THEN (
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
                        "at"."approvable"
                      )
                    FROM
                      activity_types at
                    WHERE
                      at.tenant_id = $7
                      AND at.id = "d"."k"::int
                  )
                  ELSE to_json("d"."k")
                END::jsonb
              END AS v
            FROM
              (
                SELECT DISTINCT
                  "k1" AS k
                FROM
                  grouped
              ) d
          ) x
      ) x
  ),
  "values2" AS MATERIALIZED (
    SELECT
      jsonb_object_agg(
        coalesce(x.k, ''),
        jsonb_build_object('v', x.v, 'rank', x.rank)
      ) AS by_key
    FROM
      (
        SELECT
          x.*,
          row_number() OVER (
            ORDER BY
              ("x"."v" ->> 'lastname') || ' ' || ("x"."v" ->> 'firstname') NULLS LAST,
              "x"."v" ->> 'name' NULLS LAST,
              ("x"."v" ->> 'id')::int NULLS LAST,
              "x"."k"
          ) AS rank
        FROM
          (
            SELECT
              d.k,
              CASE
                WHEN $4::text IS NOT NULL THEN CASE $4::text
                  WHEN 'user' THEN (
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
                        "u"."deleted"
                      )
                    FROM
                      users u
                    WHERE
                      u.tenant_id = $7
                      AND u.id = "d"."k"::int
                  )
                  WHEN 'team' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        "tm"."id",
                        'name',
                        "tm"."name",
                        'deleted',
                        "tm"."deleted"
                      )
                    FROM
                      teams tm
                    WHERE
                      tm.tenant_id = $7
                      AND tm.id = "d"."k"::int
                  )
                  WHEN 'project' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        "p"."id",
                        'name',
                        "p"."name",
                        'test_case_robust',
                        "p"."test_case_robust"
                      )
                    FROM
                      projects p
                    WHERE
                      p.tenant_id = $7
                      AND p.id = "d"."k"::int
                  )
                  WHEN 'issue' THEN CASE
                    WHEN "d"."k" = 'private' THEN json_build_object('id', NULL, 'name', '(private)')
                    ELSE (
                      SELECT
                        json_build_object('id', i.id, 'name', i.name)
                      FROM
                        issues i
                      WHERE
                        i.tenant_id = $7
                        AND i.id = "d"."k"::int
                    )
                  END
                  WHEN 'activityType' THEN (
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
                        "at"."approvable"
                      )
                    FROM
                      activity_types at
                    WHERE
                      at.tenant_id = $7
                      AND at.id = "d"."k"::int
                  )
                  ELSE to_json("d"."k")
                END::jsonb
              END AS v
            FROM
              (
                SELECT DISTINCT
                  "k2" AS k
                FROM
                  grouped
              ) d
          ) x
      ) x
  ),
  shown AS (
    -- Each group's value and rank looked up by its key, not joined: a join planned for few groups
    -- (when the planner expects few activities) compares every group with every value. OFFSET 0
    -- looks them up here: left to the query's end, each row would carry the whole objects.
    SELECT
      g.*,
      x1.by_key -> coalesce(g.k1, '') -> 'v' AS v1,
      x2.by_key -> coalesce(g.k2, '') -> 'v' AS v2,
      (x1.by_key -> coalesce(g.k1, '') ->> 'rank')::int AS rank1,
      (x2.by_key -> coalesce(g.k2, '') ->> 'rank')::int AS rank2
    FROM
      grouped g
      CROSS JOIN values1 x1
      CROSS JOIN values2 x2
    OFFSET
      0
  )
SELECT
  -- Past MAX_REPORT_ROWS groups the rows are not built (NULL): the service refuses the report.
  CASE
    WHEN (
      SELECT
        count(*)
      FROM
        grouped
    ) > 5000 THEN NULL
    ELSE (
      SELECT
        coalesce(
          json_agg(
            (
              jsonb_build_object($3::text, s.v1) || CASE
                WHEN $4::text IS NULL THEN '{}'::jsonb
                ELSE jsonb_build_object($4::text, s.v2)
              END || jsonb_build_object('minutes', s.minutes, 'days', s.days)
            )
            ORDER BY
              s.rank1,
              s.rank2
          ),
          '[]'::json
        )
      FROM
        shown s
    )
  END AS rows,
  (
    SELECT
      json_build_object(
        'minutes',
        coalesce(sum(minutes), 0)::int,
        'days',
        coalesce(sum(days), 0)::float8
      )
    FROM
      (
        SELECT
          sum(minutes) AS minutes,
          CASE
            WHEN scheduled > 0 THEN covered_share (sum(day_minutes)::int, scheduled)
            ELSE 0
          END AS days
        FROM
          per_day
        GROUP BY
          author_id,
          day,
          scheduled
      ) t
  ) AS total;

-- src/time/repository.ts: TIME_REPORT_ROWS
DECLARE time_report_rows NO SCROLL CURSOR
WITH
  HOLD FOR
WITH
  chosen AS (
    SELECT
      a.author_id,
      a.team_id,
      a.project_id,
      a.activity_type_id,
      a.time_from,
      a.time_to,
      greatest(a.date_from, $1::date) AS first_day,
      least(a.date_to, $2::date) AS last_day,
      CASE
        WHEN a.issue_id IS NULL
        OR NOT 'issue' IN ($3::text, coalesce($4::text, '')) THEN NULL
        WHEN EXISTS (
          SELECT
          FROM
            issues i
          WHERE
            i.tenant_id = a.tenant_id
            AND i.id = a.issue_id
            AND (
              not "i"."private"
              or $5::boolean
              or "i"."creator_id" = $6::int
              or "i"."assigned_id" = $6::int
              or exists (
                select
                  1 as "seen"
                from
                  "issue_collaborators" as "seen_by"
                where
                  "seen_by"."tenant_id" = "i"."tenant_id"
                  and "seen_by"."issue_id" = "i"."id"
                  and "seen_by"."user_id" = $6::int
              )
            )
        ) THEN a.issue_id::text
        ELSE 'private'
      END AS issue_key
    FROM
      activities a
      JOIN activity_types t ON t.tenant_id = a.tenant_id
      AND t.id = a.activity_type_id
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
    WHERE
      a.tenant_id = $7
      AND NOT a.deleted
      AND a.date_from BETWEEN $1::date - 366::int AND $2::date
      AND a.date_to >= $1::date
      AND NOT st.negative_final
      AND (
        st.positive_final
        OR NOT t.approvable
      )
      AND (
        $8::int IS NULL
        OR a.author_id = $8::int
      )
      AND (
        $9::int IS NULL
        OR a.team_id = $9::int
      )
      AND (
        $10::int IS NULL
        OR a.project_id = $10::int
      )
      AND (
        $11::int IS NULL
        OR a.issue_id = $11::int
      )
      AND (
        $12::int IS NULL
        OR a.activity_type_id = $12::int
      )
      AND (
        $13::boolean IS NULL
        OR t.working_hours = $13::boolean
      )
      AND (
        ($14)::boolean
        OR a.activity_type_id <> ALL (
          ARRAY(
            SELECT
              pt.id
            FROM
              activity_types pt
            WHERE
              pt.tenant_id = $7
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
              ar.tenant_id = $7
              AND ar.user_id = $6::int
              AND ar.decision IS NULL
            UNION ALL
            SELECT
              ap.activity_id
            FROM
              activity_approvals ap
            WHERE
              ap.tenant_id = $7
              AND ap.substitute_id = $6::int
              AND ap.substitute_decision IS NULL
              AND ap.state = 'pending'
          )
        )
      )
  ),
  schedules AS MATERIALIZED (
    -- Each author's days asked for once, not once per activity: a year of worklogs has hundreds per author.
    SELECT
      authors.author_id,
      d.day,
      d.minutes
    FROM
      (
        SELECT DISTINCT
          author_id
        FROM
          chosen
      ) authors
      CROSS JOIN LATERAL scheduled_days (
        $7,
        authors.author_id,
        $1::date::date,
        $2::date::date
      ) d
  ),
  counted AS (
    -- Each activity's days first, then their schedules by author and day: OFFSET 0 keeps that order.
    -- Planned the other way round (when the planner expects one activity), each author's schedule
    -- is joined to each activity and its days searched, a year's days once per day covered.
    SELECT
      c.*,
      s.minutes AS scheduled
    FROM
      (
        SELECT
          c.*,
          c.first_day + covered.n AS day
        FROM
          chosen c
          CROSS JOIN LATERAL unnest(
            CASE
              WHEN c.first_day = c.last_day THEN ARRAY[0]
              ELSE ARRAY(
                SELECT
                  generate_series(0, c.last_day - c.first_day)
              )
            END
          ) AS covered (n)
        OFFSET
          0
      ) c
      JOIN schedules s ON s.author_id = c.author_id
      AND s.day = c.day
  ),
  keyed AS (
    -- How far the earlier time of the same group (or of anything), author and day reaches, in start
    -- order: what an activity adds past it is time not counted yet, so overlaps count once (D19).
    -- The group's window comes last: its order is per_day's, which then groups without a sort
    -- (scheduled is the same all day; it is in each order so that the orders agree).
    SELECT
      day_reached.*,
      max(time_to) OVER (
        PARTITION BY
          author_id,
          day,
          scheduled,
          k1,
          k2
        ORDER BY
          time_from,
          time_to ROWS BETWEEN UNBOUNDED PRECEDING
          AND 1 PRECEDING
      ) AS group_reach
    FROM
      (
        SELECT
          keys.*,
          max(time_to) OVER (
            PARTITION BY
              author_id,
              day,
              scheduled
            ORDER BY
              time_from,
              time_to ROWS BETWEEN UNBOUNDED PRECEDING
              AND 1 PRECEDING
          ) AS day_reach
        FROM
          (
            SELECT
              k.*,
              CASE $3::text
                WHEN 'user' THEN k.author_id::text
                WHEN 'team' THEN k.team_id::text
                WHEN 'project' THEN k.project_id::text
                WHEN 'issue' THEN k.issue_key
                WHEN 'activityType' THEN k.activity_type_id::text
                WHEN 'day' THEN to_char(k.day, 'YYYY-MM-DD')
                WHEN 'week' THEN to_char(k.day, 'IYYY-"W"IW')
                WHEN 'month' THEN to_char(k.day, 'YYYY-MM')
              END AS k1,
              CASE $4::text
                WHEN 'user' THEN k.author_id::text
                WHEN 'team' THEN k.team_id::text
                WHEN 'project' THEN k.project_id::text
                WHEN 'issue' THEN k.issue_key
                WHEN 'activityType' THEN k.activity_type_id::text
                WHEN 'day' THEN to_char(k.day, 'YYYY-MM-DD')
                WHEN 'week' THEN to_char(k.day, 'IYYY-"W"IW')
                WHEN 'month' THEN to_char(k.day, 'YYYY-MM')
              END AS k2
            FROM
              counted k
          ) keys
      ) day_reached
  ),
  per_day AS (
    -- One row per group, author and day: the minutes, the share of the day the group's time covers,
    -- and the minutes the day's time of any group covers first there (summed by day for the total).
    SELECT
      author_id,
      day,
      scheduled,
      k1,
      k2,
      sum(time_to - time_from) AS minutes,
      CASE
        WHEN scheduled > 0 THEN covered_share (
          sum(
            greatest(
              0,
              time_to - greatest(time_from, coalesce("group_reach", 0))
            )
          )::int,
          scheduled
        )
        ELSE 0
      END AS days,
      sum(
        greatest(
          0,
          time_to - greatest(time_from, coalesce("day_reach", 0))
        )
      )::int AS day_minutes
    FROM
      keyed
    GROUP BY
      author_id,
      day,
      scheduled,
      k1,
      k2
  ),
  grouped AS (
    SELECT
      k1,
      k2,
      sum(minutes)::int AS minutes,
      sum(days)::float8 AS days
    FROM
      per_day
    GROUP BY
      k1,
      k2
  ),
  "values1" AS MATERIALIZED (
    SELECT
      jsonb_object_agg(
        coalesce(x.k, ''),
        jsonb_build_object('v', x.v, 'rank', x.rank)
      ) AS by_key
    FROM
      (
        SELECT
          x.*,
          row_number() OVER (
            ORDER BY
              ("x"."v" ->> 'lastname') || ' ' || ("x"."v" ->> 'firstname') NULLS LAST,
              "x"."v" ->> 'name' NULLS LAST,
              ("x"."v" ->> 'id')::int NULLS LAST,
              "x"."k"
          ) AS rank
        FROM
          (
            SELECT
              d.k,
              CASE
                WHEN $3::text IS NOT NULL THEN CASE $3::text
                  WHEN 'user' THEN (
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
                        "u"."deleted"
                      )
                    FROM
                      users u
                    WHERE
                      u.tenant_id = $7
                      AND u.id = "d"."k"::int
                  )
                  WHEN 'team' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        "tm"."id",
                        'name',
                        "tm"."name",
                        'deleted',
                        "tm"."deleted"
                      )
                    FROM
                      teams tm
                    WHERE
                      tm.tenant_id = $7
                      AND tm.id = "d"."k"::int
                  )
                  WHEN 'project' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        "p"."id",
                        'name',
                        "p"."name",
                        'test_case_robust',
                        "p"."test_case_robust"
                      )
                    FROM
                      projects p
                    WHERE
                      p.tenant_id = $7
                      AND p.id = "d"."k"::int
                  )
                  WHEN 'issue' THEN CASE
                    WHEN "d"."k" = 'private' THEN json_build_object('id', NULL, 'name', '(private)')
                    ELSE (
                      SELECT
                        json_build_object('id', i.id, 'name', i.name)
                      FROM
                        issues i
                      WHERE
                        i.tenant_id = $7
                        AND i.id = "d"."k"::int
                    )
                  END
                  WHEN 'activityType' THEN (
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
                        "at"."approvable"
                      )
                    FROM
                      activity_types at
                    WHERE
                      at.tenant_id = $7
                      AND at.id = "d"."k"::int
                  )
                  ELSE to_json("d"."k")
                END::jsonb
              END AS v
            FROM
              (
                SELECT DISTINCT
                  "k1" AS k
                FROM
                  grouped
              ) d
          ) x
      ) x
  ),
  "values2" AS MATERIALIZED (
    SELECT
      jsonb_object_agg(
        coalesce(x.k, ''),
        jsonb_build_object('v', x.v, 'rank', x.rank)
      ) AS by_key
    FROM
      (
        SELECT
          x.*,
          row_number() OVER (
            ORDER BY
              ("x"."v" ->> 'lastname') || ' ' || ("x"."v" ->> 'firstname') NULLS LAST,
              "x"."v" ->> 'name' NULLS LAST,
              ("x"."v" ->> 'id')::int NULLS LAST,
              "x"."k"
          ) AS rank
        FROM
          (
            SELECT
              d.k,
              CASE
                WHEN $4::text IS NOT NULL THEN CASE $4::text
                  WHEN 'user' THEN (
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
                        "u"."deleted"
                      )
                    FROM
                      users u
                    WHERE
                      u.tenant_id = $7
                      AND u.id = "d"."k"::int
                  )
                  WHEN 'team' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        "tm"."id",
                        'name',
                        "tm"."name",
                        'deleted',
                        "tm"."deleted"
                      )
                    FROM
                      teams tm
                    WHERE
                      tm.tenant_id = $7
                      AND tm.id = "d"."k"::int
                  )
                  WHEN 'project' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        "p"."id",
                        'name',
                        "p"."name",
                        'test_case_robust',
                        "p"."test_case_robust"
                      )
                    FROM
                      projects p
                    WHERE
                      p.tenant_id = $7
                      AND p.id = "d"."k"::int
                  )
                  WHEN 'issue' THEN CASE
                    WHEN "d"."k" = 'private' THEN json_build_object('id', NULL, 'name', '(private)')
                    ELSE (
                      SELECT
                        json_build_object('id', i.id, 'name', i.name)
                      FROM
                        issues i
                      WHERE
                        i.tenant_id = $7
                        AND i.id = "d"."k"::int
                    )
                  END
                  WHEN 'activityType' THEN (
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
                        "at"."approvable"
                      )
                    FROM
                      activity_types at
                    WHERE
                      at.tenant_id = $7
                      AND at.id = "d"."k"::int
                  )
                  ELSE to_json("d"."k")
                END::jsonb
              END AS v
            FROM
              (
                SELECT DISTINCT
                  "k2" AS k
                FROM
                  grouped
              ) d
          ) x
      ) x
  ),
  shown AS (
    -- Each group's value and rank looked up by its key, not joined: a join planned for few groups
    -- (when the planner expects few activities) compares every group with every value. OFFSET 0
    -- looks them up here: left to the query's end, each row would carry the whole objects.
    SELECT
      g.*,
      x1.by_key -> coalesce(g.k1, '') -> 'v' AS v1,
      x2.by_key -> coalesce(g.k2, '') -> 'v' AS v2,
      (x1.by_key -> coalesce(g.k1, '') ->> 'rank')::int AS rank1,
      (x2.by_key -> coalesce(g.k2, '') ->> 'rank')::int AS rank2
    FROM
      grouped g
      CROSS JOIN values1 x1
      CROSS JOIN values2 x2
    OFFSET
      0
  )
SELECT
  s.v1,
  s.v2,
  s.minutes,
  s.days,
  count(*) OVER ()::int AS row_count,
  (
    SELECT
      json_build_object(
        'minutes',
        coalesce(sum(minutes), 0)::int,
        'days',
        coalesce(sum(days), 0)::float8
      )
    FROM
      (
        SELECT
          sum(minutes) AS minutes,
          CASE
            WHEN scheduled > 0 THEN covered_share (sum(day_minutes)::int, scheduled)
            ELSE 0
          END AS days
        FROM
          per_day
        GROUP BY
          author_id,
          day,
          scheduled
      ) t
  ) AS total
FROM
  shown s
ORDER BY
  s.rank1,
  s.rank2;

-- src/time/repository.ts: ABSENCE_REPORT
WITH RECURSIVE
  page_users AS (
    SELECT
      pu.*,
      row_number() OVER (
        ORDER BY
          pu.lastname,
          pu.firstname,
          pu.id
      ) AS n
    FROM
      (
        SELECT
          u.id,
          u.lastname,
          u.firstname
        FROM
          users u
        WHERE
          u.tenant_id = $1
          AND NOT u.deleted
          AND (
            $2::int IS NULL
            OR u.id = $2::int
          )
          AND (
            $3::int IS NULL
            OR EXISTS (
              SELECT
              FROM
                team_members m
              WHERE
                m.tenant_id = u.tenant_id
                AND m.team_id = $3::int
                AND m.user_id = u.id
            )
          )
          AND (
            $4::int IS NULL
            OR (u.lastname, u.firstname, u.id) > ($5::text, $6::text, $4::int)
          )
        ORDER BY
          u.lastname,
          u.firstname,
          u.id
        LIMIT
          $7::int + 1
      ) pu
  ),
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
          id
        FROM
          page_users
        WHERE
          n <= $7::int
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
          AND a2.year = $8::int
      )
      AND (
        al.year = $8::int
        OR (
          t.carry_over IS NOT NULL
          AND al.year BETWEEN $8::int - 10 AND $8::int - 1
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
        least(a.date_to, make_date($8::int, 12, 31))::date
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
      AND a.date_from <= make_date($8::int, 12, 31)
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
            WHEN $9::date > to_date(
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
  private_days AS (
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
      JOIN activity_types t ON t.tenant_id = a.tenant_id
      AND t.id = a.activity_type_id
      AND t.private
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
      AND NOT st.negative_final
      CROSS JOIN LATERAL scheduled_days (
        $1,
        a.author_id,
        greatest(a.date_from, make_date($8::int, 1, 1))::date,
        least(a.date_to, make_date($8::int, 12, 31))::date
      ) d
    WHERE
      $10::boolean
      AND a.tenant_id = $1
      AND NOT a.deleted
      AND a.author_id IN (
        SELECT
          user_id
        FROM
          people
      )
      AND a.date_from BETWEEN make_date($8::int, 1, 1) - 366::int AND make_date($8::int, 12, 31)
      AND a.date_to >= make_date($8::int, 1, 1)
      AND (a.author_id, a.activity_type_id) NOT IN (
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
  report AS (
    SELECT
      b.user_id,
      b.activity_type_id,
      b.allowance::float8 AS allowance,
      b.carried::float8 AS carried,
      b.expired::float8 AS expired,
      b.approved::float8 AS approved,
      b.requested::float8 AS requested,
      b.remaining::float8 AS remaining
    FROM
      balances b
      JOIN activity_types t ON t.tenant_id = $1
      AND t.id = b.activity_type_id
    WHERE
      b.year = $8::int
      AND (
        NOT t.private
        OR $10::boolean
      )
    UNION ALL
    SELECT
      x.user_id,
      x.activity_type_id,
      NULL,
      NULL,
      NULL,
      sum(day_share (x.approved_times, x.minutes))::float8,
      sum(
        day_share (x.all_times, x.minutes) - day_share (x.approved_times, x.minutes)
      )::float8,
      NULL
    FROM
      private_days x
    GROUP BY
      x.user_id,
      x.activity_type_id
  )
SELECT
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
            'allowance',
            r.allowance,
            'carried',
            r.carried,
            'expired',
            r.expired,
            'approved',
            r.approved,
            'requested',
            r.requested,
            'remaining',
            r.remaining
          )
          ORDER BY
            u.lastname,
            u.firstname,
            u.id,
            at.name,
            at.id
        ),
        '[]'::json
      )
    FROM
      report r
      JOIN users u ON u.tenant_id = $1
      AND u.id = r.user_id
      JOIN activity_types at ON at.tenant_id = $1
      AND at.id = r.activity_type_id
  ) AS rows,
  (
    SELECT
      json_build_array(lastname, firstname, id)
    FROM
      page_users
    WHERE
      n = $7::int
      AND EXISTS (
        SELECT
        FROM
          page_users
        WHERE
          n > $7::int
      )
  ) AS last;

-- src/time/repository.ts: ABSENCE_REPORT_ROWS
DECLARE absence_report_rows NO SCROLL CURSOR
WITH
  HOLD FOR
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
          id
        FROM
          (
            SELECT
              u.id,
              u.lastname,
              u.firstname
            FROM
              users u
            WHERE
              u.tenant_id = $1
              AND NOT u.deleted
              AND (
                $2::int IS NULL
                OR u.id = $2::int
              )
              AND (
                $3::int IS NULL
                OR EXISTS (
                  SELECT
                  FROM
                    team_members m
                  WHERE
                    m.tenant_id = u.tenant_id
                    AND m.team_id = $3::int
                    AND m.user_id = u.id
                )
              )
              AND true
          ) everyone
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
          AND a2.year = $4::int
      )
      AND (
        al.year = $4::int
        OR (
          t.carry_over IS NOT NULL
          AND al.year BETWEEN $4::int - 10 AND $4::int - 1
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
        least(a.date_to, make_date($4::int, 12, 31))::date
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
      AND a.date_from <= make_date($4::int, 12, 31)
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
            WHEN $5::date > to_date(
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
  private_days AS (
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
      JOIN activity_types t ON t.tenant_id = a.tenant_id
      AND t.id = a.activity_type_id
      AND t.private
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id
      AND st.id = a.status_id
      AND NOT st.negative_final
      CROSS JOIN LATERAL scheduled_days (
        $1,
        a.author_id,
        greatest(a.date_from, make_date($4::int, 1, 1))::date,
        least(a.date_to, make_date($4::int, 12, 31))::date
      ) d
    WHERE
      $6::boolean
      AND a.tenant_id = $1
      AND NOT a.deleted
      AND a.author_id IN (
        SELECT
          user_id
        FROM
          people
      )
      AND a.date_from BETWEEN make_date($4::int, 1, 1) - 366::int AND make_date($4::int, 12, 31)
      AND a.date_to >= make_date($4::int, 1, 1)
      AND (a.author_id, a.activity_type_id) NOT IN (
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
  report AS (
    SELECT
      b.user_id,
      b.activity_type_id,
      b.allowance::float8 AS allowance,
      b.carried::float8 AS carried,
      b.expired::float8 AS expired,
      b.approved::float8 AS approved,
      b.requested::float8 AS requested,
      b.remaining::float8 AS remaining
    FROM
      balances b
      JOIN activity_types t ON t.tenant_id = $1
      AND t.id = b.activity_type_id
    WHERE
      b.year = $4::int
      AND (
        NOT t.private
        OR $6::boolean
      )
    UNION ALL
    SELECT
      x.user_id,
      x.activity_type_id,
      NULL,
      NULL,
      NULL,
      sum(day_share (x.approved_times, x.minutes))::float8,
      sum(
        day_share (x.all_times, x.minutes) - day_share (x.approved_times, x.minutes)
      )::float8,
      NULL
    FROM
      private_days x
    GROUP BY
      x.user_id,
      x.activity_type_id
  )
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
    "u"."deleted"
  ) AS user,
  at.name AS type,
  r.allowance,
  r.carried,
  r.expired,
  r.approved,
  r.requested,
  r.remaining,
  count(*) OVER ()::int AS row_count
FROM
  report r
  JOIN users u ON u.tenant_id = $1
  AND u.id = r.user_id
  JOIN activity_types at ON at.tenant_id = $1
  AND at.id = r.activity_type_id
ORDER BY
  u.lastname,
  u.firstname,
  u.id,
  at.name,
  at.id;
