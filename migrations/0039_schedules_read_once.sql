-- scheduled_days (0035) reads the author's team holidays and schedules into arrays, meant to be
-- read once per call. Once the planner inlines the function into a statement, it pulled that
-- one-row subquery up and evaluated its three subqueries for every day of the range instead: a
-- time report over a year of 100 people ran them 36,500 times. OFFSET 0 keeps the subquery whole,
-- so they run once per call, as intended.
CREATE OR REPLACE FUNCTION scheduled_days(tenant text, author integer, range_from date, range_to date)
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
         WHERE s.tenant_id = tenant AND s.user_id = author AND s.valid_from <= range_to) AS weeks
      OFFSET 0) own
    CROSS JOIN LATERAL (SELECT range_from + step AS day FROM generate_series(0, range_to - range_from) AS step) days
  $$;

-- D19's share of a working day as a plain expression the planner inlines: `covered` minutes of a
-- day of `scheduled` (> 0) minutes count min(covered, scheduled) ÷ scheduled, to two decimals.
-- day_share, which adds up a day's time ranges first, cannot be inlined; a year's report called
-- it once per person, group and day (54,000 calls, most of the report's time).
CREATE FUNCTION covered_share(covered integer, scheduled integer) RETURNS numeric
  LANGUAGE sql IMMUTABLE AS $$
    SELECT round(least(covered, scheduled)::numeric / scheduled, 2)
  $$;

CREATE OR REPLACE FUNCTION day_share(times int4multirange, scheduled integer) RETURNS numeric
  LANGUAGE sql IMMUTABLE AS $$
    SELECT covered_share(coalesce(sum(upper(r) - lower(r)), 0)::integer, scheduled) FROM unnest(times) AS r
  $$;
