-- The SQL of every statement declared in src/webhooks, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/webhooks/delivery.ts: CLAIM
WITH
  due AS (
    SELECT
      d.tenant_id,
      d.id
    FROM
      webhook_deliveries d
      JOIN webhooks w ON w.tenant_id = d.tenant_id
      AND w.id = d.webhook_id
    WHERE
      d.status = 'pending'
      AND d.next_attempt_at <= now()
      AND (
        w.active
        OR d.event_type = 'webhook.ping'
      )
    ORDER BY
      d.next_attempt_at
    LIMIT
      $1::int
    FOR UPDATE OF
      d SKIP LOCKED
  ),
  claimed AS (
    UPDATE webhook_deliveries d
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
      d.webhook_id,
      d.event_id,
      d.attempts
  )
SELECT
  c.tenant_id AS delivery_tenant,
  c.id::text AS delivery_id,
  c.attempts AS attempt,
  w.url,
  w.secret,
  e.id,
  e.type,
  e.tenant_id,
  utc_millis (e.occurred_at) AS occurred_at,
  e.data,
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
        "u"."tenant_id" = e.tenant_id
        and "u"."id" = e.actor_id
    )
  ) AS actor
FROM
  claimed c
  JOIN webhooks w ON w.tenant_id = c.tenant_id
  AND w.id = c.webhook_id
  JOIN events e ON e.tenant_id = c.tenant_id
  AND e.id = c.event_id;

-- src/webhooks/delivery.ts: RECORD
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
        "responseStatus" int,
        "durationMs" int,
        error text,
        "retryInSeconds" float8,
        gone boolean,
        n int
      )
  ),
  recorded AS (
    UPDATE webhook_deliveries d
    SET
      status = f.status,
      response_status = f."responseStatus",
      duration_ms = f."durationMs",
      error = f.error,
      next_attempt_at = CASE
        WHEN f.status = 'pending' THEN now() + make_interval(secs => f."retryInSeconds")
      END
    FROM
      finished f
    WHERE
      d.tenant_id = f."tenantId"
      AND d.id = f.id
      AND d.attempts = f.attempt
      AND d.status = 'pending'
    RETURNING
      d.tenant_id,
      d.webhook_id,
      f.status,
      f.error,
      f.gone,
      f.n
  ),
  marked AS (
    SELECT
      r.*,
      max(r.n) FILTER (
        WHERE
          r.status = 'succeeded'
      ) OVER (
        PARTITION BY
          r.tenant_id,
          r.webhook_id
      ) AS last_success
    FROM
      recorded r
  ),
  per_hook AS (
    SELECT
      tenant_id,
      webhook_id,
      last_success IS NOT NULL AS succeeded,
      bool_or(gone) AS gone,
      count(*) FILTER (
        WHERE
          status = 'failed'
          AND n > coalesce(last_success, -1)
      )::int AS failed,
      (
        array_agg(
          error
          ORDER BY
            n DESC
        ) FILTER (
          WHERE
            status = 'failed'
        )
      ) [1] AS last_error
    FROM
      marked
    GROUP BY
      tenant_id,
      webhook_id,
      last_success
  )
UPDATE webhooks w
SET
  consecutive_failures = CASE
    WHEN h.succeeded THEN h.failed
    ELSE w.consecutive_failures + h.failed
  END,
  active = w.active
  AND NOT (
    h.gone
    OR (
      h.failed > 0
      AND CASE
        WHEN h.succeeded THEN h.failed
        ELSE w.consecutive_failures + h.failed
      END >= $2::int
    )
  ),
  disabled_reason = CASE
    WHEN w.active
    AND (
      h.gone
      OR (
        h.failed > 0
        AND CASE
          WHEN h.succeeded THEN h.failed
          ELSE w.consecutive_failures + h.failed
        END >= $2::int
      )
    ) THEN CASE
      WHEN h.gone THEN 'The endpoint answered 410 Gone.'
      ELSE format(
        '%s consecutive deliveries failed; the last: %s',
        CASE
          WHEN h.succeeded THEN h.failed
          ELSE w.consecutive_failures + h.failed
        END,
        h.last_error
      )
    END
    ELSE w.disabled_reason
  END
FROM
  per_hook h
WHERE
  w.tenant_id = h.tenant_id
  AND w.id = h.webhook_id;

-- src/webhooks/store.ts: CREATE
INSERT INTO
  webhooks AS w (
    tenant_id,
    url,
    events,
    description,
    active,
    secret
  )
VALUES
  ($1, $2, $3::text[], $4, $5, $6)
RETURNING
  json_build_object(
    'id',
    w.id,
    'url',
    w.url,
    'events',
    to_json(w.events),
    'description',
    w.description,
    'active',
    w.active,
    'disabledReason',
    w.disabled_reason,
    'createdAt',
    utc_millis (w.created_at),
    'updatedAt',
    utc_millis (w.updated_at)
  ) AS item;

-- src/webhooks/store.ts: LIST
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
          w.id,
          json_build_object(
            'id',
            w.id,
            'url',
            w.url,
            'events',
            to_json(w.events),
            'description',
            w.description,
            'active',
            w.active,
            'disabledReason',
            w.disabled_reason,
            'createdAt',
            utc_millis (w.created_at),
            'updatedAt',
            utc_millis (w.updated_at)
          ) AS item
        FROM
          webhooks w
        WHERE
          w.tenant_id = $1
          AND w.id > $2::int
        ORDER BY
          w.id
        LIMIT
          $3::int
      ) page
  ) page
ORDER BY
  page.id;

-- src/webhooks/store.ts: FIND
SELECT
  json_build_object(
    'id',
    w.id,
    'url',
    w.url,
    'events',
    to_json(w.events),
    'description',
    w.description,
    'active',
    w.active,
    'disabledReason',
    w.disabled_reason,
    'createdAt',
    utc_millis (w.created_at),
    'updatedAt',
    utc_millis (w.updated_at)
  ) AS item
FROM
  webhooks w
WHERE
  w.tenant_id = $1
  AND w.id = $2;

-- src/webhooks/store.ts: UPDATE
UPDATE webhooks w
SET
  url = coalesce($1, w.url),
  events = coalesce($2::text[], w.events),
  description = CASE
    WHEN $3::boolean THEN $4
    ELSE w.description
  END,
  active = coalesce($5::boolean, w.active),
  disabled_reason = CASE
    WHEN $5::boolean THEN NULL
    ELSE w.disabled_reason
  END,
  consecutive_failures = CASE
    WHEN $5::boolean
    AND NOT w.active THEN 0
    ELSE w.consecutive_failures
  END,
  updated_at = now()
WHERE
  w.tenant_id = $6
  AND w.id = $7
RETURNING
  json_build_object(
    'id',
    w.id,
    'url',
    w.url,
    'events',
    to_json(w.events),
    'description',
    w.description,
    'active',
    w.active,
    'disabledReason',
    w.disabled_reason,
    'createdAt',
    utc_millis (w.created_at),
    'updatedAt',
    utc_millis (w.updated_at)
  ) AS item;

-- src/webhooks/store.ts: DELETE
delete from "webhooks"
where
  "tenant_id" = $1
  and "id" = $2
returning
  "id";

-- src/webhooks/store.ts: PING
WITH
  event AS (
    INSERT INTO
      events (tenant_id, id, type, actor_id, data, webhook_id)
    SELECT
      w.tenant_id,
      nextval('event_ids'),
      'webhook.ping'::text,
      $1::int,
      json_build_object(
        'object',
        json_build_object(
          'id',
          w.id,
          'url',
          w.url,
          'events',
          to_json(w.events),
          'description',
          w.description,
          'active',
          w.active,
          'disabledReason',
          w.disabled_reason,
          'createdAt',
          utc_millis (w.created_at),
          'updatedAt',
          utc_millis (w.updated_at)
        ),
        'changes',
        '[]'::json
      ),
      w.id
    FROM
      webhooks w
    WHERE
      w.tenant_id = $2
      AND w.id = $3
    RETURNING
      tenant_id,
      id,
      webhook_id
  ),
  delivery AS (
    INSERT INTO
      webhook_deliveries AS d (tenant_id, webhook_id, event_id, event_type)
    SELECT
      tenant_id,
      webhook_id,
      id,
      'webhook.ping'::text
    FROM
      event
    RETURNING
      json_build_object(
        'id',
        d.id,
        'eventId',
        d.event_id,
        'eventType',
        d.event_type,
        'attempts',
        d.attempts,
        'status',
        d.status,
        'responseStatus',
        d.response_status,
        'durationMs',
        d.duration_ms,
        'error',
        d.error,
        'createdAt',
        utc_millis (d.created_at),
        'nextAttemptAt',
        CASE
          WHEN d.status = 'pending' THEN utc_millis (d.next_attempt_at)
        END
      ) AS item
  )
SELECT
  item
FROM
  delivery;

-- src/webhooks/store.ts: REDELIVER
WITH
  hook AS (
    SELECT
      1
    FROM
      webhooks w
    WHERE
      w.tenant_id = $1
      AND w.id = $2
  ),
  redelivered AS (
    INSERT INTO
      webhook_deliveries AS d (tenant_id, webhook_id, event_id, event_type)
    SELECT
      o.tenant_id,
      o.webhook_id,
      o.event_id,
      o.event_type
    FROM
      webhook_deliveries o
    WHERE
      o.tenant_id = $1
      AND o.webhook_id = $2
      AND o.id = $3
    RETURNING
      json_build_object(
        'id',
        d.id,
        'eventId',
        d.event_id,
        'eventType',
        d.event_type,
        'attempts',
        d.attempts,
        'status',
        d.status,
        'responseStatus',
        d.response_status,
        'durationMs',
        d.duration_ms,
        'error',
        d.error,
        'createdAt',
        utc_millis (d.created_at),
        'nextAttemptAt',
        CASE
          WHEN d.status = 'pending' THEN utc_millis (d.next_attempt_at)
        END
      ) AS item
  )
SELECT
  EXISTS (
    SELECT
      1
    FROM
      hook
  ) AS hook,
  (
    SELECT
      item
    FROM
      redelivered
  ) AS item;

-- src/webhooks/store.ts: DELIVERIES
SELECT
  d.item,
  d.id,
  NULL AS sort_value
FROM
  webhooks w
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        d.id,
        'eventId',
        d.event_id,
        'eventType',
        d.event_type,
        'attempts',
        d.attempts,
        'status',
        d.status,
        'responseStatus',
        d.response_status,
        'durationMs',
        d.duration_ms,
        'error',
        d.error,
        'createdAt',
        utc_millis (d.created_at),
        'nextAttemptAt',
        CASE
          WHEN d.status = 'pending' THEN utc_millis (d.next_attempt_at)
        END
      ) AS item,
      d.id::int AS id
    FROM
      webhook_deliveries d
    WHERE
      d.tenant_id = w.tenant_id
      AND d.webhook_id = w.id
      AND (
        $1::bigint IS NULL
        OR d.id < $1::bigint
      )
    ORDER BY
      d.id DESC
    LIMIT
      $2
  ) d ON true
WHERE
  w.tenant_id = $3
  AND w.id = $4
ORDER BY
  d.id DESC;
