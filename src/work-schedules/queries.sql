-- The SQL of every statement declared in src/work-schedules, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/work-schedules/repository.ts: TENANT_SCHEDULE
SELECT
  coalesce(
    (
      SELECT
        t.minutes
      FROM
        tenant_work_schedules t
      WHERE
        t.tenant_id = $1
    ),
    $2::int[]
  ) AS minutes;

-- src/work-schedules/repository.ts: SET_TENANT_SCHEDULE
INSERT INTO
  tenant_work_schedules (tenant_id, minutes)
VALUES
  ($1, $2::int[])
ON CONFLICT (tenant_id) DO UPDATE
SET
  minutes = excluded.minutes
RETURNING
  minutes;

-- src/work-schedules/repository.ts: USER_SCHEDULES
SELECT
  EXISTS (
    SELECT
    FROM
      users u
    WHERE
      u.tenant_id = $1
      AND u.id = $2::int
  ) AS user_exists,
  (
    SELECT
      coalesce(
        json_agg(
          json_build_object(
            'id',
            s.id,
            'validFrom',
            to_char(s.valid_from, 'YYYY-MM-DD'),
            'minutes',
            s.minutes
          )
          ORDER BY
            s.valid_from
        ),
        '[]'
      )
    FROM
      user_work_schedules s
    WHERE
      s.tenant_id = $1
      AND s.user_id = $2::int
  ) AS schedules;

-- src/work-schedules/repository.ts: ADD_USER_SCHEDULE
WITH
  state AS (
    SELECT
      EXISTS (
        SELECT
        FROM
          users u
        WHERE
          u.tenant_id = $1
          AND u.id = $2::int
      ) AS user_exists,
      (
        SELECT
          count(*)
        FROM
          user_work_schedules s
        WHERE
          s.tenant_id = $1
          AND s.user_id = $2::int
      ) >= 100 AS full
  ),
  added AS (
    INSERT INTO
      user_work_schedules (tenant_id, user_id, valid_from, minutes)
    SELECT
      $1,
      $2::int,
      $3::date,
      $4::int[]
    FROM
      state
    WHERE
      state.user_exists
      AND NOT state.full
    ON CONFLICT (tenant_id, user_id, valid_from) DO NOTHING
    RETURNING
      *
  )
SELECT
  state.user_exists,
  state.full,
  (
    SELECT
      json_build_object(
        'id',
        s.id,
        'validFrom',
        to_char(s.valid_from, 'YYYY-MM-DD'),
        'minutes',
        s.minutes
      )
    FROM
      added s
  ) AS schedule
FROM
  state;

-- src/work-schedules/repository.ts: DELETE_USER_SCHEDULE
DELETE FROM user_work_schedules
WHERE
  tenant_id = $1
  AND user_id = $2::int
  AND id = $3::int
RETURNING
  id;
