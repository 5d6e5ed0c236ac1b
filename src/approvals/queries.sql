-- The SQL of every statement declared in src/approvals, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/approvals/decide.ts: PENDING
SELECT
  ap.state,
  st.step,
  st.quorum,
  NOT EXISTS (
    SELECT
      1
    FROM
      activity_approval_steps later
    WHERE
      later.tenant_id = st.tenant_id
      AND later.activity_id = st.activity_id
      AND later.step > st.step
  ) AS last,
  EXISTS (
    SELECT
      1
    FROM
      activities a
      JOIN team_members m ON m.tenant_id = a.tenant_id
      AND m.user_id = a.author_id
      JOIN teams tm ON tm.tenant_id = m.tenant_id
      AND tm.id = m.team_id
      AND NOT tm.deleted
      AND tm.min_present IS NOT NULL
      AND tm.coverage_mode = 'block'
    WHERE
      a.tenant_id = ap.tenant_id
      AND a.id = ap.activity_id
  ) AS blocks,
  coalesce(
    (
      SELECT
        json_agg(
          json_build_object(
            'id',
            u.id,
            'name',
            u.firstname || ' ' || u.lastname,
            'delegated_from',
            ar.delegated_from,
            'escalated',
            ar.escalated
          )
          ORDER BY
            u.id
        )
      FROM
        activity_approvers ar
        JOIN users u ON u.tenant_id = ar.tenant_id
        AND u.id = ar.user_id
      WHERE
        ar.tenant_id = st.tenant_id
        AND ar.activity_id = st.activity_id
        AND ar.step = st.step
        AND ar.decision IS NULL
    ),
    '[]'
  ) AS waiting,
  coalesce(
    (
      ap.escalate_after_days IS NOT NULL
      AND st.pending_since <= now() - make_interval(days => ap.escalate_after_days)
    ),
    false
  ) AS escalated,
  ap.substitute_id,
  ap.substitute_decision,
  (
    SELECT
      u.firstname || ' ' || u.lastname
    FROM
      users u
    WHERE
      u.tenant_id = ap.tenant_id
      AND u.id = ap.substitute_id
  ) AS substitute_name
FROM
  activity_approvals ap
  LEFT JOIN activity_approval_steps st ON st.tenant_id = ap.tenant_id
  AND st.activity_id = ap.activity_id
  AND st.state = 'pending'
WHERE
  ap.tenant_id = $1
  AND ap.activity_id = $2;

-- src/approvals/decide.ts: RECORD_DECISION
WITH
  decided AS (
    UPDATE activity_approvers
    SET
      decision = $1,
      note = $2,
      decided_at = now()
    WHERE
      tenant_id = $3
      AND activity_id = $4
      AND step = $5
      AND user_id = $6
  ),
  substituted AS (
    UPDATE activity_approvals
    SET
      substitute_decision = $1,
      substitute_note = $2,
      substitute_decided_at = now()
    WHERE
      tenant_id = $3
      AND activity_id = $4
      AND $5::int IS NULL
  )
INSERT INTO
  activity_history (
    tenant_id,
    activity_id,
    author_id,
    action,
    approval
  )
VALUES
  (
    $3,
    $4,
    $6,
    'decided',
    json_build_object(
      'step',
      $5::int,
      'decision',
      $1::text,
      'note',
      $2::text,
      'by',
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
            "u"."tenant_id" = $3::text
            and "u"."id" = $6::int
        )
      ),
      'delegatedFrom',
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
            "u"."tenant_id" = $3::text
            and "u"."id" = $7::int
        )
      ),
      'override',
      $8::boolean
    )
  );

-- src/approvals/decide.ts: JOIN_ESCALATED
INSERT INTO
  activity_approvers (tenant_id, activity_id, step, user_id, escalated)
VALUES
  ($1, $2, $3, $4, true)
ON CONFLICT (tenant_id, activity_id, step, user_id) DO NOTHING;

-- src/approvals/decide.ts: END_STEP
UPDATE activity_approval_steps
SET
  state = 'approved'
WHERE
  tenant_id = $1
  AND activity_id = $2
  AND step = $3;

-- src/approvals/decide.ts: CONCLUDE
WITH
  ended AS (
    UPDATE activity_approval_steps
    SET
      state = CASE
        WHEN $1::boolean THEN 'approved'
        ELSE 'rejected'
      END
    WHERE
      tenant_id = $2
      AND activity_id = $3
      AND state = 'pending'
  ),
  concluded AS (
    UPDATE activity_approvals
    SET
      state = CASE
        WHEN $1::boolean THEN 'approved'
        ELSE 'rejected'
      END
    WHERE
      tenant_id = $2
      AND activity_id = $3
  )
UPDATE activities a
SET
  status_editor_id = $4,
  updated_at = now(),
  status_id = (
    SELECT
      s.id
    FROM
      activity_statuses s
    WHERE
      s.tenant_id = a.tenant_id
      AND CASE
        WHEN $1::boolean THEN s.positive_final
        ELSE s.negative_final
      END
    ORDER BY
      s.id
    LIMIT
      1
  )
WHERE
  a.tenant_id = $2
  AND a.id = $3
  AND EXISTS (
    SELECT
      1
    FROM
      activity_statuses s
    WHERE
      s.tenant_id = a.tenant_id
      AND CASE
        WHEN $1::boolean THEN s.positive_final
        ELSE s.negative_final
      END
  );

-- src/approvals/inbox.ts: INBOX
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
        WITH
          requests AS (
            SELECT
              a.*
            FROM
              activities a
            WHERE
              a.tenant_id = $1
              AND a.id IN (
                SELECT
                  ids.id
                FROM
                  (
                    (
                      SELECT
                        ar.activity_id AS id
                      FROM
                        activity_approvers ar
                        JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id
                        AND st.activity_id = ar.activity_id
                        AND st.step = ar.step
                        AND st.state = 'pending'
                        JOIN activity_approvals ap ON ap.tenant_id = ar.tenant_id
                        AND ap.activity_id = ar.activity_id
                        AND ap.state = 'pending'
                        JOIN activities a ON a.tenant_id = ar.tenant_id
                        AND a.id = ar.activity_id
                        AND NOT a.deleted
                      WHERE
                        ar.tenant_id = $1
                        AND ar.user_id = $2::int
                        AND ar.decision IS NULL
                        AND ar.activity_id > $3::int
                      ORDER BY
                        ar.activity_id
                      LIMIT
                        $4::int
                    )
                    UNION
                    (
                      SELECT
                        a.id
                      FROM
                        activities a
                        JOIN activity_types at ON at.tenant_id = a.tenant_id
                        AND at.id = a.activity_type_id
                        AND at.approvable
                        JOIN activity_statuses s ON s.tenant_id = a.tenant_id
                        AND s.id = a.status_id
                        AND NOT s.positive_final
                        AND NOT s.negative_final
                      WHERE
                        $5::boolean
                        AND a.tenant_id = $1
                        AND NOT a.deleted
                        AND a.id > $3::int
                        AND NOT EXISTS (
                          SELECT
                            1
                          FROM
                            activity_approvals ap
                          WHERE
                            ap.tenant_id = a.tenant_id
                            AND ap.activity_id = a.id
                        )
                      ORDER BY
                        a.id
                      LIMIT
                        $4::int
                    )
                    UNION
                    (
                      SELECT
                        ap.activity_id
                      FROM
                        activity_approvals ap
                        JOIN activity_approval_steps st ON st.tenant_id = ap.tenant_id
                        AND st.activity_id = ap.activity_id
                        AND st.state = 'pending'
                        JOIN activities a ON a.tenant_id = ap.tenant_id
                        AND a.id = ap.activity_id
                        AND NOT a.deleted
                        AND a.author_id <> $2::int
                      WHERE
                        $6::boolean
                        AND ap.tenant_id = $1
                        AND ap.state = 'pending'
                        AND (
                          ap.escalate_after_days IS NOT NULL
                          AND st.pending_since <= now() - make_interval(days => ap.escalate_after_days)
                        )
                        AND ap.activity_id > $3::int
                        AND NOT EXISTS (
                          SELECT
                            1
                          FROM
                            activity_approvers ar
                          WHERE
                            ar.tenant_id = st.tenant_id
                            AND ar.activity_id = st.activity_id
                            AND ar.step = st.step
                            AND ar.user_id = $2::int
                            AND ar.decision IS NOT NULL
                        )
                      ORDER BY
                        ap.activity_id
                      LIMIT
                        $4::int
                    )
                    UNION
                    (
                      SELECT
                        ap.activity_id
                      FROM
                        activity_approvals ap
                        JOIN activities a ON a.tenant_id = ap.tenant_id
                        AND a.id = ap.activity_id
                        AND NOT a.deleted
                      WHERE
                        ap.tenant_id = $1
                        AND ap.substitute_id = $2::int
                        AND ap.substitute_decision IS NULL
                        AND ap.state = 'pending'
                        AND ap.activity_id > $3::int
                      ORDER BY
                        ap.activity_id
                      LIMIT
                        $4::int
                    )
                  ) ids
                ORDER BY
                  ids.id
                LIMIT
                  $4::int
              )
          ),
          team_stats AS MATERIALIZED (
            SELECT
              tm.id AS team_id,
              tm.name,
              tm.deleted,
              tm.min_present,
              tm.coverage_mode,
              -- Deleted members by anti-join on the key: with "NOT u.deleted" the planner read the partial
              -- index of live users' emails, the whole tenant's, once per member.
              (
                SELECT
                  count(*)::int
                FROM
                  team_members m
                WHERE
                  m.tenant_id = tm.tenant_id
                  AND m.team_id = tm.id
                  AND NOT EXISTS (
                    SELECT
                      1
                    FROM
                      users u
                    WHERE
                      u.tenant_id = m.tenant_id
                      AND u.id = m.user_id
                      AND u.deleted
                  )
              ) AS members,
              absences.absent,
              absences.spans
            FROM
              teams tm
              CROSS JOIN LATERAL (
                SELECT
                  coalesce(array_agg(m.user_id), '{}') AS absent,
                  coalesce(
                    array_agg(daterange (x.date_from, x.date_to, '[]')),
                    '{}'
                  ) AS spans
                FROM
                  team_members m
                  -- The requests' dates as a row, not as subqueries in the call: the planner inlines a function
                  -- only when its arguments hold no subquery (member by member through the index on (author, dates)).
                  CROSS JOIN (
                    SELECT
                      min(r.date_from) AS first_day,
                      max(r.date_to) AS last_day
                    FROM
                      requests r
                  ) requested
                  CROSS JOIN LATERAL away_spans (
                    m.tenant_id,
                    m.user_id,
                    requested.first_day,
                    requested.last_day
                  ) x
                WHERE
                  m.tenant_id = tm.tenant_id
                  AND m.team_id = tm.id
                  AND NOT EXISTS (
                    SELECT
                      1
                    FROM
                      users u
                    WHERE
                      u.tenant_id = m.tenant_id
                      AND u.id = m.user_id
                      AND u.deleted
                  )
              ) absences
            WHERE
              tm.tenant_id = $1::text
              AND NOT tm.deleted
              AND tm.min_present IS NOT NULL
              AND tm.id IN (
                SELECT
                  ao.team_id
                FROM
                  team_members ao
                WHERE
                  ao.tenant_id = $1::text
                  AND ao.user_id IN (
                    SELECT
                      r.author_id
                    FROM
                      requests r
                  )
              )
          )
        SELECT
          page.id,
          json_build_object(
            'activity',
            page.activity,
            'approval',
            (
              SELECT
                json_build_object(
                  'policy',
                  CASE
                    WHEN ap.policy_id IS NULL THEN NULL
                    ELSE json_build_object('id', ap.policy_id, 'name', ap.policy_name)
                  END,
                  'substitute',
                  CASE
                    WHEN ap.substitute_id IS NULL THEN NULL
                    ELSE json_build_object(
                      'user',
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
                            "u"."tenant_id" = $1::text
                            and "u"."id" = ap.substitute_id
                        )
                      ),
                      'decision',
                      ap.substitute_decision,
                      'note',
                      ap.substitute_note,
                      'at',
                      utc_millis (ap.substitute_decided_at)
                    )
                  END,
                  'state',
                  coalesce(
                    ap.state,
                    CASE
                      WHEN s.positive_final THEN 'approved'
                      WHEN s.negative_final THEN 'rejected'
                      ELSE 'pending'
                    END
                  ),
                  'steps',
                  (
                    SELECT
                      coalesce(
                        json_agg(
                          json_build_object(
                            'index',
                            st.step,
                            'approvers',
                            (
                              SELECT
                                coalesce(
                                  json_agg(
                                    json_build_object(
                                      'user',
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
                                            "u"."tenant_id" = $1::text
                                            and "u"."id" = ar.user_id
                                        )
                                      ),
                                      'delegatedFrom',
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
                                            "u"."tenant_id" = $1::text
                                            and "u"."id" = ar.delegated_from
                                        )
                                      ),
                                      'decision',
                                      ar.decision,
                                      'note',
                                      ar.note,
                                      'at',
                                      utc_millis (ar.decided_at),
                                      'escalated',
                                      ar.escalated
                                    )
                                    ORDER BY
                                      ar.user_id
                                  ),
                                  '[]'
                                )
                              FROM
                                activity_approvers ar
                              WHERE
                                ar.tenant_id = st.tenant_id
                                AND ar.activity_id = st.activity_id
                                AND ar.step = st.step
                            ),
                            'quorum',
                            st.quorum,
                            'state',
                            st.state
                          )
                          ORDER BY
                            st.step
                        ),
                        '[]'
                      )
                    FROM
                      activity_approval_steps st
                    WHERE
                      st.tenant_id = a.tenant_id
                      AND st.activity_id = a.id
                  ),
                  'coverage',
                  (
                    SELECT
                      coalesce(
                        json_agg(
                          json_build_object(
                            'date',
                            c.date,
                            'team',
                            json_build_object(
                              'id',
                              c.team_id,
                              'name',
                              c.name,
                              'deleted',
                              c.deleted
                            ),
                            'members',
                            c.members,
                            'away',
                            (
                              SELECT
                                coalesce(
                                  json_agg(
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
                                          "u"."tenant_id" = $1::text
                                          and "u"."id" = x.id
                                      )
                                    )
                                    ORDER BY
                                      x.id
                                  ),
                                  '[]'
                                )
                              FROM
                                unnest(c.away) x (id)
                            ),
                            'present',
                            c.present,
                            'minPresent',
                            c.min_present,
                            'short',
                            c.present < c.min_present
                          )
                          ORDER BY
                            c.date,
                            c.team_id
                        ),
                        '[]'
                      )
                    FROM
                      (
                        SELECT
                          to_char(days.day, 'YYYY-MM-DD') AS date,
                          st.team_id,
                          st.name,
                          st.deleted,
                          st.min_present,
                          st.coverage_mode,
                          st.members,
                          away.ids AS away,
                          st.members - cardinality(away.ids) AS present
                        FROM
                          activities a
                          JOIN team_members author_of ON author_of.tenant_id = a.tenant_id
                          AND author_of.user_id = a.author_id
                          JOIN team_stats st ON st.team_id = author_of.team_id
                          -- The author's working days (D19): what the request takes them away from.
                          CROSS JOIN LATERAL (
                            SELECT
                              d.day
                            FROM
                              scheduled_days (a.tenant_id, a.author_id, a.date_from, a.date_to) d
                            WHERE
                              d.minutes > 0
                          ) days
                          CROSS JOIN LATERAL (
                            SELECT
                              array_agg(
                                DISTINCT who
                                ORDER BY
                                  who
                              ) AS ids
                            FROM
                              (
                                SELECT
                                  a.author_id AS who
                                UNION ALL
                                SELECT
                                  z.who
                                FROM
                                  unnest(st.absent, st.spans) AS z (who, span)
                                WHERE
                                  z.span @> days.day
                              ) w
                          ) away
                        WHERE
                          a.tenant_id = $1::text
                          AND a.id = page.id
                      ) c
                  )
                )
              FROM
                activities a
                JOIN activity_statuses s ON s.tenant_id = a.tenant_id
                AND s.id = a.status_id
                LEFT JOIN activity_approvals ap ON ap.tenant_id = a.tenant_id
                AND ap.activity_id = a.id
              WHERE
                a.tenant_id = $1::text
                AND a.id = page.id
            ),
            'workingDays',
            (
              SELECT
                count(*)
              FROM
                requests r
                CROSS JOIN LATERAL scheduled_days (r.tenant_id, r.author_id, r.date_from, r.date_to) d
              WHERE
                r.id = page.id
                AND d.minutes > 0
            )
          ) AS item
        FROM
          (
            (
              select
                a.id as "id",
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
                ) as "activity"
              from
                requests as "a"
                inner join "tenants" as "t" on "t"."id" = "a"."tenant_id"
                left join "issues" as "linked" on "linked"."tenant_id" = "a"."tenant_id"
                and "linked"."id" = "a"."issue_id"
            )
          ) page
        ORDER BY
          page.id
      ) page
  ) page
ORDER BY
  page.id;

-- src/approvals/policies.ts: ROUTING_EXISTS via platform/db/checks.ts: statement
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
    WHEN (
      (
        SELECT
          x.id
        FROM
          unnest($3::int[]) WITH ORDINALITY AS x (id, n)
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
      1,
      (
        (
          SELECT
            x.id
          FROM
            unnest($3::int[]) WITH ORDINALITY AS x (id, n)
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
  END AS problem;

-- src/approvals/policies.ts: SAVE_ROUTING
UPDATE approval_policies
SET
  activity_type_ids = coalesce($1::int[], activity_type_ids),
  team_ids = coalesce($2::int[], team_ids),
  steps = coalesce($3::jsonb, steps)
WHERE
  tenant_id = $4
  AND id = $5;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.list
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
          "ap"."id" AS id,
          json_build_object(
            'id',
            "ap"."id",
            'name',
            "ap"."name",
            'activityTypeIds',
            to_jsonb("ap"."activity_type_ids"),
            'teamIds',
            to_jsonb("ap"."team_ids"),
            'steps',
            "ap"."steps",
            'substitute',
            "ap"."substitute",
            'escalateAfterDays',
            "ap"."escalate_after_days",
            'position',
            "ap"."position"
          ) AS item
        FROM
          "approval_policies" AS "ap"
        WHERE
          "ap"."tenant_id" = $1
          AND "ap"."id" > $2::int
        ORDER BY
          "ap"."id"
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.find
SELECT
  json_build_object(
    'id',
    "ap"."id",
    'name',
    "ap"."name",
    'activityTypeIds',
    to_jsonb("ap"."activity_type_ids"),
    'teamIds',
    to_jsonb("ap"."team_ids"),
    'steps',
    "ap"."steps",
    'substitute',
    "ap"."substitute",
    'escalateAfterDays',
    "ap"."escalate_after_days",
    'position',
    "ap"."position"
  ) AS item
FROM
  "approval_policies" AS "ap"
WHERE
  "ap"."tenant_id" = $1
  AND "ap"."id" = $2;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.lock
SELECT
  "id"
FROM
  "approval_policies"
WHERE
  "tenant_id" = $1
  AND "id" = $2
FOR UPDATE;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.insert
INSERT INTO
  "approval_policies" ("tenant_id", "name")
VALUES
  ($1, $2)
RETURNING
  "id";

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.setOptional
UPDATE "approval_policies"
SET
  "substitute" = CASE
    WHEN 'substitute' = ANY ($1::text[]) THEN $2
    ELSE "substitute"
  END,
  "escalate_after_days" = CASE
    WHEN 'escalateAfterDays' = ANY ($1::text[]) THEN $3
    ELSE "escalate_after_days"
  END,
  "position" = CASE
    WHEN 'position' = ANY ($1::text[]) THEN $4
    ELSE "position"
  END
WHERE
  "tenant_id" = $5
  AND "id" = $6;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.setMutable
UPDATE "approval_policies"
SET
  "name" = CASE
    WHEN 'name' = ANY ($1::text[]) THEN $2
    ELSE "name"
  END,
  "substitute" = CASE
    WHEN 'substitute' = ANY ($1::text[]) THEN $3
    ELSE "substitute"
  END,
  "escalate_after_days" = CASE
    WHEN 'escalateAfterDays' = ANY ($1::text[]) THEN $4
    ELSE "escalate_after_days"
  END,
  "position" = CASE
    WHEN 'position' = ANY ($1::text[]) THEN $5
    ELSE "position"
  END
WHERE
  "tenant_id" = $6
  AND "id" = $7;

-- src/approvals/policies.ts: approvalPolicies via reference-data/resource-store.ts: store.remove
DELETE FROM "approval_policies"
WHERE
  "tenant_id" = $1
  AND "id" = $2
RETURNING
  "id";

-- src/approvals/state.ts: BLOCKING_SHORTAGE
WITH
  team_stats AS MATERIALIZED (
    SELECT
      tm.id AS team_id,
      tm.name,
      tm.deleted,
      tm.min_present,
      tm.coverage_mode,
      -- Deleted members by anti-join on the key: with "NOT u.deleted" the planner read the partial
      -- index of live users' emails, the whole tenant's, once per member.
      (
        SELECT
          count(*)::int
        FROM
          team_members m
        WHERE
          m.tenant_id = tm.tenant_id
          AND m.team_id = tm.id
          AND NOT EXISTS (
            SELECT
              1
            FROM
              users u
            WHERE
              u.tenant_id = m.tenant_id
              AND u.id = m.user_id
              AND u.deleted
          )
      ) AS members,
      absences.absent,
      absences.spans
    FROM
      teams tm
      CROSS JOIN LATERAL (
        SELECT
          coalesce(array_agg(m.user_id), '{}') AS absent,
          coalesce(
            array_agg(daterange (x.date_from, x.date_to, '[]')),
            '{}'
          ) AS spans
        FROM
          team_members m
          -- The requests' dates as a row, not as subqueries in the call: the planner inlines a function
          -- only when its arguments hold no subquery (member by member through the index on (author, dates)).
          CROSS JOIN (
            SELECT
              min(r.date_from) AS first_day,
              max(r.date_to) AS last_day
            FROM
              (
                SELECT
                  *
                FROM
                  activities
                WHERE
                  tenant_id = $1
                  AND id = $2::int
              ) r
          ) requested
          CROSS JOIN LATERAL away_spans (
            m.tenant_id,
            m.user_id,
            requested.first_day,
            requested.last_day
          ) x
        WHERE
          m.tenant_id = tm.tenant_id
          AND m.team_id = tm.id
          AND NOT EXISTS (
            SELECT
              1
            FROM
              users u
            WHERE
              u.tenant_id = m.tenant_id
              AND u.id = m.user_id
              AND u.deleted
          )
      ) absences
    WHERE
      tm.tenant_id = $1::text
      AND NOT tm.deleted
      AND tm.min_present IS NOT NULL
      AND tm.id IN (
        SELECT
          ao.team_id
        FROM
          team_members ao
        WHERE
          ao.tenant_id = $1::text
          AND ao.user_id IN (
            SELECT
              r.author_id
            FROM
              (
                SELECT
                  *
                FROM
                  activities
                WHERE
                  tenant_id = $1
                  AND id = $2::int
              ) r
          )
      )
  )
SELECT
  c.date,
  c.name,
  c.present,
  c.members,
  c.min_present
FROM
  (
    SELECT
      to_char(days.day, 'YYYY-MM-DD') AS date,
      st.team_id,
      st.name,
      st.deleted,
      st.min_present,
      st.coverage_mode,
      st.members,
      away.ids AS away,
      st.members - cardinality(away.ids) AS present
    FROM
      activities a
      JOIN team_members author_of ON author_of.tenant_id = a.tenant_id
      AND author_of.user_id = a.author_id
      JOIN team_stats st ON st.team_id = author_of.team_id
      -- The author's working days (D19): what the request takes them away from.
      CROSS JOIN LATERAL (
        SELECT
          d.day
        FROM
          scheduled_days (a.tenant_id, a.author_id, a.date_from, a.date_to) d
        WHERE
          d.minutes > 0
      ) days
      CROSS JOIN LATERAL (
        SELECT
          array_agg(
            DISTINCT who
            ORDER BY
              who
          ) AS ids
        FROM
          (
            SELECT
              a.author_id AS who
            UNION ALL
            SELECT
              z.who
            FROM
              unnest(st.absent, st.spans) AS z (who, span)
            WHERE
              z.span @> days.day
          ) w
      ) away
    WHERE
      a.tenant_id = $1::text
      AND a.id = $2::int
  ) c
WHERE
  c.coverage_mode = 'block'
  AND c.present < c.min_present
ORDER BY
  c.date,
  c.team_id
LIMIT
  1;

-- src/approvals/state.ts: APPROVAL_STATE
WITH
  team_stats AS MATERIALIZED (
    SELECT
      tm.id AS team_id,
      tm.name,
      tm.deleted,
      tm.min_present,
      tm.coverage_mode,
      -- Deleted members by anti-join on the key: with "NOT u.deleted" the planner read the partial
      -- index of live users' emails, the whole tenant's, once per member.
      (
        SELECT
          count(*)::int
        FROM
          team_members m
        WHERE
          m.tenant_id = tm.tenant_id
          AND m.team_id = tm.id
          AND NOT EXISTS (
            SELECT
              1
            FROM
              users u
            WHERE
              u.tenant_id = m.tenant_id
              AND u.id = m.user_id
              AND u.deleted
          )
      ) AS members,
      absences.absent,
      absences.spans
    FROM
      teams tm
      CROSS JOIN LATERAL (
        SELECT
          coalesce(array_agg(m.user_id), '{}') AS absent,
          coalesce(
            array_agg(daterange (x.date_from, x.date_to, '[]')),
            '{}'
          ) AS spans
        FROM
          team_members m
          -- The requests' dates as a row, not as subqueries in the call: the planner inlines a function
          -- only when its arguments hold no subquery (member by member through the index on (author, dates)).
          CROSS JOIN (
            SELECT
              min(r.date_from) AS first_day,
              max(r.date_to) AS last_day
            FROM
              (
                SELECT
                  *
                FROM
                  activities
                WHERE
                  tenant_id = $1
                  AND id = $2::int
              ) r
          ) requested
          CROSS JOIN LATERAL away_spans (
            m.tenant_id,
            m.user_id,
            requested.first_day,
            requested.last_day
          ) x
        WHERE
          m.tenant_id = tm.tenant_id
          AND m.team_id = tm.id
          AND NOT EXISTS (
            SELECT
              1
            FROM
              users u
            WHERE
              u.tenant_id = m.tenant_id
              AND u.id = m.user_id
              AND u.deleted
          )
      ) absences
    WHERE
      tm.tenant_id = $1::text
      AND NOT tm.deleted
      AND tm.min_present IS NOT NULL
      AND tm.id IN (
        SELECT
          ao.team_id
        FROM
          team_members ao
        WHERE
          ao.tenant_id = $1::text
          AND ao.user_id IN (
            SELECT
              r.author_id
            FROM
              (
                SELECT
                  *
                FROM
                  activities
                WHERE
                  tenant_id = $1
                  AND id = $2::int
              ) r
          )
      )
  )
SELECT
  (
    SELECT
      (
        SELECT
          json_build_object(
            'policy',
            CASE
              WHEN ap.policy_id IS NULL THEN NULL
              ELSE json_build_object('id', ap.policy_id, 'name', ap.policy_name)
            END,
            'substitute',
            CASE
              WHEN ap.substitute_id IS NULL THEN NULL
              ELSE json_build_object(
                'user',
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
                      "u"."tenant_id" = $1::text
                      and "u"."id" = ap.substitute_id
                  )
                ),
                'decision',
                ap.substitute_decision,
                'note',
                ap.substitute_note,
                'at',
                utc_millis (ap.substitute_decided_at)
              )
            END,
            'state',
            coalesce(
              ap.state,
              CASE
                WHEN s.positive_final THEN 'approved'
                WHEN s.negative_final THEN 'rejected'
                ELSE 'pending'
              END
            ),
            'steps',
            (
              SELECT
                coalesce(
                  json_agg(
                    json_build_object(
                      'index',
                      st.step,
                      'approvers',
                      (
                        SELECT
                          coalesce(
                            json_agg(
                              json_build_object(
                                'user',
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
                                      "u"."tenant_id" = $1::text
                                      and "u"."id" = ar.user_id
                                  )
                                ),
                                'delegatedFrom',
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
                                      "u"."tenant_id" = $1::text
                                      and "u"."id" = ar.delegated_from
                                  )
                                ),
                                'decision',
                                ar.decision,
                                'note',
                                ar.note,
                                'at',
                                utc_millis (ar.decided_at),
                                'escalated',
                                ar.escalated
                              )
                              ORDER BY
                                ar.user_id
                            ),
                            '[]'
                          )
                        FROM
                          activity_approvers ar
                        WHERE
                          ar.tenant_id = st.tenant_id
                          AND ar.activity_id = st.activity_id
                          AND ar.step = st.step
                      ),
                      'quorum',
                      st.quorum,
                      'state',
                      st.state
                    )
                    ORDER BY
                      st.step
                  ),
                  '[]'
                )
              FROM
                activity_approval_steps st
              WHERE
                st.tenant_id = a.tenant_id
                AND st.activity_id = a.id
            ),
            'coverage',
            (
              SELECT
                coalesce(
                  json_agg(
                    json_build_object(
                      'date',
                      c.date,
                      'team',
                      json_build_object(
                        'id',
                        c.team_id,
                        'name',
                        c.name,
                        'deleted',
                        c.deleted
                      ),
                      'members',
                      c.members,
                      'away',
                      (
                        SELECT
                          coalesce(
                            json_agg(
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
                                    "u"."tenant_id" = $1::text
                                    and "u"."id" = x.id
                                )
                              )
                              ORDER BY
                                x.id
                            ),
                            '[]'
                          )
                        FROM
                          unnest(c.away) x (id)
                      ),
                      'present',
                      c.present,
                      'minPresent',
                      c.min_present,
                      'short',
                      c.present < c.min_present
                    )
                    ORDER BY
                      c.date,
                      c.team_id
                  ),
                  '[]'
                )
              FROM
                (
                  SELECT
                    to_char(days.day, 'YYYY-MM-DD') AS date,
                    st.team_id,
                    st.name,
                    st.deleted,
                    st.min_present,
                    st.coverage_mode,
                    st.members,
                    away.ids AS away,
                    st.members - cardinality(away.ids) AS present
                  FROM
                    activities a
                    JOIN team_members author_of ON author_of.tenant_id = a.tenant_id
                    AND author_of.user_id = a.author_id
                    JOIN team_stats st ON st.team_id = author_of.team_id
                    -- The author's working days (D19): what the request takes them away from.
                    CROSS JOIN LATERAL (
                      SELECT
                        d.day
                      FROM
                        scheduled_days (a.tenant_id, a.author_id, a.date_from, a.date_to) d
                      WHERE
                        d.minutes > 0
                    ) days
                    CROSS JOIN LATERAL (
                      SELECT
                        array_agg(
                          DISTINCT who
                          ORDER BY
                            who
                        ) AS ids
                      FROM
                        (
                          SELECT
                            a.author_id AS who
                          UNION ALL
                          SELECT
                            z.who
                          FROM
                            unnest(st.absent, st.spans) AS z (who, span)
                          WHERE
                            z.span @> days.day
                        ) w
                    ) away
                  WHERE
                    a.tenant_id = $1::text
                    AND a.id = $2::int
                ) c
            )
          )
        FROM
          activities a
          JOIN activity_statuses s ON s.tenant_id = a.tenant_id
          AND s.id = a.status_id
          LEFT JOIN activity_approvals ap ON ap.tenant_id = a.tenant_id
          AND ap.activity_id = a.id
        WHERE
          a.tenant_id = $1::text
          AND a.id = $2::int
      )
    FROM
      activities a
    WHERE
      a.tenant_id = $1
      AND a.id = $2::int
      AND (
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
      )
  )::text AS state;

-- src/approvals/workflow.ts: START
WITH
  requests AS (
    SELECT
      a.tenant_id,
      a.id,
      a.author_id,
      a.team_id,
      a.activity_type_id,
      a.substitute_id
    FROM
      activities a
      JOIN activity_types t ON t.tenant_id = a.tenant_id
      AND t.id = a.activity_type_id
    WHERE
      a.tenant_id = $1
      AND a.id = any ($2::int[])
      AND t.approvable
  ),
  matched AS (
    SELECT
      r.id AS activity_id,
      r.author_id,
      r.substitute_id,
      policy.id AS policy_id,
      policy.name,
      policy.steps,
      policy.escalate_after_days,
      policy.substitute
    FROM
      requests r
      CROSS JOIN LATERAL (
        SELECT
          ap.id,
          ap.name,
          ap.steps,
          ap.escalate_after_days,
          ap.substitute
        FROM
          approval_policies ap
        WHERE
          ap.tenant_id = r.tenant_id
          AND (
            cardinality(ap.activity_type_ids) = 0
            OR r.activity_type_id = any (ap.activity_type_ids)
          )
          AND (
            cardinality(ap.team_ids) = 0
            OR CASE
              WHEN r.team_id IS NOT NULL THEN r.team_id = any (ap.team_ids)
              ELSE EXISTS (
                SELECT
                  1
                FROM
                  team_members m
                WHERE
                  m.tenant_id = r.tenant_id
                  AND m.user_id = r.author_id
                  AND m.team_id = any (ap.team_ids)
              )
            END
          )
        ORDER BY
          ap.position,
          ap.id
        LIMIT
          1
      ) policy
  ),
  approvals AS (
    INSERT INTO
      activity_approvals (
        tenant_id,
        activity_id,
        policy_id,
        policy_name,
        escalate_after_days,
        substitute_id
      )
    SELECT
      $1,
      activity_id,
      policy_id,
      name,
      escalate_after_days,
      CASE
        WHEN substitute <> 'none' THEN substitute_id
      END
    FROM
      matched
  ),
  steps AS (
    INSERT INTO
      activity_approval_steps (
        tenant_id,
        activity_id,
        step,
        approvers,
        user_ids,
        role,
        quorum
      )
    SELECT
      $1,
      m.activity_id,
      s.n - 1,
      s.v ->> 'approvers',
      (
        SELECT
          array_agg(x::int)
        FROM
          jsonb_array_elements_text(s.v -> 'userIds') x
      ),
      s.v ->> 'role',
      s.v ->> 'quorum'
    FROM
      matched m,
      jsonb_array_elements(m.steps) WITH ORDINALITY AS s (v, n)
  )
SELECT
  activity_id,
  name AS policy_name,
  author_id,
  substitute AS substitute_mode,
  CASE
    WHEN substitute <> 'none' THEN substitute_id
  END AS substitute_id
FROM
  matched
ORDER BY
  activity_id;

-- src/approvals/workflow.ts: ASK_SUBSTITUTE
WITH
  substitute AS (
    SELECT
      ap.substitute_id AS user_id
    FROM
      activity_approvals ap
    WHERE
      ap.tenant_id = $1
      AND ap.activity_id = $2::int
      AND ap.substitute_id IS NOT NULL
  ),
  entries AS (
    INSERT INTO
      activity_history (
        tenant_id,
        activity_id,
        author_id,
        action,
        approval
      )
    SELECT
      $1,
      $2::int,
      $3::int,
      'approval_requested',
      json_build_object(
        'step',
        NULL::int,
        'approvers',
        (
          SELECT
            json_agg(
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
                    "u"."tenant_id" = $1::text
                    and "u"."id" = approver.user_id
                )
              )
              ORDER BY
                approver.user_id
            )
          FROM
            substitute approver
        )
      )
    WHERE
      EXISTS (
        SELECT
          1
        FROM
          substitute approver
      )
    RETURNING
      *
  )
SELECT
  1;

-- src/approvals/workflow.ts: ASK_SUBSTITUTE_WITH_EVENT
WITH
  substitute AS (
    SELECT
      ap.substitute_id AS user_id
    FROM
      activity_approvals ap
    WHERE
      ap.tenant_id = $1
      AND ap.activity_id = $2::int
      AND ap.substitute_id IS NOT NULL
  ),
  entries AS (
    INSERT INTO
      activity_history (
        tenant_id,
        activity_id,
        author_id,
        action,
        approval
      )
    SELECT
      $1,
      $2::int,
      $3::int,
      'approval_requested',
      json_build_object(
        'step',
        NULL::int,
        'approvers',
        (
          SELECT
            json_agg(
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
                    "u"."tenant_id" = $1::text
                    and "u"."id" = approver.user_id
                )
              )
              ORDER BY
                approver.user_id
            )
          FROM
            substitute approver
        )
      )
    WHERE
      EXISTS (
        SELECT
          1
        FROM
          substitute approver
      )
    RETURNING
      *
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
      entries AS h
      JOIN (
        SELECT
          $1::text AS tenant_id,
          built.id,
          built.activity AS object
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
                        or $4::boolean
                        or "i"."creator_id" = $3
                        or "i"."assigned_id" = $3
                        or exists (
                          select
                            1 as "seen"
                          from
                            "issue_collaborators" as "seen_by"
                          where
                            "seen_by"."tenant_id" = "i"."tenant_id"
                            and "seen_by"."issue_id" = "i"."id"
                            and "seen_by"."user_id" = $3
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
                "a"."tenant_id" = $1
                and "a"."id" = any ($5::int[])
            )
          ) built
      ) AS built ON built.tenant_id = h.tenant_id
      AND built.id = "h"."activity_id"
  )
SELECT
  1;

-- src/approvals/workflow.ts: ACTIVATE_STEP
WITH
  request AS (
    SELECT
      a.author_id,
      a.team_id
    FROM
      activities a
    WHERE
      a.tenant_id = $1
      AND a.id = $2::int
  ),
  step AS (
    SELECT
      s.approvers,
      s.user_ids,
      s.role
    FROM
      activity_approval_steps s
    WHERE
      s.tenant_id = $1
      AND s.activity_id = $2::int
      AND s.step = $3::int
  ),
  named AS (
    SELECT
      l.user_id
    FROM
      step,
      request,
      team_leads l
    WHERE
      step.approvers = 'team-leads'
      AND l.tenant_id = $1
      AND (
        l.team_id = request.team_id
        OR (
          request.team_id IS NULL
          AND l.team_id IN (
            SELECT
              m.team_id
            FROM
              team_members m
            WHERE
              m.tenant_id = $1
              AND m.user_id = request.author_id
          )
        )
      )
    UNION
    SELECT
      unnest(step.user_ids)
    FROM
      step
    WHERE
      step.approvers = 'users'
    UNION
    SELECT
      u.id
    FROM
      step,
      users u
    WHERE
      step.approvers = 'role'
      AND u.tenant_id = $1
      AND u.role = step.role
  ),
  admins AS (
    SELECT
      u.id
    FROM
      users u,
      request
    WHERE
      u.tenant_id = $1
      AND u.role = 'admin'
      AND NOT u.deleted
      AND u.id <> request.author_id
      AND EXISTS (
        SELECT
          1
        FROM
          step
      )
  ),
  candidates AS (
    SELECT
      u.id,
      user_away ($1, u.id, (now() AT TIME ZONE 'UTC')::date) AS away,
      CASE
        WHEN d.id IS NOT NULL
        AND NOT d.deleted
        AND d.id <> request.author_id
        AND NOT user_away ($1, d.id, (now() AT TIME ZONE 'UTC')::date) THEN d.id
      END AS deputy
    FROM
      named
      JOIN users u ON u.tenant_id = $1
      AND u.id = named.user_id
      CROSS JOIN request
      LEFT JOIN users d ON d.tenant_id = u.tenant_id
      AND d.id = u.deputy_id
    WHERE
      NOT u.deleted
      AND u.id <> request.author_id
  ),
  assigned AS (
    SELECT
      c.id AS user_id,
      NULL::int AS delegated_from
    FROM
      candidates c
    WHERE
      NOT c.away
    UNION ALL
    SELECT
      c.deputy,
      c.id
    FROM
      candidates c
    WHERE
      c.away
      AND c.deputy IS NOT NULL
    UNION ALL
    SELECT
      admins.id,
      c.id
    FROM
      candidates c,
      admins
    WHERE
      c.away
      AND c.deputy IS NULL
  ),
  chosen AS (
    SELECT DISTINCT
      ON (all_chosen.user_id) all_chosen.user_id,
      all_chosen.delegated_from
    FROM
      (
        SELECT
          *
        FROM
          assigned
        UNION ALL
        SELECT
          admins.id,
          NULL
        FROM
          admins
        WHERE
          NOT EXISTS (
            SELECT
              1
            FROM
              assigned
          )
      ) all_chosen
    ORDER BY
      all_chosen.user_id,
      all_chosen.delegated_from NULLS FIRST
  ),
  inserted AS (
    INSERT INTO
      activity_approvers (
        tenant_id,
        activity_id,
        step,
        user_id,
        delegated_from
      )
    SELECT
      $1,
      $2::int,
      $3::int,
      user_id,
      delegated_from
    FROM
      chosen
  ),
  marked AS (
    UPDATE activity_approval_steps
    SET
      state = CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            chosen
        ) THEN 'pending'
        ELSE 'skipped'
      END,
      pending_since = now()
    WHERE
      tenant_id = $1
      AND activity_id = $2::int
      AND step = $3::int
    RETURNING
      state
  ),
  entries AS (
    INSERT INTO
      activity_history (
        tenant_id,
        activity_id,
        author_id,
        action,
        approval
      )
    SELECT
      $1,
      $2::int,
      $4::int,
      'approval_requested',
      json_build_object(
        'step',
        $3::int,
        'approvers',
        (
          SELECT
            json_agg(
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
                    "u"."tenant_id" = $1::text
                    and "u"."id" = approver.user_id
                )
              )
              ORDER BY
                approver.user_id
            )
          FROM
            chosen approver
        )
      )
    WHERE
      EXISTS (
        SELECT
          1
        FROM
          chosen approver
      )
    RETURNING
      *
  )
SELECT
  state
FROM
  marked;

-- src/approvals/workflow.ts: ACTIVATE_STEP_WITH_EVENT
WITH
  request AS (
    SELECT
      a.author_id,
      a.team_id
    FROM
      activities a
    WHERE
      a.tenant_id = $1
      AND a.id = $2::int
  ),
  step AS (
    SELECT
      s.approvers,
      s.user_ids,
      s.role
    FROM
      activity_approval_steps s
    WHERE
      s.tenant_id = $1
      AND s.activity_id = $2::int
      AND s.step = $3::int
  ),
  named AS (
    SELECT
      l.user_id
    FROM
      step,
      request,
      team_leads l
    WHERE
      step.approvers = 'team-leads'
      AND l.tenant_id = $1
      AND (
        l.team_id = request.team_id
        OR (
          request.team_id IS NULL
          AND l.team_id IN (
            SELECT
              m.team_id
            FROM
              team_members m
            WHERE
              m.tenant_id = $1
              AND m.user_id = request.author_id
          )
        )
      )
    UNION
    SELECT
      unnest(step.user_ids)
    FROM
      step
    WHERE
      step.approvers = 'users'
    UNION
    SELECT
      u.id
    FROM
      step,
      users u
    WHERE
      step.approvers = 'role'
      AND u.tenant_id = $1
      AND u.role = step.role
  ),
  admins AS (
    SELECT
      u.id
    FROM
      users u,
      request
    WHERE
      u.tenant_id = $1
      AND u.role = 'admin'
      AND NOT u.deleted
      AND u.id <> request.author_id
      AND EXISTS (
        SELECT
          1
        FROM
          step
      )
  ),
  candidates AS (
    SELECT
      u.id,
      user_away ($1, u.id, (now() AT TIME ZONE 'UTC')::date) AS away,
      CASE
        WHEN d.id IS NOT NULL
        AND NOT d.deleted
        AND d.id <> request.author_id
        AND NOT user_away ($1, d.id, (now() AT TIME ZONE 'UTC')::date) THEN d.id
      END AS deputy
    FROM
      named
      JOIN users u ON u.tenant_id = $1
      AND u.id = named.user_id
      CROSS JOIN request
      LEFT JOIN users d ON d.tenant_id = u.tenant_id
      AND d.id = u.deputy_id
    WHERE
      NOT u.deleted
      AND u.id <> request.author_id
  ),
  assigned AS (
    SELECT
      c.id AS user_id,
      NULL::int AS delegated_from
    FROM
      candidates c
    WHERE
      NOT c.away
    UNION ALL
    SELECT
      c.deputy,
      c.id
    FROM
      candidates c
    WHERE
      c.away
      AND c.deputy IS NOT NULL
    UNION ALL
    SELECT
      admins.id,
      c.id
    FROM
      candidates c,
      admins
    WHERE
      c.away
      AND c.deputy IS NULL
  ),
  chosen AS (
    SELECT DISTINCT
      ON (all_chosen.user_id) all_chosen.user_id,
      all_chosen.delegated_from
    FROM
      (
        SELECT
          *
        FROM
          assigned
        UNION ALL
        SELECT
          admins.id,
          NULL
        FROM
          admins
        WHERE
          NOT EXISTS (
            SELECT
              1
            FROM
              assigned
          )
      ) all_chosen
    ORDER BY
      all_chosen.user_id,
      all_chosen.delegated_from NULLS FIRST
  ),
  inserted AS (
    INSERT INTO
      activity_approvers (
        tenant_id,
        activity_id,
        step,
        user_id,
        delegated_from
      )
    SELECT
      $1,
      $2::int,
      $3::int,
      user_id,
      delegated_from
    FROM
      chosen
  ),
  marked AS (
    UPDATE activity_approval_steps
    SET
      state = CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            chosen
        ) THEN 'pending'
        ELSE 'skipped'
      END,
      pending_since = now()
    WHERE
      tenant_id = $1
      AND activity_id = $2::int
      AND step = $3::int
    RETURNING
      state
  ),
  entries AS (
    INSERT INTO
      activity_history (
        tenant_id,
        activity_id,
        author_id,
        action,
        approval
      )
    SELECT
      $1,
      $2::int,
      $4::int,
      'approval_requested',
      json_build_object(
        'step',
        $3::int,
        'approvers',
        (
          SELECT
            json_agg(
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
                    "u"."tenant_id" = $1::text
                    and "u"."id" = approver.user_id
                )
              )
              ORDER BY
                approver.user_id
            )
          FROM
            chosen approver
        )
      )
    WHERE
      EXISTS (
        SELECT
          1
        FROM
          chosen approver
      )
    RETURNING
      *
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
      entries AS h
      JOIN (
        SELECT
          $1::text AS tenant_id,
          built.id,
          built.activity AS object
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
                        or $5::boolean
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
                NOT coalesce(linked.private, false) as "shareable"
              from
                activities as "a"
                inner join "tenants" as "t" on "t"."id" = "a"."tenant_id"
                left join "issues" as "linked" on "linked"."tenant_id" = "a"."tenant_id"
                and "linked"."id" = "a"."issue_id"
              where
                "a"."tenant_id" = $1
                and "a"."id" = any ($6::int[])
            )
          ) built
      ) AS built ON built.tenant_id = h.tenant_id
      AND built.id = "h"."activity_id"
  )
SELECT
  state
FROM
  marked;

-- src/approvals/workflow.ts: STEPS_LEFT_BY
SELECT
  ar.activity_id,
  ar.step
FROM
  activity_approvers ar
  JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id
  AND st.activity_id = ar.activity_id
  AND st.step = ar.step
  AND st.state = 'pending'
  JOIN activity_approvals ap ON ap.tenant_id = ar.tenant_id
  AND ap.activity_id = ar.activity_id
  AND ap.state = 'pending'
  JOIN activities a ON a.tenant_id = ar.tenant_id
  AND a.id = ar.activity_id
  AND NOT a.deleted
WHERE
  ar.tenant_id = $1
  AND ar.user_id = $2::int
  AND ar.decision IS NULL
  AND (
    st.quorum = 'all'
    OR NOT EXISTS (
      SELECT
        1
      FROM
        activity_approvers other
        JOIN users u ON u.tenant_id = other.tenant_id
        AND u.id = other.user_id
        AND NOT u.deleted
      WHERE
        other.tenant_id = ar.tenant_id
        AND other.activity_id = ar.activity_id
        AND other.step = ar.step
        AND other.decision IS NULL
    )
  )
ORDER BY
  ar.activity_id;

-- src/approvals/workflow.ts: HAND_OVER
WITH
  chosen AS (
    SELECT
      u.id AS user_id,
      $1::int AS delegated_from
    FROM
      users u
      JOIN activities a ON a.tenant_id = u.tenant_id
      AND a.id = $2::int
      AND a.author_id <> u.id
    WHERE
      u.tenant_id = $3
      AND u.role = 'admin'
      AND NOT u.deleted
      AND NOT EXISTS (
        SELECT
          1
        FROM
          activity_approvers ar
        WHERE
          ar.tenant_id = u.tenant_id
          AND ar.activity_id = $2::int
          AND ar.step = $4::int
          AND ar.user_id = u.id
      )
  ),
  left_step AS (
    DELETE FROM activity_approvers
    WHERE
      tenant_id = $3
      AND activity_id = $2::int
      AND step = $4::int
      AND user_id = $1::int
      AND decision IS NULL
      AND EXISTS (
        SELECT
          1
        FROM
          chosen
      )
  ),
  inserted AS (
    INSERT INTO
      activity_approvers (
        tenant_id,
        activity_id,
        step,
        user_id,
        delegated_from
      )
    SELECT
      $3,
      $2::int,
      $4::int,
      user_id,
      delegated_from
    FROM
      chosen
  ),
  entries AS (
    INSERT INTO
      activity_history (
        tenant_id,
        activity_id,
        author_id,
        action,
        approval
      )
    SELECT
      $3,
      $2::int,
      $5::int,
      'approval_requested',
      json_build_object(
        'step',
        $4::int,
        'approvers',
        (
          SELECT
            json_agg(
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
                    "u"."tenant_id" = $3::text
                    and "u"."id" = approver.user_id
                )
              )
              ORDER BY
                approver.user_id
            )
          FROM
            chosen approver
        )
      )
    WHERE
      EXISTS (
        SELECT
          1
        FROM
          chosen approver
      )
    RETURNING
      *
  )
SELECT
  1;

-- src/approvals/workflow.ts: FORGET
DELETE FROM activity_approvals
WHERE
  tenant_id = $1
  AND activity_id = any ($2::int[]);

-- src/approvals/workflow.ts: OVERRIDE_BY_STATUS
UPDATE activity_approvals ap
SET
  state = (
    SELECT
      CASE
        WHEN s.positive_final THEN 'approved'
        WHEN s.negative_final THEN 'rejected'
        ELSE 'pending'
      END
    FROM
      activity_statuses s
    WHERE
      s.tenant_id = ap.tenant_id
      AND s.id = $1::int
  )
WHERE
  ap.tenant_id = $2
  AND ap.activity_id = $3::int
  AND EXISTS (
    SELECT
      1
    FROM
      activity_statuses s
    WHERE
      s.tenant_id = ap.tenant_id
      AND s.id = $1::int
  )
RETURNING
  ap.activity_id;

-- src/approvals/workflow.ts: FOLLOWS_POLICY
SELECT
  1
FROM
  activity_approvals
WHERE
  tenant_id = $1
  AND activity_id = $2::int;
