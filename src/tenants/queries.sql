-- The SQL of every statement declared in src/tenants, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/tenants/tenants.ts: INSERT
insert into
  "tenants" ("id", "name")
values
  ($1, $2)
on conflict ("id") do nothing
returning
  "id";

-- src/tenants/tenants.ts: EXISTING
select
  "id"
from
  "tenants"
where
  "id" = $1;
