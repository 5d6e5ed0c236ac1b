-- The SQL of every statement declared in src/notifications, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/notifications/mailer.ts: CLAIM
WITH
  due AS (
    SELECT
      d.tenant_id,
      d.id
    FROM
      notification_deliveries d
    WHERE
      d.status = 'pending'
      AND d.next_attempt_at <= now()
    ORDER BY
      d.next_attempt_at
    LIMIT
      $1::int
    FOR UPDATE
      SKIP LOCKED
  ),
  claimed AS (
    UPDATE notification_deliveries d
    SET
      attempts = d.attempts + 1,
      next_attempt_at = now() + '30 seconds'::interval
    FROM
      due
    WHERE
      d.tenant_id = due.tenant_id
      AND d.id = due.id
    RETURNING
      d.tenant_id,
      d.id,
      d.user_id,
      d.notification_id,
      d.attempts,
      d.to_address
  )
SELECT
  c.tenant_id,
  c.id::text AS id,
  c.attempts AS attempt,
  c.to_address,
  u.language,
  c.notification_id IS NULL AS digest,
  included.items,
  included.total
FROM
  claimed c
  JOIN users u ON u.tenant_id = c.tenant_id
  AND u.id = c.user_id
  CROSS JOIN LATERAL (
    SELECT
      coalesce(
        json_agg(
          json_build_object(
            'kind',
            n.kind,
            'data',
            n.data,
            'issueId',
            n.issue_id
          )
          ORDER BY
            n.id
        ) FILTER (
          WHERE
            n.rank <= 50
        ),
        '[]'
      ) AS items,
      count(*)::int AS total
    FROM
      (
        SELECT
          n.id,
          n.kind,
          n.data,
          n.issue_id,
          row_number() OVER (
            ORDER BY
              n.id
          ) AS rank
        FROM
          (
            SELECT
              *
            FROM
              notifications n
            WHERE
              n.tenant_id = c.tenant_id
              AND n.id = c.notification_id
            UNION ALL
            SELECT
              *
            FROM
              notifications n
            WHERE
              n.tenant_id = c.tenant_id
              AND n.digest_id = c.id
              AND c.notification_id IS NULL
          ) n
      ) n
  ) included;

-- src/notifications/mailer.ts: RECORD
WITH
  finished AS (
    SELECT
      *
    FROM
      jsonb_to_recordset($1::jsonb) AS f (
        "tenantId" text,
        id bigint,
        attempt int,
        status text,
        error text,
        "retryInSeconds" float8
      )
  )
UPDATE notification_deliveries d
SET
  status = f.status,
  error = f.error,
  sent_at = CASE
    WHEN f.status = 'sent' THEN now()
  END,
  next_attempt_at = CASE
    WHEN f.status = 'pending' THEN now() + make_interval(secs => f."retryInSeconds")
  END
FROM
  finished f
WHERE
  d.tenant_id = f."tenantId"
  AND d.id = f.id
  AND d.attempts = f.attempt
  AND d.status = 'pending';

-- src/notifications/notifier.ts: NOTIFY
WITH
  position AS (
    SELECT
      last_event_id
    FROM
      event_relays
    WHERE
      name = 'notifications'
    FOR UPDATE
      SKIP LOCKED
  ),
  head AS MATERIALIZED (
    SELECT
      *
    FROM
      events_after (
        (
          SELECT
            last_event_id
          FROM
            position
        ),
        200
      )
  ),
  last AS (
    SELECT
      tenant_id,
      id,
      actor_id,
      occurred_at
    FROM
      head
    ORDER BY
      id DESC
    LIMIT
      1
  ),
  tail AS (
    -- A full batch may end inside a write (a bulk edit's 1,000 events): the rest of that write
    -- comes along, so that its people get one notification that names all it did, and one email.
    SELECT
      e.*
    FROM
      (
        SELECT
          e.*,
          bool_and(
            (
              e.tenant_id = last.tenant_id
              AND e.actor_id IS NOT DISTINCT FROM last.actor_id
              AND e.occurred_at = last.occurred_at
            )
          ) OVER (
            ORDER BY
              e.id
          ) AS same_write
        FROM
          last
          CROSS JOIN LATERAL events_after (last.id, 1000) e
        WHERE
          (
            SELECT
              count(*)
            FROM
              head
          ) = 200
      ) e
    WHERE
      e.same_write
  ),
  taken AS (
    SELECT
      e.*,
      (
        e.tenant_id = last.tenant_id
        AND e.actor_id IS NOT DISTINCT FROM last.actor_id
        AND e.occurred_at = last.occurred_at
      ) AS of_last
    FROM
      (
        SELECT
          *
        FROM
          head
        UNION ALL
        SELECT
          tenant_id,
          seq,
          id,
          type,
          occurred_at,
          actor_id,
          data,
          webhook_id
        FROM
          tail
      ) e
      CROSS JOIN last
  ),
  batch AS MATERIALIZED (
    SELECT
      e.tenant_id,
      e.id,
      e.type,
      e.actor_id,
      e.occurred_at,
      CASE
        WHEN e.type = any ($1::text[]) THEN e.data::jsonb
      END AS data
    FROM
      taken e
      -- The sequencer numbers a long write in several runs: its events read so far wait for the rest.
    WHERE
      NOT (
        e.of_last
        AND e.id > coalesce(
          (
            SELECT
              max(id)
            FROM
              taken
            WHERE
              NOT of_last
          ),
          0
        )
        AND EXISTS (
          SELECT
            1
          FROM
            events u,
            last
          WHERE
            u.tenant_id = last.tenant_id
            AND u.id IS NULL
            AND (
              u.tenant_id = last.tenant_id
              AND u.actor_id IS NOT DISTINCT FROM last.actor_id
              AND u.occurred_at = last.occurred_at
            )
        )
      )
  ),
  concerned AS (
    -- A step (or the substitute, step null) waits for the approvers its entry names.
    SELECT
      b.tenant_id,
      b.id AS ord,
      'event:' || b.id AS source,
      b.actor_id,
      (a ->> 'id')::int AS user_id,
      CASE
        WHEN jsonb_typeof(b.data -> 'step') = 'number' THEN 'approval.requested'
        ELSE 'substitute.requested'
      END::text AS kind,
      concat_ws(
        ':',
        'request',
        (b.data #>> '{object,author,id}'),
        (b.data #>> '{object,created_at}'),
        coalesce(b.data ->> 'step', 'substitute')
      ) AS group_key,
      (b.data #>> '{object,id}')::int AS activity_id,
      NULL::int AS issue_id,
      jsonb_build_object(
        'requester',
        concat_ws(
          ' ',
          (b.data #> '{object,author}') ->> 'firstname',
          (b.data #> '{object,author}') ->> 'lastname'
        ),
        'step',
        b.data -> 'step'
      ) AS data,
      jsonb_build_object(
        'id',
        (b.data #> '{object,id}'),
        'type',
        (b.data #>> '{object,activityTypeId,name}'),
        'dateFrom',
        (b.data #> '{object,dateFrom}'),
        'dateTo',
        (b.data #> '{object,dateTo}')
      ) AS item
    FROM
      batch b
      CROSS JOIN jsonb_array_elements(b.data -> 'approvers') a
    WHERE
      b.type = 'activity.approval_requested'
    UNION ALL
    -- A request that no policy routes waits for anyone who may approve (one implicit step).
    SELECT
      b.tenant_id,
      b.id AS ord,
      'event:' || b.id AS source,
      b.actor_id,
      (u.id)::int AS user_id,
      'approval.requested'::text AS kind,
      concat_ws(
        ':',
        'request',
        (b.data #>> '{object,author,id}'),
        (b.data #>> '{object,created_at}'),
        '0'
      ) AS group_key,
      (b.data #>> '{object,id}')::int AS activity_id,
      NULL::int AS issue_id,
      jsonb_build_object(
        'requester',
        concat_ws(
          ' ',
          (b.data #> '{object,author}') ->> 'firstname',
          (b.data #> '{object,author}') ->> 'lastname'
        ),
        'step',
        0
      ) AS data,
      jsonb_build_object(
        'id',
        (b.data #> '{object,id}'),
        'type',
        (b.data #>> '{object,activityTypeId,name}'),
        'dateFrom',
        (b.data #> '{object,dateFrom}'),
        'dateTo',
        (b.data #> '{object,dateTo}')
      ) AS item
    FROM
      batch b
      JOIN users u ON u.tenant_id = b.tenant_id
      AND u.role = any ($2::text[])
    WHERE
      b.type = 'activity.created'
      AND (b.data #>> '{object,activityTypeId,approvable}')::boolean
      AND NOT (
        (b.data #>> '{object,statusId,positiveFinal}')::boolean
        OR (b.data #>> '{object,statusId,negativeFinal}')::boolean
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          activity_approvals ap
        WHERE
          ap.tenant_id = b.tenant_id
          AND ap.activity_id = (b.data #>> '{object,id}')::int
      )
    UNION ALL
    -- The final outcome of a request goes to its author, with the decider's note.
    SELECT
      b.tenant_id,
      b.id AS ord,
      'event:' || b.id AS source,
      b.actor_id,
      ((b.data #>> '{object,author,id}'))::int AS user_id,
      'approval.decided'::text AS kind,
      concat_ws(
        ':',
        'request',
        (b.data #>> '{object,author,id}'),
        (b.data #>> '{object,created_at}'),
        (b.data #>> '{object,statusId,id}')
      ) AS group_key,
      (b.data #>> '{object,id}')::int AS activity_id,
      NULL::int AS issue_id,
      jsonb_build_object(
        'outcome',
        CASE
          WHEN (b.data #>> '{object,statusId,positiveFinal}')::boolean THEN 'approved'
          ELSE 'rejected'
        END,
        'status',
        (b.data #> '{object,statusId,name}'),
        'note',
        (
          SELECT
            h.approval -> 'note'
          FROM
            activity_history h
          WHERE
            h.tenant_id = b.tenant_id
            AND h.activity_id = (b.data #>> '{object,id}')::int
            AND h.action = 'decided'
            AND h.at = b.occurred_at
          ORDER BY
            h.id DESC
          LIMIT
            1
        )
      ) AS data,
      jsonb_build_object(
        'id',
        (b.data #> '{object,id}'),
        'type',
        (b.data #>> '{object,activityTypeId,name}'),
        'dateFrom',
        (b.data #> '{object,dateFrom}'),
        'dateTo',
        (b.data #> '{object,dateTo}')
      ) AS item
    FROM
      batch b
    WHERE
      b.type = 'activity.status_changed'
      AND (b.data #>> '{object,activityTypeId,approvable}')::boolean
      AND (
        (b.data #>> '{object,statusId,positiveFinal}')::boolean
        OR (b.data #>> '{object,statusId,negativeFinal}')::boolean
      )
    UNION ALL
    -- A new issue's assignee, and the new assignee of a changed one.
    SELECT
      b.tenant_id,
      b.id AS ord,
      'event:' || b.id AS source,
      b.actor_id,
      (
        coalesce(
          c #>> '{to,id}',
          (b.data #>> '{object,assignedId,id}')
        )
      )::int AS user_id,
      'issue.assigned'::text AS kind,
      concat_ws(':', 'write', b.actor_id, b.occurred_at) AS group_key,
      NULL::int AS activity_id,
      (b.data #>> '{object,id}')::int AS issue_id,
      '{}'::jsonb AS data,
      jsonb_build_object(
        'id',
        (b.data #> '{object,id}'),
        'name',
        (b.data #> '{object,name}')
      ) AS item
    FROM
      batch b
      LEFT JOIN LATERAL jsonb_array_elements(b.data -> 'changes') c ON c ->> 'field' = 'assignedId'
    WHERE
      (
        b.type = 'issue.created'
        AND jsonb_typeof((b.data #> '{object,assignedId}')) = 'object'
      )
      OR (
        b.type = 'issue.updated'
        AND jsonb_typeof(c -> 'to') = 'object'
      )
    UNION ALL
    -- A comment concerns the issue's creator, assignee and collaborators.
    SELECT
      b.tenant_id,
      b.id AS ord,
      'event:' || b.id AS source,
      b.actor_id,
      (people.id)::int AS user_id,
      'issue.commented'::text AS kind,
      concat_ws(':', 'write', b.actor_id, b.occurred_at) AS group_key,
      NULL::int AS activity_id,
      (b.data #>> '{object,id}')::int AS issue_id,
      jsonb_build_object(
        'comment',
        left(
          regexp_replace(
            b.data #>> '{comment,description}',
            '@\[([^]\n]{1,255})\]\(user:[0-9]{1,9}\)',
            '@\1',
            'g'
          ),
          500
        )
      ) AS data,
      jsonb_build_object(
        'id',
        (b.data #> '{object,id}'),
        'name',
        (b.data #> '{object,name}')
      ) AS item
    FROM
      batch b
      CROSS JOIN LATERAL (
        SELECT
          (b.data #>> '{object,creatorId,id}')
        UNION
        SELECT
          (b.data #>> '{object,assignedId,id}')
        UNION
        SELECT
          x ->> 'id'
        FROM
          jsonb_array_elements((b.data #> '{object,collaborators}')) x
      ) people (id)
    WHERE
      b.type = 'issue.comment.created'
      AND people.id IS NOT NULL
    UNION ALL
    -- A change to a final status closes the issue for its creator and collaborators.
    SELECT
      b.tenant_id,
      b.id AS ord,
      'event:' || b.id AS source,
      b.actor_id,
      (people.id)::int AS user_id,
      'issue.closed'::text AS kind,
      concat_ws(':', 'write', b.actor_id, b.occurred_at) AS group_key,
      NULL::int AS activity_id,
      (b.data #>> '{object,id}')::int AS issue_id,
      jsonb_build_object('status', (b.data #> '{object,statusId,name}')) AS data,
      jsonb_build_object(
        'id',
        (b.data #> '{object,id}'),
        'name',
        (b.data #> '{object,name}')
      ) AS item
    FROM
      batch b
      CROSS JOIN LATERAL (
        SELECT
          (b.data #>> '{object,creatorId,id}')
        UNION
        SELECT
          x ->> 'id'
        FROM
          jsonb_array_elements((b.data #> '{object,collaborators}')) x
      ) people (id)
    WHERE
      b.type = 'issue.updated'
      AND EXISTS (
        SELECT
          1
        FROM
          jsonb_array_elements(b.data -> 'changes') c
        WHERE
          c ->> 'field' = 'statusId'
          AND NOT (c #>> '{from,final}')::boolean
          AND (c #>> '{to,final}')::boolean
      )
    UNION ALL
    -- A mention, @[Name](user:<id>), in an issue's description or a comment: that user, once per text.
    SELECT
      b.tenant_id,
      b.id AS ord,
      concat_ws(
        ':',
        'mention',
        (b.data #>> '{object,id}'),
        m.text_of,
        m.user_id
      ) AS source,
      b.actor_id,
      (m.user_id)::int AS user_id,
      'issue.mentioned'::text AS kind,
      concat_ws(':', 'write', b.actor_id, b.occurred_at) AS group_key,
      NULL::int AS activity_id,
      (b.data #>> '{object,id}')::int AS issue_id,
      jsonb_build_object(
        'comment',
        left(
          regexp_replace(
            m.text,
            '@\[([^]\n]{1,255})\]\(user:[0-9]{1,9}\)',
            '@\1',
            'g'
          ),
          500
        )
      ) AS data,
      jsonb_build_object(
        'id',
        (b.data #> '{object,id}'),
        'name',
        (b.data #> '{object,name}')
      ) AS item
    FROM
      batch b
      CROSS JOIN LATERAL (
        SELECT DISTINCT
          ON (found[1]) found[1]::int AS user_id,
          t.text,
          t.text_of
        FROM
          (
            SELECT
              (b.data #>> '{object,description}') AS text,
              'description' AS text_of
            WHERE
              b.type = 'issue.created'
              OR (
                b.type = 'issue.updated'
                AND b.data -> 'changes' @> '[{"field": "description"}]'
              )
            UNION ALL
            SELECT
              b.data #>> '{comment,description}',
              'comment-' || (b.data #>> '{comment,id}')
            WHERE
              b.type IN ('issue.comment.created', 'issue.comment.updated')
          ) t
          CROSS JOIN LATERAL regexp_matches(
            t.text,
            '@\[[^]\n]{1,255}\]\(user:([0-9]{1,9})\)',
            'g'
          ) found
        LIMIT
          50
      ) m
    WHERE
      b.type IN (
        'issue.created',
        'issue.updated',
        'issue.comment.created',
        'issue.comment.updated'
      )
  ),
  addressed AS (
    SELECT
      c.*,
      u.email AS address,
      u.language,
      coalesce(s.email, 'immediate') AS email_mode,
      (
        SELECT
          concat_ws(' ', actor.firstname, actor.lastname)
        FROM
          users actor
        WHERE
          actor.tenant_id = c.tenant_id
          AND actor.id = c.actor_id
      ) AS actor_name
    FROM
      concerned c
      JOIN users u ON u.tenant_id = c.tenant_id
      AND u.id = c.user_id
      AND NOT u.deleted
      LEFT JOIN notification_settings s ON s.tenant_id = c.tenant_id
      AND s.user_id = c.user_id
    WHERE
      c.user_id IS DISTINCT FROM c.actor_id
      AND coalesce((s.kinds ->> c.kind)::boolean, true)
      AND (
        c.issue_id IS NULL
        OR EXISTS (
          SELECT
            1
          FROM
            issues i
          WHERE
            i.tenant_id = c.tenant_id
            AND i.id = c.issue_id
            AND (
              not "i"."private"
              or u.role = any ($3::text[])
              or "i"."creator_id" = u.id
              or "i"."assigned_id" = u.id
              or exists (
                select
                  1 as "seen"
                from
                  "issue_collaborators" as "seen_by"
                where
                  "seen_by"."tenant_id" = "i"."tenant_id"
                  and "seen_by"."issue_id" = "i"."id"
                  and "seen_by"."user_id" = u.id
              )
            )
        )
      )
  ),
  grouped AS (
    SELECT
      tenant_id,
      user_id,
      kind,
      group_key,
      (
        array_agg(
          source
          ORDER BY
            ord
        )
      ) [1] AS source,
      (
        array_agg(
          actor_id
          ORDER BY
            ord
        )
      ) [1] AS actor_id,
      (
        array_agg(
          data || jsonb_build_object('actor', actor_name)
          ORDER BY
            ord
        )
      ) [1] AS data,
      coalesce(
        array_agg(DISTINCT activity_id) FILTER (
          WHERE
            activity_id IS NOT NULL
        ),
        '{}'
      ) AS activity_ids,
      coalesce(
        array_agg(DISTINCT issue_id) FILTER (
          WHERE
            issue_id IS NOT NULL
        ),
        '{}'
      ) AS issue_ids,
      jsonb_agg(item) AS items,
      min(address) AS address,
      min(language) AS language,
      min(email_mode) AS email_mode
    FROM
      addressed
    GROUP BY
      tenant_id,
      user_id,
      kind,
      group_key
  ),
  open_group AS (
    SELECT
      g.tenant_id,
      g.user_id,
      g.kind,
      g.group_key,
      n.id
    FROM
      grouped g
      JOIN notifications n ON n.tenant_id = g.tenant_id
      AND n.user_id = g.user_id
      AND n.kind = g.kind
      AND n.group_key = g.group_key
      AND n.read_at IS NULL
      AND n.created_at > now() - interval '10 minutes'
  ),
  merged AS (
    UPDATE notifications n
    SET
      activity_ids = (
        SELECT
          coalesce(
            array_agg(
              DISTINCT x
              ORDER BY
                x
            ),
            '{}'
          )
        FROM
          unnest(n.activity_ids || g.activity_ids) x
      ),
      issue_ids = (
        SELECT
          coalesce(
            array_agg(
              DISTINCT x
              ORDER BY
                x
            ),
            '{}'
          )
        FROM
          unnest(n.issue_ids || g.issue_ids) x
      ),
      data = n.data || jsonb_build_object(
        'items',
        (
          SELECT
            coalesce(
              jsonb_agg(
                x
                ORDER BY
                  x ->> 'dateFrom',
                  (x ->> 'id')::int
              ),
              '[]'
            )
          FROM
            (
              SELECT DISTINCT
                ON ((x ->> 'id')::int) x
              FROM
                jsonb_array_elements((n.data -> 'items') || g.items) x
              ORDER BY
                (x ->> 'id')::int
              LIMIT
                20
            ) named
        ),
        'total',
        cardinality(
          (
            SELECT
              coalesce(
                array_agg(
                  DISTINCT x
                  ORDER BY
                    x
                ),
                '{}'
              )
            FROM
              unnest(
                n.activity_ids || n.issue_ids || g.activity_ids || g.issue_ids
              ) x
          )
        )
      )
    FROM
      grouped g
      JOIN open_group o USING (tenant_id, user_id, kind, group_key)
    WHERE
      n.tenant_id = o.tenant_id
      AND n.id = o.id
  ),
  inserted AS (
    INSERT INTO
      notifications (
        tenant_id,
        user_id,
        kind,
        source,
        group_key,
        actor_id,
        activity_id,
        issue_id,
        activity_ids,
        issue_ids,
        data,
        mail,
        read_at
      )
    SELECT
      tenant_id,
      user_id,
      kind,
      source,
      group_key,
      actor_id,
      activity_ids[1],
      issue_ids[1],
      activity_ids,
      issue_ids,
      data || jsonb_build_object(
        'items',
        (
          SELECT
            coalesce(
              jsonb_agg(
                x
                ORDER BY
                  x ->> 'dateFrom',
                  (x ->> 'id')::int
              ),
              '[]'
            )
          FROM
            (
              SELECT DISTINCT
                ON ((x ->> 'id')::int) x
              FROM
                jsonb_array_elements(items) x
              ORDER BY
                (x ->> 'id')::int
              LIMIT
                20
            ) named
        ),
        'total',
        cardinality(activity_ids) + cardinality(issue_ids)
      ),
      CASE
        WHEN NOT $4::boolean
        OR email_mode = 'off'
        OR settled THEN 'none'
        WHEN email_mode = 'daily' THEN 'digest'
        ELSE 'immediate'
      END,
      -- Decided (or cancelled) before the notifier came to it: read already, and not mailed.
      CASE
        WHEN settled THEN now()
      END
    FROM
      (
        SELECT
          g.*,
          g.kind IN (
            'approval.requested',
            'approval.reminder',
            'substitute.requested'
          )
          AND NOT EXISTS (
            SELECT
              1
            FROM
              unnest("g"."activity_ids") x (id)
              JOIN activities a ON a.tenant_id = "g"."tenant_id"
              AND a.id = x.id
              AND NOT a.deleted
              JOIN activity_statuses s ON s.tenant_id = a.tenant_id
              AND s.id = a.status_id
              LEFT JOIN activity_approvals ap ON ap.tenant_id = a.tenant_id
              AND ap.activity_id = a.id
            WHERE
              CASE
                WHEN "g"."kind" = 'substitute.requested' THEN ap.state = 'pending'
                AND ap.substitute_decision IS NULL
                WHEN ap.activity_id IS NOT NULL THEN EXISTS (
                  SELECT
                    1
                  FROM
                    activity_approval_steps st
                  WHERE
                    st.tenant_id = a.tenant_id
                    AND st.activity_id = a.id
                    AND st.state = 'pending'
                    AND st.step = ("g"."data" ->> 'step')::int
                )
                ELSE NOT s.positive_final
                AND NOT s.negative_final
              END
          ) AS settled
        FROM
          grouped g
      ) g
    WHERE
      NOT EXISTS (
        SELECT
          1
        FROM
          open_group o
        WHERE
          o.tenant_id = g.tenant_id
          AND o.user_id = g.user_id
          AND o.kind = g.kind
          AND o.group_key = g.group_key
      )
    ORDER BY
      tenant_id,
      source,
      user_id,
      kind
    ON CONFLICT (tenant_id, user_id, kind, source) DO NOTHING
    RETURNING
      tenant_id,
      id,
      user_id,
      kind,
      issue_id,
      data,
      mail
  ),
  recipients AS (
    SELECT DISTINCT
      tenant_id,
      user_id,
      address,
      language
    FROM
      grouped
  ),
  mailed AS (
    INSERT INTO
      notification_deliveries (
        tenant_id,
        user_id,
        notification_id,
        to_address,
        attempts,
        next_attempt_at
      )
    SELECT
      tenant_id,
      user_id,
      id,
      address,
      CASE
        WHEN leased THEN 1
        ELSE 0
      END,
      CASE
        WHEN leased THEN now() + '30 seconds'::interval
        ELSE now()
      END
    FROM
      (
        SELECT
          i.tenant_id,
          i.user_id,
          i.id,
          r.address,
          row_number() OVER (
            ORDER BY
              i.id
          ) <= $5::int AS leased
        FROM
          inserted i
          JOIN recipients r ON r.tenant_id = i.tenant_id
          AND r.user_id = i.user_id
        WHERE
          i.mail = 'immediate'
      ) queued
    RETURNING
      tenant_id,
      id,
      user_id,
      notification_id,
      attempts,
      to_address
  ),
  settling AS (
    SELECT DISTINCT
      b.tenant_id,
      (b.data #>> '{object,id}')::int AS activity_id
    FROM
      batch b
    WHERE
      b.type = any ($6::text[])
  ),
  settled_now AS (
    -- The EXISTS is evaluated once, before anything is read: without it a run whose batch
    -- settles nothing still read every unread request notification (27 of a 30 ms run at 5,500).
    UPDATE notifications n
    SET
      read_at = now()
    FROM
      settling x
    WHERE
      EXISTS (
        SELECT
          1
        FROM
          settling
      )
      AND n.tenant_id = x.tenant_id
      AND x.activity_id = any (n.activity_ids)
      AND n.read_at IS NULL
      AND n.kind IN (
        'approval.requested',
        'approval.reminder',
        'substitute.requested'
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          unnest("n"."activity_ids") x (id)
          JOIN activities a ON a.tenant_id = "n"."tenant_id"
          AND a.id = x.id
          AND NOT a.deleted
          JOIN activity_statuses s ON s.tenant_id = a.tenant_id
          AND s.id = a.status_id
          LEFT JOIN activity_approvals ap ON ap.tenant_id = a.tenant_id
          AND ap.activity_id = a.id
        WHERE
          CASE
            WHEN "n"."kind" = 'substitute.requested' THEN ap.state = 'pending'
            AND ap.substitute_decision IS NULL
            WHEN ap.activity_id IS NOT NULL THEN EXISTS (
              SELECT
                1
              FROM
                activity_approval_steps st
              WHERE
                st.tenant_id = a.tenant_id
                AND st.activity_id = a.id
                AND st.state = 'pending'
                AND st.step = ("n"."data" ->> 'step')::int
            )
            ELSE NOT s.positive_final
            AND NOT s.negative_final
          END
      )
  ),
  advanced AS (
    UPDATE event_relays
    SET
      last_event_id = (
        SELECT
          max(id)
        FROM
          batch
      )
    WHERE
      name = 'notifications'
      AND EXISTS (
        SELECT
          1
        FROM
          batch
      )
  )
SELECT
  (
    SELECT
      count(*)
    FROM
      batch
  )::int AS read,
  (
    SELECT
      count(*)
    FROM
      inserted
  )::int + (
    SELECT
      count(*)
    FROM
      open_group
  )::int AS notified,
  (
    SELECT
      count(*)
    FROM
      mailed
  )::int AS mailed,
  (
    SELECT
      coalesce(
        json_agg(
          json_build_object(
            'tenant_id',
            m.tenant_id,
            'id',
            m.id::text,
            'attempt',
            m.attempts,
            'to_address',
            m.to_address,
            'language',
            r.language,
            'digest',
            false,
            'total',
            1,
            'items',
            json_build_array(
              json_build_object(
                'kind',
                i.kind,
                'data',
                i.data,
                'issueId',
                i.issue_id
              )
            )
          )
        ),
        '[]'
      )
    FROM
      mailed m
      JOIN inserted i ON i.tenant_id = m.tenant_id
      AND i.id = m.notification_id
      JOIN recipients r ON r.tenant_id = m.tenant_id
      AND r.user_id = m.user_id
    WHERE
      m.attempts = 1
  ) AS claimed;

-- src/notifications/notifier.ts: REMIND
WITH
  waiting AS (
    SELECT
      st.tenant_id,
      st.activity_id,
      st.step,
      format(
        'reminder:%s:%s:%s',
        a.author_id,
        utc_millis (a.created_at),
        st.step
      ) AS request,
      floor(
        extract(
          epoch
          FROM
            now() - min(st.pending_since) OVER (
              PARTITION BY
                st.tenant_id,
                a.author_id,
                a.created_at,
                st.step
            )
        ) / 86400
      )::int AS days
    FROM
      activity_approval_steps st
      JOIN activity_approvals ap ON ap.tenant_id = st.tenant_id
      AND ap.activity_id = st.activity_id
      AND ap.state = 'pending'
      JOIN activities a ON a.tenant_id = st.tenant_id
      AND a.id = st.activity_id
      AND NOT a.deleted
    WHERE
      st.state = 'pending'
      AND st.pending_since <= now() - interval '1 day'
  ),
  concerned AS (
    SELECT
      w.tenant_id,
      w.activity_id AS ord,
      w.request || ':' || w.days AS source,
      NULL::int AS actor_id,
      r.user_id,
      'approval.reminder' AS kind,
      w.request || ':' || w.days AS group_key,
      w.activity_id,
      NULL::int AS issue_id,
      jsonb_build_object(
        'requester',
        concat_ws(' ', author.firstname, author.lastname),
        'step',
        w.step,
        'days',
        w.days
      ) AS data,
      jsonb_build_object(
        'id',
        a.id,
        'type',
        t.name,
        'dateFrom',
        a.date_from::text,
        'dateTo',
        a.date_to::text
      ) AS item
    FROM
      waiting w
      JOIN activity_approvers r ON r.tenant_id = w.tenant_id
      AND r.activity_id = w.activity_id
      AND r.step = w.step
      AND r.decision IS NULL
      JOIN activities a ON a.tenant_id = w.tenant_id
      AND a.id = w.activity_id
      JOIN activity_types t ON t.tenant_id = a.tenant_id
      AND t.id = a.activity_type_id
      JOIN users author ON author.tenant_id = a.tenant_id
      AND author.id = a.author_id
  ),
  addressed AS (
    SELECT
      c.*,
      u.email AS address,
      u.language,
      coalesce(s.email, 'immediate') AS email_mode,
      (
        SELECT
          concat_ws(' ', actor.firstname, actor.lastname)
        FROM
          users actor
        WHERE
          actor.tenant_id = c.tenant_id
          AND actor.id = c.actor_id
      ) AS actor_name
    FROM
      concerned c
      JOIN users u ON u.tenant_id = c.tenant_id
      AND u.id = c.user_id
      AND NOT u.deleted
      LEFT JOIN notification_settings s ON s.tenant_id = c.tenant_id
      AND s.user_id = c.user_id
    WHERE
      c.user_id IS DISTINCT FROM c.actor_id
      AND coalesce((s.kinds ->> c.kind)::boolean, true)
      AND (
        c.issue_id IS NULL
        OR EXISTS (
          SELECT
            1
          FROM
            issues i
          WHERE
            i.tenant_id = c.tenant_id
            AND i.id = c.issue_id
            AND (
              not "i"."private"
              or u.role = any ($1::text[])
              or "i"."creator_id" = u.id
              or "i"."assigned_id" = u.id
              or exists (
                select
                  1 as "seen"
                from
                  "issue_collaborators" as "seen_by"
                where
                  "seen_by"."tenant_id" = "i"."tenant_id"
                  and "seen_by"."issue_id" = "i"."id"
                  and "seen_by"."user_id" = u.id
              )
            )
        )
      )
  ),
  grouped AS (
    SELECT
      tenant_id,
      user_id,
      kind,
      group_key,
      (
        array_agg(
          source
          ORDER BY
            ord
        )
      ) [1] AS source,
      (
        array_agg(
          actor_id
          ORDER BY
            ord
        )
      ) [1] AS actor_id,
      (
        array_agg(
          data || jsonb_build_object('actor', actor_name)
          ORDER BY
            ord
        )
      ) [1] AS data,
      coalesce(
        array_agg(DISTINCT activity_id) FILTER (
          WHERE
            activity_id IS NOT NULL
        ),
        '{}'
      ) AS activity_ids,
      coalesce(
        array_agg(DISTINCT issue_id) FILTER (
          WHERE
            issue_id IS NOT NULL
        ),
        '{}'
      ) AS issue_ids,
      jsonb_agg(item) AS items,
      min(address) AS address,
      min(language) AS language,
      min(email_mode) AS email_mode
    FROM
      addressed
    GROUP BY
      tenant_id,
      user_id,
      kind,
      group_key
  ),
  open_group AS (
    SELECT
      g.tenant_id,
      g.user_id,
      g.kind,
      g.group_key,
      n.id
    FROM
      grouped g
      JOIN notifications n ON n.tenant_id = g.tenant_id
      AND n.user_id = g.user_id
      AND n.kind = g.kind
      AND n.group_key = g.group_key
      AND n.read_at IS NULL
      AND n.created_at > now() - interval '10 minutes'
  ),
  merged AS (
    UPDATE notifications n
    SET
      activity_ids = (
        SELECT
          coalesce(
            array_agg(
              DISTINCT x
              ORDER BY
                x
            ),
            '{}'
          )
        FROM
          unnest(n.activity_ids || g.activity_ids) x
      ),
      issue_ids = (
        SELECT
          coalesce(
            array_agg(
              DISTINCT x
              ORDER BY
                x
            ),
            '{}'
          )
        FROM
          unnest(n.issue_ids || g.issue_ids) x
      ),
      data = n.data || jsonb_build_object(
        'items',
        (
          SELECT
            coalesce(
              jsonb_agg(
                x
                ORDER BY
                  x ->> 'dateFrom',
                  (x ->> 'id')::int
              ),
              '[]'
            )
          FROM
            (
              SELECT DISTINCT
                ON ((x ->> 'id')::int) x
              FROM
                jsonb_array_elements((n.data -> 'items') || g.items) x
              ORDER BY
                (x ->> 'id')::int
              LIMIT
                20
            ) named
        ),
        'total',
        cardinality(
          (
            SELECT
              coalesce(
                array_agg(
                  DISTINCT x
                  ORDER BY
                    x
                ),
                '{}'
              )
            FROM
              unnest(
                n.activity_ids || n.issue_ids || g.activity_ids || g.issue_ids
              ) x
          )
        )
      )
    FROM
      grouped g
      JOIN open_group o USING (tenant_id, user_id, kind, group_key)
    WHERE
      n.tenant_id = o.tenant_id
      AND n.id = o.id
  ),
  inserted AS (
    INSERT INTO
      notifications (
        tenant_id,
        user_id,
        kind,
        source,
        group_key,
        actor_id,
        activity_id,
        issue_id,
        activity_ids,
        issue_ids,
        data,
        mail,
        read_at
      )
    SELECT
      tenant_id,
      user_id,
      kind,
      source,
      group_key,
      actor_id,
      activity_ids[1],
      issue_ids[1],
      activity_ids,
      issue_ids,
      data || jsonb_build_object(
        'items',
        (
          SELECT
            coalesce(
              jsonb_agg(
                x
                ORDER BY
                  x ->> 'dateFrom',
                  (x ->> 'id')::int
              ),
              '[]'
            )
          FROM
            (
              SELECT DISTINCT
                ON ((x ->> 'id')::int) x
              FROM
                jsonb_array_elements(items) x
              ORDER BY
                (x ->> 'id')::int
              LIMIT
                20
            ) named
        ),
        'total',
        cardinality(activity_ids) + cardinality(issue_ids)
      ),
      CASE
        WHEN NOT $2::boolean
        OR email_mode = 'off'
        OR settled THEN 'none'
        WHEN email_mode = 'daily' THEN 'digest'
        ELSE 'immediate'
      END,
      -- Decided (or cancelled) before the notifier came to it: read already, and not mailed.
      CASE
        WHEN settled THEN now()
      END
    FROM
      (
        SELECT
          g.*,
          g.kind IN (
            'approval.requested',
            'approval.reminder',
            'substitute.requested'
          )
          AND NOT EXISTS (
            SELECT
              1
            FROM
              unnest("g"."activity_ids") x (id)
              JOIN activities a ON a.tenant_id = "g"."tenant_id"
              AND a.id = x.id
              AND NOT a.deleted
              JOIN activity_statuses s ON s.tenant_id = a.tenant_id
              AND s.id = a.status_id
              LEFT JOIN activity_approvals ap ON ap.tenant_id = a.tenant_id
              AND ap.activity_id = a.id
            WHERE
              CASE
                WHEN "g"."kind" = 'substitute.requested' THEN ap.state = 'pending'
                AND ap.substitute_decision IS NULL
                WHEN ap.activity_id IS NOT NULL THEN EXISTS (
                  SELECT
                    1
                  FROM
                    activity_approval_steps st
                  WHERE
                    st.tenant_id = a.tenant_id
                    AND st.activity_id = a.id
                    AND st.state = 'pending'
                    AND st.step = ("g"."data" ->> 'step')::int
                )
                ELSE NOT s.positive_final
                AND NOT s.negative_final
              END
          ) AS settled
        FROM
          grouped g
      ) g
    WHERE
      NOT EXISTS (
        SELECT
          1
        FROM
          open_group o
        WHERE
          o.tenant_id = g.tenant_id
          AND o.user_id = g.user_id
          AND o.kind = g.kind
          AND o.group_key = g.group_key
      )
    ORDER BY
      tenant_id,
      source,
      user_id,
      kind
    ON CONFLICT (tenant_id, user_id, kind, source) DO NOTHING
    RETURNING
      tenant_id,
      id,
      user_id,
      kind,
      issue_id,
      data,
      mail
  ),
  recipients AS (
    SELECT DISTINCT
      tenant_id,
      user_id,
      address,
      language
    FROM
      grouped
  ),
  mailed AS (
    INSERT INTO
      notification_deliveries (
        tenant_id,
        user_id,
        notification_id,
        to_address,
        attempts,
        next_attempt_at
      )
    SELECT
      tenant_id,
      user_id,
      id,
      address,
      CASE
        WHEN leased THEN 1
        ELSE 0
      END,
      CASE
        WHEN leased THEN now() + '30 seconds'::interval
        ELSE now()
      END
    FROM
      (
        SELECT
          i.tenant_id,
          i.user_id,
          i.id,
          r.address,
          row_number() OVER (
            ORDER BY
              i.id
          ) <= 0 AS leased
        FROM
          inserted i
          JOIN recipients r ON r.tenant_id = i.tenant_id
          AND r.user_id = i.user_id
        WHERE
          i.mail = 'immediate'
      ) queued
    RETURNING
      tenant_id,
      id,
      user_id,
      notification_id,
      attempts,
      to_address
  )
SELECT
  (
    SELECT
      count(*)
    FROM
      inserted
  )::int AS notified,
  (
    SELECT
      count(*)
    FROM
      mailed
  )::int AS mailed;

-- src/notifications/notifier.ts: DIGEST
WITH
  due AS (
    SELECT
      s.tenant_id,
      s.user_id
    FROM
      notification_settings s
    WHERE
      s.email = 'daily'
      AND s.next_digest_at <= now()
    ORDER BY
      s.next_digest_at
    LIMIT
      100
    FOR UPDATE
      SKIP LOCKED
  ),
  moved AS (
    UPDATE notification_settings s
    SET
      next_digest_at = next_daily_at (s.daily_at, s.zone, now())
    FROM
      due
    WHERE
      s.tenant_id = due.tenant_id
      AND s.user_id = due.user_id
  ),
  waiting AS (
    SELECT DISTINCT
      n.tenant_id,
      n.user_id
    FROM
      due
      JOIN notifications n ON n.tenant_id = due.tenant_id
      AND n.user_id = due.user_id
      AND n.mail = 'digest'
      AND n.digest_id IS NULL
  ),
  queued AS (
    INSERT INTO
      notification_deliveries (tenant_id, user_id, to_address)
    SELECT
      w.tenant_id,
      w.user_id,
      u.email
    FROM
      waiting w
      JOIN users u ON u.tenant_id = w.tenant_id
      AND u.id = w.user_id
      AND NOT u.deleted
    RETURNING
      tenant_id,
      id,
      user_id
  ),
  taken AS (
    UPDATE notifications n
    SET
      digest_id = q.id
    FROM
      queued q
    WHERE
      n.tenant_id = q.tenant_id
      AND n.user_id = q.user_id
      AND n.mail = 'digest'
      AND n.digest_id IS NULL
  )
SELECT
  count(*)::int AS mailed
FROM
  queued;

-- src/notifications/retention.ts: PRUNE
WITH
  notifications_deleted AS (
    DELETE FROM "notifications"
    WHERE
      (tenant_id, id) IN (
        SELECT
          tenant_id,
          id
        FROM
          "notifications"
        WHERE
          true
          AND created_at < now() - make_interval(days => $1::int)
        ORDER BY
          created_at
        LIMIT
          1000
        FOR UPDATE
          SKIP LOCKED
      )
    RETURNING
      1
  ),
  digests_deleted AS (
    DELETE FROM "notification_deliveries"
    WHERE
      (tenant_id, id) IN (
        SELECT
          tenant_id,
          id
        FROM
          "notification_deliveries"
        WHERE
          notification_id IS NULL
          AND created_at < now() - make_interval(days => $1::int)
        ORDER BY
          created_at
        LIMIT
          1000
        FOR UPDATE
          SKIP LOCKED
      )
    RETURNING
      1
  )
SELECT
  (
    SELECT
      count(*)
    FROM
      notifications_deleted
  )::int + (
    SELECT
      count(*)
    FROM
      digests_deleted
  )::int AS deleted;

-- src/notifications/store.ts: PAGE
SELECT
  coalesce(
    (
      SELECT
        json_agg(
          page
          ORDER BY
            page.id DESC
        )
      FROM
        (
          SELECT
            n.id,
            n.kind,
            utc_millis (n.created_at) AS "createdAt",
            utc_millis (n.read_at) AS "readAt",
            n.activity_id AS "activityId",
            n.issue_id AS "issueId",
            n.activity_ids AS "activityIds",
            n.issue_ids AS "issueIds",
            n.data,
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
                  "u"."tenant_id" = n.tenant_id
                  and "u"."id" = n.actor_id
              )
            ) AS actor
          FROM
            notifications n
          WHERE
            n.tenant_id = $1
            AND n.user_id = $2::int
            AND (
              NOT $3::boolean
              OR n.read_at IS NULL
            )
            AND (
              $4::bigint IS NULL
              OR n.id < $4::bigint
            )
          ORDER BY
            n.id DESC
          LIMIT
            $5::int
        ) page
    ),
    '[]'
  ) AS items,
  (
    SELECT
      count(*)::int
    FROM
      notifications n
    WHERE
      n.tenant_id = $1
      AND n.user_id = $2::int
      AND n.read_at IS NULL
  ) AS unread_count,
  (
    SELECT
      u.language
    FROM
      users u
    WHERE
      u.tenant_id = $1
      AND u.id = $2::int
  ) AS language;

-- src/notifications/store.ts: MARK_READ
UPDATE notifications
SET
  read_at = now()
WHERE
  tenant_id = $1
  AND user_id = $2::int
  AND read_at IS NULL
  AND (
    $3::boolean
    OR id = any ($4::bigint[])
  );

-- src/notifications/store.ts: SETTINGS
SELECT
  s.email,
  to_char(s.daily_at, 'HH24:MI') AS "dailyAt",
  s.zone,
  s.kinds
FROM
  (
    SELECT
      email,
      daily_at,
      zone,
      kinds
    FROM
      notification_settings
    WHERE
      tenant_id = $1
      AND user_id = $2::int
    UNION ALL
    SELECT
      'immediate',
      '08:00',
      'UTC',
      '{}'
    LIMIT
      1
  ) s;

-- src/notifications/store.ts: SAVE_SETTINGS
WITH
  known AS (
    SELECT
      1
    FROM
      pg_timezone_names
    WHERE
      $1::text IS NULL
      OR name = $1::text
    LIMIT
      1
  ),
  saved AS (
    INSERT INTO
      notification_settings AS s (tenant_id, user_id, email, daily_at, zone, kinds)
    SELECT
      $2,
      $3::int,
      coalesce($4::text, 'immediate'),
      coalesce($5::time, '08:00'),
      coalesce($1::text, 'UTC'),
      $6::jsonb
    FROM
      known
    ON CONFLICT (tenant_id, user_id) DO UPDATE
    SET
      email = coalesce($4::text, s.email),
      daily_at = coalesce($5::time, s.daily_at),
      zone = coalesce($1::text, s.zone),
      kinds = s.kinds || $6::jsonb
    RETURNING
      s.*
  ),
  scheduled AS (
    UPDATE notification_settings s
    SET
      next_digest_at = CASE
        WHEN saved.email = 'daily' THEN next_daily_at (saved.daily_at, saved.zone, now())
      END
    FROM
      saved
    WHERE
      s.tenant_id = saved.tenant_id
      AND s.user_id = saved.user_id
  ),
  undigested AS (
    UPDATE notifications n
    SET
      mail = 'none'
    FROM
      saved
    WHERE
      saved.email <> 'daily'
      AND n.tenant_id = saved.tenant_id
      AND n.user_id = saved.user_id
      AND n.mail = 'digest'
      AND n.digest_id IS NULL
  )
SELECT
  s.email,
  to_char(s.daily_at, 'HH24:MI') AS "dailyAt",
  s.zone,
  s.kinds
FROM
  saved s;

-- src/notifications/store.ts: DELIVERIES
SELECT
  json_build_object(
    'id',
    d.id,
    'notificationId',
    d.notification_id,
    'to',
    d.to_address,
    'status',
    d.status,
    'attempts',
    d.attempts,
    'error',
    d.error,
    'sentAt',
    utc_millis (d.sent_at)
  ) AS item,
  d.id::int AS id,
  NULL AS sort_value
FROM
  notification_deliveries d
WHERE
  d.tenant_id = $1
  AND (
    $2::bigint IS NULL
    OR d.id < $2::bigint
  )
ORDER BY
  d.id DESC
LIMIT
  $3::int;
