-- D19: leave that fits how people work. Work schedules (the tenant's default and each user's, from a
-- date on), employment dates, activity type settings (private, accrual, carry-over) and holidays of
-- some teams only. A tenant that sets none of them keeps Monday to Friday, 480 minutes, as before.

-- Minutes scheduled on each weekday, Monday first: seven values from 0 to 1440.
CREATE DOMAIN week_minutes AS integer[]
  CHECK (cardinality(VALUE) = 7 AND 0 <= ALL (VALUE) AND 1440 >= ALL (VALUE) AND array_position(VALUE, NULL) IS NULL);

CREATE TABLE tenant_work_schedules (
  tenant_id text PRIMARY KEY REFERENCES tenants (id),
  minutes week_minutes NOT NULL
);
SELECT isolate_by_tenant('tenant_work_schedules');

CREATE TABLE user_work_schedules (
  tenant_id text NOT NULL,
  id integer GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL,
  valid_from date NOT NULL,
  minutes week_minutes NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  CONSTRAINT user_work_schedules_valid_from_unique UNIQUE (tenant_id, user_id, valid_from)
);
SELECT isolate_by_tenant('user_work_schedules');

ALTER TABLE users
  ADD COLUMN start_date date,
  ADD COLUMN end_date date,
  ADD CONSTRAINT users_employment_order CHECK (end_date >= start_date);

ALTER TABLE activity_types
  ADD COLUMN private boolean NOT NULL DEFAULT false,
  ADD COLUMN accrual text NOT NULL DEFAULT 'none' CHECK (accrual IN ('none', 'pro-rata')),
  -- {"maxDays": number, "expiresOn": "MM-DD"} or NULL: the API's object as it is sent.
  ADD COLUMN carry_over jsonb;

-- A holiday of some teams: empty for everyone. The same date may be a holiday of other teams too.
ALTER TABLE holidays
  ADD COLUMN team_ids integer[] NOT NULL DEFAULT '{}',
  DROP CONSTRAINT holidays_date_unique,
  ADD CONSTRAINT holidays_date_unique UNIQUE (tenant_id, date, team_ids);

-- The minutes `author` is scheduled to work on each day from range_from to range_to (D19): their
-- schedule valid that day (the latest validFrom on or before it), else the tenant's, else 480 from
-- Monday to Friday; 0 on a holiday of theirs (one of everyone's, or of a team they are a member of).
-- A plain SQL function, not STRICT, so that the planner inlines it. What it reads is read once per
-- call, not once per day (index probes per day made a team's year calendar 15 times slower): the
-- author's weeks and their teams' holidays in the range as arrays, which each day looks up in
-- memory (width_bucket: how many validFrom are on or before it); everyone's holidays and the
-- tenant's week once per statement.
CREATE FUNCTION scheduled_days(tenant text, author integer, range_from date, range_to date)
  RETURNS TABLE (day date, minutes integer)
  LANGUAGE sql STABLE AS $$
    SELECT days.day, CASE
        WHEN days.day IN (SELECT h.date FROM holidays h WHERE h.tenant_id = tenant AND h.team_ids = '{}')
          OR days.day = ANY (own.team_holidays) THEN 0
        WHEN width_bucket(days.day, own.valid_froms) > 0
          THEN own.weeks[width_bucket(days.day, own.valid_froms)][extract(isodow FROM days.day)::int]
        ELSE (coalesce((SELECT t.minutes::integer[] FROM tenant_work_schedules t WHERE t.tenant_id = tenant),
          '{480,480,480,480,480,0,0}'::integer[]))[extract(isodow FROM days.day)::int]
      END
    FROM (SELECT
        (SELECT array_agg(h.date) FROM holidays h
         JOIN team_members m ON m.tenant_id = h.tenant_id AND m.team_id = ANY (h.team_ids) AND m.user_id = author
         WHERE h.tenant_id = tenant AND h.team_ids <> '{}' AND h.date BETWEEN range_from AND range_to) AS team_holidays,
        (SELECT array_agg(s.valid_from ORDER BY s.valid_from) FROM user_work_schedules s
         WHERE s.tenant_id = tenant AND s.user_id = author AND s.valid_from <= range_to) AS valid_froms,
        (SELECT array_agg(s.minutes::integer[] ORDER BY s.valid_from) FROM user_work_schedules s
         WHERE s.tenant_id = tenant AND s.user_id = author AND s.valid_from <= range_to) AS weeks) own
    CROSS JOIN LATERAL (SELECT range_from + step AS day FROM generate_series(0, range_to - range_from) AS step) days
  $$;

-- The runs an activity's range is stored as (D5): the whole range as one run when weekends are
-- included, else the maximal runs of the author's working days (scheduled minutes > 0).
DROP FUNCTION activity_runs(text, date, date, boolean);
CREATE FUNCTION activity_runs(tenant text, author integer, range_from date, range_to date, include_weekends boolean)
  RETURNS TABLE (run_from date, run_to date)
  LANGUAGE sql STABLE AS $$
    SELECT range_from, range_to WHERE include_weekends
    UNION ALL
    -- Consecutive days keep the same difference between the day and its rank: one group per run.
    SELECT min(day), max(day)
    FROM (SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run
          FROM scheduled_days(tenant, author, range_from, range_to)
          WHERE NOT include_weekends AND minutes > 0) working_days
    GROUP BY run
    ORDER BY 1
  $$;

-- A holiday's teams as a set: sorted and without repeats, so that "the same teams" is one value.
CREATE FUNCTION holidays_sort_team_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.team_ids := ARRAY(SELECT DISTINCT id FROM unnest(NEW.team_ids) AS id ORDER BY id);
  RETURN NEW;
END $$;
CREATE TRIGGER holidays_sort_team_ids BEFORE INSERT OR UPDATE OF team_ids ON holidays
  FOR EACH ROW EXECUTE FUNCTION holidays_sort_team_ids();

-- The share of a working day of `scheduled` minutes (> 0) that the time ranges `times` cover (D19):
-- min(their minutes, scheduled) ÷ scheduled, to two decimals; a whole day (00:00-24:00) counts 1.
CREATE FUNCTION day_share(times int4multirange, scheduled integer) RETURNS numeric
  LANGUAGE sql IMMUTABLE AS $$
    SELECT round(least(coalesce(sum(upper(r) - lower(r)), 0), scheduled)::numeric / scheduled, 2) FROM unnest(times) AS r
  $$;
