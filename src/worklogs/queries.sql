-- The SQL of every statement declared in src/worklogs, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/worklogs/service.ts: WORKLOG_CONTEXT
select
  "i"."project_id",
  coalesce(
    $1::int,
    (
      SELECT
        t.id
      FROM
        activity_types t
      WHERE
        t.tenant_id = $2
        AND t.working_hours
        AND NOT t.approvable
      ORDER BY
        t.id
      LIMIT
        1
    )
  ) as "type_id",
  (
    SELECT
      t.working_hours
    FROM
      activity_types t
    WHERE
      t.tenant_id = $2
      AND t.id = $1::int
  ) as "working_hours"
from
  "issues" as "i"
where
  "i"."tenant_id" = $2
  and "i"."id" = $3
  and (
    not "i"."private"
    or $4::boolean
    or "i"."creator_id" = $5
    or "i"."assigned_id" = $5
    or exists (
      select
        1 as "seen"
      from
        "issue_collaborators" as "seen_by"
      where
        "seen_by"."tenant_id" = "i"."tenant_id"
        and "seen_by"."issue_id" = "i"."id"
        and "seen_by"."user_id" = $5
    )
  );

-- src/worklogs/service.ts: CREATE_WORKLOG
WITH
  worklog AS MATERIALIZED (
    SELECT
      issue.project_id,
      issue.visible IS TRUE AS visible,
      coalesce(
        $1::int,
        (
          SELECT
            t.id
          FROM
            activity_types t
          WHERE
            t.tenant_id = $2
            AND t.working_hours
            AND NOT t.approvable
          ORDER BY
            t.id
          LIMIT
            1
        )
      ) AS type_id,
      (
        SELECT
          t.working_hours
        FROM
          activity_types t
        WHERE
          t.tenant_id = $2
          AND t.id = $1::int
      ) AS requested_working_hours
    FROM
      (
        SELECT
      ) one
      LEFT JOIN LATERAL (
        SELECT
          i.project_id,
          (
            not "i"."private"
            or $3::boolean
            or "i"."creator_id" = $4
            or "i"."assigned_id" = $4
            or exists (
              select
                1 as "seen"
              from
                "issue_collaborators" as "seen_by"
              where
                "seen_by"."tenant_id" = "i"."tenant_id"
                and "seen_by"."issue_id" = "i"."id"
                and "seen_by"."user_id" = $4
            )
          ) AS visible
        FROM
          issues i
        WHERE
          i.tenant_id = $2
          AND i.id = $5::int
      ) issue ON true
  ),
  runs AS (
    SELECT
      run_from,
      run_to
    FROM
      activity_runs ($2, $6::int, $7::date, $8::date, $9::boolean)
  ),
  known AS (
    SELECT
      CASE
        WHEN (
          CASE
            WHEN (
              (
                SELECT
                  w.visible
                FROM
                  worklog w
              )
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          0,
          (
            CASE
              WHEN (
                (
                  SELECT
                    w.visible
                  FROM
                    worklog w
                )
              ) IS NOT TRUE THEN 0
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              (
                SELECT
                  w.type_id
                FROM
                  worklog w
              )::int IS NOT NULL
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          1,
          (
            CASE
              WHEN (
                (
                  SELECT
                    w.type_id
                  FROM
                    worklog w
                )::int IS NOT NULL
              ) IS NOT TRUE THEN 0
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              (
                SELECT
                  w.requested_working_hours
                FROM
                  worklog w
              ) IS NOT FALSE
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          2,
          (
            CASE
              WHEN (
                (
                  SELECT
                    w.requested_working_hours
                  FROM
                    worklog w
                ) IS NOT FALSE
              ) IS NOT TRUE THEN 0
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              SELECT
                w.type_id
              FROM
                worklog w
            )::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "activity_types" r
              WHERE
                r.tenant_id = $2
                AND r.id = (
                  SELECT
                    w.type_id
                  FROM
                    worklog w
                )::int
            ) THEN (
              SELECT
                w.type_id
              FROM
                worklog w
            )::int
          END
        ) IS NOT NULL THEN json_build_array(
          3,
          (
            CASE
              WHEN (
                SELECT
                  w.type_id
                FROM
                  worklog w
              )::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "activity_types" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = (
                    SELECT
                      w.type_id
                    FROM
                      worklog w
                  )::int
              ) THEN (
                SELECT
                  w.type_id
                FROM
                  worklog w
              )::int
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
                "places" r
              WHERE
                r.tenant_id = $2
                AND r.id = $10::int
            ) THEN $10::int
          END
        ) IS NOT NULL THEN json_build_array(
          4,
          (
            CASE
              WHEN $10::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "places" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $10::int
              ) THEN $10::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              SELECT
                w.project_id
              FROM
                worklog w
            )::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "projects" r
              WHERE
                r.tenant_id = $2
                AND r.id = (
                  SELECT
                    w.project_id
                  FROM
                    worklog w
                )::int
            ) THEN (
              SELECT
                w.project_id
              FROM
                worklog w
            )::int
          END
        ) IS NOT NULL THEN json_build_array(
          5,
          (
            CASE
              WHEN (
                SELECT
                  w.project_id
                FROM
                  worklog w
              )::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "projects" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = (
                    SELECT
                      w.project_id
                    FROM
                      worklog w
                  )::int
              ) THEN (
                SELECT
                  w.project_id
                FROM
                  worklog w
              )::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN $11::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "teams" r
              WHERE
                r.tenant_id = $2
                AND r.id = $11::int
            ) THEN $11::int
          END
        ) IS NOT NULL THEN json_build_array(
          6,
          (
            CASE
              WHEN $11::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "teams" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $11::int
              ) THEN $11::int
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
                "users" r
              WHERE
                r.tenant_id = $2
                AND r.id = $12::int
            ) THEN $12::int
          END
        ) IS NOT NULL THEN json_build_array(
          7,
          (
            CASE
              WHEN $12::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "users" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $12::int
              ) THEN $12::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              $11::int IS NULL
              OR $11::int IS NOT DISTINCT FROM $13::int
              OR $14::boolean
              OR EXISTS (
                (
                  select
                    "m"."user_id"
                  from
                    "team_members" as "m"
                  where
                    "m"."tenant_id" = $2
                    and "m"."team_id" = $11::int
                    and "m"."user_id" = $4
                )
              )
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          8,
          (
            CASE
              WHEN (
                $11::int IS NULL
                OR $11::int IS NOT DISTINCT FROM $13::int
                OR $14::boolean
                OR EXISTS (
                  (
                    select
                      "m"."user_id"
                    from
                      "team_members" as "m"
                    where
                      "m"."tenant_id" = $2
                      and "m"."team_id" = $11::int
                      and "m"."user_id" = $4
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              EXISTS (
                SELECT
                FROM
                  runs
              )
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          9,
          (
            CASE
              WHEN (
                EXISTS (
                  SELECT
                  FROM
                    runs
                )
              ) IS NOT TRUE THEN 0
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              SELECT
                s.id
              FROM
                activity_types t
                JOIN activity_statuses s ON s.tenant_id = t.tenant_id
                AND CASE
                  WHEN t.approvable THEN NOT s.positive_final
                  AND NOT s.negative_final
                  ELSE s.positive_final
                END
              WHERE
                t.tenant_id = $2
                AND t.id = (
                  SELECT
                    w.type_id
                  FROM
                    worklog w
                )::int
              ORDER BY
                s.id
              LIMIT
                1
            ) IS NULL THEN (
              SELECT
                t.approvable::int
              FROM
                activity_types t
              WHERE
                t.tenant_id = $2
                AND t.id = (
                  SELECT
                    w.type_id
                  FROM
                    worklog w
                )::int
            )
          END
        ) IS NOT NULL THEN json_build_array(
          10,
          (
            CASE
              WHEN (
                SELECT
                  s.id
                FROM
                  activity_types t
                  JOIN activity_statuses s ON s.tenant_id = t.tenant_id
                  AND CASE
                    WHEN t.approvable THEN NOT s.positive_final
                    AND NOT s.negative_final
                    ELSE s.positive_final
                  END
                WHERE
                  t.tenant_id = $2
                  AND t.id = (
                    SELECT
                      w.type_id
                    FROM
                      worklog w
                  )::int
                ORDER BY
                  s.id
                LIMIT
                  1
              ) IS NULL THEN (
                SELECT
                  t.approvable::int
                FROM
                  activity_types t
                WHERE
                  t.tenant_id = $2
                  AND t.id = (
                    SELECT
                      w.type_id
                    FROM
                      worklog w
                  )::int
              )
            END
          )::int
        )
      END AS problem,
      (
        SELECT
          s.id
        FROM
          activity_types t
          JOIN activity_statuses s ON s.tenant_id = t.tenant_id
          AND CASE
            WHEN t.approvable THEN NOT s.positive_final
            AND NOT s.negative_final
            ELSE s.positive_final
          END
        WHERE
          t.tenant_id = $2
          AND t.id = (
            SELECT
              w.type_id
            FROM
              worklog w
          )::int
        ORDER BY
          s.id
        LIMIT
          1
      ) AS initial_status_id,
      EXISTS (
        SELECT
          1
        FROM
          activity_types t
          JOIN approval_policies ap ON ap.tenant_id = t.tenant_id
          AND (
            cardinality(ap.activity_type_ids) = 0
            OR t.id = any (ap.activity_type_ids)
          )
        WHERE
          t.tenant_id = $2
          AND t.id = (
            SELECT
              w.type_id
            FROM
              worklog w
          )::int
          AND t.approvable
      ) AS routed
  ),
  inserted AS (
    INSERT INTO
      activities (
        tenant_id,
        "activity_type_id",
        "place_id",
        "author_id",
        "project_id",
        "issue_id",
        "team_id",
        "substitute_id",
        "include_weekends",
        "description",
        "date_from",
        "date_to",
        "time_from",
        "time_to",
        "status_id",
        "status_editor_id",
        "deleted",
        "zone"
      )
    SELECT
      $2,
      (
        SELECT
          w.type_id
        FROM
          worklog w
      )::int,
      $10::int,
      $15::int,
      (
        SELECT
          w.project_id
        FROM
          worklog w
      )::int,
      $5::int,
      $11::int,
      $12::int,
      $9::boolean,
      $16,
      runs.run_from,
      runs.run_to,
      $17::int,
      $18::int,
      (
        SELECT
          initial_status_id
        FROM
          known
      ),
      $19::int,
      $20::boolean,
      $21
    FROM
      runs
    WHERE
      (
        SELECT
          problem
        FROM
          known
      ) IS NULL
      AND (
        $22::boolean
        OR NOT (
          SELECT
            routed
          FROM
            known
        )
      )
    RETURNING
      *,
      xmin
  ),
  recorded AS (
    INSERT INTO
      activity_history (tenant_id, activity_id, author_id, action)
    SELECT
      inserted.tenant_id,
      inserted.id,
      $4::int,
      'created'
    FROM
      inserted
  ),
  built AS (
    (
      select
        "a"."id" as "id",
        a.xmin::text || '.' || t.xmin::text || '.' || coalesce(linked.xmin::text, '') as "version",
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
                or $3::boolean
                or "i"."creator_id" = $4
                or "i"."assigned_id" = $4
                or exists (
                  select
                    1 as "seen"
                  from
                    "issue_collaborators" as "seen_by"
                  where
                    "seen_by"."tenant_id" = "i"."tenant_id"
                    and "seen_by"."issue_id" = "i"."id"
                    and "seen_by"."user_id" = $4
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
        ) as "activity",
        NOT coalesce(linked.private, false) as "shareable",
        "a"."date_from"
      from
        inserted as "a"
        inner join "tenants" as "t" on "t"."id" = "a"."tenant_id"
        left join "issues" as "linked" on "linked"."tenant_id" = "a"."tenant_id"
        and "linked"."id" = "a"."issue_id"
    )
  ),
  evented AS (
    INSERT INTO
      events (tenant_id, type, actor_id, data)
    SELECT
      built.tenant_id,
      'activity.created'::text,
      $4::int,
      json_build_object('object', built.object, 'changes', '[]'::json)
    FROM
      (
        SELECT
          $2::text AS tenant_id,
          built.id,
          built.activity AS object
        FROM
          built
      ) AS built
  )
SELECT
  known.problem,
  known.routed,
  built.id,
  built.version,
  built.activity,
  built.shareable
FROM
  known
  LEFT JOIN built ON true
ORDER BY
  built.date_from,
  built.id;

-- src/worklogs/service.ts: VISIBLE_ISSUE
select
  "i"."id"
from
  "issues" as "i"
where
  "i"."tenant_id" = $1
  and "i"."id" = $2
  and (
    not "i"."private"
    or $3::boolean
    or "i"."creator_id" = $4
    or "i"."assigned_id" = $4
    or exists (
      select
        1 as "seen"
      from
        "issue_collaborators" as "seen_by"
      where
        "seen_by"."tenant_id" = "i"."tenant_id"
        and "seen_by"."issue_id" = "i"."id"
        and "seen_by"."user_id" = $4
    )
  );

-- src/worklogs/timer.ts: TIMER
select
  CASE
    WHEN i.id IS NULL THEN NULL
    ELSE json_build_object('id', i.id, 'name', i.name)
  END as "issue",
  utc_millis ("t"."started_at") as "startedAt",
  "t"."description"
from
  "timers" as "t"
  left join "issues" as "i" on "i"."tenant_id" = "t"."tenant_id"
  and "i"."id" = "t"."issue_id"
  and (
    not "i"."private"
    or $1::boolean
    or "i"."creator_id" = $2
    or "i"."assigned_id" = $2
    or exists (
      select
        1 as "seen"
      from
        "issue_collaborators" as "seen_by"
      where
        "seen_by"."tenant_id" = "i"."tenant_id"
        and "seen_by"."issue_id" = "i"."id"
        and "seen_by"."user_id" = $2
    )
  )
where
  "t"."tenant_id" = $3
  and "t"."user_id" = $2;

-- src/worklogs/timer.ts: END_TIMER
DELETE FROM timers t
WHERE
  t.tenant_id = $1
  AND t.user_id = $2::int
RETURNING
  t.issue_id,
  t.description,
  coalesce($3::text, t.zone, 'UTC') AS zone,
  to_char(
    t.started_at AT TIME ZONE coalesce($3::text, t.zone, 'UTC'),
    'YYYY-MM-DD"T"HH24:MI'
  ) AS local_start,
  greatest(
    floor(
      extract(
        epoch
        FROM
          now() - t.started_at
      ) / 60
    ),
    0
  )::int AS minutes;

-- src/worklogs/timer.ts: DISCARD_TIMER
DELETE FROM timers t
WHERE
  t.tenant_id = $1
  AND t.user_id = $2::int
RETURNING
  t.issue_id;

-- src/worklogs/timer.ts: START_TIMER
INSERT INTO
  timers (tenant_id, user_id, issue_id, description, zone)
VALUES
  ($1, $2::int, $3::int, $4, $5::text)
ON CONFLICT (tenant_id, user_id) DO UPDATE
SET
  issue_id = excluded.issue_id,
  description = excluded.description,
  zone = excluded.zone,
  started_at = now();
