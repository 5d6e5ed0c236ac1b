-- The SQL of every statement declared in src/privacy, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/privacy/repository.ts: PERSON_EXPORT
DECLARE person_export NO SCROLL CURSOR
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
  scope AS (
    SELECT
      $1::text AS tenant,
      $2::int AS person
  )
SELECT
  parts.section,
  parts.record
FROM
  scope,
  LATERAL (
    SELECT
      0::int AS part,
      'user'::text AS section,
      0 AS n,
      to_jsonb("t")::text AS record
    FROM
      "users" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.id = scope.person)
    UNION ALL
    SELECT
      1,
      'teams',
      t.team_id,
      json_build_object(
        'teamId',
        t.team_id,
        'name',
        tm.name,
        'lead',
        EXISTS (
          SELECT
            1
          FROM
            team_leads l
          WHERE
            l.tenant_id = t.tenant_id
            AND l.team_id = t.team_id
            AND l.user_id = t.user_id
        )
      )::text
    FROM
      team_members t
      JOIN teams tm ON tm.tenant_id = t.tenant_id
      AND tm.id = t.team_id
    WHERE
      t.tenant_id = scope.tenant
      AND t.user_id = scope.person
    UNION ALL
    SELECT
      2::int AS part,
      'workSchedules'::text AS section,
      t.id AS n,
      to_jsonb("t")::text AS record
    FROM
      "user_work_schedules" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.user_id = scope.person)
    UNION ALL
    SELECT
      3::int AS part,
      'allowances'::text AS section,
      t.id AS n,
      to_jsonb("t")::text AS record
    FROM
      "allowances" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.user_id = scope.person)
    UNION ALL
    SELECT
      4,
      'balances',
      b.activity_type_id,
      json_build_object(
        'activityTypeId',
        b.activity_type_id,
        'year',
        b.year,
        'allowance',
        b.allowance::float8,
        'carried',
        b.carried::float8,
        'expired',
        b.expired::float8,
        'approved',
        b.approved::float8,
        'requested',
        b.requested::float8,
        'remaining',
        b.remaining::float8
      )::text
    FROM
      balances b
    WHERE
      b.year = $3::int
    UNION ALL
    SELECT
      5::int AS part,
      'activities'::text AS section,
      t.id AS n,
      to_jsonb("t")::text AS record
    FROM
      "activities" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.author_id = scope.person)
    UNION ALL
    SELECT
      6,
      'approvalDecisions',
      t.activity_id,
      to_jsonb("t")::text
    FROM
      activity_approvers t
    WHERE
      t.tenant_id = scope.tenant
      AND t.user_id = scope.person
    UNION ALL
    SELECT
      7::int AS part,
      'issues'::text AS section,
      t.id AS n,
      (to_jsonb("t") - '{search}'::text[])::text AS record
    FROM
      "issues" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (
        t.creator_id = scope.person
        OR t.assigned_id = scope.person
      )
    UNION ALL
    SELECT
      8::int AS part,
      'comments'::text AS section,
      t.id AS n,
      to_jsonb("t")::text AS record
    FROM
      "issue_comments" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.user_id = scope.person)
    UNION ALL
    SELECT
      9::int AS part,
      'issueHistory'::text AS section,
      t.id AS n,
      to_jsonb("t")::text AS record
    FROM
      "issue_history" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.author_id = scope.person)
    UNION ALL
    SELECT
      10::int AS part,
      'activityHistory'::text AS section,
      t.id AS n,
      to_jsonb("t")::text AS record
    FROM
      "activity_history" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.author_id = scope.person)
    UNION ALL
    SELECT
      11::int AS part,
      'notifications'::text AS section,
      t.id AS n,
      to_jsonb("t")::text AS record
    FROM
      "notifications" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.user_id = scope.person)
    UNION ALL
    SELECT
      12::int AS part,
      'notificationSettings'::text AS section,
      0 AS n,
      to_jsonb("t")::text AS record
    FROM
      "notification_settings" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.user_id = scope.person)
    UNION ALL
    SELECT
      13::int AS part,
      'calendarFeeds'::text AS section,
      t.id AS n,
      (to_jsonb("t") - '{secret_hash}'::text[])::text AS record
    FROM
      "calendar_feeds" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.owner_id = scope.person)
    UNION ALL
    SELECT
      14::int AS part,
      'timer'::text AS section,
      0 AS n,
      to_jsonb("t")::text AS record
    FROM
      "timers" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.user_id = scope.person)
    UNION ALL
    SELECT
      15::int AS part,
      'sessions'::text AS section,
      t.id AS n,
      (to_jsonb("t") - '{secret_hash}'::text[])::text AS record
    FROM
      "sessions" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.user_id = scope.person)
    UNION ALL
    SELECT
      16::int AS part,
      'tokens'::text AS section,
      t.id AS n,
      (to_jsonb("t") - '{token_hash}'::text[])::text AS record
    FROM
      "tokens" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.user_id = scope.person)
    UNION ALL
    SELECT
      17::int AS part,
      'signInLinks'::text AS section,
      t.id AS n,
      (to_jsonb("t") - '{secret_hash}'::text[])::text AS record
    FROM
      "sign_in_links" t
    WHERE
      t.tenant_id = "scope"."tenant"
      AND (t.user_id = scope.person)
  ) parts
WHERE
  EXISTS (
    SELECT
      1
    FROM
      users u
    WHERE
      u.tenant_id = scope.tenant
      AND u.id = scope.person
  )
ORDER BY
  parts.part,
  parts.n;

-- src/privacy/repository.ts: TENANT_EXPORT
DECLARE tenant_export NO SCROLL CURSOR
WITH
  HOLD FOR
SELECT
  'tenants' AS kind,
  to_jsonb("t")::text AS record
FROM
  tenants t
WHERE
  t.id = $1
UNION ALL
SELECT
  'tenant_settings',
  to_jsonb("t")::text
FROM
  "tenant_settings" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'tenant_work_schedules',
  to_jsonb("t")::text
FROM
  "tenant_work_schedules" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'oidc_settings',
  (to_jsonb("t") - '{client_secret}'::text[])::text
FROM
  "oidc_settings" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'users',
  to_jsonb("t")::text
FROM
  "users" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'user_work_schedules',
  to_jsonb("t")::text
FROM
  "user_work_schedules" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'teams',
  to_jsonb("t")::text
FROM
  "teams" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'team_members',
  to_jsonb("t")::text
FROM
  "team_members" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'team_leads',
  to_jsonb("t")::text
FROM
  "team_leads" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'projects',
  to_jsonb("t")::text
FROM
  "projects" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'places',
  to_jsonb("t")::text
FROM
  "places" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'labels',
  to_jsonb("t")::text
FROM
  "labels" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'activity_types',
  to_jsonb("t")::text
FROM
  "activity_types" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'activity_statuses',
  to_jsonb("t")::text
FROM
  "activity_statuses" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'issue_types',
  to_jsonb("t")::text
FROM
  "issue_types" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'issue_priorities',
  to_jsonb("t")::text
FROM
  "issue_priorities" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'issue_statuses',
  to_jsonb("t")::text
FROM
  "issue_statuses" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'holidays',
  to_jsonb("t")::text
FROM
  "holidays" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'allowances',
  to_jsonb("t")::text
FROM
  "allowances" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'approval_policies',
  to_jsonb("t")::text
FROM
  "approval_policies" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'test_plans',
  to_jsonb("t")::text
FROM
  "test_plans" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'test_execution_statuses',
  to_jsonb("t")::text
FROM
  "test_execution_statuses" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'issues',
  (to_jsonb("t") - '{search}'::text[])::text
FROM
  "issues" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'issue_labels',
  to_jsonb("t")::text
FROM
  "issue_labels" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'issue_collaborators',
  to_jsonb("t")::text
FROM
  "issue_collaborators" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'issue_comments',
  to_jsonb("t")::text
FROM
  "issue_comments" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'issue_history',
  to_jsonb("t")::text
FROM
  "issue_history" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'test_executions',
  to_jsonb("t")::text
FROM
  "test_executions" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'test_execution_issues',
  to_jsonb("t")::text
FROM
  "test_execution_issues" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'test_execution_ext_issues',
  to_jsonb("t")::text
FROM
  "test_execution_ext_issues" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'activities',
  to_jsonb("t")::text
FROM
  "activities" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'activity_approvals',
  to_jsonb("t")::text
FROM
  "activity_approvals" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'activity_approval_steps',
  to_jsonb("t")::text
FROM
  "activity_approval_steps" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'activity_approvers',
  to_jsonb("t")::text
FROM
  "activity_approvers" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'activity_history',
  to_jsonb("t")::text
FROM
  "activity_history" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'timers',
  to_jsonb("t")::text
FROM
  "timers" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'calendar_feeds',
  (to_jsonb("t") - '{secret_hash}'::text[])::text
FROM
  "calendar_feeds" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'notification_settings',
  to_jsonb("t")::text
FROM
  "notification_settings" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'notifications',
  to_jsonb("t")::text
FROM
  "notifications" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'notification_deliveries',
  to_jsonb("t")::text
FROM
  "notification_deliveries" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'webhooks',
  (to_jsonb("t") - '{secret}'::text[])::text
FROM
  "webhooks" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'webhook_deliveries',
  to_jsonb("t")::text
FROM
  "webhook_deliveries" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'events',
  to_jsonb("t")::text
FROM
  "events" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'tokens',
  (to_jsonb("t") - '{token_hash}'::text[])::text
FROM
  "tokens" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'sessions',
  (to_jsonb("t") - '{secret_hash}'::text[])::text
FROM
  "sessions" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'sign_in_links',
  (to_jsonb("t") - '{secret_hash}'::text[])::text
FROM
  "sign_in_links" t
WHERE
  t.tenant_id = $1
UNION ALL
SELECT
  'idempotency_keys',
  (to_jsonb("t") - '{request_digest,answer}'::text[])::text
FROM
  "idempotency_keys" t
WHERE
  t.tenant_id = $1;

-- src/privacy/repository.ts: TABLES_WITH_TENANT
SELECT
  c.table_name
FROM
  information_schema.columns c
  JOIN information_schema.tables t ON t.table_schema = c.table_schema
  AND t.table_name = c.table_name
WHERE
  c.table_schema = 'public'
  AND c.column_name = 'tenant_id'
  AND t.table_type = 'BASE TABLE'
ORDER BY
  c.table_name;

-- src/privacy/repository.ts: LOCK_PERSON
SELECT
  u.email,
  u.firstname || ' ' || u.lastname AS full_name
FROM
  users u
WHERE
  u.tenant_id = $1
  AND u.id = $2::int
FOR UPDATE;

-- src/privacy/repository.ts: DELETE_BELONGINGS
WITH
  sessions_gone AS (
    DELETE FROM sessions
    WHERE
      tenant_id = $1
      AND user_id = $2::int
    RETURNING
      1
  ),
  tokens_gone AS (
    DELETE FROM tokens
    WHERE
      tenant_id = $1
      AND user_id = $2::int
    RETURNING
      1
  ),
  links_gone AS (
    DELETE FROM sign_in_links
    WHERE
      tenant_id = $1
      AND user_id = $2::int
    RETURNING
      1
  ),
  feeds_gone AS (
    DELETE FROM calendar_feeds
    WHERE
      tenant_id = $1
      AND (
        owner_id = $2::int
        OR user_id = $2::int
      )
    RETURNING
      1
  ),
  timer_gone AS (
    DELETE FROM timers
    WHERE
      tenant_id = $1
      AND user_id = $2::int
    RETURNING
      1
  ),
  messages_gone AS (
    DELETE FROM notification_deliveries
    WHERE
      tenant_id = $1
      AND user_id = $2::int
    RETURNING
      1
  ),
  notifications_gone AS (
    DELETE FROM notifications
    WHERE
      tenant_id = $1
      AND user_id = $2::int
    RETURNING
      1
  ),
  settings_gone AS (
    DELETE FROM notification_settings
    WHERE
      tenant_id = $1
      AND user_id = $2::int
    RETURNING
      1
  ),
  answers_gone AS (
    DELETE FROM idempotency_keys
    WHERE
      tenant_id = $1
      AND user_id = $2::int
    RETURNING
      1
  )
SELECT
  (
    (
      SELECT
        count(*)
      FROM
        sessions_gone
    ) + (
      SELECT
        count(*)
      FROM
        tokens_gone
    ) + (
      SELECT
        count(*)
      FROM
        links_gone
    ) + (
      SELECT
        count(*)
      FROM
        feeds_gone
    ) + (
      SELECT
        count(*)
      FROM
        timer_gone
    ) + (
      SELECT
        count(*)
      FROM
        messages_gone
    ) + (
      SELECT
        count(*)
      FROM
        notifications_gone
    ) + (
      SELECT
        count(*)
      FROM
        settings_gone
    ) + (
      SELECT
        count(*)
      FROM
        answers_gone
    )
  )::int AS deleted;

-- src/privacy/repository.ts: DELETE_PRIVATE_ACTIVITIES
WITH
  doomed AS (
    SELECT
      a.id
    FROM
      activities a
      JOIN activity_types t ON t.tenant_id = a.tenant_id
      AND t.id = a.activity_type_id
    WHERE
      a.tenant_id = $1
      AND t.private
      AND (
        $2::int IS NULL
        OR a.author_id = $2::int
      )
      AND (
        $3::date IS NULL
        OR a.date_to < $3::date
      )
    ORDER BY
      a.id
    LIMIT
      500
    FOR UPDATE OF
      a
  ),
  events_gone AS (
    DELETE FROM events e
    WHERE
      e.tenant_id = $1
      AND e.type LIKE 'activity.%'
      AND (e.data -> 'object' ->> 'id')::int IN (
        SELECT
          id
        FROM
          doomed
      )
    RETURNING
      e.id
  ),
  deliveries_gone AS (
    DELETE FROM webhook_deliveries d
    WHERE
      d.tenant_id = $1
      AND d.event_id IN (
        SELECT
          id
        FROM
          events_gone
      )
    RETURNING
      1
  ),
  notifications_gone AS (
    DELETE FROM notifications n
    WHERE
      n.tenant_id = $1
      AND (
        n.activity_id IN (
          SELECT
            id
          FROM
            doomed
        )
        OR n.activity_ids && ARRAY(
          SELECT
            id
          FROM
            doomed
        )
      )
    RETURNING
      1
  ),
  history_gone AS (
    DELETE FROM activity_history h
    WHERE
      h.tenant_id = $1
      AND h.activity_id IN (
        SELECT
          id
        FROM
          doomed
      )
    RETURNING
      1
  ),
  gone AS (
    DELETE FROM activities a
    WHERE
      a.tenant_id = $1
      AND a.id IN (
        SELECT
          id
        FROM
          doomed
      )
    RETURNING
      1
  )
  -- Every data-modifying part runs whether or not this reads it.
SELECT
  count(*)::int AS deleted
FROM
  gone;

-- src/privacy/repository.ts: ERASE_PERSON
WITH
  person AS (
    UPDATE users u
    SET
      firstname = f ->> 'firstname',
      lastname = f ->> 'lastname',
      email = f ->> 'email',
      avatar = NULL,
      deleted = true
    FROM
      (
        SELECT
          former_user ($1::int) AS f
      ) former
    WHERE
      u.tenant_id = $2
      AND u.id = $1::int
    RETURNING
      u.id
  ),
  others_notifications AS (
    UPDATE notifications n
    SET
      data = erase_person (n.data::json, $1::int, $3::text)::jsonb
    WHERE
      n.tenant_id = $2
      AND (
        n.data::text ~ (
          '"id" ?: ?' || $1::int || '\M|\(user:' || $1::int || '\)'
        )
        OR strpos(n.data::text, $3::text) > 0
      )
    RETURNING
      1
  ),
  descriptions AS (
    UPDATE issues i
    SET
      description = erase_mentions (i.description, $1::int)
    WHERE
      i.tenant_id = $2
      AND strpos(i.description, '(user:' || $1::int || ')') > 0
    RETURNING
      1
  ),
  comments AS (
    UPDATE issue_comments c
    SET
      description = erase_mentions (c.description, $1::int)
    WHERE
      c.tenant_id = $2
      AND strpos(c.description, '(user:' || $1::int || ')') > 0
    RETURNING
      1
  )
  -- Every data-modifying part runs whether or not this reads it.
SELECT
  id AS user_id
FROM
  person;

-- src/privacy/repository.ts: line 351
WITH
  batch AS (
    SELECT
      h."id" AS key
    FROM
      "issue_history" h
    WHERE
      h.tenant_id = $1
      AND h."id" > $2::bigint
    ORDER BY
      h."id"
    LIMIT
      5000
  ),
  rewritten AS (
    UPDATE "issue_history" h
    SET
      "changes" = erase_person ("h"."changes"::json, $3::int, NULL),
      "comment" = erase_person ("h"."comment"::json, $3::int, NULL)
    WHERE
      h.tenant_id = $1
      AND h."id" IN (
        SELECT
          key
        FROM
          batch
      )
      AND (
        (
          "h"."changes"::text ~ (
            '"id" ?: ?' || $3::int || '\M|\(user:' || $3::int || '\)'
          )
        )
        OR (
          "h"."comment"::text ~ (
            '"id" ?: ?' || $3::int || '\M|\(user:' || $3::int || '\)'
          )
        )
      )
    RETURNING
      1
  )
  -- Every data-modifying part runs whether or not this reads it.
SELECT
  max(key)::text AS last
FROM
  batch;

-- src/privacy/repository.ts: line 352
WITH
  batch AS (
    SELECT
      h."id" AS key
    FROM
      "activity_history" h
    WHERE
      h.tenant_id = $1
      AND h."id" > $2::bigint
    ORDER BY
      h."id"
    LIMIT
      5000
  ),
  rewritten AS (
    UPDATE "activity_history" h
    SET
      "changes" = erase_person ("h"."changes"::json, $3::int, NULL),
      "approval" = erase_person ("h"."approval"::json, $3::int, NULL)
    WHERE
      h.tenant_id = $1
      AND h."id" IN (
        SELECT
          key
        FROM
          batch
      )
      AND (
        (
          "h"."changes"::text ~ (
            '"id" ?: ?' || $3::int || '\M|\(user:' || $3::int || '\)'
          )
        )
        OR (
          "h"."approval"::text ~ (
            '"id" ?: ?' || $3::int || '\M|\(user:' || $3::int || '\)'
          )
        )
      )
    RETURNING
      1
  )
  -- Every data-modifying part runs whether or not this reads it.
SELECT
  max(key)::text AS last
FROM
  batch;

-- src/privacy/repository.ts: line 353
WITH
  batch AS (
    SELECT
      h."seq" AS key
    FROM
      "events" h
    WHERE
      h.tenant_id = $1
      AND h."seq" > $2::bigint
    ORDER BY
      h."seq"
    LIMIT
      5000
  ),
  rewritten AS (
    UPDATE "events" h
    SET
      "data" = erase_person ("h"."data"::json, $3::int, NULL)
    WHERE
      h.tenant_id = $1
      AND h."seq" IN (
        SELECT
          key
        FROM
          batch
      )
      AND (
        (
          "h"."data"::text ~ (
            '"id" ?: ?' || $3::int || '\M|\(user:' || $3::int || '\)'
          )
        )
      )
    RETURNING
      1
  )
  -- Every data-modifying part runs whether or not this reads it.
SELECT
  max(key)::text AS last
FROM
  batch;

-- src/privacy/repository.ts: PRIVACY_SETTINGS
SELECT
  (
    SELECT
      s.private_activity_retention_days
    FROM
      tenant_settings s
    WHERE
      s.tenant_id = $1
  ) AS "privateActivityRetentionDays";

-- src/privacy/repository.ts: SET_PRIVACY_SETTINGS
INSERT INTO
  tenant_settings (tenant_id, private_activity_retention_days)
VALUES
  ($1, $2::int)
ON CONFLICT (tenant_id) DO UPDATE
SET
  private_activity_retention_days = excluded.private_activity_retention_days
RETURNING
  private_activity_retention_days AS "privateActivityRetentionDays";

-- src/privacy/repository.ts: CLAIM_RETENTION_RUNS
UPDATE tenant_settings s
SET
  retention_ran_on = current_date
WHERE
  s.private_activity_retention_days IS NOT NULL
  AND (
    s.retention_ran_on IS NULL
    OR s.retention_ran_on < current_date
  )
RETURNING
  s.tenant_id,
  to_char(
    current_date - s.private_activity_retention_days,
    'YYYY-MM-DD'
  ) AS ended_before;
