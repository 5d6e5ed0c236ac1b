-- D9 as D13 amends it: an issue's object in an event leaves out `comments` and `testExecutions`,
-- which grow without bound (comment changes come as events of their own). Events written before
-- the change still hold them, and every poll of the feed or retry of a webhook would read them
-- again: they lose those two fields here. The owner of the table is bound by its row-level
-- security (FORCE), so the rewrite of every tenant's rows lifts it for this transaction only.
ALTER TABLE events NO FORCE ROW LEVEL SECURITY;

UPDATE events
SET data = (data::jsonb #- '{object,comments}' #- '{object,testExecutions}')::json
WHERE type LIKE 'issue.%'
  AND (data::jsonb -> 'object') ?| ARRAY['comments', 'testExecutions'];

ALTER TABLE events FORCE ROW LEVEL SECURITY;
