-- The SQL of every statement declared in src/test-executions, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/test-executions/store.ts: FIND
select
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
  ) as "item"
from
  "test_executions" as "te"
where
  "te"."tenant_id" = $3
  and te.id = ANY ($4::int[])
order by
  "te"."id";

-- src/test-executions/store.ts: LIST
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
        (
          select
            "te"."id",
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
            ) as "item"
          from
            "test_executions" as "te"
          where
            "te"."tenant_id" = $3
            and "te"."id" > $4::int
          order by
            "te"."id"
          limit
            $5::int
        )
      ) page
  ) page
ORDER BY
  page.id;

-- src/test-executions/store.ts: REFERENCES_EXIST via platform/db/checks.ts: statement
SELECT
  CASE
    WHEN (
      CASE
        WHEN $1::int IS NOT NULL
        AND NOT EXISTS (
          SELECT
            1
          FROM
            "test_plans" r
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
              "test_plans" r
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
            "test_execution_statuses" r
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
              "test_execution_statuses" r
            WHERE
              r.tenant_id = $2
              AND r.id = $3::int
          ) THEN $3::int
        END
      )::int
    )
  END AS problem;

-- src/test-executions/store.ts: CLEAR_EXT_ISSUES
delete from "test_execution_ext_issues"
where
  "tenant_id" = $1
  and "test_execution_id" = $2;

-- src/test-executions/store.ts: ADD_EXT_ISSUES
INSERT INTO
  test_execution_ext_issues (
    tenant_id,
    test_execution_id,
    ext_issue_id,
    ext_key_id,
    ext_link,
    closed,
    closed_at,
    deleted,
    deleted_at
  )
SELECT
  $1,
  $2,
  x.ext_issue_id,
  x.ext_key_id,
  x.ext_link,
  x.closed,
  CASE
    WHEN x.closed THEN coalesce(x.closed_at, now())
  END,
  x.deleted,
  CASE
    WHEN x.deleted THEN coalesce(x.deleted_at, now())
  END
FROM
  json_to_recordset($3::json) AS x (
    ext_issue_id int,
    ext_key_id text,
    ext_link text,
    closed boolean,
    closed_at timestamptz,
    deleted boolean,
    deleted_at timestamptz
  );

-- src/test-executions/store.ts: INSERT
insert into
  "test_executions" (
    "tenant_id",
    "creator_id",
    "test_plan_id",
    "test_step_id",
    "status_id"
  )
values
  ($1, $2, $3, $4, $5)
returning
  "id";

-- src/test-executions/store.ts: SET_OPTIONAL
update "test_executions"
set
  "actual_result" = CASE
    WHEN 'actual_result' = ANY ($1::text[]) THEN $2
    ELSE "actual_result"
  END,
  "duration" = CASE
    WHEN 'duration' = ANY ($1::text[]) THEN $3
    ELSE "duration"
  END,
  "position" = CASE
    WHEN 'position' = ANY ($1::text[]) THEN $4
    ELSE "position"
  END,
  "batch_id" = CASE
    WHEN 'batchId' = ANY ($1::text[]) THEN $5
    ELSE "batch_id"
  END,
  "ext_issue_id" = CASE
    WHEN 'extIssueId' = ANY ($1::text[]) THEN $6
    ELSE "ext_issue_id"
  END,
  "ext_issue_url" = CASE
    WHEN 'extIssueUrl' = ANY ($1::text[]) THEN $7
    ELSE "ext_issue_url"
  END,
  "updated_at" = now()
where
  "tenant_id" = $8
  and "id" = $9;

-- src/test-executions/store.ts: SET_ALL
update "test_executions"
set
  "test_plan_id" = CASE
    WHEN 'testPlanId' = ANY ($1::text[]) THEN $2
    ELSE "test_plan_id"
  END,
  "test_step_id" = CASE
    WHEN 'testStepId' = ANY ($1::text[]) THEN $3
    ELSE "test_step_id"
  END,
  "status_id" = CASE
    WHEN 'statusId' = ANY ($1::text[]) THEN $4
    ELSE "status_id"
  END,
  "actual_result" = CASE
    WHEN 'actual_result' = ANY ($1::text[]) THEN $5
    ELSE "actual_result"
  END,
  "duration" = CASE
    WHEN 'duration' = ANY ($1::text[]) THEN $6
    ELSE "duration"
  END,
  "position" = CASE
    WHEN 'position' = ANY ($1::text[]) THEN $7
    ELSE "position"
  END,
  "batch_id" = CASE
    WHEN 'batchId' = ANY ($1::text[]) THEN $8
    ELSE "batch_id"
  END,
  "ext_issue_id" = CASE
    WHEN 'extIssueId' = ANY ($1::text[]) THEN $9
    ELSE "ext_issue_id"
  END,
  "ext_issue_url" = CASE
    WHEN 'extIssueUrl' = ANY ($1::text[]) THEN $10
    ELSE "ext_issue_url"
  END,
  "updated_at" = now()
where
  "tenant_id" = $11
  and "id" = $12;

-- src/test-executions/store.ts: LOCK
select
  "id"
from
  "test_executions"
where
  "tenant_id" = $1
  and "id" = $2
for update;

-- src/test-executions/store.ts: DELETE
delete from "test_executions"
where
  "tenant_id" = $1
  and "id" = $2
returning
  "id";
