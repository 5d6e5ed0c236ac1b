-- The sequencer's numbering keeps its plan for as long as its connection lives, and a plan made
-- while `events` had no pages reads the whole table on every run: PostgreSQL estimates a table's
-- rows from its current size, so a scan and sort of "no rows" looks cheaper than the index of
-- unsequenced events. Only an ANALYZE of `events` replaces such a plan, which autovacuum runs
-- within a minute, and a server without autovacuum never. Measured on a new database (10 s of
-- POST /issues at 50 connections): each run scanned all of the thousands of events written so far,
-- 2.6 ms and 3,466 buffers per run, 40 % of the database's time; with the index, 0.16 ms.
-- The numbering reads only the unsequenced events and updates them by primary key, so no plan
-- that scans the whole table is ever the right one.
ALTER FUNCTION number_events(integer) SET enable_seqscan = off;
