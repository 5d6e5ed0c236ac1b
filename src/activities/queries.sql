-- The SQL of every statement declared in src/activities, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/activities/create.ts: CREATE
WITH
  runs AS (
    SELECT
      run_from,
      run_to
    FROM
      activity_runs ($1, $2::int, $3::date, $4::date, $5::boolean)
  ),
  known AS (
    SELECT
      CASE
        WHEN (
          CASE
            WHEN $6::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "activity_types" r
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
                  "activity_types" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $6::int
              ) THEN $6::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN $7::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "places" r
              WHERE
                r.tenant_id = $1
                AND r.id = $7::int
            ) THEN $7::int
          END
        ) IS NOT NULL THEN json_build_array(
          1,
          (
            CASE
              WHEN $7::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "places" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $7::int
              ) THEN $7::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN $8::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "projects" r
              WHERE
                r.tenant_id = $1
                AND r.id = $8::int
            ) THEN $8::int
          END
        ) IS NOT NULL THEN json_build_array(
          2,
          (
            CASE
              WHEN $8::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "projects" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $8::int
              ) THEN $8::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN $9::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "teams" r
              WHERE
                r.tenant_id = $1
                AND r.id = $9::int
            ) THEN $9::int
          END
        ) IS NOT NULL THEN json_build_array(
          3,
          (
            CASE
              WHEN $9::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "teams" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $9::int
              ) THEN $9::int
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
                "users" r
              WHERE
                r.tenant_id = $1
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
                  "users" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $10::int
              ) THEN $10::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              $11::int IS NULL
              OR (
                select
                  "i"."id"
                from
                  "issues" as "i"
                where
                  "i"."tenant_id" = $1
                  and "i"."id" = $11::int
                  and (
                    not "i"."private"
                    or $12::boolean
                    or "i"."creator_id" = $13
                    or "i"."assigned_id" = $13
                    or exists (
                      select
                        1 as "seen"
                      from
                        "issue_collaborators" as "seen_by"
                      where
                        "seen_by"."tenant_id" = "i"."tenant_id"
                        and "seen_by"."issue_id" = "i"."id"
                        and "seen_by"."user_id" = $13
                    )
                  )
              ) IS NOT NULL
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          5,
          (
            CASE
              WHEN (
                $11::int IS NULL
                OR (
                  select
                    "i"."id"
                  from
                    "issues" as "i"
                  where
                    "i"."tenant_id" = $1
                    and "i"."id" = $11::int
                    and (
                      not "i"."private"
                      or $12::boolean
                      or "i"."creator_id" = $13
                      or "i"."assigned_id" = $13
                      or exists (
                        select
                          1 as "seen"
                        from
                          "issue_collaborators" as "seen_by"
                        where
                          "seen_by"."tenant_id" = "i"."tenant_id"
                          and "seen_by"."issue_id" = "i"."id"
                          and "seen_by"."user_id" = $13
                      )
                    )
                ) IS NOT NULL
              ) IS NOT TRUE THEN 0
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              $9::int IS NULL
              OR $9::int IS NOT DISTINCT FROM $14::int
              OR $15::boolean
              OR EXISTS (
                (
                  select
                    "m"."user_id"
                  from
                    "team_members" as "m"
                  where
                    "m"."tenant_id" = $1
                    and "m"."team_id" = $9::int
                    and "m"."user_id" = $13
                )
              )
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          6,
          (
            CASE
              WHEN (
                $9::int IS NULL
                OR $9::int IS NOT DISTINCT FROM $14::int
                OR $15::boolean
                OR EXISTS (
                  (
                    select
                      "m"."user_id"
                    from
                      "team_members" as "m"
                    where
                      "m"."tenant_id" = $1
                      and "m"."team_id" = $9::int
                      and "m"."user_id" = $13
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
          7,
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
                t.tenant_id = $1
                AND t.id = $6::int
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
                t.tenant_id = $1
                AND t.id = $6::int
            )
          END
        ) IS NOT NULL THEN json_build_array(
          8,
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
                  t.tenant_id = $1
                  AND t.id = $6::int
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
                  t.tenant_id = $1
                  AND t.id = $6::int
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
          t.tenant_id = $1
          AND t.id = $6::int
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
          t.tenant_id = $1
          AND t.id = $6::int
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
      $1,
      $6::int,
      $7::int,
      $16::int,
      $8::int,
      $11::int,
      $9::int,
      $10::int,
      $5::boolean,
      $17,
      runs.run_from,
      runs.run_to,
      $18::int,
      $19::int,
      (
        SELECT
          initial_status_id
        FROM
          known
      ),
      $20::int,
      $21::boolean,
      $22
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
        $23::boolean
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
      $13::int,
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
                or $12::boolean
                or "i"."creator_id" = $13
                or "i"."assigned_id" = $13
                or exists (
                  select
                    1 as "seen"
                  from
                    "issue_collaborators" as "seen_by"
                  where
                    "seen_by"."tenant_id" = "i"."tenant_id"
                    and "seen_by"."issue_id" = "i"."id"
                    and "seen_by"."user_id" = $13
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
      $13::int,
      json_build_object('object', built.object, 'changes', '[]'::json)
    FROM
      (
        SELECT
          $1::text AS tenant_id,
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

-- src/activities/create.ts: INSERT_FURTHER_RUNS
WITH
  runs AS (
    SELECT
      *
    FROM
      unnest($1::date[], $2::date[]) AS r (run_from, run_to)
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
      $3,
      $4::int,
      $5::int,
      $6::int,
      $7::int,
      $8::int,
      $9::int,
      $10::int,
      $11::boolean,
      $12,
      runs.run_from,
      runs.run_to,
      $13::int,
      $14::int,
      $15::int,
      $16::int,
      $17::boolean,
      $18
    FROM
      runs
    WHERE
      true
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
      $19::int,
      'created'
    FROM
      inserted
  )
SELECT
  built.id,
  built.version,
  built.activity,
  built.shareable
FROM
  (
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
                or $20::boolean
                or "i"."creator_id" = $19
                or "i"."assigned_id" = $19
                or exists (
                  select
                    1 as "seen"
                  from
                    "issue_collaborators" as "seen_by"
                  where
                    "seen_by"."tenant_id" = "i"."tenant_id"
                    and "seen_by"."issue_id" = "i"."id"
                    and "seen_by"."user_id" = $19
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
  ) built
ORDER BY
  built.date_from,
  built.id;

-- src/activities/delete.ts: SET_DELETED
update "activities"
set
  "deleted" = $1,
  "updated_at" = now()
where
  "tenant_id" = $2
  and "id" = $3;

-- src/activities/delete.ts: UNDELETE_AS_REQUEST
update "activities" as "a"
set
  "deleted" = $1,
  "updated_at" = now(),
  "status_editor_id" = $2,
  "status_id" = coalesce(
    (
      SELECT
        s.id
      FROM
        activity_statuses s
      WHERE
        s.tenant_id = a.tenant_id
        AND NOT s.positive_final
        AND NOT s.negative_final
      ORDER BY
        s.id
      LIMIT
        1
    ),
    a.status_id
  )
where
  "a"."tenant_id" = $3
  and "a"."id" = $4;

-- src/activities/documents.ts: BUILD_ACTIVITIES
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
  NOT coalesce(linked.private, false) as "shareable"
from
  activities as "a"
  inner join "tenants" as "t" on "t"."id" = "a"."tenant_id"
  left join "issues" as "linked" on "linked"."tenant_id" = "a"."tenant_id"
  and "linked"."id" = "a"."issue_id"
where
  "a"."tenant_id" = $3
  and "a"."id" = any ($4::int[])
order by
  "a"."date_from",
  "a"."id";

-- src/activities/documents.ts: READABLE_ACTIVITIES
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
  NOT coalesce(linked.private, false) as "shareable"
from
  activities as "a"
  inner join "tenants" as "t" on "t"."id" = "a"."tenant_id"
  left join "issues" as "linked" on "linked"."tenant_id" = "a"."tenant_id"
  and "linked"."id" = "a"."issue_id"
where
  "a"."tenant_id" = $3
  and "a"."id" = any ($4::int[])
  and (
    ($5)::boolean
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
    OR a.author_id = $2::int
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
          AND ar.user_id = $2::int
          AND ar.decision IS NULL
        UNION ALL
        SELECT
          ap.activity_id
        FROM
          activity_approvals ap
        WHERE
          ap.tenant_id = $3
          AND ap.substitute_id = $2::int
          AND ap.substitute_decision IS NULL
          AND ap.state = 'pending'
      )
    )
  );

-- src/activities/documents.ts: CURRENT_VERSION
select
  a.xmin::text || '.' || t.xmin::text || '.' || coalesce(linked.xmin::text, '') as "version"
from
  activities as "a"
  inner join "tenants" as "t" on "t"."id" = "a"."tenant_id"
  left join "issues" as "linked" on "linked"."tenant_id" = "a"."tenant_id"
  and "linked"."id" = "a"."issue_id"
where
  "a"."tenant_id" = $1
  and "a"."id" = $2
  and (
    ($3)::boolean
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
    OR a.author_id = $4::int
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
          AND ar.user_id = $4::int
          AND ar.decision IS NULL
        UNION ALL
        SELECT
          ap.activity_id
        FROM
          activity_approvals ap
        WHERE
          ap.tenant_id = $1
          AND ap.substitute_id = $4::int
          AND ap.substitute_decision IS NULL
          AND ap.state = 'pending'
      )
    )
  );

-- src/activities/preview.ts: PREVIEW
WITH
  runs AS (
    SELECT
      run_from,
      run_to
    FROM
      activity_runs ($1, $2::int, $3::date, $4::date, $5::boolean)
  ),
  known AS (
    SELECT
      CASE
        WHEN (
          CASE
            WHEN $6::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "activity_types" r
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
                  "activity_types" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $6::int
              ) THEN $6::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN $7::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "places" r
              WHERE
                r.tenant_id = $1
                AND r.id = $7::int
            ) THEN $7::int
          END
        ) IS NOT NULL THEN json_build_array(
          1,
          (
            CASE
              WHEN $7::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "places" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $7::int
              ) THEN $7::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN $8::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "projects" r
              WHERE
                r.tenant_id = $1
                AND r.id = $8::int
            ) THEN $8::int
          END
        ) IS NOT NULL THEN json_build_array(
          2,
          (
            CASE
              WHEN $8::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "projects" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $8::int
              ) THEN $8::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN $9::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "teams" r
              WHERE
                r.tenant_id = $1
                AND r.id = $9::int
            ) THEN $9::int
          END
        ) IS NOT NULL THEN json_build_array(
          3,
          (
            CASE
              WHEN $9::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "teams" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $9::int
              ) THEN $9::int
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
                "users" r
              WHERE
                r.tenant_id = $1
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
                  "users" r
                WHERE
                  r.tenant_id = $1
                  AND r.id = $10::int
              ) THEN $10::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              $11::int IS NULL
              OR (
                select
                  "i"."id"
                from
                  "issues" as "i"
                where
                  "i"."tenant_id" = $1
                  and "i"."id" = $11::int
                  and (
                    not "i"."private"
                    or $12::boolean
                    or "i"."creator_id" = $13
                    or "i"."assigned_id" = $13
                    or exists (
                      select
                        1 as "seen"
                      from
                        "issue_collaborators" as "seen_by"
                      where
                        "seen_by"."tenant_id" = "i"."tenant_id"
                        and "seen_by"."issue_id" = "i"."id"
                        and "seen_by"."user_id" = $13
                    )
                  )
              ) IS NOT NULL
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          5,
          (
            CASE
              WHEN (
                $11::int IS NULL
                OR (
                  select
                    "i"."id"
                  from
                    "issues" as "i"
                  where
                    "i"."tenant_id" = $1
                    and "i"."id" = $11::int
                    and (
                      not "i"."private"
                      or $12::boolean
                      or "i"."creator_id" = $13
                      or "i"."assigned_id" = $13
                      or exists (
                        select
                          1 as "seen"
                        from
                          "issue_collaborators" as "seen_by"
                        where
                          "seen_by"."tenant_id" = "i"."tenant_id"
                          and "seen_by"."issue_id" = "i"."id"
                          and "seen_by"."user_id" = $13
                      )
                    )
                ) IS NOT NULL
              ) IS NOT TRUE THEN 0
            END
          )::int
        )
        WHEN (
          CASE
            WHEN (
              $9::int IS NULL
              OR $9::int IS NOT DISTINCT FROM $14::int
              OR $15::boolean
              OR EXISTS (
                (
                  select
                    "m"."user_id"
                  from
                    "team_members" as "m"
                  where
                    "m"."tenant_id" = $1
                    and "m"."team_id" = $9::int
                    and "m"."user_id" = $13
                )
              )
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          6,
          (
            CASE
              WHEN (
                $9::int IS NULL
                OR $9::int IS NOT DISTINCT FROM $14::int
                OR $15::boolean
                OR EXISTS (
                  (
                    select
                      "m"."user_id"
                    from
                      "team_members" as "m"
                    where
                      "m"."tenant_id" = $1
                      and "m"."team_id" = $9::int
                      and "m"."user_id" = $13
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
          7,
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
                t.tenant_id = $1
                AND t.id = $6::int
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
                t.tenant_id = $1
                AND t.id = $6::int
            )
          END
        ) IS NOT NULL THEN json_build_array(
          8,
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
                  t.tenant_id = $1
                  AND t.id = $6::int
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
                  t.tenant_id = $1
                  AND t.id = $6::int
              )
            END
          )::int
        )
      END AS problem
  )
SELECT
  known.problem,
  to_char(r.run_from, 'YYYY-MM-DD') AS date_from,
  to_char(r.run_to, 'YYYY-MM-DD') AS date_to,
  (
    SELECT
      count(*)::int
    FROM
      scheduled_days ($1, $2::int, r.run_from::date, r.run_to::date) d
    WHERE
      d.minutes > 0
  ) AS working_days,
  (
    SELECT
      coalesce(json_object_agg(year, days), '{}')
    FROM
      (
        SELECT
          extract(
            year
            FROM
              d.day
          )::int AS year,
          sum(
            day_share (
              coalesce(taken.times, '{}') + int4multirange (int4range ($16::int, $17::int)),
              d.minutes
            ) - day_share (taken.times, d.minutes)
          )::float8 AS days
        FROM
          scheduled_days ($1, $2::int, r.run_from::date, r.run_to::date) d
          -- The times the author's live, not rejected activities of the type take that day already.
          CROSS JOIN LATERAL (
            SELECT
              range_agg(int4range (a.time_from, a.time_to)) AS times
            FROM
              activities a
              JOIN activity_statuses st ON st.tenant_id = a.tenant_id
              AND st.id = a.status_id
              AND NOT st.negative_final
            WHERE
              a.tenant_id = $1
              AND a.author_id = $2::int
              AND NOT a.deleted
              AND a.activity_type_id = $6::int
              AND a.date_from BETWEEN d.day - 366 AND d.day
              AND a.date_to >= d.day
          ) taken
        WHERE
          d.minutes > 0
        GROUP BY
          1
      ) per_year
  ) AS by_year
FROM
  known
  LEFT JOIN runs r ON known.problem IS NULL
ORDER BY
  r.run_from;

-- src/activities/preview.ts: OVERLAPS
SELECT
  a.id
FROM
  activities a
  JOIN activity_statuses s ON s.tenant_id = a.tenant_id
  AND s.id = a.status_id
  AND NOT s.negative_final
WHERE
  a.tenant_id = $1
  AND a.author_id = $2::int
  AND NOT a.deleted
  -- An activity covers at most 366 days (D5): that bounds its start, for the index on (author, dates).
  AND a.date_from BETWEEN $3::date - 366 AND $4::date
  AND a.date_to >= $3::date
ORDER BY
  a.date_from,
  a.id
LIMIT
  20;

-- src/activities/status.ts: REQUIRE_STATUS via platform/db/checks.ts: statement
SELECT
  CASE
    WHEN (
      CASE
        WHEN $1::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "activity_statuses" r
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
              "activity_statuses" r
            WHERE
              r.tenant_id = $2
              AND r.id = $1::int
          ) THEN $1::int
        END
      )::int
    )
  END AS problem;

-- src/activities/status.ts: SET_STATUS
update "activities"
set
  "status_id" = $1,
  "status_editor_id" = $2,
  "updated_at" = now()
where
  "tenant_id" = $3
  and "id" = $4;

-- src/activities/update.ts: UPDATE_CHECKS
WITH
  runs AS (
    SELECT
      run_from,
      run_to
    FROM
      activity_runs ($1, $2::int, $3::date, $4::date, $5::boolean)
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
            "activity_types" r
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
              "activity_types" r
            WHERE
              r.tenant_id = $1
              AND r.id = $6::int
          ) THEN $6::int
        END
      )::int
    )
    WHEN (
      CASE
        WHEN $7::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "places" r
          WHERE
            r.tenant_id = $1
            AND r.id = $7::int
        ) THEN $7::int
      END
    ) IS NOT NULL THEN json_build_array(
      1,
      (
        CASE
          WHEN $7::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "places" r
            WHERE
              r.tenant_id = $1
              AND r.id = $7::int
          ) THEN $7::int
        END
      )::int
    )
    WHEN (
      CASE
        WHEN $8::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "projects" r
          WHERE
            r.tenant_id = $1
            AND r.id = $8::int
        ) THEN $8::int
      END
    ) IS NOT NULL THEN json_build_array(
      2,
      (
        CASE
          WHEN $8::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "projects" r
            WHERE
              r.tenant_id = $1
              AND r.id = $8::int
          ) THEN $8::int
        END
      )::int
    )
    WHEN (
      CASE
        WHEN $9::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "teams" r
          WHERE
            r.tenant_id = $1
            AND r.id = $9::int
        ) THEN $9::int
      END
    ) IS NOT NULL THEN json_build_array(
      3,
      (
        CASE
          WHEN $9::int IS NOT NULL
          AND NOT EXISTS (
            SELECT
              1
            FROM
              "teams" r
            WHERE
              r.tenant_id = $1
              AND r.id = $9::int
          ) THEN $9::int
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
            "users" r
          WHERE
            r.tenant_id = $1
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
              "users" r
            WHERE
              r.tenant_id = $1
              AND r.id = $10::int
          ) THEN $10::int
        END
      )::int
    )
    WHEN (
      CASE
        WHEN (
          $11::int IS NULL
          OR (
            select
              "i"."id"
            from
              "issues" as "i"
            where
              "i"."tenant_id" = $1
              and "i"."id" = $11::int
              and (
                not "i"."private"
                or $12::boolean
                or "i"."creator_id" = $13
                or "i"."assigned_id" = $13
                or exists (
                  select
                    1 as "seen"
                  from
                    "issue_collaborators" as "seen_by"
                  where
                    "seen_by"."tenant_id" = "i"."tenant_id"
                    and "seen_by"."issue_id" = "i"."id"
                    and "seen_by"."user_id" = $13
                )
              )
          ) IS NOT NULL
        ) IS NOT TRUE THEN 0
      END
    ) IS NOT NULL THEN json_build_array(
      5,
      (
        CASE
          WHEN (
            $11::int IS NULL
            OR (
              select
                "i"."id"
              from
                "issues" as "i"
              where
                "i"."tenant_id" = $1
                and "i"."id" = $11::int
                and (
                  not "i"."private"
                  or $12::boolean
                  or "i"."creator_id" = $13
                  or "i"."assigned_id" = $13
                  or exists (
                    select
                      1 as "seen"
                    from
                      "issue_collaborators" as "seen_by"
                    where
                      "seen_by"."tenant_id" = "i"."tenant_id"
                      and "seen_by"."issue_id" = "i"."id"
                      and "seen_by"."user_id" = $13
                  )
                )
            ) IS NOT NULL
          ) IS NOT TRUE THEN 0
        END
      )::int
    )
    WHEN (
      CASE
        WHEN (
          $9::int IS NULL
          OR $9::int IS NOT DISTINCT FROM $14::int
          OR $15::boolean
          OR EXISTS (
            (
              select
                "m"."user_id"
              from
                "team_members" as "m"
              where
                "m"."tenant_id" = $1
                and "m"."team_id" = $9::int
                and "m"."user_id" = $13
            )
          )
        ) IS NOT TRUE THEN 0
      END
    ) IS NOT NULL THEN json_build_array(
      6,
      (
        CASE
          WHEN (
            $9::int IS NULL
            OR $9::int IS NOT DISTINCT FROM $14::int
            OR $15::boolean
            OR EXISTS (
              (
                select
                  "m"."user_id"
                from
                  "team_members" as "m"
                where
                  "m"."tenant_id" = $1
                  and "m"."team_id" = $9::int
                  and "m"."user_id" = $13
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
      7,
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
  END AS problem,
  (
    SELECT
      coalesce(
        json_agg(
          json_build_object(
            'from',
            to_char(r.run_from, 'YYYY-MM-DD'),
            'to',
            to_char(r.run_to, 'YYYY-MM-DD')
          )
          ORDER BY
            r.run_from
        ),
        '[]'
      )
    FROM
      runs r
  ) AS runs,
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
      t.tenant_id = $1
      AND t.id = $6::int
    ORDER BY
      s.id
    LIMIT
      1
  ) AS initial_status_id;

-- src/activities/update.ts: UPDATE
update "activities"
set
  "activity_type_id" = $1,
  "place_id" = $2,
  "project_id" = $3,
  "issue_id" = $4,
  "team_id" = $5,
  "substitute_id" = $6,
  "include_weekends" = $7,
  "description" = $8,
  "date_from" = $9,
  "date_to" = $10,
  "time_from" = $11,
  "time_to" = $12,
  "status_id" = $13,
  "status_editor_id" = $14,
  "zone" = $15,
  "updated_at" = now()
where
  "tenant_id" = $16
  and "id" = $17;

-- src/activities/write-path.ts: LOCK_ACTIVITY
with
  "a" as (
    select
      *
    from
      "activities"
    where
      "tenant_id" = $1
      and "id" = $2
    for update
  )
select
  "a"."author_id",
  "a"."activity_type_id",
  "a"."team_id",
  "a"."status_id",
  "a"."status_editor_id",
  s.positive_final
  OR s.negative_final as "final",
  "t"."approvable",
  to_char(a.date_from, 'YYYY-MM-DD') as "date_from",
  to_char(a.date_to, 'YYYY-MM-DD') as "date_to",
  "a"."time_from",
  "a"."time_to",
  "a"."zone",
  "a"."deleted",
  json_build_object(
    'activityTypeId',
    "a"."activity_type_id",
    'place',
    "a"."place_id",
    'projectId',
    "a"."project_id",
    'issueId',
    "a"."issue_id",
    'teamId',
    "a"."team_id",
    'substituteId',
    "a"."substitute_id",
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
    'statusId',
    "a"."status_id",
    'deleted',
    "a"."deleted",
    'zone',
    "a"."zone"
  )::jsonb as "snapshot",
  (
    ($3)::boolean
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
    OR a.author_id = $4::int
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
          AND ar.user_id = $4::int
          AND ar.decision IS NULL
        UNION ALL
        SELECT
          ap.activity_id
        FROM
          activity_approvals ap
        WHERE
          ap.tenant_id = $1
          AND ap.substitute_id = $4::int
          AND ap.substitute_decision IS NULL
          AND ap.state = 'pending'
      )
    )
  ) as "visible"
from
  "a"
  inner join "activity_statuses" as "s" on "s"."tenant_id" = "a"."tenant_id"
  and "s"."id" = "a"."status_id"
  inner join "activity_types" as "t" on "t"."tenant_id" = "a"."tenant_id"
  and "t"."id" = "a"."activity_type_id";

-- src/activities/write-path.ts: UPDATE_TRACKING via history/tracking.ts: record
INSERT INTO
  "activity_history" (
    tenant_id,
    "activity_id",
    author_id,
    action,
    changes
  )
SELECT
  "a"."tenant_id",
  "a"."id",
  $1::int,
  $2::text,
  recorded.changes
FROM
  (
    SELECT
      "a"."tenant_id" AS tenant_id,
      "a"."id" AS id,
      json_build_object(
        'activityTypeId',
        "a"."activity_type_id",
        'place',
        "a"."place_id",
        'projectId',
        "a"."project_id",
        'issueId',
        "a"."issue_id",
        'teamId',
        "a"."team_id",
        'substituteId',
        "a"."substitute_id",
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
        'statusId',
        "a"."status_id",
        'deleted',
        "a"."deleted",
        'zone',
        "a"."zone"
      )::jsonb AS snapshot
    FROM
      "activities" AS "a"
    WHERE
      "a"."tenant_id" = $3
      AND "a"."id" = any ($4::int[])
  ) AS "a"
  JOIN (
    SELECT
      *
    FROM
      jsonb_to_recordset($5::jsonb) AS locked (id int, snapshot jsonb)
  ) AS before ON before.id = "a"."id"
  CROSS JOIN LATERAL (
    SELECT
      coalesce(
        jsonb_agg(
          jsonb_build_object(
            'field',
            f.name,
            'from',
            CASE f.name
              WHEN 'activityTypeId' THEN to_jsonb(
                (
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
                      and "at"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'place' THEN to_jsonb(
                (
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
                      and "pl"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'projectId' THEN to_jsonb(
                (
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
                      and "p"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'issueId' THEN to_jsonb(
                (
                  (
                    select
                      CASE
                        WHEN "i"."private" THEN json_build_object('id', "i"."id")
                        ELSE json_build_object('id', "i"."id", 'name', "i"."name")
                      END as "issue"
                    from
                      "issues" as "i"
                    where
                      "i"."tenant_id" = "a"."tenant_id"
                      and "i"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'teamId' THEN to_jsonb(
                (
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
                      and "tm"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'substituteId' THEN to_jsonb(
                (
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
                      and "u"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'statusId' THEN to_jsonb(
                (
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
                      and "st"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              ELSE before.snapshot -> f.name
            END,
            'to',
            CASE f.name
              WHEN 'activityTypeId' THEN to_jsonb(
                (
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
                      and "at"."id" = (
                        SELECT
                          ("a"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'place' THEN to_jsonb(
                (
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
                      and "pl"."id" = (
                        SELECT
                          ("a"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'projectId' THEN to_jsonb(
                (
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
                      and "p"."id" = (
                        SELECT
                          ("a"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'issueId' THEN to_jsonb(
                (
                  (
                    select
                      CASE
                        WHEN "i"."private" THEN json_build_object('id', "i"."id")
                        ELSE json_build_object('id', "i"."id", 'name', "i"."name")
                      END as "issue"
                    from
                      "issues" as "i"
                    where
                      "i"."tenant_id" = "a"."tenant_id"
                      and "i"."id" = (
                        SELECT
                          ("a"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'teamId' THEN to_jsonb(
                (
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
                      and "tm"."id" = (
                        SELECT
                          ("a"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'substituteId' THEN to_jsonb(
                (
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
                      and "u"."id" = (
                        SELECT
                          ("a"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'statusId' THEN to_jsonb(
                (
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
                      and "st"."id" = (
                        SELECT
                          ("a"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              ELSE "a"."snapshot" -> f.name
            END
          )
          ORDER BY
            f.n
        ),
        '[]'::jsonb
      ) AS changes
    FROM
      unnest($6::text[]) WITH ORDINALITY AS f (name, n)
    WHERE
      (before.snapshot -> f.name) IS DISTINCT FROM ("a"."snapshot" -> f.name)
      -- Kept a subquery of its own: pulled up, its aggregate would be planned (and set up) twice.
    OFFSET
      0
  ) recorded
WHERE
  recorded.changes <> '[]'::jsonb;

-- src/activities/write-path.ts: DELETE_TRACKING via history/tracking.ts: record
INSERT INTO
  "activity_history" (
    tenant_id,
    "activity_id",
    author_id,
    action,
    changes
  )
SELECT
  "a"."tenant_id",
  "a"."id",
  $1::int,
  $2::text,
  recorded.changes
FROM
  (
    SELECT
      "a"."tenant_id" AS tenant_id,
      "a"."id" AS id,
      json_build_object('deleted', "a"."deleted")::jsonb AS snapshot
    FROM
      "activities" AS "a"
    WHERE
      "a"."tenant_id" = $3
      AND "a"."id" = any ($4::int[])
  ) AS "a"
  JOIN (
    SELECT
      *
    FROM
      jsonb_to_recordset($5::jsonb) AS locked (id int, snapshot jsonb)
  ) AS before ON before.id = "a"."id"
  CROSS JOIN LATERAL (
    SELECT
      coalesce(
        jsonb_agg(
          jsonb_build_object(
            'field',
            f.name,
            'from',
            before.snapshot -> f.name,
            'to',
            "a"."snapshot" -> f.name
          )
          ORDER BY
            f.n
        ),
        '[]'::jsonb
      ) AS changes
    FROM
      unnest($6::text[]) WITH ORDINALITY AS f (name, n)
    WHERE
      (before.snapshot -> f.name) IS DISTINCT FROM ("a"."snapshot" -> f.name)
      -- Kept a subquery of its own: pulled up, its aggregate would be planned (and set up) twice.
    OFFSET
      0
  ) recorded
WHERE
  recorded.changes <> '[]'::jsonb;

-- src/activities/write-path.ts: UNDELETE_TRACKING via history/tracking.ts: record
INSERT INTO
  "activity_history" (
    tenant_id,
    "activity_id",
    author_id,
    action,
    changes
  )
SELECT
  "a"."tenant_id",
  "a"."id",
  $1::int,
  $2::text,
  recorded.changes
FROM
  (
    SELECT
      "a"."tenant_id" AS tenant_id,
      "a"."id" AS id,
      json_build_object(
        'deleted',
        "a"."deleted",
        'statusId',
        "a"."status_id"
      )::jsonb AS snapshot
    FROM
      "activities" AS "a"
    WHERE
      "a"."tenant_id" = $3
      AND "a"."id" = any ($4::int[])
  ) AS "a"
  JOIN (
    SELECT
      *
    FROM
      jsonb_to_recordset($5::jsonb) AS locked (id int, snapshot jsonb)
  ) AS before ON before.id = "a"."id"
  CROSS JOIN LATERAL (
    SELECT
      coalesce(
        jsonb_agg(
          jsonb_build_object(
            'field',
            f.name,
            'from',
            CASE f.name
              WHEN 'statusId' THEN to_jsonb(
                (
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
                      and "st"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              ELSE before.snapshot -> f.name
            END,
            'to',
            CASE f.name
              WHEN 'statusId' THEN to_jsonb(
                (
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
                      and "st"."id" = (
                        SELECT
                          ("a"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              ELSE "a"."snapshot" -> f.name
            END
          )
          ORDER BY
            f.n
        ),
        '[]'::jsonb
      ) AS changes
    FROM
      unnest($6::text[]) WITH ORDINALITY AS f (name, n)
    WHERE
      (before.snapshot -> f.name) IS DISTINCT FROM ("a"."snapshot" -> f.name)
      -- Kept a subquery of its own: pulled up, its aggregate would be planned (and set up) twice.
    OFFSET
      0
  ) recorded
WHERE
  recorded.changes <> '[]'::jsonb;

-- src/activities/write-path.ts: BUILD_WITH_EVENTS
WITH
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
        NOT coalesce(linked.private, false) as "shareable"
      from
        activities as "a"
        inner join "tenants" as "t" on "t"."id" = "a"."tenant_id"
        left join "issues" as "linked" on "linked"."tenant_id" = "a"."tenant_id"
        and "linked"."id" = "a"."issue_id"
      where
        "a"."tenant_id" = $3
        and "a"."id" = any ($4::int[])
    )
  ),
  evented AS (
    INSERT INTO
      events (tenant_id, type, occurred_at, actor_id, data)
    SELECT
      h.tenant_id,
      CASE
        WHEN h.action = 'updated'
        AND h.changes @> '[{"field": "statusId"}]' THEN 'activity.status_changed'::text
        ELSE CASE h.action
          WHEN 'created' THEN 'activity.created'::text
          WHEN 'updated' THEN 'activity.updated'::text
          WHEN 'deleted' THEN 'activity.deleted'::text
          WHEN 'undeleted' THEN 'activity.undeleted'::text
          WHEN 'decided' THEN 'activity.decided'::text
          WHEN 'approval_requested' THEN 'activity.approval_requested'::text
        END
      END,
      h.at,
      h.author_id,
      CASE
        WHEN h.action = 'decided' THEN json_build_object(
          'object',
          built.object,
          'changes',
          h.changes,
          'decision',
          h.approval
        )
        WHEN h.action = 'approval_requested' THEN json_build_object(
          'object',
          built.object,
          'changes',
          h.changes,
          'step',
          h.approval -> 'step',
          'approvers',
          h.approval -> 'approvers'
        )
        ELSE json_build_object('object', built.object, 'changes', h.changes)
      END
    FROM
      (
        SELECT
          $3::text AS tenant_id,
          built.id,
          built.activity AS object
        FROM
          built
      ) AS built
      CROSS JOIN LATERAL (
        SELECT
          h.*,
          h.xmin AS writer
        FROM
          "activity_history" h
        WHERE
          h.tenant_id = built.tenant_id
          AND "h"."activity_id" = built.id
        ORDER BY
          h.id DESC
      ) h
    WHERE
      h.writer = xid (pg_current_xact_id())
    ORDER BY
      built.id,
      h.id
  )
SELECT
  *
FROM
  built;

-- src/activities/write-path.ts: BUILD_WITH_LATEST_EVENT
WITH
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
        NOT coalesce(linked.private, false) as "shareable"
      from
        activities as "a"
        inner join "tenants" as "t" on "t"."id" = "a"."tenant_id"
        left join "issues" as "linked" on "linked"."tenant_id" = "a"."tenant_id"
        and "linked"."id" = "a"."issue_id"
      where
        "a"."tenant_id" = $3
        and "a"."id" = any ($4::int[])
    )
  ),
  evented AS (
    INSERT INTO
      events (tenant_id, type, occurred_at, actor_id, data)
    SELECT
      h.tenant_id,
      CASE
        WHEN h.action = 'updated'
        AND h.changes @> '[{"field": "statusId"}]' THEN 'activity.status_changed'::text
        ELSE CASE h.action
          WHEN 'created' THEN 'activity.created'::text
          WHEN 'updated' THEN 'activity.updated'::text
          WHEN 'deleted' THEN 'activity.deleted'::text
          WHEN 'undeleted' THEN 'activity.undeleted'::text
          WHEN 'decided' THEN 'activity.decided'::text
          WHEN 'approval_requested' THEN 'activity.approval_requested'::text
        END
      END,
      h.at,
      h.author_id,
      CASE
        WHEN h.action = 'decided' THEN json_build_object(
          'object',
          built.object,
          'changes',
          h.changes,
          'decision',
          h.approval
        )
        WHEN h.action = 'approval_requested' THEN json_build_object(
          'object',
          built.object,
          'changes',
          h.changes,
          'step',
          h.approval -> 'step',
          'approvers',
          h.approval -> 'approvers'
        )
        ELSE json_build_object('object', built.object, 'changes', h.changes)
      END
    FROM
      (
        SELECT
          $3::text AS tenant_id,
          built.id,
          built.activity AS object
        FROM
          built
      ) AS built
      CROSS JOIN LATERAL (
        SELECT
          h.*,
          h.xmin AS writer
        FROM
          "activity_history" h
        WHERE
          h.tenant_id = built.tenant_id
          AND "h"."activity_id" = built.id
        ORDER BY
          h.id DESC
        LIMIT
          1
      ) h
    WHERE
      h.writer = xid (pg_current_xact_id())
  )
SELECT
  *
FROM
  built;
