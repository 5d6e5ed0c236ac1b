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
