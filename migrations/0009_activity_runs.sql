-- The runs an activity's range is stored as (D5), computed next to the tenant's holidays: a create
-- then checks, splits and stores in one statement, one round trip instead of two (bench/RESULTS.md).

-- The days from range_from to range_to, both included, as maximal runs of consecutive days in date
-- order: the whole range as one run when weekends are included, else the runs of working days
-- (Monday to Friday, minus the tenant's holidays; none in a range of weekends and holidays).
-- A plain SQL function that is not STRICT, so that the planner inlines it into the calling statement.
CREATE FUNCTION activity_runs(tenant text, range_from date, range_to date, include_weekends boolean)
  RETURNS TABLE (run_from date, run_to date)
  LANGUAGE sql STABLE AS $$
    SELECT range_from, range_to WHERE include_weekends
    UNION ALL
    -- Consecutive days keep the same difference between the day and its rank: one group per run.
    SELECT min(day), max(day)
    FROM (SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run
          FROM (SELECT range_from + step AS day FROM generate_series(0, range_to - range_from) AS step) days
          WHERE NOT include_weekends AND extract(isodow FROM day) < 6
            AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.tenant_id = tenant AND h.date = day)) working_days
    GROUP BY run
    ORDER BY 1
  $$;
