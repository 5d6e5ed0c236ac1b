-- The SQL of every statement declared in src/events, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/events/feed.ts: FEED
SELECT
  page."id",
  page."type",
  page."tenant_id",
  page."occurred_at",
  page."actor",
  CASE
    WHEN page.bytes_before < 4194304 THEN page."data"
  END AS "data"
FROM
  (
    SELECT
      page.*,
      coalesce(
        sum(octet_length(page.data::text)) OVER (
          ORDER BY
            page.id ROWS BETWEEN UNBOUNDED PRECEDING
            AND 1 PRECEDING
        ),
        0
      ) AS bytes_before
    FROM
      (
        SELECT
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
          events e
        WHERE
          e.tenant_id = $1
          AND e.id > $2::bigint
          AND e.webhook_id IS NULL
          AND (
            $3::text[] IS NULL
            OR event_type_matches (e.type, $3::text[])
          )
        ORDER BY
          e.id
        LIMIT
          $4
      ) page
  ) page
ORDER BY
  page.id;

-- src/events/jetstream.ts: TAKE_PENDING
WITH
  taken AS (
    INSERT INTO
      event_relays AS r (name, holder, held_until)
    VALUES
      ($1, $2, now() + '10 seconds'::interval)
    ON CONFLICT (name) DO UPDATE
    SET
      holder = excluded.holder,
      held_until = excluded.held_until
    WHERE
      r.holder = excluded.holder
      OR r.held_until IS NULL
      OR r.held_until < now()
    RETURNING
      r.last_event_id
  )
SELECT
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
  events_after (
    (
      SELECT
        last_event_id
      FROM
        taken
    ),
    500
  ) e
ORDER BY
  e.id;

-- src/events/jetstream.ts: ADVANCE
UPDATE event_relays
SET
  last_event_id = greatest(last_event_id, $1::bigint)
WHERE
  name = $2;

-- src/events/jetstream.ts: RELEASE
UPDATE event_relays
SET
  held_until = now()
WHERE
  name = $1
  AND holder = $2;

-- src/events/metrics.ts: BACKLOG
SELECT
  'sequencer' AS queue,
  count(*)::int AS items,
  coalesce(
    extract(
      epoch
      FROM
        now() - min(occurred_at)
    ),
    0
  )::float8 AS age
FROM
  events
WHERE
  id IS NULL
UNION ALL
SELECT
  'webhooks',
  count(*)::int,
  coalesce(
    extract(
      epoch
      FROM
        now() - min(d.created_at)
    ),
    0
  )::float8
FROM
  webhook_deliveries d
  JOIN webhooks w ON w.tenant_id = d.tenant_id
  AND w.id = d.webhook_id
  AND w.active
WHERE
  d.status = 'pending'
UNION ALL
SELECT
  'jetstream',
  count(e.id)::int,
  coalesce(
    extract(
      epoch
      FROM
        now() - min(e.occurred_at)
    ),
    0
  )::float8
FROM
  event_relays r
  LEFT JOIN events e ON e.id > r.last_event_id
  AND e.webhook_id IS NULL
WHERE
  r.name = 'jetstream'
GROUP BY
  r.name
UNION ALL
SELECT
  'notifier',
  count(e.id)::int,
  coalesce(
    extract(
      epoch
      FROM
        now() - min(e.occurred_at)
    ),
    0
  )::float8
FROM
  event_relays r
  LEFT JOIN events e ON e.id > r.last_event_id
  AND e.webhook_id IS NULL
WHERE
  r.name = 'notifications'
GROUP BY
  r.name
UNION ALL
SELECT
  'mail',
  count(*)::int,
  coalesce(
    extract(
      epoch
      FROM
        now() - min(created_at)
    ),
    0
  )::float8
FROM
  notification_deliveries
WHERE
  status = 'pending';

-- src/events/sequencer.ts: SEQUENCE
WITH
  sequenced AS MATERIALIZED (
    SELECT
      *
    FROM
      number_events (200)
  ),
  subscribed AS (
    SELECT
      s.tenant_id,
      w.id AS webhook_id,
      s.id AS event_id,
      s.type,
      row_number() OVER (
        ORDER BY
          s.id,
          w.id
      ) <= $1::int AS leased
    FROM
      sequenced s
      JOIN webhooks w ON w.tenant_id = s.tenant_id
      AND w.active
      AND event_type_matches (s.type, w.events)
  ),
  queued AS (
    INSERT INTO
      webhook_deliveries (
        tenant_id,
        webhook_id,
        event_id,
        event_type,
        attempts,
        next_attempt_at
      )
    SELECT
      tenant_id,
      webhook_id,
      event_id,
      type,
      CASE
        WHEN leased THEN 1
        ELSE 0
      END,
      CASE
        WHEN leased THEN now() + '30 seconds'::interval
        ELSE now()
      END
    FROM
      subscribed
    ORDER BY
      event_id,
      webhook_id
    RETURNING
      tenant_id,
      id,
      webhook_id,
      event_id,
      attempts
  )
SELECT
  (
    SELECT
      count(*)
    FROM
      sequenced
  )::int AS sequenced,
  (
    SELECT
      count(*)
    FROM
      queued
  )::int AS deliveries,
  (
    SELECT
      coalesce(json_agg(claimed), '[]'::json)
    FROM
      (
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
          queued c
          JOIN webhooks w ON w.tenant_id = c.tenant_id
          AND w.id = c.webhook_id
          JOIN sequenced e ON e.tenant_id = c.tenant_id
          AND e.id = c.event_id
        WHERE
          c.attempts = 1
      ) claimed
  ) AS claimed;

-- src/events/sequencer.ts: PRUNE
WITH
  batch AS (
    SELECT
      tenant_id,
      seq,
      id,
      occurred_at
    FROM
      events
    WHERE
      id > $1::bigint
      AND id <= coalesce(
        (
          SELECT
            min(last_event_id)
          FROM
            event_relays
          WHERE
            held_until IS NULL
            OR held_until > now() - make_interval(days => $2::int)
        ),
        9223372036854775807
      )
    ORDER BY
      id
    LIMIT
      200
  ),
  expired AS (
    SELECT
      b.tenant_id,
      b.seq,
      b.id
    FROM
      batch b
    WHERE
      b.occurred_at < now() - make_interval(days => $2::int)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          webhook_deliveries d
          JOIN webhooks w ON w.tenant_id = d.tenant_id
          AND w.id = d.webhook_id
          AND w.active
        WHERE
          d.tenant_id = b.tenant_id
          AND d.event_id = b.id
          AND d.status = 'pending'
      )
  ),
  deliveries AS (
    DELETE FROM webhook_deliveries d USING expired x
    WHERE
      d.tenant_id = x.tenant_id
      AND d.event_id = x.id
  ),
  deleted AS (
    DELETE FROM events e USING expired x
    WHERE
      e.tenant_id = x.tenant_id
      AND e.seq = x.seq
  )
SELECT
  max(id)::text AS last,
  bool_and(
    occurred_at >= now() - make_interval(days => $2::int)
  ) AS recent
FROM
  batch;
