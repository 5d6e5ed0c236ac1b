-- The numbering's UPDATE joins the batch it picked back to `events`. The statistics the plan is
-- made from describe `events` between bursts, with every event numbered, so the planner expects one
-- waiting event and one batch row and joins them in a nested loop that compares every waiting event
-- with every row of the batch. Behind a backlog (a bulk edit of 1,000 issues writes 1,000 events at
-- once) each run of 200 made backlog x 200 comparisons: with 2,000 waiting, 56 ms on PostgreSQL and
-- 154 ms on the embedded store instead of about 2 ms. Without nested loops the join is a merge on
-- `seq` along the index of unsequenced events, which stops at the end of the batch.
ALTER FUNCTION number_events(integer) SET enable_nestloop = off;
