-- The SQL of every statement declared in src/issues, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/issues/bulk-edit.ts: EDIT_BULK via issues/edit.ts
WITH
  known AS (
    (
      select
        CASE
          WHEN (
            CASE
              WHEN $1::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "issue_types" r
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
                    "issue_types" r
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
                  "issue_priorities" r
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
                    "issue_priorities" r
                  WHERE
                    r.tenant_id = $2
                    AND r.id = $3::int
                ) THEN $3::int
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
                  r.tenant_id = $2
                  AND r.id = $4::int
              ) THEN $4::int
            END
          ) IS NOT NULL THEN json_build_array(
            2,
            (
              CASE
                WHEN $4::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "users" r
                  WHERE
                    r.tenant_id = $2
                    AND r.id = $4::int
                ) THEN $4::int
              END
            )::int
          )
          WHEN (
            CASE
              WHEN $5::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "issue_statuses" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $5::int
              ) THEN $5::int
            END
          ) IS NOT NULL THEN json_build_array(
            3,
            (
              CASE
                WHEN $5::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "issue_statuses" r
                  WHERE
                    r.tenant_id = $2
                    AND r.id = $5::int
                ) THEN $5::int
              END
            )::int
          )
          WHEN (
            CASE
              WHEN $6::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "users" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $6::int
              ) THEN $6::int
            END
          ) IS NOT NULL THEN json_build_array(
            4,
            (
              CASE
                WHEN $6::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "users" r
                  WHERE
                    r.tenant_id = $2
                    AND r.id = $6::int
                ) THEN $6::int
              END
            )::int
          )
          WHEN (
            (
              SELECT
                x.id
              FROM
                unnest($7::int[]) WITH ORDINALITY AS x (id, n)
              WHERE
                x.id IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "labels" r
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
            5,
            (
              (
                SELECT
                  x.id
                FROM
                  unnest($7::int[]) WITH ORDINALITY AS x (id, n)
                WHERE
                  x.id IS NOT NULL
                  AND NOT EXISTS (
                    SELECT
                      1
                    FROM
                      "labels" r
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
                unnest($8::int[]) WITH ORDINALITY AS x (id, n)
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
            6,
            (
              (
                SELECT
                  x.id
                FROM
                  unnest($8::int[]) WITH ORDINALITY AS x (id, n)
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
        END as "problem"
    )
  ),
  edited AS (
    update "issues" as "i"
    set
      "issue_type_id" = CASE
        WHEN 'issueTypeId' = ANY ($9::text[]) THEN $1
        ELSE "i"."issue_type_id"
      END,
      "priority_id" = CASE
        WHEN 'priorityId' = ANY ($9::text[]) THEN $3
        ELSE "i"."priority_id"
      END,
      "creator_id" = CASE
        WHEN 'creatorId' = ANY ($9::text[]) THEN $4
        ELSE "i"."creator_id"
      END,
      "status_id" = CASE
        WHEN 'statusId' = ANY ($9::text[]) THEN $5
        ELSE "i"."status_id"
      END,
      "assigned_id" = CASE
        WHEN 'assignedId' = ANY ($9::text[]) THEN $6
        ELSE "i"."assigned_id"
      END,
      "schedule_id" = CASE
        WHEN 'scheduleId' = ANY ($9::text[]) THEN $10
        ELSE "i"."schedule_id"
      END,
      "priority_position" = CASE
        WHEN 'priorityId' = ANY ($9::text[]) THEN (
          select
            "pr"."position"
          from
            "issue_priorities" as "pr"
          where
            "pr"."tenant_id" = $2
            and "pr"."id" = $3
        )
        ELSE "i"."priority_position"
      END,
      "closed" = CASE
        WHEN 'statusId' = ANY ($9::text[]) THEN (
          select
            "s"."final"
          from
            "issue_statuses" as "s"
          where
            "s"."tenant_id" = $2
            and "s"."id" = $5
        )
        ELSE "i"."closed"
      END,
      "closed_at" = CASE
        WHEN NOT 'statusId' = ANY ($9::text[]) THEN "i"."closed_at"
        WHEN NOT (
          select
            "s"."final"
          from
            "issue_statuses" as "s"
          where
            "s"."tenant_id" = $2
            and "s"."id" = $5
        ) THEN NULL
        WHEN "i"."status_id" = $5 THEN coalesce("i"."closed_at", now())
        ELSE now()
      END,
      "updated_at" = now(),
      "last_updator_id" = $11
    where
      "i"."tenant_id" = $2
      and (
        SELECT
          problem
        FROM
          known
      ) IS NULL
      and "i"."id" = any ($12::int[])
    returning
      "i"."id"
  )
SELECT
  known.problem
FROM
  known;

-- src/issues/comments.ts: RENDER
select
  json_build_object(
    'id',
    "c"."id",
    'userId',
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
          "u"."deleted",
          'language',
          "u"."language"
        ) as "user"
      from
        "users" as "u"
      where
        "u"."tenant_id" = "c"."tenant_id"
        and "u"."id" = "c"."user_id"
    ),
    'description',
    "c"."description",
    'created_at',
    utc_seconds ("c"."created_at"),
    'updated_at',
    utc_seconds ("c"."updated_at"),
    'deleted',
    "c"."deleted",
    'deleted_at',
    utc_seconds ("c"."deleted_at")
  ) as "comment"
from
  "issue_comments" as "c"
where
  "c"."tenant_id" = $1
  and "c"."id" = $2;

-- src/issues/comments.ts: LOCK
select
  "user_id",
  "deleted"
from
  "issue_comments"
where
  "tenant_id" = $1
  and "issue_id" = $2
  and "id" = $3
for update;

-- src/issues/comments.ts: HELD
select
  count(*)::int as "comments",
  coalesce(sum(char_length(description)), 0)::int as "characters"
from
  "issue_comments"
where
  "tenant_id" = $1
  and "issue_id" = $2
  and "id" <> $3;

-- src/issues/comments.ts: ADD
WITH
  written AS (
    insert into
      "issue_comments" ("tenant_id", "issue_id", "user_id", "description")
    values
      ($1, $2, $3, $4)
    returning
      "tenant_id",
      "issue_id",
      "id",
      "description"
  ),
  recorded AS (
    INSERT INTO
      issue_history (tenant_id, issue_id, author_id, action, comment)
    SELECT
      written.tenant_id,
      written.issue_id,
      $3::int,
      $5::text,
      jsonb_build_object(
        'id',
        written.id,
        'description',
        written.description
      )
    FROM
      written
  )
SELECT
  written.id
FROM
  written;

-- src/issues/comments.ts: EDIT
WITH
  written AS (
    update "issue_comments"
    set
      "description" = $1,
      "updated_at" = now()
    where
      "tenant_id" = $2
      and "id" = $3
    returning
      "tenant_id",
      "issue_id",
      "id",
      "description"
  ),
  recorded AS (
    INSERT INTO
      issue_history (tenant_id, issue_id, author_id, action, comment)
    SELECT
      written.tenant_id,
      written.issue_id,
      $4::int,
      $5::text,
      jsonb_build_object(
        'id',
        written.id,
        'description',
        written.description
      )
    FROM
      written
  )
SELECT
  written.id
FROM
  written;

-- src/issues/comments.ts: DELETE
WITH
  written AS (
    update "issue_comments"
    set
      "deleted" = $1,
      "deleted_at" = now()
    where
      "tenant_id" = $2
      and "id" = $3
    returning
      "tenant_id",
      "issue_id",
      "id",
      "description"
  ),
  recorded AS (
    INSERT INTO
      issue_history (tenant_id, issue_id, author_id, action, comment)
    SELECT
      written.tenant_id,
      written.issue_id,
      $4::int,
      $5::text,
      jsonb_build_object(
        'id',
        written.id,
        'description',
        written.description
      )
    FROM
      written
  )
SELECT
  written.id
FROM
  written;

-- src/issues/create.ts: CREATE
with
  "known" as (
    select
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
        WHEN (
          CASE
            WHEN $3::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "issue_types" r
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
                  "issue_types" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $3::int
              ) THEN $3::int
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
                "issue_priorities" r
              WHERE
                r.tenant_id = $2
                AND r.id = $4::int
            ) THEN $4::int
          END
        ) IS NOT NULL THEN json_build_array(
          2,
          (
            CASE
              WHEN $4::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "issue_priorities" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $4::int
              ) THEN $4::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN $5::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "issue_statuses" r
              WHERE
                r.tenant_id = $2
                AND r.id = $5::int
            ) THEN $5::int
          END
        ) IS NOT NULL THEN json_build_array(
          3,
          (
            CASE
              WHEN $5::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "issue_statuses" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $5::int
              ) THEN $5::int
            END
          )::int
        )
        WHEN (
          CASE
            WHEN $6::int IS NOT NULL
            AND NOT EXISTS (
              SELECT
                1
              FROM
                "users" r
              WHERE
                r.tenant_id = $2
                AND r.id = $6::int
            ) THEN $6::int
          END
        ) IS NOT NULL THEN json_build_array(
          4,
          (
            CASE
              WHEN $6::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "users" r
                WHERE
                  r.tenant_id = $2
                  AND r.id = $6::int
              ) THEN $6::int
            END
          )::int
        )
        WHEN (
          (
            SELECT
              x.id
            FROM
              unnest($7::int[]) WITH ORDINALITY AS x (id, n)
            WHERE
              x.id IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "labels" r
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
          5,
          (
            (
              SELECT
                x.id
              FROM
                unnest($7::int[]) WITH ORDINALITY AS x (id, n)
              WHERE
                x.id IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "labels" r
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
              unnest($8::int[]) WITH ORDINALITY AS x (id, n)
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
          6,
          (
            (
              SELECT
                x.id
              FROM
                unnest($8::int[]) WITH ORDINALITY AS x (id, n)
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
        WHEN (
          CASE
            WHEN (
              $9::int IS NULL
              OR EXISTS (
                (
                  select
                    "i"."id"
                  from
                    "issues" as "i"
                  where
                    "i"."tenant_id" = $2
                    and "i"."id" = $9::int
                    and (
                      not "i"."private"
                      or $10::boolean
                      or "i"."creator_id" = $11
                      or "i"."assigned_id" = $11
                      or exists (
                        select
                          1 as "seen"
                        from
                          "issue_collaborators" as "seen_by"
                        where
                          "seen_by"."tenant_id" = "i"."tenant_id"
                          and "seen_by"."issue_id" = "i"."id"
                          and "seen_by"."user_id" = $11
                      )
                    )
                )
              )
            ) IS NOT TRUE THEN 0
          END
        ) IS NOT NULL THEN json_build_array(
          7,
          (
            CASE
              WHEN (
                $9::int IS NULL
                OR EXISTS (
                  (
                    select
                      "i"."id"
                    from
                      "issues" as "i"
                    where
                      "i"."tenant_id" = $2
                      and "i"."id" = $9::int
                      and (
                        not "i"."private"
                        or $10::boolean
                        or "i"."creator_id" = $11
                        or "i"."assigned_id" = $11
                        or exists (
                          select
                            1 as "seen"
                          from
                            "issue_collaborators" as "seen_by"
                          where
                            "seen_by"."tenant_id" = "i"."tenant_id"
                            and "seen_by"."issue_id" = "i"."id"
                            and "seen_by"."user_id" = $11
                        )
                      )
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          )::int
        )
      END as "problem"
  ),
  "status" as (
    select
      "final"
    from
      "issue_statuses"
    where
      "tenant_id" = $2
      and "id" = $5
  ),
  "created" as (
    insert into
      "issues" (
        "tenant_id",
        "creator_id",
        "last_updator_id",
        "closed",
        "closed_at",
        "name",
        "description",
        "project_id",
        "issue_type_id",
        "parent_id",
        "parent_type",
        "priority_id",
        "status_id",
        "assigned_id",
        "private",
        "due_date",
        "estimated",
        "spent",
        "vcs_issue_id",
        "vcs_issue_iid",
        "schedule_id",
        "priority_position",
        "search"
      )
    select
      $2 as "tenant_id",
      $11 as "creator_id",
      $11 as "last_updator_id",
      "status"."final",
      CASE
        WHEN status.final THEN now()
      END as "closed_at",
      $12 as "name",
      $13 as "description",
      $1 as "project_id",
      $3 as "issue_type_id",
      $9 as "parent_id",
      $14 as "parent_type",
      $4 as "priority_id",
      $5 as "status_id",
      $6 as "assigned_id",
      coalesce($15, false) as "private",
      $16 as "due_date",
      coalesce($17, 0) as "estimated",
      coalesce($18, 0) as "spent",
      $19 as "vcs_issue_id",
      $20 as "vcs_issue_iid",
      $21 as "schedule_id",
      coalesce(
        (
          select
            "pr"."position"
          from
            "issue_priorities" as "pr"
          where
            "pr"."tenant_id" = $2
            and "pr"."id" = $4
        ),
        0
      ) as "priority_position",
      issue_search_vector ($12, $13) as "search"
    from
      "known",
      "status"
    where
      "known"."problem" is null
    returning
      *,
      xmin as "xmin"
  ),
  "labelled" as (
    insert into
      "issue_labels" ("tenant_id", "issue_id", "label_id")
    select
      "created"."tenant_id",
      "created"."id",
      unnest($7::int[]) as "label_id"
    from
      "created"
  ),
  "shared" as (
    insert into
      "issue_collaborators" ("tenant_id", "issue_id", "user_id")
    select
      "created"."tenant_id",
      "created"."id",
      unnest($8::int[]) as "user_id"
    from
      "created"
  ),
  "recorded" as (
    insert into
      "issue_history" ("tenant_id", "issue_id", "author_id", "action")
    select
      "created"."tenant_id",
      "created"."id",
      $11::int as "author_id",
      'created' as "action"
    from
      "created"
  ),
  "built" as (
    select
      "known"."problem",
      "i"."id",
      i.xmin::text || '.' || t.xmin::text as "version",
      json_build_object(
        'id',
        "i"."id",
        'name',
        "i"."name",
        'description',
        "i"."description",
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
            "p"."tenant_id" = "i"."tenant_id"
            and "p"."id" = "i"."project_id"
        ),
        'issueTypeId',
        (
          select
            json_build_object('id', "t"."id", 'name', "t"."name") as "type"
          from
            "issue_types" as "t"
          where
            "t"."tenant_id" = "i"."tenant_id"
            and "t"."id" = "i"."issue_type_id"
        ),
        'parentId',
        "i"."parent_id",
        'parentType',
        "i"."parent_type",
        'priorityId',
        (
          select
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
            ) as "priority"
          from
            "issue_priorities" as "pr"
          where
            "pr"."tenant_id" = "i"."tenant_id"
            and "pr"."id" = "i"."priority_id"
        ),
        'creatorId',
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
              "u"."deleted",
              'language',
              "u"."language"
            ) as "user"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = "i"."creator_id"
        ),
        'statusId',
        (
          select
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
            ) as "status"
          from
            "issue_statuses" as "s"
          where
            "s"."tenant_id" = "i"."tenant_id"
            and "s"."id" = "i"."status_id"
        ),
        'assignedId',
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
              "u"."deleted",
              'language',
              "u"."language"
            ) as "user"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = "i"."assigned_id"
        ),
        'lastUpdator',
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
              "u"."deleted",
              'language',
              "u"."language"
            ) as "user"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = "i"."last_updator_id"
        ),
        'private',
        "i"."private",
        'dueDate',
        utc_millis ("i"."due_date"),
        'closed',
        "i"."closed",
        'closed_at',
        utc_seconds ("i"."closed_at"),
        'deleted',
        "i"."deleted",
        'deleted_at',
        utc_seconds ("i"."deleted_at"),
        'created_at',
        utc_seconds ("i"."created_at"),
        'updated_at',
        utc_seconds ("i"."updated_at"),
        'estimated',
        "i"."estimated",
        'estimated_from_children',
        0,
        'spent',
        "i"."spent",
        'spent_from_children',
        0,
        'logged',
        0,
        'logged_from_children',
        0,
        'vcsIssueId',
        "i"."vcs_issue_id",
        'vcsIssueIid',
        "i"."vcs_issue_iid",
        'scheduleId',
        "i"."schedule_id",
        'labels',
        (
          select
            coalesce(
              json_agg(
                json_build_object(
                  'id',
                  "l"."id",
                  'name',
                  "l"."name",
                  'color',
                  "l"."color"
                )
                ORDER BY
                  "l"."id"
              ),
              '[]'::json
            ) as "labels"
          from
            "labels" as "l"
          where
            "l"."tenant_id" = "i"."tenant_id"
            and "l"."id" = any ($7::int[])
        ),
        'collaborators',
        (
          select
            coalesce(
              json_agg(
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                )
                ORDER BY
                  "u"."id"
              ),
              '[]'::json
            ) as "collaborators"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = any ($8::int[])
        )
      )::text as "core",
      '[]' as "comments",
      '[]' as "test_executions",
      true as "shareable"
    from
      "known"
      left join "created" as "i" on true
      left join "tenants" as "t" on "t"."id" = "i"."tenant_id"
  ),
  "evented" as (
    insert into
      "events" ("tenant_id", "type", "actor_id", "data")
    select
      $2::text as "tenant_id",
      'issue.created'::text as "type",
      $11::int as "actor_id",
      json_build_object(
        'object',
        (built.core)::json,
        'changes',
        '[]'::json
      ) as "data"
    from
      "built"
    where
      "built"."id" is not null
  )
select
  *
from
  "built";

-- src/issues/delete.ts: DELETE_TRACKING via history/tracking.ts: record
INSERT INTO
  "issue_history" (tenant_id, "issue_id", author_id, action, changes)
SELECT
  "i"."tenant_id",
  "i"."id",
  $1::int,
  $2::text,
  recorded.changes
FROM
  (
    SELECT
      "i"."tenant_id" AS tenant_id,
      "i"."id" AS id,
      json_build_object('deleted', "i"."deleted")::jsonb AS snapshot
    FROM
      "issues" AS "i"
    WHERE
      "i"."tenant_id" = $3
      AND "i"."id" = any ($4::int[])
  ) AS "i"
  JOIN (
    SELECT
      *
    FROM
      jsonb_to_recordset($5::jsonb) AS locked (id int, snapshot jsonb)
  ) AS before ON before.id = "i"."id"
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
            "i"."snapshot" -> f.name
          )
          ORDER BY
            f.n
        ),
        '[]'::jsonb
      ) AS changes
    FROM
      unnest($6::text[]) WITH ORDINALITY AS f (name, n)
    WHERE
      (before.snapshot -> f.name) IS DISTINCT FROM ("i"."snapshot" -> f.name)
      -- Kept a subquery of its own: pulled up, its aggregate would be planned (and set up) twice.
    OFFSET
      0
  ) recorded
WHERE
  recorded.changes <> '[]'::jsonb;

-- src/issues/delete.ts: DELETE_TRACKING via issues/history.ts: lock
with
  "ordered" as (
    select
      "i".*
    from
      "issues" as "i"
    where
      "i"."tenant_id" = $1
      and "i"."id" in (
        WITH RECURSIVE
          up (id, parent_id) AS (
            SELECT
              u.id,
              u.parent_id
            FROM
              issues u
            WHERE
              u.tenant_id = $1
              AND u.id = any ($2::int[])
            UNION
            SELECT
              a.id,
              a.parent_id
            FROM
              up
              CROSS JOIN LATERAL (
                SELECT
                  a.id,
                  a.parent_id
                FROM
                  issues a
                WHERE
                  a.tenant_id = $1
                  AND a.id = up.parent_id
                LIMIT
                  1
              ) a
          )
        SELECT
          x.id
        FROM
          unnest($3::int[]) AS x (id)
        UNION
        SELECT
          up.id
        FROM
          up
        UNION
        SELECT
          peer.issue_id
        FROM
          unnest($4::int[]) AS mine (issue_id)
          CROSS JOIN LATERAL (
            SELECT
              link.test_execution_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $1
              AND link.issue_id = mine.issue_id
            OFFSET
              0
          ) execution
          CROSS JOIN LATERAL (
            SELECT
              link.issue_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $1
              AND link.test_execution_id = "execution"."test_execution_id"
            OFFSET
              0
          ) peer
        UNION
        SELECT
          related.issue_id
        FROM
          unnest($5::int[]) AS execution (id)
          CROSS JOIN LATERAL (
            SELECT
              link.issue_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $1
              AND link.test_execution_id = "execution"."id"
            OFFSET
              0
          ) related
      )
    order by
      "i"."id"
    for update
  )
select
  "i"."id",
  "i"."deleted",
  json_build_object('deleted', "i"."deleted")::jsonb as "snapshot"
from
  "ordered" as "i"
where
  "i"."id" = any ($3::int[])
  and (
    not "i"."private"
    or $6::boolean
    or "i"."creator_id" = $7
    or "i"."assigned_id" = $7
    or exists (
      select
        1 as "seen"
      from
        "issue_collaborators" as "seen_by"
      where
        "seen_by"."tenant_id" = "i"."tenant_id"
        and "seen_by"."issue_id" = "i"."id"
        and "seen_by"."user_id" = $7
    )
  )
order by
  "i"."id";

-- src/issues/delete.ts: UNDELETE_TRACKING via history/tracking.ts: record
INSERT INTO
  "issue_history" (tenant_id, "issue_id", author_id, action, changes)
SELECT
  "i"."tenant_id",
  "i"."id",
  $1::int,
  $2::text,
  recorded.changes
FROM
  (
    SELECT
      "i"."tenant_id" AS tenant_id,
      "i"."id" AS id,
      json_build_object('deleted', "i"."deleted")::jsonb AS snapshot
    FROM
      "issues" AS "i"
    WHERE
      "i"."tenant_id" = $3
      AND "i"."id" = any ($4::int[])
  ) AS "i"
  JOIN (
    SELECT
      *
    FROM
      jsonb_to_recordset($5::jsonb) AS locked (id int, snapshot jsonb)
  ) AS before ON before.id = "i"."id"
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
            "i"."snapshot" -> f.name
          )
          ORDER BY
            f.n
        ),
        '[]'::jsonb
      ) AS changes
    FROM
      unnest($6::text[]) WITH ORDINALITY AS f (name, n)
    WHERE
      (before.snapshot -> f.name) IS DISTINCT FROM ("i"."snapshot" -> f.name)
      -- Kept a subquery of its own: pulled up, its aggregate would be planned (and set up) twice.
    OFFSET
      0
  ) recorded
WHERE
  recorded.changes <> '[]'::jsonb;

-- src/issues/delete.ts: UNDELETE_TRACKING via issues/history.ts: lock
with
  "ordered" as (
    select
      "i".*
    from
      "issues" as "i"
    where
      "i"."tenant_id" = $1
      and "i"."id" in (
        WITH RECURSIVE
          up (id, parent_id) AS (
            SELECT
              u.id,
              u.parent_id
            FROM
              issues u
            WHERE
              u.tenant_id = $1
              AND u.id = any ($2::int[])
            UNION
            SELECT
              a.id,
              a.parent_id
            FROM
              up
              CROSS JOIN LATERAL (
                SELECT
                  a.id,
                  a.parent_id
                FROM
                  issues a
                WHERE
                  a.tenant_id = $1
                  AND a.id = up.parent_id
                LIMIT
                  1
              ) a
          )
        SELECT
          x.id
        FROM
          unnest($3::int[]) AS x (id)
        UNION
        SELECT
          up.id
        FROM
          up
        UNION
        SELECT
          peer.issue_id
        FROM
          unnest($4::int[]) AS mine (issue_id)
          CROSS JOIN LATERAL (
            SELECT
              link.test_execution_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $1
              AND link.issue_id = mine.issue_id
            OFFSET
              0
          ) execution
          CROSS JOIN LATERAL (
            SELECT
              link.issue_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $1
              AND link.test_execution_id = "execution"."test_execution_id"
            OFFSET
              0
          ) peer
        UNION
        SELECT
          related.issue_id
        FROM
          unnest($5::int[]) AS execution (id)
          CROSS JOIN LATERAL (
            SELECT
              link.issue_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $1
              AND link.test_execution_id = "execution"."id"
            OFFSET
              0
          ) related
      )
    order by
      "i"."id"
    for update
  )
select
  "i"."id",
  "i"."deleted",
  json_build_object('deleted', "i"."deleted")::jsonb as "snapshot"
from
  "ordered" as "i"
where
  "i"."id" = any ($3::int[])
  and (
    not "i"."private"
    or $6::boolean
    or "i"."creator_id" = $7
    or "i"."assigned_id" = $7
    or exists (
      select
        1 as "seen"
      from
        "issue_collaborators" as "seen_by"
      where
        "seen_by"."tenant_id" = "i"."tenant_id"
        and "seen_by"."issue_id" = "i"."id"
        and "seen_by"."user_id" = $7
    )
  )
order by
  "i"."id";

-- src/issues/delete.ts: SET_DELETED
update "issues"
set
  "deleted" = $1,
  "deleted_at" = CASE
    WHEN $1::boolean THEN now()
  END,
  "updated_at" = now(),
  "last_updator_id" = $2
where
  "tenant_id" = $3
  and "id" = $4;

-- src/issues/documents.ts: VERSION_OF_VISIBLE
select
  i.xmin::text || '.' || t.xmin::text as "version"
from
  "issues" as "i"
  inner join "tenants" as "t" on "t"."id" = "i"."tenant_id"
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

-- src/issues/documents.ts: BUILD_VISIBLE
select
  "i"."id",
  "i"."version",
  (
    select
      json_build_object(
        'id',
        "i"."id",
        'name',
        "i"."name",
        'description',
        "i"."description",
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
            "p"."tenant_id" = "i"."tenant_id"
            and "p"."id" = "i"."project_id"
        ),
        'issueTypeId',
        (
          select
            json_build_object('id', "t"."id", 'name', "t"."name") as "type"
          from
            "issue_types" as "t"
          where
            "t"."tenant_id" = "i"."tenant_id"
            and "t"."id" = "i"."issue_type_id"
        ),
        'parentId',
        "i"."parent_id",
        'parentType',
        "i"."parent_type",
        'priorityId',
        (
          select
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
            ) as "priority"
          from
            "issue_priorities" as "pr"
          where
            "pr"."tenant_id" = "i"."tenant_id"
            and "pr"."id" = "i"."priority_id"
        ),
        'creatorId',
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
              "u"."deleted",
              'language',
              "u"."language"
            ) as "user"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = "i"."creator_id"
        ),
        'statusId',
        (
          select
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
            ) as "status"
          from
            "issue_statuses" as "s"
          where
            "s"."tenant_id" = "i"."tenant_id"
            and "s"."id" = "i"."status_id"
        ),
        'assignedId',
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
              "u"."deleted",
              'language',
              "u"."language"
            ) as "user"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = "i"."assigned_id"
        ),
        'lastUpdator',
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
              "u"."deleted",
              'language',
              "u"."language"
            ) as "user"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = "i"."last_updator_id"
        ),
        'private',
        "i"."private",
        'dueDate',
        utc_millis ("i"."due_date"),
        'closed',
        "i"."closed",
        'closed_at',
        utc_seconds ("i"."closed_at"),
        'deleted',
        "i"."deleted",
        'deleted_at',
        utc_seconds ("i"."deleted_at"),
        'created_at',
        utc_seconds ("i"."created_at"),
        'updated_at',
        utc_seconds ("i"."updated_at"),
        'estimated',
        "i"."estimated",
        'estimated_from_children',
        "rollup"."estimated",
        'spent',
        "i"."spent",
        'spent_from_children',
        "rollup"."spent",
        'logged',
        (
          SELECT
            coalesce(
              sum(
                (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
              ),
              0
            )
          FROM
            activities w
            JOIN activity_types wt ON wt.tenant_id = w.tenant_id
            AND wt.id = w.activity_type_id
          WHERE
            w.tenant_id = "i"."tenant_id"
            AND w.issue_id = "i"."id"
            AND NOT w.deleted
            AND wt.working_hours
        ),
        'logged_from_children',
        "rollup"."logged",
        'vcsIssueId',
        "i"."vcs_issue_id",
        'vcsIssueIid',
        "i"."vcs_issue_iid",
        'scheduleId',
        "i"."schedule_id",
        'labels',
        (
          select
            coalesce(
              json_agg(
                json_build_object(
                  'id',
                  "l"."id",
                  'name',
                  "l"."name",
                  'color',
                  "l"."color"
                )
                ORDER BY
                  "l"."id"
              ),
              '[]'::json
            ) as "labels"
          from
            "labels" as "l"
          where
            "l"."tenant_id" = "i"."tenant_id"
            and "l"."id" IN (
              SELECT
                "label_id"
              FROM
                "issue_labels"
              WHERE
                tenant_id = "i"."tenant_id"
                AND "issue_id" = "i"."id"
            )
        ),
        'collaborators',
        (
          select
            coalesce(
              json_agg(
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                )
                ORDER BY
                  "u"."id"
              ),
              '[]'::json
            ) as "collaborators"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" IN (
              SELECT
                "user_id"
              FROM
                "issue_collaborators"
              WHERE
                tenant_id = "i"."tenant_id"
                AND "issue_id" = "i"."id"
            )
        )
      ) as "core"
    from
      (
        with recursive
          "descendants" (
            "tenant_id",
            "id",
            "deleted",
            "estimated",
            "spent"
          ) as (
            select
              "c"."tenant_id",
              "c"."id",
              "c"."deleted",
              "c"."estimated",
              "c"."spent"
            from
              "issues" as "c"
            where
              "c"."tenant_id" = "i"."tenant_id"
              and "c"."parent_id" = "i"."id"
            union
            select
              "c"."tenant_id",
              "c"."id",
              "c"."deleted",
              "c"."estimated",
              "c"."spent"
            from
              "issues" as "c"
              inner join "descendants" as "d" on "c"."tenant_id" = "d"."tenant_id"
              and "c"."parent_id" = "d"."id"
          )
        select
          coalesce(sum(d.estimated), 0) as "estimated",
          coalesce(sum(d.spent), 0) as "spent",
          coalesce(
            sum(
              (
                SELECT
                  coalesce(
                    sum(
                      (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                    ),
                    0
                  )
                FROM
                  activities w
                  JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                  AND wt.id = w.activity_type_id
                WHERE
                  w.tenant_id = "i"."tenant_id"
                  AND w.issue_id = "d"."id"
                  AND NOT w.deleted
                  AND wt.working_hours
              )
            ),
            0
          ) as "logged"
        from
          "descendants" as "d"
        where
          not "d"."deleted"
      ) as "rollup"
  )::text as "core",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'id',
            "c"."id",
            'userId',
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                ) as "user"
              from
                "users" as "u"
              where
                "u"."tenant_id" = "c"."tenant_id"
                and "u"."id" = "c"."user_id"
            ),
            'description',
            "c"."description",
            'created_at',
            utc_seconds ("c"."created_at"),
            'updated_at',
            utc_seconds ("c"."updated_at"),
            'deleted',
            "c"."deleted",
            'deleted_at',
            utc_seconds ("c"."deleted_at")
          )
          ORDER BY
            "c"."created_at",
            "c"."id"
        ),
        '[]'::json
      ) as "comments"
    from
      "issue_comments" as "c"
    where
      "c"."tenant_id" = "i"."tenant_id"
      and "c"."issue_id" = "i"."id"
  )::text as "comments",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'id',
            "te"."id",
            'testPlanId',
            (
              select
                json_build_object('id', "tp"."id", 'name', "tp"."name") as "plan"
              from
                "test_plans" as "tp"
              where
                "tp"."tenant_id" = "te"."tenant_id"
                and "tp"."id" = "te"."test_plan_id"
            ),
            'testStepId',
            "te"."test_step_id",
            'creatorId',
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                ) as "user"
              from
                "users" as "u"
              where
                "u"."tenant_id" = "te"."tenant_id"
                and "u"."id" = "te"."creator_id"
            ),
            'statusId',
            (
              select
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
                ) as "status"
              from
                "test_execution_statuses" as "ts"
              where
                "ts"."tenant_id" = "te"."tenant_id"
                and "ts"."id" = "te"."status_id"
            ),
            'actual_result',
            "te"."actual_result",
            'duration',
            "te"."duration",
            'position',
            "te"."position",
            'batchId',
            "te"."batch_id",
            'extIssueId',
            "te"."ext_issue_id",
            'extIssueUrl',
            "te"."ext_issue_url",
            'created_at',
            utc_seconds ("te"."created_at"),
            'updated_at',
            utc_seconds ("te"."updated_at"),
            'related_issues',
            (
              select
                coalesce(
                  json_agg(
                    json_build_object(
                      'id',
                      "i"."id",
                      'issueTypeId',
                      (
                        select
                          json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                        from
                          "issue_types" as "t"
                        where
                          "t"."tenant_id" = "i"."tenant_id"
                          and "t"."id" = "i"."issue_type_id"
                      ),
                      'statusId',
                      (
                        select
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
                          ) as "status"
                        from
                          "issue_statuses" as "s"
                        where
                          "s"."tenant_id" = "i"."tenant_id"
                          and "s"."id" = "i"."status_id"
                      ),
                      'closed',
                      "i"."closed",
                      'deleted',
                      "i"."deleted"
                    )
                    ORDER BY
                      "i"."id"
                  ),
                  '[]'::json
                ) as "related_issues"
              from
                "test_execution_issues" as "tei"
                inner join "issues" as "i" on "i"."tenant_id" = "tei"."tenant_id"
                and "i"."id" = "tei"."issue_id"
              where
                "tei"."tenant_id" = "te"."tenant_id"
                and "tei"."test_execution_id" = "te"."id"
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
            'related_ext_issues',
            (
              select
                coalesce(
                  json_agg(
                    json_build_object(
                      'id',
                      "x"."id",
                      'extIssueId',
                      "x"."ext_issue_id",
                      'extKeyId',
                      "x"."ext_key_id",
                      'extLink',
                      "x"."ext_link",
                      'closed',
                      "x"."closed",
                      'closed_at',
                      utc_millis_offset ("x"."closed_at"),
                      'deleted',
                      "x"."deleted",
                      'deleted_at',
                      utc_millis_offset ("x"."deleted_at"),
                      'created_at',
                      utc_millis_offset ("x"."created_at"),
                      'updated_at',
                      utc_millis_offset ("x"."updated_at")
                    )
                    ORDER BY
                      "x"."id"
                  ),
                  '[]'::json
                ) as "related_ext_issues"
              from
                "test_execution_ext_issues" as "x"
              where
                "x"."tenant_id" = "te"."tenant_id"
                and "x"."test_execution_id" = "te"."id"
            )
          )
          ORDER BY
            "te"."id"
        ),
        '[]'::json
      ) as "test_executions"
    from
      "test_execution_issues" as "tei"
      inner join "test_executions" as "te" on "te"."tenant_id" = "tei"."tenant_id"
      and "te"."id" = "tei"."test_execution_id"
    where
      "tei"."tenant_id" = "i"."tenant_id"
      and "tei"."issue_id" = "i"."id"
  )::text as "test_executions",
  coalesce(
    (
      select
        false as "shareable"
      from
        "test_execution_issues" as "mine"
        inner join "test_execution_issues" as "peer" on "peer"."tenant_id" = "mine"."tenant_id"
        and "peer"."test_execution_id" = "mine"."test_execution_id"
        inner join "issues" as "related" on "related"."tenant_id" = "peer"."tenant_id"
        and "related"."id" = "peer"."issue_id"
      where
        "mine"."tenant_id" = "i"."tenant_id"
        and "mine"."issue_id" = "i"."id"
        and "related"."private"
      limit
        $3
    ),
    true
  ) as "shareable"
from
  (
    select
      "i".*,
      i.xmin::text || '.' || t.xmin::text as "version"
    from
      "issues" as "i"
      inner join "tenants" as "t" on "t"."id" = "i"."tenant_id"
    where
      "i"."tenant_id" = $4
      and "i"."id" = any ($5::int[])
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
  ) as "i";

-- src/issues/documents.ts: BUILD_EDITED
select
  "i"."id",
  "i"."version",
  (
    select
      json_build_object(
        'id',
        "i"."id",
        'name',
        "i"."name",
        'description',
        "i"."description",
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
            "p"."tenant_id" = "i"."tenant_id"
            and "p"."id" = "i"."project_id"
        ),
        'issueTypeId',
        (
          select
            json_build_object('id', "t"."id", 'name', "t"."name") as "type"
          from
            "issue_types" as "t"
          where
            "t"."tenant_id" = "i"."tenant_id"
            and "t"."id" = "i"."issue_type_id"
        ),
        'parentId',
        "i"."parent_id",
        'parentType',
        "i"."parent_type",
        'priorityId',
        (
          select
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
            ) as "priority"
          from
            "issue_priorities" as "pr"
          where
            "pr"."tenant_id" = "i"."tenant_id"
            and "pr"."id" = "i"."priority_id"
        ),
        'creatorId',
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
              "u"."deleted",
              'language',
              "u"."language"
            ) as "user"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = "i"."creator_id"
        ),
        'statusId',
        (
          select
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
            ) as "status"
          from
            "issue_statuses" as "s"
          where
            "s"."tenant_id" = "i"."tenant_id"
            and "s"."id" = "i"."status_id"
        ),
        'assignedId',
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
              "u"."deleted",
              'language',
              "u"."language"
            ) as "user"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = "i"."assigned_id"
        ),
        'lastUpdator',
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
              "u"."deleted",
              'language',
              "u"."language"
            ) as "user"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" = "i"."last_updator_id"
        ),
        'private',
        "i"."private",
        'dueDate',
        utc_millis ("i"."due_date"),
        'closed',
        "i"."closed",
        'closed_at',
        utc_seconds ("i"."closed_at"),
        'deleted',
        "i"."deleted",
        'deleted_at',
        utc_seconds ("i"."deleted_at"),
        'created_at',
        utc_seconds ("i"."created_at"),
        'updated_at',
        utc_seconds ("i"."updated_at"),
        'estimated',
        "i"."estimated",
        'estimated_from_children',
        "rollup"."estimated",
        'spent',
        "i"."spent",
        'spent_from_children',
        "rollup"."spent",
        'logged',
        (
          SELECT
            coalesce(
              sum(
                (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
              ),
              0
            )
          FROM
            activities w
            JOIN activity_types wt ON wt.tenant_id = w.tenant_id
            AND wt.id = w.activity_type_id
          WHERE
            w.tenant_id = "i"."tenant_id"
            AND w.issue_id = "i"."id"
            AND NOT w.deleted
            AND wt.working_hours
        ),
        'logged_from_children',
        "rollup"."logged",
        'vcsIssueId',
        "i"."vcs_issue_id",
        'vcsIssueIid',
        "i"."vcs_issue_iid",
        'scheduleId',
        "i"."schedule_id",
        'labels',
        (
          select
            coalesce(
              json_agg(
                json_build_object(
                  'id',
                  "l"."id",
                  'name',
                  "l"."name",
                  'color',
                  "l"."color"
                )
                ORDER BY
                  "l"."id"
              ),
              '[]'::json
            ) as "labels"
          from
            "labels" as "l"
          where
            "l"."tenant_id" = "i"."tenant_id"
            and "l"."id" IN (
              SELECT
                "label_id"
              FROM
                "issue_labels"
              WHERE
                tenant_id = "i"."tenant_id"
                AND "issue_id" = "i"."id"
            )
        ),
        'collaborators',
        (
          select
            coalesce(
              json_agg(
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                )
                ORDER BY
                  "u"."id"
              ),
              '[]'::json
            ) as "collaborators"
          from
            "users" as "u"
          where
            "u"."tenant_id" = "i"."tenant_id"
            and "u"."id" IN (
              SELECT
                "user_id"
              FROM
                "issue_collaborators"
              WHERE
                tenant_id = "i"."tenant_id"
                AND "issue_id" = "i"."id"
            )
        )
      ) as "core"
    from
      (
        with recursive
          "descendants" (
            "tenant_id",
            "id",
            "deleted",
            "estimated",
            "spent"
          ) as (
            select
              "c"."tenant_id",
              "c"."id",
              "c"."deleted",
              "c"."estimated",
              "c"."spent"
            from
              "issues" as "c"
            where
              "c"."tenant_id" = "i"."tenant_id"
              and "c"."parent_id" = "i"."id"
            union
            select
              "c"."tenant_id",
              "c"."id",
              "c"."deleted",
              "c"."estimated",
              "c"."spent"
            from
              "issues" as "c"
              inner join "descendants" as "d" on "c"."tenant_id" = "d"."tenant_id"
              and "c"."parent_id" = "d"."id"
          )
        select
          coalesce(sum(d.estimated), 0) as "estimated",
          coalesce(sum(d.spent), 0) as "spent",
          coalesce(
            sum(
              (
                SELECT
                  coalesce(
                    sum(
                      (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                    ),
                    0
                  )
                FROM
                  activities w
                  JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                  AND wt.id = w.activity_type_id
                WHERE
                  w.tenant_id = "i"."tenant_id"
                  AND w.issue_id = "d"."id"
                  AND NOT w.deleted
                  AND wt.working_hours
              )
            ),
            0
          ) as "logged"
        from
          "descendants" as "d"
        where
          not "d"."deleted"
      ) as "rollup"
  )::text as "core",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'id',
            "c"."id",
            'userId',
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                ) as "user"
              from
                "users" as "u"
              where
                "u"."tenant_id" = "c"."tenant_id"
                and "u"."id" = "c"."user_id"
            ),
            'description',
            "c"."description",
            'created_at',
            utc_seconds ("c"."created_at"),
            'updated_at',
            utc_seconds ("c"."updated_at"),
            'deleted',
            "c"."deleted",
            'deleted_at',
            utc_seconds ("c"."deleted_at")
          )
          ORDER BY
            "c"."created_at",
            "c"."id"
        ),
        '[]'::json
      ) as "comments"
    from
      "issue_comments" as "c"
    where
      "c"."tenant_id" = "i"."tenant_id"
      and "c"."issue_id" = "i"."id"
  )::text as "comments",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'id',
            "te"."id",
            'testPlanId',
            (
              select
                json_build_object('id', "tp"."id", 'name', "tp"."name") as "plan"
              from
                "test_plans" as "tp"
              where
                "tp"."tenant_id" = "te"."tenant_id"
                and "tp"."id" = "te"."test_plan_id"
            ),
            'testStepId',
            "te"."test_step_id",
            'creatorId',
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                ) as "user"
              from
                "users" as "u"
              where
                "u"."tenant_id" = "te"."tenant_id"
                and "u"."id" = "te"."creator_id"
            ),
            'statusId',
            (
              select
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
                ) as "status"
              from
                "test_execution_statuses" as "ts"
              where
                "ts"."tenant_id" = "te"."tenant_id"
                and "ts"."id" = "te"."status_id"
            ),
            'actual_result',
            "te"."actual_result",
            'duration',
            "te"."duration",
            'position',
            "te"."position",
            'batchId',
            "te"."batch_id",
            'extIssueId',
            "te"."ext_issue_id",
            'extIssueUrl',
            "te"."ext_issue_url",
            'created_at',
            utc_seconds ("te"."created_at"),
            'updated_at',
            utc_seconds ("te"."updated_at"),
            'related_issues',
            (
              select
                coalesce(
                  json_agg(
                    json_build_object(
                      'id',
                      "i"."id",
                      'issueTypeId',
                      (
                        select
                          json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                        from
                          "issue_types" as "t"
                        where
                          "t"."tenant_id" = "i"."tenant_id"
                          and "t"."id" = "i"."issue_type_id"
                      ),
                      'statusId',
                      (
                        select
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
                          ) as "status"
                        from
                          "issue_statuses" as "s"
                        where
                          "s"."tenant_id" = "i"."tenant_id"
                          and "s"."id" = "i"."status_id"
                      ),
                      'closed',
                      "i"."closed",
                      'deleted',
                      "i"."deleted"
                    )
                    ORDER BY
                      "i"."id"
                  ),
                  '[]'::json
                ) as "related_issues"
              from
                "test_execution_issues" as "tei"
                inner join "issues" as "i" on "i"."tenant_id" = "tei"."tenant_id"
                and "i"."id" = "tei"."issue_id"
              where
                "tei"."tenant_id" = "te"."tenant_id"
                and "tei"."test_execution_id" = "te"."id"
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
            'related_ext_issues',
            (
              select
                coalesce(
                  json_agg(
                    json_build_object(
                      'id',
                      "x"."id",
                      'extIssueId',
                      "x"."ext_issue_id",
                      'extKeyId',
                      "x"."ext_key_id",
                      'extLink',
                      "x"."ext_link",
                      'closed',
                      "x"."closed",
                      'closed_at',
                      utc_millis_offset ("x"."closed_at"),
                      'deleted',
                      "x"."deleted",
                      'deleted_at',
                      utc_millis_offset ("x"."deleted_at"),
                      'created_at',
                      utc_millis_offset ("x"."created_at"),
                      'updated_at',
                      utc_millis_offset ("x"."updated_at")
                    )
                    ORDER BY
                      "x"."id"
                  ),
                  '[]'::json
                ) as "related_ext_issues"
              from
                "test_execution_ext_issues" as "x"
              where
                "x"."tenant_id" = "te"."tenant_id"
                and "x"."test_execution_id" = "te"."id"
            )
          )
          ORDER BY
            "te"."id"
        ),
        '[]'::json
      ) as "test_executions"
    from
      "test_execution_issues" as "tei"
      inner join "test_executions" as "te" on "te"."tenant_id" = "tei"."tenant_id"
      and "te"."id" = "tei"."test_execution_id"
    where
      "tei"."tenant_id" = "i"."tenant_id"
      and "tei"."issue_id" = "i"."id"
  )::text as "test_executions",
  coalesce(
    (
      select
        false as "shareable"
      from
        "test_execution_issues" as "mine"
        inner join "test_execution_issues" as "peer" on "peer"."tenant_id" = "mine"."tenant_id"
        and "peer"."test_execution_id" = "mine"."test_execution_id"
        inner join "issues" as "related" on "related"."tenant_id" = "peer"."tenant_id"
        and "related"."id" = "peer"."issue_id"
      where
        "mine"."tenant_id" = "i"."tenant_id"
        and "mine"."issue_id" = "i"."id"
        and "related"."private"
      limit
        $3
    ),
    true
  ) as "shareable"
from
  (
    select
      "i".*,
      i.xmin::text || '.' || t.xmin::text as "version"
    from
      "issues" as "i"
      inner join "tenants" as "t" on "t"."id" = "i"."tenant_id"
    where
      "i"."tenant_id" = $4
      and "i"."id" = any ($5::int[])
  ) as "i";

-- src/issues/documents.ts: BUILD_PAGE
SELECT
  page."id",
  page."version",
  page."shareable",
  CASE
    WHEN page.bytes_before < 4194304 THEN page."core"
  END AS "core",
  CASE
    WHEN page.bytes_before < 4194304 THEN page."comments"
  END AS "comments",
  CASE
    WHEN page.bytes_before < 4194304 THEN page."test_executions"
  END AS "test_executions"
FROM
  (
    SELECT
      page.*,
      coalesce(
        sum(
          octet_length(page.core) + octet_length(page.comments) + octet_length(page.test_executions)
        ) OVER (
          ORDER BY
            page.n ROWS BETWEEN UNBOUNDED PRECEDING
            AND 1 PRECEDING
        ),
        0
      ) AS bytes_before
    FROM
      (
        SELECT
          built.*,
          position.n
        FROM
          (
            (
              select
                "i"."id",
                "i"."version",
                (
                  select
                    json_build_object(
                      'id',
                      "i"."id",
                      'name',
                      "i"."name",
                      'description',
                      "i"."description",
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
                          "p"."tenant_id" = "i"."tenant_id"
                          and "p"."id" = "i"."project_id"
                      ),
                      'issueTypeId',
                      (
                        select
                          json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                        from
                          "issue_types" as "t"
                        where
                          "t"."tenant_id" = "i"."tenant_id"
                          and "t"."id" = "i"."issue_type_id"
                      ),
                      'parentId',
                      "i"."parent_id",
                      'parentType',
                      "i"."parent_type",
                      'priorityId',
                      (
                        select
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
                          ) as "priority"
                        from
                          "issue_priorities" as "pr"
                        where
                          "pr"."tenant_id" = "i"."tenant_id"
                          and "pr"."id" = "i"."priority_id"
                      ),
                      'creatorId',
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
                            "u"."deleted",
                            'language',
                            "u"."language"
                          ) as "user"
                        from
                          "users" as "u"
                        where
                          "u"."tenant_id" = "i"."tenant_id"
                          and "u"."id" = "i"."creator_id"
                      ),
                      'statusId',
                      (
                        select
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
                          ) as "status"
                        from
                          "issue_statuses" as "s"
                        where
                          "s"."tenant_id" = "i"."tenant_id"
                          and "s"."id" = "i"."status_id"
                      ),
                      'assignedId',
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
                            "u"."deleted",
                            'language',
                            "u"."language"
                          ) as "user"
                        from
                          "users" as "u"
                        where
                          "u"."tenant_id" = "i"."tenant_id"
                          and "u"."id" = "i"."assigned_id"
                      ),
                      'lastUpdator',
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
                            "u"."deleted",
                            'language',
                            "u"."language"
                          ) as "user"
                        from
                          "users" as "u"
                        where
                          "u"."tenant_id" = "i"."tenant_id"
                          and "u"."id" = "i"."last_updator_id"
                      ),
                      'private',
                      "i"."private",
                      'dueDate',
                      utc_millis ("i"."due_date"),
                      'closed',
                      "i"."closed",
                      'closed_at',
                      utc_seconds ("i"."closed_at"),
                      'deleted',
                      "i"."deleted",
                      'deleted_at',
                      utc_seconds ("i"."deleted_at"),
                      'created_at',
                      utc_seconds ("i"."created_at"),
                      'updated_at',
                      utc_seconds ("i"."updated_at"),
                      'estimated',
                      "i"."estimated",
                      'estimated_from_children',
                      "rollup"."estimated",
                      'spent',
                      "i"."spent",
                      'spent_from_children',
                      "rollup"."spent",
                      'logged',
                      (
                        SELECT
                          coalesce(
                            sum(
                              (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                            ),
                            0
                          )
                        FROM
                          activities w
                          JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                          AND wt.id = w.activity_type_id
                        WHERE
                          w.tenant_id = "i"."tenant_id"
                          AND w.issue_id = "i"."id"
                          AND NOT w.deleted
                          AND wt.working_hours
                      ),
                      'logged_from_children',
                      "rollup"."logged",
                      'vcsIssueId',
                      "i"."vcs_issue_id",
                      'vcsIssueIid',
                      "i"."vcs_issue_iid",
                      'scheduleId',
                      "i"."schedule_id",
                      'labels',
                      (
                        select
                          coalesce(
                            json_agg(
                              json_build_object(
                                'id',
                                "l"."id",
                                'name',
                                "l"."name",
                                'color',
                                "l"."color"
                              )
                              ORDER BY
                                "l"."id"
                            ),
                            '[]'::json
                          ) as "labels"
                        from
                          "labels" as "l"
                        where
                          "l"."tenant_id" = "i"."tenant_id"
                          and "l"."id" IN (
                            SELECT
                              "label_id"
                            FROM
                              "issue_labels"
                            WHERE
                              tenant_id = "i"."tenant_id"
                              AND "issue_id" = "i"."id"
                          )
                      ),
                      'collaborators',
                      (
                        select
                          coalesce(
                            json_agg(
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
                                "u"."deleted",
                                'language',
                                "u"."language"
                              )
                              ORDER BY
                                "u"."id"
                            ),
                            '[]'::json
                          ) as "collaborators"
                        from
                          "users" as "u"
                        where
                          "u"."tenant_id" = "i"."tenant_id"
                          and "u"."id" IN (
                            SELECT
                              "user_id"
                            FROM
                              "issue_collaborators"
                            WHERE
                              tenant_id = "i"."tenant_id"
                              AND "issue_id" = "i"."id"
                          )
                      )
                    ) as "core"
                  from
                    (
                      with recursive
                        "descendants" (
                          "tenant_id",
                          "id",
                          "deleted",
                          "estimated",
                          "spent"
                        ) as (
                          select
                            "c"."tenant_id",
                            "c"."id",
                            "c"."deleted",
                            "c"."estimated",
                            "c"."spent"
                          from
                            "issues" as "c"
                          where
                            "c"."tenant_id" = "i"."tenant_id"
                            and "c"."parent_id" = "i"."id"
                          union
                          select
                            "c"."tenant_id",
                            "c"."id",
                            "c"."deleted",
                            "c"."estimated",
                            "c"."spent"
                          from
                            "issues" as "c"
                            inner join "descendants" as "d" on "c"."tenant_id" = "d"."tenant_id"
                            and "c"."parent_id" = "d"."id"
                        )
                      select
                        coalesce(sum(d.estimated), 0) as "estimated",
                        coalesce(sum(d.spent), 0) as "spent",
                        coalesce(
                          sum(
                            (
                              SELECT
                                coalesce(
                                  sum(
                                    (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                                  ),
                                  0
                                )
                              FROM
                                activities w
                                JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                                AND wt.id = w.activity_type_id
                              WHERE
                                w.tenant_id = "i"."tenant_id"
                                AND w.issue_id = "d"."id"
                                AND NOT w.deleted
                                AND wt.working_hours
                            )
                          ),
                          0
                        ) as "logged"
                      from
                        "descendants" as "d"
                      where
                        not "d"."deleted"
                    ) as "rollup"
                )::text as "core",
                (
                  select
                    coalesce(
                      json_agg(
                        json_build_object(
                          'id',
                          "c"."id",
                          'userId',
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
                                "u"."deleted",
                                'language',
                                "u"."language"
                              ) as "user"
                            from
                              "users" as "u"
                            where
                              "u"."tenant_id" = "c"."tenant_id"
                              and "u"."id" = "c"."user_id"
                          ),
                          'description',
                          "c"."description",
                          'created_at',
                          utc_seconds ("c"."created_at"),
                          'updated_at',
                          utc_seconds ("c"."updated_at"),
                          'deleted',
                          "c"."deleted",
                          'deleted_at',
                          utc_seconds ("c"."deleted_at")
                        )
                        ORDER BY
                          "c"."created_at",
                          "c"."id"
                      ),
                      '[]'::json
                    ) as "comments"
                  from
                    "issue_comments" as "c"
                  where
                    "c"."tenant_id" = "i"."tenant_id"
                    and "c"."issue_id" = "i"."id"
                )::text as "comments",
                (
                  select
                    coalesce(
                      json_agg(
                        json_build_object(
                          'id',
                          "te"."id",
                          'testPlanId',
                          (
                            select
                              json_build_object('id', "tp"."id", 'name', "tp"."name") as "plan"
                            from
                              "test_plans" as "tp"
                            where
                              "tp"."tenant_id" = "te"."tenant_id"
                              and "tp"."id" = "te"."test_plan_id"
                          ),
                          'testStepId',
                          "te"."test_step_id",
                          'creatorId',
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
                                "u"."deleted",
                                'language',
                                "u"."language"
                              ) as "user"
                            from
                              "users" as "u"
                            where
                              "u"."tenant_id" = "te"."tenant_id"
                              and "u"."id" = "te"."creator_id"
                          ),
                          'statusId',
                          (
                            select
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
                              ) as "status"
                            from
                              "test_execution_statuses" as "ts"
                            where
                              "ts"."tenant_id" = "te"."tenant_id"
                              and "ts"."id" = "te"."status_id"
                          ),
                          'actual_result',
                          "te"."actual_result",
                          'duration',
                          "te"."duration",
                          'position',
                          "te"."position",
                          'batchId',
                          "te"."batch_id",
                          'extIssueId',
                          "te"."ext_issue_id",
                          'extIssueUrl',
                          "te"."ext_issue_url",
                          'created_at',
                          utc_seconds ("te"."created_at"),
                          'updated_at',
                          utc_seconds ("te"."updated_at"),
                          'related_issues',
                          (
                            select
                              coalesce(
                                json_agg(
                                  json_build_object(
                                    'id',
                                    "i"."id",
                                    'issueTypeId',
                                    (
                                      select
                                        json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                                      from
                                        "issue_types" as "t"
                                      where
                                        "t"."tenant_id" = "i"."tenant_id"
                                        and "t"."id" = "i"."issue_type_id"
                                    ),
                                    'statusId',
                                    (
                                      select
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
                                        ) as "status"
                                      from
                                        "issue_statuses" as "s"
                                      where
                                        "s"."tenant_id" = "i"."tenant_id"
                                        and "s"."id" = "i"."status_id"
                                    ),
                                    'closed',
                                    "i"."closed",
                                    'deleted',
                                    "i"."deleted"
                                  )
                                  ORDER BY
                                    "i"."id"
                                ),
                                '[]'::json
                              ) as "related_issues"
                            from
                              "test_execution_issues" as "tei"
                              inner join "issues" as "i" on "i"."tenant_id" = "tei"."tenant_id"
                              and "i"."id" = "tei"."issue_id"
                            where
                              "tei"."tenant_id" = "te"."tenant_id"
                              and "tei"."test_execution_id" = "te"."id"
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
                          'related_ext_issues',
                          (
                            select
                              coalesce(
                                json_agg(
                                  json_build_object(
                                    'id',
                                    "x"."id",
                                    'extIssueId',
                                    "x"."ext_issue_id",
                                    'extKeyId',
                                    "x"."ext_key_id",
                                    'extLink',
                                    "x"."ext_link",
                                    'closed',
                                    "x"."closed",
                                    'closed_at',
                                    utc_millis_offset ("x"."closed_at"),
                                    'deleted',
                                    "x"."deleted",
                                    'deleted_at',
                                    utc_millis_offset ("x"."deleted_at"),
                                    'created_at',
                                    utc_millis_offset ("x"."created_at"),
                                    'updated_at',
                                    utc_millis_offset ("x"."updated_at")
                                  )
                                  ORDER BY
                                    "x"."id"
                                ),
                                '[]'::json
                              ) as "related_ext_issues"
                            from
                              "test_execution_ext_issues" as "x"
                            where
                              "x"."tenant_id" = "te"."tenant_id"
                              and "x"."test_execution_id" = "te"."id"
                          )
                        )
                        ORDER BY
                          "te"."id"
                      ),
                      '[]'::json
                    ) as "test_executions"
                  from
                    "test_execution_issues" as "tei"
                    inner join "test_executions" as "te" on "te"."tenant_id" = "tei"."tenant_id"
                    and "te"."id" = "tei"."test_execution_id"
                  where
                    "tei"."tenant_id" = "i"."tenant_id"
                    and "tei"."issue_id" = "i"."id"
                )::text as "test_executions",
                coalesce(
                  (
                    select
                      false as "shareable"
                    from
                      "test_execution_issues" as "mine"
                      inner join "test_execution_issues" as "peer" on "peer"."tenant_id" = "mine"."tenant_id"
                      and "peer"."test_execution_id" = "mine"."test_execution_id"
                      inner join "issues" as "related" on "related"."tenant_id" = "peer"."tenant_id"
                      and "related"."id" = "peer"."issue_id"
                    where
                      "mine"."tenant_id" = "i"."tenant_id"
                      and "mine"."issue_id" = "i"."id"
                      and "related"."private"
                    limit
                      $3
                  ),
                  true
                ) as "shareable"
              from
                (
                  select
                    "i".*,
                    i.xmin::text || '.' || t.xmin::text as "version"
                  from
                    "issues" as "i"
                    inner join "tenants" as "t" on "t"."id" = "i"."tenant_id"
                  where
                    "i"."tenant_id" = $4
                    and "i"."id" = any ($5::int[])
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
                ) as "i"
            )
          ) built
          JOIN unnest($5::int[]) WITH ORDINALITY AS position(id, n) ON position.id = built.id
      ) page
  ) page
ORDER BY
  page.n;

-- src/issues/edit.ts: RENDERED_UPDATE via history/tracking.ts: record
INSERT INTO
  "issue_history" (tenant_id, "issue_id", author_id, action, changes)
SELECT
  "i"."tenant_id",
  "i"."id",
  $1::int,
  $2::text,
  recorded.changes
FROM
  (
    SELECT
      "i"."tenant_id" AS tenant_id,
      "i"."id" AS id,
      json_build_object(
        'name',
        "i"."name",
        'description',
        "i"."description",
        'projectId',
        "i"."project_id",
        'issueTypeId',
        "i"."issue_type_id",
        'parentId',
        "i"."parent_id",
        'parentType',
        "i"."parent_type",
        'priorityId',
        "i"."priority_id",
        'creatorId',
        "i"."creator_id",
        'statusId',
        "i"."status_id",
        'assignedId',
        "i"."assigned_id",
        'private',
        "i"."private",
        'dueDate',
        utc_millis ("i"."due_date"),
        'estimated',
        "i"."estimated",
        'spent',
        "i"."spent",
        'vcsIssueId',
        "i"."vcs_issue_id",
        'vcsIssueIid',
        "i"."vcs_issue_iid",
        'scheduleId',
        "i"."schedule_id"
      )::jsonb AS snapshot
    FROM
      "issues" AS "i"
    WHERE
      "i"."tenant_id" = $3
      AND "i"."id" = any ($4::int[])
  ) AS "i"
  JOIN (
    SELECT
      *
    FROM
      jsonb_to_recordset($5::jsonb) AS locked (id int, snapshot jsonb)
  ) AS before ON before.id = "i"."id"
  CROSS JOIN LATERAL (
    SELECT
      coalesce(
        jsonb_agg(
          jsonb_build_object(
            'field',
            f.name,
            'from',
            CASE f.name
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
                      "p"."tenant_id" = "i"."tenant_id"
                      and "p"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'issueTypeId' THEN to_jsonb(
                (
                  (
                    select
                      json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                    from
                      "issue_types" as "t"
                    where
                      "t"."tenant_id" = "i"."tenant_id"
                      and "t"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'priorityId' THEN to_jsonb(
                (
                  (
                    select
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
                      ) as "priority"
                    from
                      "issue_priorities" as "pr"
                    where
                      "pr"."tenant_id" = "i"."tenant_id"
                      and "pr"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'creatorId' THEN to_jsonb(
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
                        "u"."deleted",
                        'language',
                        "u"."language"
                      ) as "user"
                    from
                      "users" as "u"
                    where
                      "u"."tenant_id" = "i"."tenant_id"
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
                        "s"."id",
                        'name',
                        "s"."name",
                        'color',
                        "s"."color",
                        'deleted',
                        "s"."deleted",
                        'final',
                        "s"."final"
                      ) as "status"
                    from
                      "issue_statuses" as "s"
                    where
                      "s"."tenant_id" = "i"."tenant_id"
                      and "s"."id" = (
                        SELECT
                          (before.snapshot -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'assignedId' THEN to_jsonb(
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
                        "u"."deleted",
                        'language',
                        "u"."language"
                      ) as "user"
                    from
                      "users" as "u"
                    where
                      "u"."tenant_id" = "i"."tenant_id"
                      and "u"."id" = (
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
                      "p"."tenant_id" = "i"."tenant_id"
                      and "p"."id" = (
                        SELECT
                          ("i"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'issueTypeId' THEN to_jsonb(
                (
                  (
                    select
                      json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                    from
                      "issue_types" as "t"
                    where
                      "t"."tenant_id" = "i"."tenant_id"
                      and "t"."id" = (
                        SELECT
                          ("i"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'priorityId' THEN to_jsonb(
                (
                  (
                    select
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
                      ) as "priority"
                    from
                      "issue_priorities" as "pr"
                    where
                      "pr"."tenant_id" = "i"."tenant_id"
                      and "pr"."id" = (
                        SELECT
                          ("i"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'creatorId' THEN to_jsonb(
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
                        "u"."deleted",
                        'language',
                        "u"."language"
                      ) as "user"
                    from
                      "users" as "u"
                    where
                      "u"."tenant_id" = "i"."tenant_id"
                      and "u"."id" = (
                        SELECT
                          ("i"."snapshot" -> f.name #>> '{}')::int
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
                        "s"."id",
                        'name',
                        "s"."name",
                        'color',
                        "s"."color",
                        'deleted',
                        "s"."deleted",
                        'final',
                        "s"."final"
                      ) as "status"
                    from
                      "issue_statuses" as "s"
                    where
                      "s"."tenant_id" = "i"."tenant_id"
                      and "s"."id" = (
                        SELECT
                          ("i"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              WHEN 'assignedId' THEN to_jsonb(
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
                        "u"."deleted",
                        'language',
                        "u"."language"
                      ) as "user"
                    from
                      "users" as "u"
                    where
                      "u"."tenant_id" = "i"."tenant_id"
                      and "u"."id" = (
                        SELECT
                          ("i"."snapshot" -> f.name #>> '{}')::int
                      )
                  )
                )
              )
              ELSE "i"."snapshot" -> f.name
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
      (before.snapshot -> f.name) IS DISTINCT FROM ("i"."snapshot" -> f.name)
      -- Kept a subquery of its own: pulled up, its aggregate would be planned (and set up) twice.
    OFFSET
      0
  ) recorded
WHERE
  recorded.changes <> '[]'::jsonb;

-- src/issues/events.ts: BUILD_WITH_EVENTS
WITH
  built AS (
    (
      select
        "i"."id",
        "i"."version",
        (
          select
            json_build_object(
              'id',
              "i"."id",
              'name',
              "i"."name",
              'description',
              "i"."description",
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
                  "p"."tenant_id" = "i"."tenant_id"
                  and "p"."id" = "i"."project_id"
              ),
              'issueTypeId',
              (
                select
                  json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                from
                  "issue_types" as "t"
                where
                  "t"."tenant_id" = "i"."tenant_id"
                  and "t"."id" = "i"."issue_type_id"
              ),
              'parentId',
              "i"."parent_id",
              'parentType',
              "i"."parent_type",
              'priorityId',
              (
                select
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
                  ) as "priority"
                from
                  "issue_priorities" as "pr"
                where
                  "pr"."tenant_id" = "i"."tenant_id"
                  and "pr"."id" = "i"."priority_id"
              ),
              'creatorId',
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
                    "u"."deleted",
                    'language',
                    "u"."language"
                  ) as "user"
                from
                  "users" as "u"
                where
                  "u"."tenant_id" = "i"."tenant_id"
                  and "u"."id" = "i"."creator_id"
              ),
              'statusId',
              (
                select
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
                  ) as "status"
                from
                  "issue_statuses" as "s"
                where
                  "s"."tenant_id" = "i"."tenant_id"
                  and "s"."id" = "i"."status_id"
              ),
              'assignedId',
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
                    "u"."deleted",
                    'language',
                    "u"."language"
                  ) as "user"
                from
                  "users" as "u"
                where
                  "u"."tenant_id" = "i"."tenant_id"
                  and "u"."id" = "i"."assigned_id"
              ),
              'lastUpdator',
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
                    "u"."deleted",
                    'language',
                    "u"."language"
                  ) as "user"
                from
                  "users" as "u"
                where
                  "u"."tenant_id" = "i"."tenant_id"
                  and "u"."id" = "i"."last_updator_id"
              ),
              'private',
              "i"."private",
              'dueDate',
              utc_millis ("i"."due_date"),
              'closed',
              "i"."closed",
              'closed_at',
              utc_seconds ("i"."closed_at"),
              'deleted',
              "i"."deleted",
              'deleted_at',
              utc_seconds ("i"."deleted_at"),
              'created_at',
              utc_seconds ("i"."created_at"),
              'updated_at',
              utc_seconds ("i"."updated_at"),
              'estimated',
              "i"."estimated",
              'estimated_from_children',
              "rollup"."estimated",
              'spent',
              "i"."spent",
              'spent_from_children',
              "rollup"."spent",
              'logged',
              (
                SELECT
                  coalesce(
                    sum(
                      (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                    ),
                    0
                  )
                FROM
                  activities w
                  JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                  AND wt.id = w.activity_type_id
                WHERE
                  w.tenant_id = "i"."tenant_id"
                  AND w.issue_id = "i"."id"
                  AND NOT w.deleted
                  AND wt.working_hours
              ),
              'logged_from_children',
              "rollup"."logged",
              'vcsIssueId',
              "i"."vcs_issue_id",
              'vcsIssueIid',
              "i"."vcs_issue_iid",
              'scheduleId',
              "i"."schedule_id",
              'labels',
              (
                select
                  coalesce(
                    json_agg(
                      json_build_object(
                        'id',
                        "l"."id",
                        'name',
                        "l"."name",
                        'color',
                        "l"."color"
                      )
                      ORDER BY
                        "l"."id"
                    ),
                    '[]'::json
                  ) as "labels"
                from
                  "labels" as "l"
                where
                  "l"."tenant_id" = "i"."tenant_id"
                  and "l"."id" IN (
                    SELECT
                      "label_id"
                    FROM
                      "issue_labels"
                    WHERE
                      tenant_id = "i"."tenant_id"
                      AND "issue_id" = "i"."id"
                  )
              ),
              'collaborators',
              (
                select
                  coalesce(
                    json_agg(
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
                        "u"."deleted",
                        'language',
                        "u"."language"
                      )
                      ORDER BY
                        "u"."id"
                    ),
                    '[]'::json
                  ) as "collaborators"
                from
                  "users" as "u"
                where
                  "u"."tenant_id" = "i"."tenant_id"
                  and "u"."id" IN (
                    SELECT
                      "user_id"
                    FROM
                      "issue_collaborators"
                    WHERE
                      tenant_id = "i"."tenant_id"
                      AND "issue_id" = "i"."id"
                  )
              )
            ) as "core"
          from
            (
              with recursive
                "descendants" (
                  "tenant_id",
                  "id",
                  "deleted",
                  "estimated",
                  "spent"
                ) as (
                  select
                    "c"."tenant_id",
                    "c"."id",
                    "c"."deleted",
                    "c"."estimated",
                    "c"."spent"
                  from
                    "issues" as "c"
                  where
                    "c"."tenant_id" = "i"."tenant_id"
                    and "c"."parent_id" = "i"."id"
                  union
                  select
                    "c"."tenant_id",
                    "c"."id",
                    "c"."deleted",
                    "c"."estimated",
                    "c"."spent"
                  from
                    "issues" as "c"
                    inner join "descendants" as "d" on "c"."tenant_id" = "d"."tenant_id"
                    and "c"."parent_id" = "d"."id"
                )
              select
                coalesce(sum(d.estimated), 0) as "estimated",
                coalesce(sum(d.spent), 0) as "spent",
                coalesce(
                  sum(
                    (
                      SELECT
                        coalesce(
                          sum(
                            (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                          ),
                          0
                        )
                      FROM
                        activities w
                        JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                        AND wt.id = w.activity_type_id
                      WHERE
                        w.tenant_id = "i"."tenant_id"
                        AND w.issue_id = "d"."id"
                        AND NOT w.deleted
                        AND wt.working_hours
                    )
                  ),
                  0
                ) as "logged"
              from
                "descendants" as "d"
              where
                not "d"."deleted"
            ) as "rollup"
        )::text as "core",
        (
          select
            coalesce(
              json_agg(
                json_build_object(
                  'id',
                  "c"."id",
                  'userId',
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
                        "u"."deleted",
                        'language',
                        "u"."language"
                      ) as "user"
                    from
                      "users" as "u"
                    where
                      "u"."tenant_id" = "c"."tenant_id"
                      and "u"."id" = "c"."user_id"
                  ),
                  'description',
                  "c"."description",
                  'created_at',
                  utc_seconds ("c"."created_at"),
                  'updated_at',
                  utc_seconds ("c"."updated_at"),
                  'deleted',
                  "c"."deleted",
                  'deleted_at',
                  utc_seconds ("c"."deleted_at")
                )
                ORDER BY
                  "c"."created_at",
                  "c"."id"
              ),
              '[]'::json
            ) as "comments"
          from
            "issue_comments" as "c"
          where
            "c"."tenant_id" = "i"."tenant_id"
            and "c"."issue_id" = "i"."id"
        )::text as "comments",
        (
          select
            coalesce(
              json_agg(
                json_build_object(
                  'id',
                  "te"."id",
                  'testPlanId',
                  (
                    select
                      json_build_object('id', "tp"."id", 'name', "tp"."name") as "plan"
                    from
                      "test_plans" as "tp"
                    where
                      "tp"."tenant_id" = "te"."tenant_id"
                      and "tp"."id" = "te"."test_plan_id"
                  ),
                  'testStepId',
                  "te"."test_step_id",
                  'creatorId',
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
                        "u"."deleted",
                        'language',
                        "u"."language"
                      ) as "user"
                    from
                      "users" as "u"
                    where
                      "u"."tenant_id" = "te"."tenant_id"
                      and "u"."id" = "te"."creator_id"
                  ),
                  'statusId',
                  (
                    select
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
                      ) as "status"
                    from
                      "test_execution_statuses" as "ts"
                    where
                      "ts"."tenant_id" = "te"."tenant_id"
                      and "ts"."id" = "te"."status_id"
                  ),
                  'actual_result',
                  "te"."actual_result",
                  'duration',
                  "te"."duration",
                  'position',
                  "te"."position",
                  'batchId',
                  "te"."batch_id",
                  'extIssueId',
                  "te"."ext_issue_id",
                  'extIssueUrl',
                  "te"."ext_issue_url",
                  'created_at',
                  utc_seconds ("te"."created_at"),
                  'updated_at',
                  utc_seconds ("te"."updated_at"),
                  'related_issues',
                  (
                    select
                      coalesce(
                        json_agg(
                          json_build_object(
                            'id',
                            "i"."id",
                            'issueTypeId',
                            (
                              select
                                json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                              from
                                "issue_types" as "t"
                              where
                                "t"."tenant_id" = "i"."tenant_id"
                                and "t"."id" = "i"."issue_type_id"
                            ),
                            'statusId',
                            (
                              select
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
                                ) as "status"
                              from
                                "issue_statuses" as "s"
                              where
                                "s"."tenant_id" = "i"."tenant_id"
                                and "s"."id" = "i"."status_id"
                            ),
                            'closed',
                            "i"."closed",
                            'deleted',
                            "i"."deleted"
                          )
                          ORDER BY
                            "i"."id"
                        ),
                        '[]'::json
                      ) as "related_issues"
                    from
                      "test_execution_issues" as "tei"
                      inner join "issues" as "i" on "i"."tenant_id" = "tei"."tenant_id"
                      and "i"."id" = "tei"."issue_id"
                    where
                      "tei"."tenant_id" = "te"."tenant_id"
                      and "tei"."test_execution_id" = "te"."id"
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
                  'related_ext_issues',
                  (
                    select
                      coalesce(
                        json_agg(
                          json_build_object(
                            'id',
                            "x"."id",
                            'extIssueId',
                            "x"."ext_issue_id",
                            'extKeyId',
                            "x"."ext_key_id",
                            'extLink',
                            "x"."ext_link",
                            'closed',
                            "x"."closed",
                            'closed_at',
                            utc_millis_offset ("x"."closed_at"),
                            'deleted',
                            "x"."deleted",
                            'deleted_at',
                            utc_millis_offset ("x"."deleted_at"),
                            'created_at',
                            utc_millis_offset ("x"."created_at"),
                            'updated_at',
                            utc_millis_offset ("x"."updated_at")
                          )
                          ORDER BY
                            "x"."id"
                        ),
                        '[]'::json
                      ) as "related_ext_issues"
                    from
                      "test_execution_ext_issues" as "x"
                    where
                      "x"."tenant_id" = "te"."tenant_id"
                      and "x"."test_execution_id" = "te"."id"
                  )
                )
                ORDER BY
                  "te"."id"
              ),
              '[]'::json
            ) as "test_executions"
          from
            "test_execution_issues" as "tei"
            inner join "test_executions" as "te" on "te"."tenant_id" = "tei"."tenant_id"
            and "te"."id" = "tei"."test_execution_id"
          where
            "tei"."tenant_id" = "i"."tenant_id"
            and "tei"."issue_id" = "i"."id"
        )::text as "test_executions",
        coalesce(
          (
            select
              false as "shareable"
            from
              "test_execution_issues" as "mine"
              inner join "test_execution_issues" as "peer" on "peer"."tenant_id" = "mine"."tenant_id"
              and "peer"."test_execution_id" = "mine"."test_execution_id"
              inner join "issues" as "related" on "related"."tenant_id" = "peer"."tenant_id"
              and "related"."id" = "peer"."issue_id"
            where
              "mine"."tenant_id" = "i"."tenant_id"
              and "mine"."issue_id" = "i"."id"
              and "related"."private"
            limit
              $3
          ),
          true
        ) as "shareable"
      from
        (
          select
            "i".*,
            i.xmin::text || '.' || t.xmin::text as "version"
          from
            "issues" as "i"
            inner join "tenants" as "t" on "t"."id" = "i"."tenant_id"
          where
            "i"."tenant_id" = $4
            and "i"."id" = any ($5::int[])
        ) as "i"
    )
  ),
  evented AS (
    INSERT INTO
      events (tenant_id, type, occurred_at, actor_id, data)
    SELECT
      h.tenant_id,
      CASE h.action
        WHEN 'created' THEN 'issue.created'::text
        WHEN 'updated' THEN 'issue.updated'::text
        WHEN 'deleted' THEN 'issue.deleted'::text
        WHEN 'undeleted' THEN 'issue.undeleted'::text
        WHEN 'commented' THEN 'issue.comment.created'::text
        WHEN 'comment_edited' THEN 'issue.comment.updated'::text
        WHEN 'comment_deleted' THEN 'issue.comment.deleted'::text
      END,
      h.at,
      h.author_id,
      CASE
        WHEN h.comment IS NOT NULL THEN json_build_object(
          'object',
          built.object,
          'changes',
          h.changes,
          'comment',
          h.comment
        )
        ELSE json_build_object('object', built.object, 'changes', h.changes)
      END
    FROM
      (
        SELECT
          $4::text AS tenant_id,
          built.id,
          (built.core)::json AS object
        FROM
          built
      ) AS built
      CROSS JOIN LATERAL (
        SELECT
          h.*,
          h.xmin AS writer
        FROM
          "issue_history" h
        WHERE
          h.tenant_id = built.tenant_id
          AND "h"."issue_id" = built.id
        ORDER BY
          h.id DESC
        LIMIT
          1
      ) h
    WHERE
      h.writer = xid (pg_current_xact_id())
  ),
  sized AS (
    SELECT
      built.*,
      sum(
        octet_length(core) + octet_length(comments) + octet_length(test_executions)
      ) OVER () <= 16777216 AS fits
    FROM
      built
  )
SELECT
  id,
  version,
  shareable,
  CASE
    WHEN fits THEN core
  END AS core,
  CASE
    WHEN fits THEN comments
  END AS comments,
  CASE
    WHEN fits THEN test_executions
  END AS test_executions
FROM
  sized;

-- src/issues/events.ts: INSERT_EVENTS
WITH
  built AS (
    (
      select
        "i"."id",
        (
          select
            json_build_object(
              'id',
              "i"."id",
              'name',
              "i"."name",
              'description',
              "i"."description",
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
                  "p"."tenant_id" = "i"."tenant_id"
                  and "p"."id" = "i"."project_id"
              ),
              'issueTypeId',
              (
                select
                  json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                from
                  "issue_types" as "t"
                where
                  "t"."tenant_id" = "i"."tenant_id"
                  and "t"."id" = "i"."issue_type_id"
              ),
              'parentId',
              "i"."parent_id",
              'parentType',
              "i"."parent_type",
              'priorityId',
              (
                select
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
                  ) as "priority"
                from
                  "issue_priorities" as "pr"
                where
                  "pr"."tenant_id" = "i"."tenant_id"
                  and "pr"."id" = "i"."priority_id"
              ),
              'creatorId',
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
                    "u"."deleted",
                    'language',
                    "u"."language"
                  ) as "user"
                from
                  "users" as "u"
                where
                  "u"."tenant_id" = "i"."tenant_id"
                  and "u"."id" = "i"."creator_id"
              ),
              'statusId',
              (
                select
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
                  ) as "status"
                from
                  "issue_statuses" as "s"
                where
                  "s"."tenant_id" = "i"."tenant_id"
                  and "s"."id" = "i"."status_id"
              ),
              'assignedId',
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
                    "u"."deleted",
                    'language',
                    "u"."language"
                  ) as "user"
                from
                  "users" as "u"
                where
                  "u"."tenant_id" = "i"."tenant_id"
                  and "u"."id" = "i"."assigned_id"
              ),
              'lastUpdator',
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
                    "u"."deleted",
                    'language',
                    "u"."language"
                  ) as "user"
                from
                  "users" as "u"
                where
                  "u"."tenant_id" = "i"."tenant_id"
                  and "u"."id" = "i"."last_updator_id"
              ),
              'private',
              "i"."private",
              'dueDate',
              utc_millis ("i"."due_date"),
              'closed',
              "i"."closed",
              'closed_at',
              utc_seconds ("i"."closed_at"),
              'deleted',
              "i"."deleted",
              'deleted_at',
              utc_seconds ("i"."deleted_at"),
              'created_at',
              utc_seconds ("i"."created_at"),
              'updated_at',
              utc_seconds ("i"."updated_at"),
              'estimated',
              "i"."estimated",
              'estimated_from_children',
              "rollup"."estimated",
              'spent',
              "i"."spent",
              'spent_from_children',
              "rollup"."spent",
              'logged',
              (
                SELECT
                  coalesce(
                    sum(
                      (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                    ),
                    0
                  )
                FROM
                  activities w
                  JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                  AND wt.id = w.activity_type_id
                WHERE
                  w.tenant_id = "i"."tenant_id"
                  AND w.issue_id = "i"."id"
                  AND NOT w.deleted
                  AND wt.working_hours
              ),
              'logged_from_children',
              "rollup"."logged",
              'vcsIssueId',
              "i"."vcs_issue_id",
              'vcsIssueIid',
              "i"."vcs_issue_iid",
              'scheduleId',
              "i"."schedule_id",
              'labels',
              (
                select
                  coalesce(
                    json_agg(
                      json_build_object(
                        'id',
                        "l"."id",
                        'name',
                        "l"."name",
                        'color',
                        "l"."color"
                      )
                      ORDER BY
                        "l"."id"
                    ),
                    '[]'::json
                  ) as "labels"
                from
                  "labels" as "l"
                where
                  "l"."tenant_id" = "i"."tenant_id"
                  and "l"."id" IN (
                    SELECT
                      "label_id"
                    FROM
                      "issue_labels"
                    WHERE
                      tenant_id = "i"."tenant_id"
                      AND "issue_id" = "i"."id"
                  )
              ),
              'collaborators',
              (
                select
                  coalesce(
                    json_agg(
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
                        "u"."deleted",
                        'language',
                        "u"."language"
                      )
                      ORDER BY
                        "u"."id"
                    ),
                    '[]'::json
                  ) as "collaborators"
                from
                  "users" as "u"
                where
                  "u"."tenant_id" = "i"."tenant_id"
                  and "u"."id" IN (
                    SELECT
                      "user_id"
                    FROM
                      "issue_collaborators"
                    WHERE
                      tenant_id = "i"."tenant_id"
                      AND "issue_id" = "i"."id"
                  )
              )
            ) as "core"
          from
            (
              with recursive
                "descendants" (
                  "tenant_id",
                  "id",
                  "deleted",
                  "estimated",
                  "spent"
                ) as (
                  select
                    "c"."tenant_id",
                    "c"."id",
                    "c"."deleted",
                    "c"."estimated",
                    "c"."spent"
                  from
                    "issues" as "c"
                  where
                    "c"."tenant_id" = "i"."tenant_id"
                    and "c"."parent_id" = "i"."id"
                  union
                  select
                    "c"."tenant_id",
                    "c"."id",
                    "c"."deleted",
                    "c"."estimated",
                    "c"."spent"
                  from
                    "issues" as "c"
                    inner join "descendants" as "d" on "c"."tenant_id" = "d"."tenant_id"
                    and "c"."parent_id" = "d"."id"
                )
              select
                coalesce(sum(d.estimated), 0) as "estimated",
                coalesce(sum(d.spent), 0) as "spent",
                coalesce(
                  sum(
                    (
                      SELECT
                        coalesce(
                          sum(
                            (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                          ),
                          0
                        )
                      FROM
                        activities w
                        JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                        AND wt.id = w.activity_type_id
                      WHERE
                        w.tenant_id = "i"."tenant_id"
                        AND w.issue_id = "d"."id"
                        AND NOT w.deleted
                        AND wt.working_hours
                    )
                  ),
                  0
                ) as "logged"
              from
                "descendants" as "d"
              where
                not "d"."deleted"
            ) as "rollup"
        )::text as "core"
      from
        (
          select
            "i".*
          from
            "issues" as "i"
            inner join "tenants" as "t" on "t"."id" = "i"."tenant_id"
          where
            "i"."tenant_id" = $1
            and "i"."id" = any ($2::int[])
        ) as "i"
    )
  ),
  evented AS (
    INSERT INTO
      events (tenant_id, type, occurred_at, actor_id, data)
    SELECT
      h.tenant_id,
      CASE h.action
        WHEN 'created' THEN 'issue.created'::text
        WHEN 'updated' THEN 'issue.updated'::text
        WHEN 'deleted' THEN 'issue.deleted'::text
        WHEN 'undeleted' THEN 'issue.undeleted'::text
        WHEN 'commented' THEN 'issue.comment.created'::text
        WHEN 'comment_edited' THEN 'issue.comment.updated'::text
        WHEN 'comment_deleted' THEN 'issue.comment.deleted'::text
      END,
      h.at,
      h.author_id,
      CASE
        WHEN h.comment IS NOT NULL THEN json_build_object(
          'object',
          built.object,
          'changes',
          h.changes,
          'comment',
          h.comment
        )
        ELSE json_build_object('object', built.object, 'changes', h.changes)
      END
    FROM
      (
        SELECT
          $1::text AS tenant_id,
          built.id,
          (built.core)::json AS object
        FROM
          built
      ) AS built
      CROSS JOIN LATERAL (
        SELECT
          h.*,
          h.xmin AS writer
        FROM
          "issue_history" h
        WHERE
          h.tenant_id = built.tenant_id
          AND "h"."issue_id" = built.id
        ORDER BY
          h.id DESC
        LIMIT
          1
      ) h
    WHERE
      h.writer = xid (pg_current_xact_id())
  )
SELECT
  count(*)
FROM
  built;

-- src/issues/members.ts: ISSUE_LABELS via platform/db/member-sets.ts: CLEAR
DELETE FROM "issue_labels"
WHERE
  tenant_id = $1
  AND "issue_id" = ANY ($2::int[]);

-- src/issues/members.ts: ISSUE_LABELS via platform/db/member-sets.ts: FILL
INSERT INTO
  "issue_labels" (tenant_id, "issue_id", "label_id")
SELECT
  $1,
  owner,
  member
FROM
  unnest($2::int[]) AS owner,
  unnest($3::int[]) AS member;

-- src/issues/members.ts: ISSUE_COLLABORATORS via platform/db/member-sets.ts: CLEAR
DELETE FROM "issue_collaborators"
WHERE
  tenant_id = $1
  AND "issue_id" = ANY ($2::int[]);

-- src/issues/members.ts: ISSUE_COLLABORATORS via platform/db/member-sets.ts: FILL
INSERT INTO
  "issue_collaborators" (tenant_id, "issue_id", "user_id")
SELECT
  $1,
  owner,
  member
FROM
  unnest($2::int[]) AS owner,
  unnest($3::int[]) AS member;

-- src/issues/members.ts: TEST_EXECUTION_ISSUES via platform/db/member-sets.ts: CLEAR
DELETE FROM "test_execution_issues"
WHERE
  tenant_id = $1
  AND "test_execution_id" = ANY ($2::int[]);

-- src/issues/members.ts: TEST_EXECUTION_ISSUES via platform/db/member-sets.ts: FILL
INSERT INTO
  "test_execution_issues" (tenant_id, "test_execution_id", "issue_id")
SELECT
  $1,
  owner,
  member
FROM
  unnest($2::int[]) AS owner,
  unnest($3::int[]) AS member;

-- src/issues/test-execution-links.ts: FULLY_RELATED
select
  "issue_id"
from
  "test_execution_issues"
where
  "tenant_id" = $1
  and "issue_id" = any ($2::int[])
  and "test_execution_id" <> $3
group by
  "issue_id"
having
  count(*) >= $4
order by
  "issue_id"
limit
  $5;

-- src/issues/test-execution-links.ts: LOCK_TOUCHED
select
  "id"
from
  "issues"
where
  "tenant_id" = $1
  and "id" in (
    WITH RECURSIVE
      up (id, parent_id) AS (
        SELECT
          u.id,
          u.parent_id
        FROM
          issues u
        WHERE
          u.tenant_id = $1
          AND u.id = any ($2::int[])
        UNION
        SELECT
          a.id,
          a.parent_id
        FROM
          up
          CROSS JOIN LATERAL (
            SELECT
              a.id,
              a.parent_id
            FROM
              issues a
            WHERE
              a.tenant_id = $1
              AND a.id = up.parent_id
            LIMIT
              1
          ) a
      )
    SELECT
      x.id
    FROM
      unnest($3::int[]) AS x (id)
    UNION
    SELECT
      up.id
    FROM
      up
    UNION
    SELECT
      peer.issue_id
    FROM
      unnest($4::int[]) AS mine (issue_id)
      CROSS JOIN LATERAL (
        SELECT
          link.test_execution_id
        FROM
          test_execution_issues link
        WHERE
          link.tenant_id = $1
          AND link.issue_id = mine.issue_id
        OFFSET
          0
      ) execution
      CROSS JOIN LATERAL (
        SELECT
          link.issue_id
        FROM
          test_execution_issues link
        WHERE
          link.tenant_id = $1
          AND link.test_execution_id = "execution"."test_execution_id"
        OFFSET
          0
      ) peer
    UNION
    SELECT
      related.issue_id
    FROM
      unnest($5::int[]) AS execution (id)
      CROSS JOIN LATERAL (
        SELECT
          link.issue_id
        FROM
          test_execution_issues link
        WHERE
          link.tenant_id = $1
          AND link.test_execution_id = "execution"."id"
        OFFSET
          0
      ) related
  )
order by
  "id"
for update;

-- src/issues/update.ts: EDIT_ALL via issues/edit.ts
WITH
  known AS (
    (
      select
        CASE
          WHEN (
            CASE
              WHEN (
                $1::boolean
                OR $2::boolean IS NULL
                OR EXISTS (
                  (
                    select
                      "stored"."id"
                    from
                      "issues" as "stored"
                    where
                      "stored"."tenant_id" = $3
                      and "stored"."id" = $4
                      and (
                        "stored"."private" = $2::boolean
                        or "stored"."creator_id" = $5
                      )
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          ) IS NOT NULL THEN json_build_array(
            0,
            (
              CASE
                WHEN (
                  $1::boolean
                  OR $2::boolean IS NULL
                  OR EXISTS (
                    (
                      select
                        "stored"."id"
                      from
                        "issues" as "stored"
                      where
                        "stored"."tenant_id" = $3
                        and "stored"."id" = $4
                        and (
                          "stored"."private" = $2::boolean
                          or "stored"."creator_id" = $5
                        )
                    )
                  )
                ) IS NOT TRUE THEN 0
              END
            )::int
          )
          WHEN (
            CASE
              WHEN (
                $1::boolean
                OR $6::int IS NULL
                OR EXISTS (
                  (
                    select
                      "stored"."id"
                    from
                      "issues" as "stored"
                    where
                      "stored"."tenant_id" = $3
                      and "stored"."id" = $4
                      and "stored"."creator_id" = $6::int
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          ) IS NOT NULL THEN json_build_array(
            1,
            (
              CASE
                WHEN (
                  $1::boolean
                  OR $6::int IS NULL
                  OR EXISTS (
                    (
                      select
                        "stored"."id"
                      from
                        "issues" as "stored"
                      where
                        "stored"."tenant_id" = $3
                        and "stored"."id" = $4
                        and "stored"."creator_id" = $6::int
                    )
                  )
                ) IS NOT TRUE THEN 0
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
                  "projects" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $7::int
              ) THEN $7::int
            END
          ) IS NOT NULL THEN json_build_array(
            2,
            (
              CASE
                WHEN $7::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "projects" r
                  WHERE
                    r.tenant_id = $3
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
                  "issue_types" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $8::int
              ) THEN $8::int
            END
          ) IS NOT NULL THEN json_build_array(
            3,
            (
              CASE
                WHEN $8::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "issue_types" r
                  WHERE
                    r.tenant_id = $3
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
                  "issue_priorities" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $9::int
              ) THEN $9::int
            END
          ) IS NOT NULL THEN json_build_array(
            4,
            (
              CASE
                WHEN $9::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "issue_priorities" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = $9::int
                ) THEN $9::int
              END
            )::int
          )
          WHEN (
            CASE
              WHEN $6::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "users" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $6::int
              ) THEN $6::int
            END
          ) IS NOT NULL THEN json_build_array(
            5,
            (
              CASE
                WHEN $6::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "users" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = $6::int
                ) THEN $6::int
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
                  "issue_statuses" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $10::int
              ) THEN $10::int
            END
          ) IS NOT NULL THEN json_build_array(
            6,
            (
              CASE
                WHEN $10::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "issue_statuses" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = $10::int
                ) THEN $10::int
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
                  "users" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $11::int
              ) THEN $11::int
            END
          ) IS NOT NULL THEN json_build_array(
            7,
            (
              CASE
                WHEN $11::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "users" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = $11::int
                ) THEN $11::int
              END
            )::int
          )
          WHEN (
            (
              SELECT
                x.id
              FROM
                unnest($12::int[]) WITH ORDINALITY AS x (id, n)
              WHERE
                x.id IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "labels" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = x.id
                )
              ORDER BY
                x.n
              LIMIT
                1
            )
          ) IS NOT NULL THEN json_build_array(
            8,
            (
              (
                SELECT
                  x.id
                FROM
                  unnest($12::int[]) WITH ORDINALITY AS x (id, n)
                WHERE
                  x.id IS NOT NULL
                  AND NOT EXISTS (
                    SELECT
                      1
                    FROM
                      "labels" r
                    WHERE
                      r.tenant_id = $3
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
                unnest($13::int[]) WITH ORDINALITY AS x (id, n)
              WHERE
                x.id IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "users" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = x.id
                )
              ORDER BY
                x.n
              LIMIT
                1
            )
          ) IS NOT NULL THEN json_build_array(
            9,
            (
              (
                SELECT
                  x.id
                FROM
                  unnest($13::int[]) WITH ORDINALITY AS x (id, n)
                WHERE
                  x.id IS NOT NULL
                  AND NOT EXISTS (
                    SELECT
                      1
                    FROM
                      "users" r
                    WHERE
                      r.tenant_id = $3
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
            CASE
              WHEN (
                $14::int IS NULL
                OR EXISTS (
                  (
                    select
                      "i"."id"
                    from
                      "issues" as "i"
                    where
                      "i"."tenant_id" = $3
                      and "i"."id" = $14::int
                      and (
                        not "i"."private"
                        or $15::boolean
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
                      )
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          ) IS NOT NULL THEN json_build_array(
            10,
            (
              CASE
                WHEN (
                  $14::int IS NULL
                  OR EXISTS (
                    (
                      select
                        "i"."id"
                      from
                        "issues" as "i"
                      where
                        "i"."tenant_id" = $3
                        and "i"."id" = $14::int
                        and (
                          not "i"."private"
                          or $15::boolean
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
                        )
                    )
                  )
                ) IS NOT TRUE THEN 0
              END
            )::int
          )
          WHEN (
            CASE
              WHEN (
                NOT EXISTS (
                  (
                    with recursive
                      "ancestors" ("id", "parent_id") as (
                        select
                          "a"."id",
                          "a"."parent_id"
                        from
                          "issues" as "a"
                        where
                          "a"."tenant_id" = $3
                          and "a"."id" = $14::int
                        union
                        select
                          "a"."id",
                          "a"."parent_id"
                        from
                          "issues" as "a"
                          inner join "ancestors" as "d" on "a"."id" = "d"."parent_id"
                        where
                          "a"."tenant_id" = $3
                      )
                    select
                      "ancestors"."id"
                    from
                      "ancestors"
                    where
                      "ancestors"."id" = $4
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          ) IS NOT NULL THEN json_build_array(
            11,
            (
              CASE
                WHEN (
                  NOT EXISTS (
                    (
                      with recursive
                        "ancestors" ("id", "parent_id") as (
                          select
                            "a"."id",
                            "a"."parent_id"
                          from
                            "issues" as "a"
                          where
                            "a"."tenant_id" = $3
                            and "a"."id" = $14::int
                          union
                          select
                            "a"."id",
                            "a"."parent_id"
                          from
                            "issues" as "a"
                            inner join "ancestors" as "d" on "a"."id" = "d"."parent_id"
                          where
                            "a"."tenant_id" = $3
                        )
                      select
                        "ancestors"."id"
                      from
                        "ancestors"
                      where
                        "ancestors"."id" = $4
                    )
                  )
                ) IS NOT TRUE THEN 0
              END
            )::int
          )
        END as "problem"
    )
  ),
  before AS (
    (
      select
        "i"."id",
        json_build_object(
          'name',
          "i"."name",
          'description',
          "i"."description",
          'projectId',
          "i"."project_id",
          'issueTypeId',
          "i"."issue_type_id",
          'parentId',
          "i"."parent_id",
          'parentType',
          "i"."parent_type",
          'priorityId',
          "i"."priority_id",
          'creatorId',
          "i"."creator_id",
          'statusId',
          "i"."status_id",
          'assignedId',
          "i"."assigned_id",
          'private',
          "i"."private",
          'dueDate',
          utc_millis ("i"."due_date"),
          'estimated',
          "i"."estimated",
          'spent',
          "i"."spent",
          'vcsIssueId',
          "i"."vcs_issue_id",
          'vcsIssueIid',
          "i"."vcs_issue_iid",
          'scheduleId',
          "i"."schedule_id"
        )::jsonb as "snapshot"
      from
        "issues" as "i"
      where
        "i"."tenant_id" = $3
        and "i"."id" = any ($16::int[])
    )
  ),
  edited AS (
    update "issues" as "i"
    set
      "name" = CASE
        WHEN 'name' = ANY ($17::text[]) THEN $18
        ELSE "i"."name"
      END,
      "description" = CASE
        WHEN 'description' = ANY ($17::text[]) THEN $19
        ELSE "i"."description"
      END,
      "project_id" = CASE
        WHEN 'projectId' = ANY ($17::text[]) THEN $7
        ELSE "i"."project_id"
      END,
      "issue_type_id" = CASE
        WHEN 'issueTypeId' = ANY ($17::text[]) THEN $8
        ELSE "i"."issue_type_id"
      END,
      "parent_id" = CASE
        WHEN 'parentId' = ANY ($17::text[]) THEN $14
        ELSE "i"."parent_id"
      END,
      "parent_type" = CASE
        WHEN 'parentType' = ANY ($17::text[]) THEN $20
        ELSE "i"."parent_type"
      END,
      "priority_id" = CASE
        WHEN 'priorityId' = ANY ($17::text[]) THEN $9
        ELSE "i"."priority_id"
      END,
      "creator_id" = CASE
        WHEN 'creatorId' = ANY ($17::text[]) THEN $6
        ELSE "i"."creator_id"
      END,
      "status_id" = CASE
        WHEN 'statusId' = ANY ($17::text[]) THEN $10
        ELSE "i"."status_id"
      END,
      "assigned_id" = CASE
        WHEN 'assignedId' = ANY ($17::text[]) THEN $11
        ELSE "i"."assigned_id"
      END,
      "private" = CASE
        WHEN 'private' = ANY ($17::text[]) THEN $2
        ELSE "i"."private"
      END,
      "due_date" = CASE
        WHEN 'dueDate' = ANY ($17::text[]) THEN $21
        ELSE "i"."due_date"
      END,
      "estimated" = CASE
        WHEN 'estimated' = ANY ($17::text[]) THEN $22
        ELSE "i"."estimated"
      END,
      "spent" = CASE
        WHEN 'spent' = ANY ($17::text[]) THEN $23
        ELSE "i"."spent"
      END,
      "vcs_issue_id" = CASE
        WHEN 'vcsIssueId' = ANY ($17::text[]) THEN $24
        ELSE "i"."vcs_issue_id"
      END,
      "vcs_issue_iid" = CASE
        WHEN 'vcsIssueIid' = ANY ($17::text[]) THEN $25
        ELSE "i"."vcs_issue_iid"
      END,
      "schedule_id" = CASE
        WHEN 'scheduleId' = ANY ($17::text[]) THEN $26
        ELSE "i"."schedule_id"
      END,
      "priority_position" = CASE
        WHEN 'priorityId' = ANY ($17::text[]) THEN (
          select
            "pr"."position"
          from
            "issue_priorities" as "pr"
          where
            "pr"."tenant_id" = $3
            and "pr"."id" = $9
        )
        ELSE "i"."priority_position"
      END,
      "closed" = CASE
        WHEN 'statusId' = ANY ($17::text[]) THEN (
          select
            "s"."final"
          from
            "issue_statuses" as "s"
          where
            "s"."tenant_id" = $3
            and "s"."id" = $10
        )
        ELSE "i"."closed"
      END,
      "closed_at" = CASE
        WHEN NOT 'statusId' = ANY ($17::text[]) THEN "i"."closed_at"
        WHEN NOT (
          select
            "s"."final"
          from
            "issue_statuses" as "s"
          where
            "s"."tenant_id" = $3
            and "s"."id" = $10
        ) THEN NULL
        WHEN "i"."status_id" = $10 THEN coalesce("i"."closed_at", now())
        ELSE now()
      END,
      "updated_at" = now(),
      "last_updator_id" = $5
    where
      "i"."tenant_id" = $3
      and (
        SELECT
          problem
        FROM
          known
      ) IS NULL
      and "i"."id" = any ($16::int[])
    returning
      "i"."tenant_id",
      "i"."id",
      json_build_object(
        'name',
        "i"."name",
        'description',
        "i"."description",
        'projectId',
        "i"."project_id",
        'issueTypeId',
        "i"."issue_type_id",
        'parentId',
        "i"."parent_id",
        'parentType',
        "i"."parent_type",
        'priorityId',
        "i"."priority_id",
        'creatorId',
        "i"."creator_id",
        'statusId',
        "i"."status_id",
        'assignedId',
        "i"."assigned_id",
        'private',
        "i"."private",
        'dueDate',
        utc_millis ("i"."due_date"),
        'estimated',
        "i"."estimated",
        'spent',
        "i"."spent",
        'vcsIssueId',
        "i"."vcs_issue_id",
        'vcsIssueIid',
        "i"."vcs_issue_iid",
        'scheduleId',
        "i"."schedule_id"
      )::jsonb as "snapshot"
  ),
  compared AS (
    SELECT
      edited.tenant_id,
      edited.id,
      before.snapshot AS before,
      edited.snapshot AS after,
      EXISTS (
        SELECT
          1
        FROM
          unnest($27::text[]) AS field (name)
        WHERE
          (before.snapshot -> field.name) IS DISTINCT FROM (edited.snapshot -> field.name)
      ) AS rendered
    FROM
      edited
      JOIN before ON before.id = edited.id
  ),
  recorded AS (
    INSERT INTO
      "issue_history" (tenant_id, "issue_id", author_id, action, changes)
    SELECT
      "i"."tenant_id",
      "i"."id",
      $5::int,
      $28::text,
      recorded.changes
    FROM
      (
        SELECT
          tenant_id,
          id,
          after AS snapshot
        FROM
          compared
        WHERE
          NOT rendered
      ) AS "i"
      JOIN (
        SELECT
          id,
          before AS snapshot
        FROM
          compared
        WHERE
          NOT rendered
      ) AS before ON before.id = "i"."id"
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
                "i"."snapshot" -> f.name
              )
              ORDER BY
                f.n
            ),
            '[]'::jsonb
          ) AS changes
        FROM
          unnest($29::text[]) WITH ORDINALITY AS f (name, n)
        WHERE
          (before.snapshot -> f.name) IS DISTINCT FROM ("i"."snapshot" -> f.name)
          -- Kept a subquery of its own: pulled up, its aggregate would be planned (and set up) twice.
        OFFSET
          0
      ) recorded
    WHERE
      recorded.changes <> '[]'::jsonb
  )
SELECT
  known.problem,
  (
    SELECT
      jsonb_agg(jsonb_build_object('id', id, 'snapshot', before))
    FROM
      compared
    WHERE
      rendered
  ) AS rendered
FROM
  known;

-- src/issues/update.ts: UPDATE_AT_ONCE
WITH
  known AS (
    (
      select
        CASE
          WHEN (
            CASE
              WHEN (
                $1::boolean
                OR $2::boolean IS NULL
                OR EXISTS (
                  (
                    select
                      "stored"."id"
                    from
                      "issues" as "stored"
                    where
                      "stored"."tenant_id" = $3
                      and "stored"."id" = $4
                      and (
                        "stored"."private" = $2::boolean
                        or "stored"."creator_id" = $5
                      )
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          ) IS NOT NULL THEN json_build_array(
            0,
            (
              CASE
                WHEN (
                  $1::boolean
                  OR $2::boolean IS NULL
                  OR EXISTS (
                    (
                      select
                        "stored"."id"
                      from
                        "issues" as "stored"
                      where
                        "stored"."tenant_id" = $3
                        and "stored"."id" = $4
                        and (
                          "stored"."private" = $2::boolean
                          or "stored"."creator_id" = $5
                        )
                    )
                  )
                ) IS NOT TRUE THEN 0
              END
            )::int
          )
          WHEN (
            CASE
              WHEN (
                $1::boolean
                OR $6::int IS NULL
                OR EXISTS (
                  (
                    select
                      "stored"."id"
                    from
                      "issues" as "stored"
                    where
                      "stored"."tenant_id" = $3
                      and "stored"."id" = $4
                      and "stored"."creator_id" = $6::int
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          ) IS NOT NULL THEN json_build_array(
            1,
            (
              CASE
                WHEN (
                  $1::boolean
                  OR $6::int IS NULL
                  OR EXISTS (
                    (
                      select
                        "stored"."id"
                      from
                        "issues" as "stored"
                      where
                        "stored"."tenant_id" = $3
                        and "stored"."id" = $4
                        and "stored"."creator_id" = $6::int
                    )
                  )
                ) IS NOT TRUE THEN 0
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
                  "projects" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $7::int
              ) THEN $7::int
            END
          ) IS NOT NULL THEN json_build_array(
            2,
            (
              CASE
                WHEN $7::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "projects" r
                  WHERE
                    r.tenant_id = $3
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
                  "issue_types" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $8::int
              ) THEN $8::int
            END
          ) IS NOT NULL THEN json_build_array(
            3,
            (
              CASE
                WHEN $8::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "issue_types" r
                  WHERE
                    r.tenant_id = $3
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
                  "issue_priorities" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $9::int
              ) THEN $9::int
            END
          ) IS NOT NULL THEN json_build_array(
            4,
            (
              CASE
                WHEN $9::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "issue_priorities" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = $9::int
                ) THEN $9::int
              END
            )::int
          )
          WHEN (
            CASE
              WHEN $6::int IS NOT NULL
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  "users" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $6::int
              ) THEN $6::int
            END
          ) IS NOT NULL THEN json_build_array(
            5,
            (
              CASE
                WHEN $6::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "users" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = $6::int
                ) THEN $6::int
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
                  "issue_statuses" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $10::int
              ) THEN $10::int
            END
          ) IS NOT NULL THEN json_build_array(
            6,
            (
              CASE
                WHEN $10::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "issue_statuses" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = $10::int
                ) THEN $10::int
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
                  "users" r
                WHERE
                  r.tenant_id = $3
                  AND r.id = $11::int
              ) THEN $11::int
            END
          ) IS NOT NULL THEN json_build_array(
            7,
            (
              CASE
                WHEN $11::int IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "users" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = $11::int
                ) THEN $11::int
              END
            )::int
          )
          WHEN (
            (
              SELECT
                x.id
              FROM
                unnest($12::int[]) WITH ORDINALITY AS x (id, n)
              WHERE
                x.id IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "labels" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = x.id
                )
              ORDER BY
                x.n
              LIMIT
                1
            )
          ) IS NOT NULL THEN json_build_array(
            8,
            (
              (
                SELECT
                  x.id
                FROM
                  unnest($12::int[]) WITH ORDINALITY AS x (id, n)
                WHERE
                  x.id IS NOT NULL
                  AND NOT EXISTS (
                    SELECT
                      1
                    FROM
                      "labels" r
                    WHERE
                      r.tenant_id = $3
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
                unnest($13::int[]) WITH ORDINALITY AS x (id, n)
              WHERE
                x.id IS NOT NULL
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    "users" r
                  WHERE
                    r.tenant_id = $3
                    AND r.id = x.id
                )
              ORDER BY
                x.n
              LIMIT
                1
            )
          ) IS NOT NULL THEN json_build_array(
            9,
            (
              (
                SELECT
                  x.id
                FROM
                  unnest($13::int[]) WITH ORDINALITY AS x (id, n)
                WHERE
                  x.id IS NOT NULL
                  AND NOT EXISTS (
                    SELECT
                      1
                    FROM
                      "users" r
                    WHERE
                      r.tenant_id = $3
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
            CASE
              WHEN (
                $14::int IS NULL
                OR EXISTS (
                  (
                    select
                      "i"."id"
                    from
                      "issues" as "i"
                    where
                      "i"."tenant_id" = $3
                      and "i"."id" = $14::int
                      and (
                        not "i"."private"
                        or $15::boolean
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
                      )
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          ) IS NOT NULL THEN json_build_array(
            10,
            (
              CASE
                WHEN (
                  $14::int IS NULL
                  OR EXISTS (
                    (
                      select
                        "i"."id"
                      from
                        "issues" as "i"
                      where
                        "i"."tenant_id" = $3
                        and "i"."id" = $14::int
                        and (
                          not "i"."private"
                          or $15::boolean
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
                        )
                    )
                  )
                ) IS NOT TRUE THEN 0
              END
            )::int
          )
          WHEN (
            CASE
              WHEN (
                NOT EXISTS (
                  (
                    with recursive
                      "ancestors" ("id", "parent_id") as (
                        select
                          "a"."id",
                          "a"."parent_id"
                        from
                          "issues" as "a"
                        where
                          "a"."tenant_id" = $3
                          and "a"."id" = $14::int
                        union
                        select
                          "a"."id",
                          "a"."parent_id"
                        from
                          "issues" as "a"
                          inner join "ancestors" as "d" on "a"."id" = "d"."parent_id"
                        where
                          "a"."tenant_id" = $3
                      )
                    select
                      "ancestors"."id"
                    from
                      "ancestors"
                    where
                      "ancestors"."id" = $4
                  )
                )
              ) IS NOT TRUE THEN 0
            END
          ) IS NOT NULL THEN json_build_array(
            11,
            (
              CASE
                WHEN (
                  NOT EXISTS (
                    (
                      with recursive
                        "ancestors" ("id", "parent_id") as (
                          select
                            "a"."id",
                            "a"."parent_id"
                          from
                            "issues" as "a"
                          where
                            "a"."tenant_id" = $3
                            and "a"."id" = $14::int
                          union
                          select
                            "a"."id",
                            "a"."parent_id"
                          from
                            "issues" as "a"
                            inner join "ancestors" as "d" on "a"."id" = "d"."parent_id"
                          where
                            "a"."tenant_id" = $3
                        )
                      select
                        "ancestors"."id"
                      from
                        "ancestors"
                      where
                        "ancestors"."id" = $4
                    )
                  )
                ) IS NOT TRUE THEN 0
              END
            )::int
          )
        END as "problem"
    )
  ),
  ordered AS MATERIALIZED (
    SELECT
      o.id
    FROM
      issues o
    WHERE
      o.tenant_id = $3
      AND o.id IN (
        WITH RECURSIVE
          up (id, parent_id) AS (
            SELECT
              u.id,
              u.parent_id
            FROM
              issues u
            WHERE
              u.tenant_id = $3
              AND u.id = any (
                CASE
                  WHEN $16::text[] && $17::text[] THEN ARRAY[$4::int]
                  ELSE '{}'
                END::int[]
              )
            UNION
            SELECT
              a.id,
              a.parent_id
            FROM
              up
              CROSS JOIN LATERAL (
                SELECT
                  a.id,
                  a.parent_id
                FROM
                  issues a
                WHERE
                  a.tenant_id = $3
                  AND a.id = up.parent_id
                LIMIT
                  1
              ) a
          )
        SELECT
          x.id
        FROM
          unnest(ARRAY[$4::int]::int[]) AS x (id)
        UNION
        SELECT
          up.id
        FROM
          up
        UNION
        SELECT
          peer.issue_id
        FROM
          unnest(
            CASE
              WHEN $18::text[] && $17::text[] THEN ARRAY[$4::int]
              ELSE '{}'
            END::int[]
          ) AS mine (issue_id)
          CROSS JOIN LATERAL (
            SELECT
              link.test_execution_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $3
              AND link.issue_id = mine.issue_id
            OFFSET
              0
          ) execution
          CROSS JOIN LATERAL (
            SELECT
              link.issue_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $3
              AND link.test_execution_id = "execution"."test_execution_id"
            OFFSET
              0
          ) peer
        UNION
        SELECT
          related.issue_id
        FROM
          unnest('{}'::int[]::int[]) AS execution (id)
          CROSS JOIN LATERAL (
            SELECT
              link.issue_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $3
              AND link.test_execution_id = "execution"."id"
            OFFSET
              0
          ) related
      )
    ORDER BY
      o.id
    FOR UPDATE
  ),
  locked AS MATERIALIZED (
    (
      select
        "i"."id",
        i.xmin as "seen",
        json_build_object(
          'name',
          "i"."name",
          'description',
          "i"."description",
          'projectId',
          "i"."project_id",
          'issueTypeId',
          "i"."issue_type_id",
          'parentId',
          "i"."parent_id",
          'parentType',
          "i"."parent_type",
          'priorityId',
          "i"."priority_id",
          'creatorId',
          "i"."creator_id",
          'statusId',
          "i"."status_id",
          'assignedId',
          "i"."assigned_id",
          'private',
          "i"."private",
          'dueDate',
          utc_millis ("i"."due_date"),
          'estimated',
          "i"."estimated",
          'spent',
          "i"."spent",
          'vcsIssueId',
          "i"."vcs_issue_id",
          'vcsIssueIid',
          "i"."vcs_issue_iid",
          'scheduleId',
          "i"."schedule_id"
        )::jsonb as "snapshot"
      from
        "issues" as "i"
        inner join ordered as "o" on "o"."id" = "i"."id"
      where
        "i"."tenant_id" = $3
        and "i"."id" = $4
        and (
          not "i"."private"
          or $15::boolean
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
        )
      for update of
        "i"
    )
  ),
  settled AS (
    SELECT
      locked.id,
      locked.snapshot
    FROM
      locked
      JOIN issues AS s ON s.tenant_id = $3
      AND s.id = locked.id
      AND s.xmin = locked.seen
    WHERE
      NOT (
        $19::text[] && $17::text[]
        AND EXISTS (
          (
            select
              "tei"."issue_id"
            from
              "test_execution_issues" as "tei"
            where
              "tei"."tenant_id" = $3
              and "tei"."issue_id" = $4
          )
        )
      )
  ),
  edited AS (
    update "issues" as "i"
    set
      "name" = CASE
        WHEN 'name' = ANY ($17::text[]) THEN $20
        ELSE "i"."name"
      END,
      "description" = CASE
        WHEN 'description' = ANY ($17::text[]) THEN $21
        ELSE "i"."description"
      END,
      "project_id" = CASE
        WHEN 'projectId' = ANY ($17::text[]) THEN $7
        ELSE "i"."project_id"
      END,
      "issue_type_id" = CASE
        WHEN 'issueTypeId' = ANY ($17::text[]) THEN $8
        ELSE "i"."issue_type_id"
      END,
      "parent_id" = CASE
        WHEN 'parentId' = ANY ($17::text[]) THEN $14
        ELSE "i"."parent_id"
      END,
      "parent_type" = CASE
        WHEN 'parentType' = ANY ($17::text[]) THEN $22
        ELSE "i"."parent_type"
      END,
      "priority_id" = CASE
        WHEN 'priorityId' = ANY ($17::text[]) THEN $9
        ELSE "i"."priority_id"
      END,
      "creator_id" = CASE
        WHEN 'creatorId' = ANY ($17::text[]) THEN $6
        ELSE "i"."creator_id"
      END,
      "status_id" = CASE
        WHEN 'statusId' = ANY ($17::text[]) THEN $10
        ELSE "i"."status_id"
      END,
      "assigned_id" = CASE
        WHEN 'assignedId' = ANY ($17::text[]) THEN $11
        ELSE "i"."assigned_id"
      END,
      "private" = CASE
        WHEN 'private' = ANY ($17::text[]) THEN $2
        ELSE "i"."private"
      END,
      "due_date" = CASE
        WHEN 'dueDate' = ANY ($17::text[]) THEN $23
        ELSE "i"."due_date"
      END,
      "estimated" = CASE
        WHEN 'estimated' = ANY ($17::text[]) THEN $24
        ELSE "i"."estimated"
      END,
      "spent" = CASE
        WHEN 'spent' = ANY ($17::text[]) THEN $25
        ELSE "i"."spent"
      END,
      "vcs_issue_id" = CASE
        WHEN 'vcsIssueId' = ANY ($17::text[]) THEN $26
        ELSE "i"."vcs_issue_id"
      END,
      "vcs_issue_iid" = CASE
        WHEN 'vcsIssueIid' = ANY ($17::text[]) THEN $27
        ELSE "i"."vcs_issue_iid"
      END,
      "schedule_id" = CASE
        WHEN 'scheduleId' = ANY ($17::text[]) THEN $28
        ELSE "i"."schedule_id"
      END,
      "priority_position" = CASE
        WHEN 'priorityId' = ANY ($17::text[]) THEN (
          select
            "pr"."position"
          from
            "issue_priorities" as "pr"
          where
            "pr"."tenant_id" = $3
            and "pr"."id" = $9
        )
        ELSE "i"."priority_position"
      END,
      "closed" = CASE
        WHEN 'statusId' = ANY ($17::text[]) THEN (
          select
            "s"."final"
          from
            "issue_statuses" as "s"
          where
            "s"."tenant_id" = $3
            and "s"."id" = $10
        )
        ELSE "i"."closed"
      END,
      "closed_at" = CASE
        WHEN NOT 'statusId' = ANY ($17::text[]) THEN "i"."closed_at"
        WHEN NOT (
          select
            "s"."final"
          from
            "issue_statuses" as "s"
          where
            "s"."tenant_id" = $3
            and "s"."id" = $10
        ) THEN NULL
        WHEN "i"."status_id" = $10 THEN coalesce("i"."closed_at", now())
        ELSE now()
      END,
      "updated_at" = now(),
      "last_updator_id" = $5
    where
      "i"."tenant_id" = $3
      and (
        SELECT
          problem
        FROM
          known
      ) IS NULL
      and "i"."id" = any (
        ARRAY(
          SELECT
            id
          FROM
            settled
        )
      )
    returning
      *,
      xmin as "xmin",
      json_build_object(
        'name',
        "i"."name",
        'description',
        "i"."description",
        'projectId',
        "i"."project_id",
        'issueTypeId',
        "i"."issue_type_id",
        'parentId',
        "i"."parent_id",
        'parentType',
        "i"."parent_type",
        'priorityId',
        "i"."priority_id",
        'creatorId',
        "i"."creator_id",
        'statusId',
        "i"."status_id",
        'assignedId',
        "i"."assigned_id",
        'private',
        "i"."private",
        'dueDate',
        utc_millis ("i"."due_date"),
        'estimated',
        "i"."estimated",
        'spent',
        "i"."spent",
        'vcsIssueId',
        "i"."vcs_issue_id",
        'vcsIssueIid',
        "i"."vcs_issue_iid",
        'scheduleId',
        "i"."schedule_id"
      )::jsonb as "snapshot"
  ),
  recorded AS (
    INSERT INTO
      "issue_history" (tenant_id, "issue_id", author_id, action, changes)
    SELECT
      "i"."tenant_id",
      "i"."id",
      $5::int,
      $29::text,
      recorded.changes
    FROM
      (
        SELECT
          tenant_id,
          id,
          snapshot
        FROM
          edited
      ) AS "i"
      JOIN (
        SELECT
          id,
          snapshot
        FROM
          settled
      ) AS before ON before.id = "i"."id"
      CROSS JOIN LATERAL (
        SELECT
          coalesce(
            jsonb_agg(
              jsonb_build_object(
                'field',
                f.name,
                'from',
                CASE f.name
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
                          "p"."tenant_id" = "i"."tenant_id"
                          and "p"."id" = (
                            SELECT
                              (before.snapshot -> f.name #>> '{}')::int
                          )
                      )
                    )
                  )
                  WHEN 'issueTypeId' THEN to_jsonb(
                    (
                      (
                        select
                          json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                        from
                          "issue_types" as "t"
                        where
                          "t"."tenant_id" = "i"."tenant_id"
                          and "t"."id" = (
                            SELECT
                              (before.snapshot -> f.name #>> '{}')::int
                          )
                      )
                    )
                  )
                  WHEN 'priorityId' THEN to_jsonb(
                    (
                      (
                        select
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
                          ) as "priority"
                        from
                          "issue_priorities" as "pr"
                        where
                          "pr"."tenant_id" = "i"."tenant_id"
                          and "pr"."id" = (
                            SELECT
                              (before.snapshot -> f.name #>> '{}')::int
                          )
                      )
                    )
                  )
                  WHEN 'creatorId' THEN to_jsonb(
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
                            "u"."deleted",
                            'language',
                            "u"."language"
                          ) as "user"
                        from
                          "users" as "u"
                        where
                          "u"."tenant_id" = "i"."tenant_id"
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
                            "s"."id",
                            'name',
                            "s"."name",
                            'color',
                            "s"."color",
                            'deleted',
                            "s"."deleted",
                            'final',
                            "s"."final"
                          ) as "status"
                        from
                          "issue_statuses" as "s"
                        where
                          "s"."tenant_id" = "i"."tenant_id"
                          and "s"."id" = (
                            SELECT
                              (before.snapshot -> f.name #>> '{}')::int
                          )
                      )
                    )
                  )
                  WHEN 'assignedId' THEN to_jsonb(
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
                            "u"."deleted",
                            'language',
                            "u"."language"
                          ) as "user"
                        from
                          "users" as "u"
                        where
                          "u"."tenant_id" = "i"."tenant_id"
                          and "u"."id" = (
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
                          "p"."tenant_id" = "i"."tenant_id"
                          and "p"."id" = (
                            SELECT
                              ("i"."snapshot" -> f.name #>> '{}')::int
                          )
                      )
                    )
                  )
                  WHEN 'issueTypeId' THEN to_jsonb(
                    (
                      (
                        select
                          json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                        from
                          "issue_types" as "t"
                        where
                          "t"."tenant_id" = "i"."tenant_id"
                          and "t"."id" = (
                            SELECT
                              ("i"."snapshot" -> f.name #>> '{}')::int
                          )
                      )
                    )
                  )
                  WHEN 'priorityId' THEN to_jsonb(
                    (
                      (
                        select
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
                          ) as "priority"
                        from
                          "issue_priorities" as "pr"
                        where
                          "pr"."tenant_id" = "i"."tenant_id"
                          and "pr"."id" = (
                            SELECT
                              ("i"."snapshot" -> f.name #>> '{}')::int
                          )
                      )
                    )
                  )
                  WHEN 'creatorId' THEN to_jsonb(
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
                            "u"."deleted",
                            'language',
                            "u"."language"
                          ) as "user"
                        from
                          "users" as "u"
                        where
                          "u"."tenant_id" = "i"."tenant_id"
                          and "u"."id" = (
                            SELECT
                              ("i"."snapshot" -> f.name #>> '{}')::int
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
                            "s"."id",
                            'name',
                            "s"."name",
                            'color',
                            "s"."color",
                            'deleted',
                            "s"."deleted",
                            'final',
                            "s"."final"
                          ) as "status"
                        from
                          "issue_statuses" as "s"
                        where
                          "s"."tenant_id" = "i"."tenant_id"
                          and "s"."id" = (
                            SELECT
                              ("i"."snapshot" -> f.name #>> '{}')::int
                          )
                      )
                    )
                  )
                  WHEN 'assignedId' THEN to_jsonb(
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
                            "u"."deleted",
                            'language',
                            "u"."language"
                          ) as "user"
                        from
                          "users" as "u"
                        where
                          "u"."tenant_id" = "i"."tenant_id"
                          and "u"."id" = (
                            SELECT
                              ("i"."snapshot" -> f.name #>> '{}')::int
                          )
                      )
                    )
                  )
                  ELSE "i"."snapshot" -> f.name
                END
              )
              ORDER BY
                f.n
            ),
            '[]'::jsonb
          ) AS changes
        FROM
          unnest($30::text[]) WITH ORDINALITY AS f (name, n)
        WHERE
          (before.snapshot -> f.name) IS DISTINCT FROM ("i"."snapshot" -> f.name)
          -- Kept a subquery of its own: pulled up, its aggregate would be planned (and set up) twice.
        OFFSET
          0
      ) recorded
    WHERE
      recorded.changes <> '[]'::jsonb
    RETURNING
      *
  ),
  built AS (
    SELECT
      i.tenant_id,
      i.id,
      i.xmin::text || '.' || t.xmin::text AS version,
      (
        select
          json_build_object(
            'id',
            "i"."id",
            'name',
            "i"."name",
            'description',
            "i"."description",
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
                "p"."tenant_id" = "i"."tenant_id"
                and "p"."id" = "i"."project_id"
            ),
            'issueTypeId',
            (
              select
                json_build_object('id', "t"."id", 'name', "t"."name") as "type"
              from
                "issue_types" as "t"
              where
                "t"."tenant_id" = "i"."tenant_id"
                and "t"."id" = "i"."issue_type_id"
            ),
            'parentId',
            "i"."parent_id",
            'parentType',
            "i"."parent_type",
            'priorityId',
            (
              select
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
                ) as "priority"
              from
                "issue_priorities" as "pr"
              where
                "pr"."tenant_id" = "i"."tenant_id"
                and "pr"."id" = "i"."priority_id"
            ),
            'creatorId',
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                ) as "user"
              from
                "users" as "u"
              where
                "u"."tenant_id" = "i"."tenant_id"
                and "u"."id" = "i"."creator_id"
            ),
            'statusId',
            (
              select
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
                ) as "status"
              from
                "issue_statuses" as "s"
              where
                "s"."tenant_id" = "i"."tenant_id"
                and "s"."id" = "i"."status_id"
            ),
            'assignedId',
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                ) as "user"
              from
                "users" as "u"
              where
                "u"."tenant_id" = "i"."tenant_id"
                and "u"."id" = "i"."assigned_id"
            ),
            'lastUpdator',
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
                  "u"."deleted",
                  'language',
                  "u"."language"
                ) as "user"
              from
                "users" as "u"
              where
                "u"."tenant_id" = "i"."tenant_id"
                and "u"."id" = "i"."last_updator_id"
            ),
            'private',
            "i"."private",
            'dueDate',
            utc_millis ("i"."due_date"),
            'closed',
            "i"."closed",
            'closed_at',
            utc_seconds ("i"."closed_at"),
            'deleted',
            "i"."deleted",
            'deleted_at',
            utc_seconds ("i"."deleted_at"),
            'created_at',
            utc_seconds ("i"."created_at"),
            'updated_at',
            utc_seconds ("i"."updated_at"),
            'estimated',
            "i"."estimated",
            'estimated_from_children',
            "rollup"."estimated",
            'spent',
            "i"."spent",
            'spent_from_children',
            "rollup"."spent",
            'logged',
            (
              SELECT
                coalesce(
                  sum(
                    (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                  ),
                  0
                )
              FROM
                activities w
                JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                AND wt.id = w.activity_type_id
              WHERE
                w.tenant_id = "i"."tenant_id"
                AND w.issue_id = "i"."id"
                AND NOT w.deleted
                AND wt.working_hours
            ),
            'logged_from_children',
            "rollup"."logged",
            'vcsIssueId',
            "i"."vcs_issue_id",
            'vcsIssueIid',
            "i"."vcs_issue_iid",
            'scheduleId',
            "i"."schedule_id",
            'labels',
            (
              select
                coalesce(
                  json_agg(
                    json_build_object(
                      'id',
                      "l"."id",
                      'name',
                      "l"."name",
                      'color',
                      "l"."color"
                    )
                    ORDER BY
                      "l"."id"
                  ),
                  '[]'::json
                ) as "labels"
              from
                "labels" as "l"
              where
                "l"."tenant_id" = "i"."tenant_id"
                and "l"."id" IN (
                  SELECT
                    "label_id"
                  FROM
                    "issue_labels"
                  WHERE
                    tenant_id = "i"."tenant_id"
                    AND "issue_id" = "i"."id"
                )
            ),
            'collaborators',
            (
              select
                coalesce(
                  json_agg(
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
                      "u"."deleted",
                      'language',
                      "u"."language"
                    )
                    ORDER BY
                      "u"."id"
                  ),
                  '[]'::json
                ) as "collaborators"
              from
                "users" as "u"
              where
                "u"."tenant_id" = "i"."tenant_id"
                and "u"."id" IN (
                  SELECT
                    "user_id"
                  FROM
                    "issue_collaborators"
                  WHERE
                    tenant_id = "i"."tenant_id"
                    AND "issue_id" = "i"."id"
                )
            )
          ) as "core"
        from
          (
            with recursive
              "descendants" (
                "tenant_id",
                "id",
                "deleted",
                "estimated",
                "spent"
              ) as (
                select
                  "c"."tenant_id",
                  "c"."id",
                  "c"."deleted",
                  "c"."estimated",
                  "c"."spent"
                from
                  "issues" as "c"
                where
                  "c"."tenant_id" = "i"."tenant_id"
                  and "c"."parent_id" = "i"."id"
                union
                select
                  "c"."tenant_id",
                  "c"."id",
                  "c"."deleted",
                  "c"."estimated",
                  "c"."spent"
                from
                  "issues" as "c"
                  inner join "descendants" as "d" on "c"."tenant_id" = "d"."tenant_id"
                  and "c"."parent_id" = "d"."id"
              )
            select
              coalesce(sum(d.estimated), 0) as "estimated",
              coalesce(sum(d.spent), 0) as "spent",
              coalesce(
                sum(
                  (
                    SELECT
                      coalesce(
                        sum(
                          (w.time_to - w.time_from) * (w.date_to - w.date_from + 1)
                        ),
                        0
                      )
                    FROM
                      activities w
                      JOIN activity_types wt ON wt.tenant_id = w.tenant_id
                      AND wt.id = w.activity_type_id
                    WHERE
                      w.tenant_id = "i"."tenant_id"
                      AND w.issue_id = "d"."id"
                      AND NOT w.deleted
                      AND wt.working_hours
                  )
                ),
                0
              ) as "logged"
            from
              "descendants" as "d"
            where
              not "d"."deleted"
          ) as "rollup"
      )::text as "core",
      (
        select
          coalesce(
            json_agg(
              json_build_object(
                'id',
                "c"."id",
                'userId',
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
                      "u"."deleted",
                      'language',
                      "u"."language"
                    ) as "user"
                  from
                    "users" as "u"
                  where
                    "u"."tenant_id" = "c"."tenant_id"
                    and "u"."id" = "c"."user_id"
                ),
                'description',
                "c"."description",
                'created_at',
                utc_seconds ("c"."created_at"),
                'updated_at',
                utc_seconds ("c"."updated_at"),
                'deleted',
                "c"."deleted",
                'deleted_at',
                utc_seconds ("c"."deleted_at")
              )
              ORDER BY
                "c"."created_at",
                "c"."id"
            ),
            '[]'::json
          ) as "comments"
        from
          "issue_comments" as "c"
        where
          "c"."tenant_id" = "i"."tenant_id"
          and "c"."issue_id" = "i"."id"
      )::text as "comments",
      (
        select
          coalesce(
            json_agg(
              json_build_object(
                'id',
                "te"."id",
                'testPlanId',
                (
                  select
                    json_build_object('id', "tp"."id", 'name', "tp"."name") as "plan"
                  from
                    "test_plans" as "tp"
                  where
                    "tp"."tenant_id" = "te"."tenant_id"
                    and "tp"."id" = "te"."test_plan_id"
                ),
                'testStepId',
                "te"."test_step_id",
                'creatorId',
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
                      "u"."deleted",
                      'language',
                      "u"."language"
                    ) as "user"
                  from
                    "users" as "u"
                  where
                    "u"."tenant_id" = "te"."tenant_id"
                    and "u"."id" = "te"."creator_id"
                ),
                'statusId',
                (
                  select
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
                    ) as "status"
                  from
                    "test_execution_statuses" as "ts"
                  where
                    "ts"."tenant_id" = "te"."tenant_id"
                    and "ts"."id" = "te"."status_id"
                ),
                'actual_result',
                "te"."actual_result",
                'duration',
                "te"."duration",
                'position',
                "te"."position",
                'batchId',
                "te"."batch_id",
                'extIssueId',
                "te"."ext_issue_id",
                'extIssueUrl',
                "te"."ext_issue_url",
                'created_at',
                utc_seconds ("te"."created_at"),
                'updated_at',
                utc_seconds ("te"."updated_at"),
                'related_issues',
                (
                  select
                    coalesce(
                      json_agg(
                        json_build_object(
                          'id',
                          "i"."id",
                          'issueTypeId',
                          (
                            select
                              json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                            from
                              "issue_types" as "t"
                            where
                              "t"."tenant_id" = "i"."tenant_id"
                              and "t"."id" = "i"."issue_type_id"
                          ),
                          'statusId',
                          (
                            select
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
                              ) as "status"
                            from
                              "issue_statuses" as "s"
                            where
                              "s"."tenant_id" = "i"."tenant_id"
                              and "s"."id" = "i"."status_id"
                          ),
                          'closed',
                          "i"."closed",
                          'deleted',
                          "i"."deleted"
                        )
                        ORDER BY
                          "i"."id"
                      ),
                      '[]'::json
                    ) as "related_issues"
                  from
                    "test_execution_issues" as "tei"
                    inner join "issues" as "i" on "i"."tenant_id" = "tei"."tenant_id"
                    and "i"."id" = "tei"."issue_id"
                  where
                    "tei"."tenant_id" = "te"."tenant_id"
                    and "tei"."test_execution_id" = "te"."id"
                    and (
                      not "i"."private"
                      or $31::boolean
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
                    )
                ),
                'related_ext_issues',
                (
                  select
                    coalesce(
                      json_agg(
                        json_build_object(
                          'id',
                          "x"."id",
                          'extIssueId',
                          "x"."ext_issue_id",
                          'extKeyId',
                          "x"."ext_key_id",
                          'extLink',
                          "x"."ext_link",
                          'closed',
                          "x"."closed",
                          'closed_at',
                          utc_millis_offset ("x"."closed_at"),
                          'deleted',
                          "x"."deleted",
                          'deleted_at',
                          utc_millis_offset ("x"."deleted_at"),
                          'created_at',
                          utc_millis_offset ("x"."created_at"),
                          'updated_at',
                          utc_millis_offset ("x"."updated_at")
                        )
                        ORDER BY
                          "x"."id"
                      ),
                      '[]'::json
                    ) as "related_ext_issues"
                  from
                    "test_execution_ext_issues" as "x"
                  where
                    "x"."tenant_id" = "te"."tenant_id"
                    and "x"."test_execution_id" = "te"."id"
                )
              )
              ORDER BY
                "te"."id"
            ),
            '[]'::json
          ) as "test_executions"
        from
          "test_execution_issues" as "tei"
          inner join "test_executions" as "te" on "te"."tenant_id" = "tei"."tenant_id"
          and "te"."id" = "tei"."test_execution_id"
        where
          "tei"."tenant_id" = "i"."tenant_id"
          and "tei"."issue_id" = "i"."id"
      )::text as "test_executions",
      coalesce(
        (
          select
            false as "shareable"
          from
            "test_execution_issues" as "mine"
            inner join "test_execution_issues" as "peer" on "peer"."tenant_id" = "mine"."tenant_id"
            and "peer"."test_execution_id" = "mine"."test_execution_id"
            inner join "issues" as "related" on "related"."tenant_id" = "peer"."tenant_id"
            and "related"."id" = "peer"."issue_id"
          where
            "mine"."tenant_id" = "i"."tenant_id"
            and "mine"."issue_id" = "i"."id"
            and "related"."private"
          limit
            $32
        ),
        true
      ) as "shareable",
      CASE
        WHEN NOT $15::boolean THEN (
          select
            coalesce(
              json_agg(
                json_build_object(
                  'id',
                  "te"."id",
                  'testPlanId',
                  (
                    select
                      json_build_object('id', "tp"."id", 'name', "tp"."name") as "plan"
                    from
                      "test_plans" as "tp"
                    where
                      "tp"."tenant_id" = "te"."tenant_id"
                      and "tp"."id" = "te"."test_plan_id"
                  ),
                  'testStepId',
                  "te"."test_step_id",
                  'creatorId',
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
                        "u"."deleted",
                        'language',
                        "u"."language"
                      ) as "user"
                    from
                      "users" as "u"
                    where
                      "u"."tenant_id" = "te"."tenant_id"
                      and "u"."id" = "te"."creator_id"
                  ),
                  'statusId',
                  (
                    select
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
                      ) as "status"
                    from
                      "test_execution_statuses" as "ts"
                    where
                      "ts"."tenant_id" = "te"."tenant_id"
                      and "ts"."id" = "te"."status_id"
                  ),
                  'actual_result',
                  "te"."actual_result",
                  'duration',
                  "te"."duration",
                  'position',
                  "te"."position",
                  'batchId',
                  "te"."batch_id",
                  'extIssueId',
                  "te"."ext_issue_id",
                  'extIssueUrl',
                  "te"."ext_issue_url",
                  'created_at',
                  utc_seconds ("te"."created_at"),
                  'updated_at',
                  utc_seconds ("te"."updated_at"),
                  'related_issues',
                  (
                    select
                      coalesce(
                        json_agg(
                          json_build_object(
                            'id',
                            "i"."id",
                            'issueTypeId',
                            (
                              select
                                json_build_object('id', "t"."id", 'name', "t"."name") as "type"
                              from
                                "issue_types" as "t"
                              where
                                "t"."tenant_id" = "i"."tenant_id"
                                and "t"."id" = "i"."issue_type_id"
                            ),
                            'statusId',
                            (
                              select
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
                                ) as "status"
                              from
                                "issue_statuses" as "s"
                              where
                                "s"."tenant_id" = "i"."tenant_id"
                                and "s"."id" = "i"."status_id"
                            ),
                            'closed',
                            "i"."closed",
                            'deleted',
                            "i"."deleted"
                          )
                          ORDER BY
                            "i"."id"
                        ),
                        '[]'::json
                      ) as "related_issues"
                    from
                      "test_execution_issues" as "tei"
                      inner join "issues" as "i" on "i"."tenant_id" = "tei"."tenant_id"
                      and "i"."id" = "tei"."issue_id"
                    where
                      "tei"."tenant_id" = "te"."tenant_id"
                      and "tei"."test_execution_id" = "te"."id"
                      and (
                        not "i"."private"
                        or $15::boolean
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
                      )
                  ),
                  'related_ext_issues',
                  (
                    select
                      coalesce(
                        json_agg(
                          json_build_object(
                            'id',
                            "x"."id",
                            'extIssueId',
                            "x"."ext_issue_id",
                            'extKeyId',
                            "x"."ext_key_id",
                            'extLink',
                            "x"."ext_link",
                            'closed',
                            "x"."closed",
                            'closed_at',
                            utc_millis_offset ("x"."closed_at"),
                            'deleted',
                            "x"."deleted",
                            'deleted_at',
                            utc_millis_offset ("x"."deleted_at"),
                            'created_at',
                            utc_millis_offset ("x"."created_at"),
                            'updated_at',
                            utc_millis_offset ("x"."updated_at")
                          )
                          ORDER BY
                            "x"."id"
                        ),
                        '[]'::json
                      ) as "related_ext_issues"
                    from
                      "test_execution_ext_issues" as "x"
                    where
                      "x"."tenant_id" = "te"."tenant_id"
                      and "x"."test_execution_id" = "te"."id"
                  )
                )
                ORDER BY
                  "te"."id"
              ),
              '[]'::json
            ) as "test_executions"
          from
            "test_execution_issues" as "tei"
            inner join "test_executions" as "te" on "te"."tenant_id" = "tei"."tenant_id"
            and "te"."id" = "tei"."test_execution_id"
          where
            "tei"."tenant_id" = "i"."tenant_id"
            and "tei"."issue_id" = "i"."id"
        )::text
      END AS callers_test_executions
    FROM
      edited AS i
      JOIN tenants AS t ON t.id = i.tenant_id
  ),
  evented AS (
    INSERT INTO
      events (tenant_id, type, occurred_at, actor_id, data)
    SELECT
      h.tenant_id,
      CASE h.action
        WHEN 'created' THEN 'issue.created'::text
        WHEN 'updated' THEN 'issue.updated'::text
        WHEN 'deleted' THEN 'issue.deleted'::text
        WHEN 'undeleted' THEN 'issue.undeleted'::text
        WHEN 'commented' THEN 'issue.comment.created'::text
        WHEN 'comment_edited' THEN 'issue.comment.updated'::text
        WHEN 'comment_deleted' THEN 'issue.comment.deleted'::text
      END,
      h.at,
      h.author_id,
      CASE
        WHEN h.comment IS NOT NULL THEN json_build_object(
          'object',
          built.object,
          'changes',
          h.changes,
          'comment',
          h.comment
        )
        ELSE json_build_object('object', built.object, 'changes', h.changes)
      END
    FROM
      recorded AS h
      JOIN (
        SELECT
          tenant_id,
          id,
          (built.core)::json AS object
        FROM
          built
      ) AS built ON built.tenant_id = h.tenant_id
      AND built.id = "h"."issue_id"
  )
SELECT
  known.problem,
  EXISTS (
    SELECT
      1
    FROM
      locked
  ) AS found,
  EXISTS (
    SELECT
      1
    FROM
      settled
  ) AS settled,
  built.*
FROM
  known
  LEFT JOIN built ON true;

-- src/issues/write-path.ts: LOCK_VISIBLE via issues/history.ts
with
  "ordered" as (
    select
      "i".*
    from
      "issues" as "i"
    where
      "i"."tenant_id" = $1
      and "i"."id" in (
        WITH RECURSIVE
          up (id, parent_id) AS (
            SELECT
              u.id,
              u.parent_id
            FROM
              issues u
            WHERE
              u.tenant_id = $1
              AND u.id = any ($2::int[])
            UNION
            SELECT
              a.id,
              a.parent_id
            FROM
              up
              CROSS JOIN LATERAL (
                SELECT
                  a.id,
                  a.parent_id
                FROM
                  issues a
                WHERE
                  a.tenant_id = $1
                  AND a.id = up.parent_id
                LIMIT
                  1
              ) a
          )
        SELECT
          x.id
        FROM
          unnest($3::int[]) AS x (id)
        UNION
        SELECT
          up.id
        FROM
          up
        UNION
        SELECT
          peer.issue_id
        FROM
          unnest($4::int[]) AS mine (issue_id)
          CROSS JOIN LATERAL (
            SELECT
              link.test_execution_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $1
              AND link.issue_id = mine.issue_id
            OFFSET
              0
          ) execution
          CROSS JOIN LATERAL (
            SELECT
              link.issue_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $1
              AND link.test_execution_id = "execution"."test_execution_id"
            OFFSET
              0
          ) peer
        UNION
        SELECT
          related.issue_id
        FROM
          unnest($5::int[]) AS execution (id)
          CROSS JOIN LATERAL (
            SELECT
              link.issue_id
            FROM
              test_execution_issues link
            WHERE
              link.tenant_id = $1
              AND link.test_execution_id = "execution"."id"
            OFFSET
              0
          ) related
      )
    order by
      "i"."id"
    for update
  )
select
  "i"."id",
  "i"."deleted",
  json_build_object()::jsonb as "snapshot"
from
  "ordered" as "i"
where
  "i"."id" = any ($3::int[])
  and (
    not "i"."private"
    or $6::boolean
    or "i"."creator_id" = $7
    or "i"."assigned_id" = $7
    or exists (
      select
        1 as "seen"
      from
        "issue_collaborators" as "seen_by"
      where
        "seen_by"."tenant_id" = "i"."tenant_id"
        and "seen_by"."issue_id" = "i"."id"
        and "seen_by"."user_id" = $7
    )
  )
order by
  "i"."id";

-- src/issues/write-path.ts: TREE_LOCK
SELECT
  pg_advisory_xact_lock(hashtext ('issue-tree:' || $1));
