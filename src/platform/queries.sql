-- The SQL of every statement declared in src/platform, as PostgreSQL receives it, in declaration order.
-- Written by `npm run db:queries` (do not edit): a test fails when it is out of date, so that a
-- change's SQL shows in its diff. Dynamic list queries are compiled per request and not listed.

-- src/platform/auth/authenticate.ts: TOKEN_OWNER
select
  "u"."id" as "user_id",
  "u"."role",
  "t"."expires_at"
from
  "tokens" as "t"
  inner join "users" as "u" on "u"."tenant_id" = "t"."tenant_id"
  and "u"."id" = "t"."user_id"
where
  "t"."tenant_id" = $1
  and "t"."token_hash" = $2
  and "t"."revoked_at" is null
  and (
    "t"."expires_at" is null
    or "t"."expires_at" > now()
  )
  and not "u"."deleted";

-- src/platform/db/database.ts: SET_TENANT
SELECT
  set_config('app.tenant_id', $1, false);

-- src/platform/db/service-keys.ts: KEY
select
  "secret"
from
  "service_keys"
where
  "name" = $1;

-- src/platform/http/idempotency.ts: CLAIM
with
  "swept" as (
    delete from "idempotency_keys"
    where
      "tenant_id" = $1
      and "created_at" < now() - interval '24 hours'
      and not (
        "user_id" = $2
        and "key_digest" = $3
      )
  )
insert into
  "idempotency_keys" (
    "tenant_id",
    "user_id",
    "key_digest",
    "request_digest"
  )
values
  ($1, $2, $3, $4)
on conflict ("tenant_id", "user_id", "key_digest") do update
set
  "request_digest" = $4,
  "created_at" = now(),
  "status" = $5,
  "answer" = $6
where
  (
    "idempotency_keys"."created_at" < now() - interval '24 hours'
    or (
      "idempotency_keys"."status" is null
      and "idempotency_keys"."created_at" < now() - interval '60 seconds'
    )
  )
returning
  true as "claimed";

-- src/platform/http/idempotency.ts: FIRST_USE
select
  "request_digest",
  "status",
  "answer"
from
  "idempotency_keys"
where
  "tenant_id" = $1
  and "user_id" = $2
  and "key_digest" = $3;

-- src/platform/http/idempotency.ts: KEEP
update "idempotency_keys"
set
  "status" = $1,
  "answer" = $2
where
  "tenant_id" = $3
  and "user_id" = $4
  and "key_digest" = $5;

-- src/platform/http/idempotency.ts: FORGET
delete from "idempotency_keys"
where
  "tenant_id" = $1
  and "user_id" = $2
  and "key_digest" = $3;
