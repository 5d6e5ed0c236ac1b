-- When a user is away, as spans: their live, approved activities of a type outside working hours
-- (vacation, not home office) that overlap [from_day, to_day]. The one definition of away, for
-- approvals (deputies, coverage of a request) and a team's coverage. An SQL function of one SELECT,
-- so the planner inlines it where it is joined (when no argument is a subquery): a team's year of
-- coverage is one pass over the members' spans, not a call per member and day (1,000 members over
-- a year took 2.8 s that way).
CREATE FUNCTION away_spans(tenant text, who integer, from_day date, to_day date)
  RETURNS TABLE (date_from date, date_to date)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT a.date_from, a.date_to FROM activities a
    JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id
    JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id
    WHERE a.tenant_id = tenant AND a.author_id = who AND NOT a.deleted AND NOT t.working_hours
      AND s.positive_final
      -- An activity covers at most 366 days (D5): that bounds its start, for the index on
      -- (tenant, author, dates).
      AND a.date_from BETWEEN from_day - 366 AND to_day AND a.date_to >= from_day
  $$;

CREATE OR REPLACE FUNCTION user_away(tenant text, who integer, day date) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT EXISTS (SELECT 1 FROM away_spans(tenant, who, day, day)) $$;
