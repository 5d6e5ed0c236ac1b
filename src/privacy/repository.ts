import { type RawBuilder, sql } from 'kysely';
import { balanceRows } from '../allowances/balance-rows.js';
import { Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';

/**
 * D21's statements: a person's export, their erasure, the deletion for good of private-type
 * activities (erasure and the tenant's retention), the tenant's export and its privacy settings.
 */

/** Rows of a table as the exports show them: every column but `omitted` (secrets, search vectors). */
const rowJson = (alias: string, omitted: readonly string[] = []) =>
  omitted.length === 0
    ? sql<string>`to_jsonb(${sql.table(alias)})::text`
    : sql<string>`(to_jsonb(${sql.table(alias)}) - ${sql.lit(`{${omitted.join(',')}}`)}::text[])::text`;

/** Columns no export shows: hashes of secrets, secrets, the sealed answers of retried requests, derived search vectors. */
const OMITTED: Partial<Record<keyof DB, readonly string[]>> = {
  calendar_feeds: ['secret_hash'],
  idempotency_keys: ['request_digest', 'answer'],
  issues: ['search'],
  oidc_settings: ['client_secret'],
  sessions: ['secret_hash'],
  sign_in_links: ['secret_hash'],
  tokens: ['token_hash'],
  webhooks: ['secret'],
};

/** The sections of a person's export, in the order the document shows them. */
export const PERSON_SECTIONS = [
  'user',
  'teams',
  'workSchedules',
  'allowances',
  'balances',
  'activities',
  'approvalDecisions',
  'issues',
  'comments',
  'issueHistory',
  'activityHistory',
  'notifications',
  'notificationSettings',
  'calendarFeeds',
  'timer',
  'sessions',
  'tokens',
  'signInLinks',
] as const;
export type PersonSection = (typeof PERSON_SECTIONS)[number];

export interface PersonScope {
  tenantId: string;
  userId: number;
  /** This year, whose balances the export shows. */
  year: number;
  today: string;
}

/** One section's rows of table `table` (alias `t`) that `where` selects, by `order`. */
const section = (
  name: PersonSection,
  table: keyof DB,
  where: RawBuilder<unknown>,
  order: RawBuilder<unknown> = sql`0`,
) =>
  sql`SELECT ${sql.lit(PERSON_SECTIONS.indexOf(name))}::int AS part, ${sql.lit(name)}::text AS section,
    ${order} AS n, ${rowJson('t', OMITTED[table])} AS record
  FROM ${sql.table(table)} t WHERE t.tenant_id = ${sql.ref('scope.tenant')} AND (${where})`;

/**
 * D21: the cursor `person_export` over everything stored about user `userId`, a row per record
 * (`section`, `record` as JSON text), section by section in PERSON_SECTIONS' order and by id within
 * one; none when the user does not exist. Balances are this year's, as GET
 * /v1/users/{id}/balances counts them.
 */
export const PERSON_EXPORT = new Statement(
  (p: PersonScope) => sql`DECLARE person_export NO SCROLL CURSOR WITH HOLD FOR
  WITH RECURSIVE ${balanceRows(p, sql`SELECT ${p.userId}::int`)},
  scope AS (SELECT ${p.tenantId}::text AS tenant, ${p.userId}::int AS person)
  SELECT parts.section, parts.record FROM scope, LATERAL (
    ${section('user', 'users', sql`t.id = scope.person`)}
    UNION ALL SELECT 1, 'teams', t.team_id, json_build_object('teamId', t.team_id, 'name', tm.name,
        'lead', EXISTS (SELECT 1 FROM team_leads l
          WHERE l.tenant_id = t.tenant_id AND l.team_id = t.team_id AND l.user_id = t.user_id))::text
      FROM team_members t JOIN teams tm ON tm.tenant_id = t.tenant_id AND tm.id = t.team_id
      WHERE t.tenant_id = scope.tenant AND t.user_id = scope.person
    UNION ALL ${section('workSchedules', 'user_work_schedules', sql`t.user_id = scope.person`, sql`t.id`)}
    UNION ALL ${section('allowances', 'allowances', sql`t.user_id = scope.person`, sql`t.id`)}
    UNION ALL SELECT 4, 'balances', b.activity_type_id, json_build_object('activityTypeId', b.activity_type_id,
        'year', b.year, 'allowance', b.allowance::float8, 'carried', b.carried::float8, 'expired', b.expired::float8,
        'approved', b.approved::float8, 'requested', b.requested::float8, 'remaining', b.remaining::float8)::text
      FROM balances b WHERE b.year = ${p.year}::int
    UNION ALL ${section('activities', 'activities', sql`t.author_id = scope.person`, sql`t.id`)}
    UNION ALL SELECT 6, 'approvalDecisions', t.activity_id, ${rowJson('t')}
      FROM activity_approvers t WHERE t.tenant_id = scope.tenant AND t.user_id = scope.person
    UNION ALL ${section('issues', 'issues', sql`t.creator_id = scope.person OR t.assigned_id = scope.person`, sql`t.id`)}
    UNION ALL ${section('comments', 'issue_comments', sql`t.user_id = scope.person`, sql`t.id`)}
    UNION ALL ${section('issueHistory', 'issue_history', sql`t.author_id = scope.person`, sql`t.id`)}
    UNION ALL ${section('activityHistory', 'activity_history', sql`t.author_id = scope.person`, sql`t.id`)}
    UNION ALL ${section('notifications', 'notifications', sql`t.user_id = scope.person`, sql`t.id`)}
    UNION ALL ${section('notificationSettings', 'notification_settings', sql`t.user_id = scope.person`)}
    UNION ALL ${section('calendarFeeds', 'calendar_feeds', sql`t.owner_id = scope.person`, sql`t.id`)}
    UNION ALL ${section('timer', 'timers', sql`t.user_id = scope.person`)}
    UNION ALL ${section('sessions', 'sessions', sql`t.user_id = scope.person`, sql`t.id`)}
    UNION ALL ${section('tokens', 'tokens', sql`t.user_id = scope.person`, sql`t.id`)}
    UNION ALL ${section('signInLinks', 'sign_in_links', sql`t.user_id = scope.person`, sql`t.id`)}
  ) parts
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = scope.tenant AND u.id = scope.person)
  ORDER BY parts.part, parts.n`,
);

/**
 * Every table that holds a tenant's rows, with the tenant's own row first: the tenant export reads
 * them in this order. A test compares it with the tables that have a `tenant_id` column, so that a
 * new table cannot be left out.
 */
export const TENANT_TABLES = [
  'tenant_settings',
  'tenant_work_schedules',
  'oidc_settings',
  'users',
  'user_work_schedules',
  'teams',
  'team_members',
  'team_leads',
  'projects',
  'places',
  'labels',
  'activity_types',
  'activity_statuses',
  'issue_types',
  'issue_priorities',
  'issue_statuses',
  'holidays',
  'allowances',
  'approval_policies',
  'test_plans',
  'test_execution_statuses',
  'issues',
  'issue_labels',
  'issue_collaborators',
  'issue_comments',
  'issue_history',
  'test_executions',
  'test_execution_issues',
  'test_execution_ext_issues',
  'activities',
  'activity_approvals',
  'activity_approval_steps',
  'activity_approvers',
  'activity_history',
  'timers',
  'calendar_feeds',
  'notification_settings',
  'notifications',
  'notification_deliveries',
  'webhooks',
  'webhook_deliveries',
  'events',
  'tokens',
  'sessions',
  'sign_in_links',
  'idempotency_keys',
] as const satisfies readonly (keyof DB)[];

/**
 * D21: the cursor `tenant_export` over every row of the tenant, a row per record (`kind`: its
 * table; `record`: its columns as JSON text, secrets left out), the tenant's own row first, then
 * table by table in TENANT_TABLES' order. A cursor's plan is never parallel, so the branches of
 * UNION ALL are read one after the other, in the order written: no sort of the whole tenant.
 */
export const TENANT_EXPORT = new Statement(
  (p: { tenantId: string }) => sql`DECLARE tenant_export NO SCROLL CURSOR WITH HOLD FOR
  SELECT 'tenants' AS kind, ${rowJson('t')} AS record FROM tenants t WHERE t.id = ${p.tenantId}
  ${sql.join(
    TENANT_TABLES.map(
      (table) => sql`UNION ALL SELECT ${sql.lit(table)}, ${rowJson('t', OMITTED[table])}
        FROM ${sql.table(table)} t WHERE t.tenant_id = ${p.tenantId}`,
    ),
    sql` `,
  )}`,
);

/** The tables a tenant's rows are in: what TENANT_TABLES must list. */
export const TABLES_WITH_TENANT = new Statement(
  () => sql<{ table_name: string }>`SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name`,
);

/** The user to erase, locked for the erasure: their address (the confirmation) and their name as shown. */
export const LOCK_PERSON = new Statement(
  (p: { tenantId: string; userId: number }) =>
    sql<{ email: string; full_name: string }>`SELECT u.email, u.firstname || ' ' || u.lastname AS full_name
    FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int FOR UPDATE`,
);

/**
 * D21: what belongs to the person alone goes: their sessions, tokens, sign-in links, calendar feeds
 * (theirs, and others' feeds of their calendar), timer, notifications (with their messages),
 * notification settings and their kept answers of retried requests.
 */
export const DELETE_BELONGINGS = new Statement(
  (p: { tenantId: string; userId: number }) => sql<{ deleted: number }>`WITH
    sessions_gone AS (DELETE FROM sessions WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int RETURNING 1),
    tokens_gone AS (DELETE FROM tokens WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int RETURNING 1),
    links_gone AS (DELETE FROM sign_in_links WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int RETURNING 1),
    feeds_gone AS (DELETE FROM calendar_feeds
      WHERE tenant_id = ${p.tenantId} AND (owner_id = ${p.userId}::int OR user_id = ${p.userId}::int) RETURNING 1),
    timer_gone AS (DELETE FROM timers WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int RETURNING 1),
    messages_gone AS (DELETE FROM notification_deliveries
      WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int RETURNING 1),
    notifications_gone AS (DELETE FROM notifications
      WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int RETURNING 1),
    settings_gone AS (DELETE FROM notification_settings
      WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int RETURNING 1),
    answers_gone AS (DELETE FROM idempotency_keys
      WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int RETURNING 1)
    SELECT ((SELECT count(*) FROM sessions_gone) + (SELECT count(*) FROM tokens_gone)
      + (SELECT count(*) FROM links_gone) + (SELECT count(*) FROM feeds_gone) + (SELECT count(*) FROM timer_gone)
      + (SELECT count(*) FROM messages_gone) + (SELECT count(*) FROM notifications_gone)
      + (SELECT count(*) FROM settings_gone) + (SELECT count(*) FROM answers_gone))::int AS deleted`,
);

/** Private-type activities a deletion for good removes in one statement at most: short transactions. */
export const PRIVATE_BATCH = 500;

/**
 * D21: a batch of private-type activities (health data) deleted for good, with everything that
 * tells of them: their history, approvals, the events that carry them (and those events' pending
 * webhook deliveries) and the notifications about them. `authorId` (erasure) takes one person's,
 * `endedBefore` (retention) those that ended before that day; null leaves either out.
 */
export const DELETE_PRIVATE_ACTIVITIES = new Statement(
  (p: { tenantId: string; authorId: number | null; endedBefore: string | null }) => sql<{ deleted: number }>`WITH
    doomed AS (
      SELECT a.id FROM activities a
      JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id
      WHERE a.tenant_id = ${p.tenantId} AND t.private
        AND (${p.authorId}::int IS NULL OR a.author_id = ${p.authorId}::int)
        AND (${p.endedBefore}::date IS NULL OR a.date_to < ${p.endedBefore}::date)
      ORDER BY a.id LIMIT ${sql.lit(PRIVATE_BATCH)}
      FOR UPDATE OF a
    ), events_gone AS (
      DELETE FROM events e WHERE e.tenant_id = ${p.tenantId} AND e.type LIKE 'activity.%'
        AND (e.data -> 'object' ->> 'id')::int IN (SELECT id FROM doomed)
      RETURNING e.id
    ), deliveries_gone AS (
      DELETE FROM webhook_deliveries d
      WHERE d.tenant_id = ${p.tenantId} AND d.event_id IN (SELECT id FROM events_gone) RETURNING 1
    ), notifications_gone AS (
      DELETE FROM notifications n WHERE n.tenant_id = ${p.tenantId}
        AND (n.activity_id IN (SELECT id FROM doomed) OR n.activity_ids && ARRAY(SELECT id FROM doomed))
      RETURNING 1
    ), history_gone AS (
      DELETE FROM activity_history h
      WHERE h.tenant_id = ${p.tenantId} AND h.activity_id IN (SELECT id FROM doomed) RETURNING 1
    ), gone AS (
      DELETE FROM activities a WHERE a.tenant_id = ${p.tenantId} AND a.id IN (SELECT id FROM doomed) RETURNING 1
    )
    -- Every data-modifying part runs whether or not this reads it.
    SELECT count(*)::int AS deleted FROM gone`,
);

/** Whether a stored JSON text may hold user `person` or a mention of them: a cheap look before erase_person. */
const mayHold = (doc: RawBuilder<unknown>, person: RawBuilder<unknown>, fullName?: RawBuilder<unknown>) =>
  sql`(${doc}::text ~ ('"id" ?: ?' || ${person} || '\\M|\\(user:' || ${person} || '\\)')${
    fullName ? sql` OR strpos(${doc}::text, ${fullName}) > 0` : sql``
  })`;

/** The SQL that rewrites user `person` in a stored JSON document (migrations/0040_privacy.sql: erase_person). */
const erased = (doc: RawBuilder<unknown>, person: RawBuilder<unknown>, fullName: RawBuilder<unknown> = sql`NULL`) =>
  sql`erase_person(${doc}::json, ${person}, ${fullName})`;

/**
 * D21: the person becomes the former user (migrations/0040_privacy.sql: former_user), deleted, and
 * so they show in others' notifications (their name in texts too) and in mentions in issues'
 * descriptions and comments; ERASE_IN_* rewrite the history entries and events. Rows are rewritten
 * in place: no history entry or event tells of it, as either would carry the person.
 */
export const ERASE_PERSON = new Statement((p: { tenantId: string; userId: number; fullName: string }) => {
  const person = sql`${p.userId}::int`;
  return sql<{ user_id: number }>`WITH
    person AS (
      UPDATE users u SET firstname = f ->> 'firstname', lastname = f ->> 'lastname', email = f ->> 'email',
        avatar = NULL, deleted = true
      FROM (SELECT former_user(${person}) AS f) former
      WHERE u.tenant_id = ${p.tenantId} AND u.id = ${person}
      RETURNING u.id
    ), others_notifications AS (
      UPDATE notifications n SET data = ${erased(sql`n.data`, person, sql`${p.fullName}::text`)}::jsonb
      WHERE n.tenant_id = ${p.tenantId} AND ${mayHold(sql`n.data`, person, sql`${p.fullName}::text`)}
      RETURNING 1
    ), descriptions AS (
      UPDATE issues i SET description = erase_mentions(i.description, ${person})
      WHERE i.tenant_id = ${p.tenantId} AND strpos(i.description, '(user:' || ${person} || ')') > 0
      RETURNING 1
    ), comments AS (
      UPDATE issue_comments c SET description = erase_mentions(c.description, ${person})
      WHERE c.tenant_id = ${p.tenantId} AND strpos(c.description, '(user:' || ${person} || ')') > 0
      RETURNING 1
    )
    -- Every data-modifying part runs whether or not this reads it.
    SELECT id AS user_id FROM person`;
});

/** Rows of history and events an erasure reads in one statement at most. */
export const ERASURE_BATCH = 5_000;

/** Where a batch of an erasure starts: after key `after`, in key order. */
export interface ErasureBatch {
  tenantId: string;
  userId: number;
  after: number;
}

/**
 * A statement that rewrites the person in the next ERASURE_BATCH rows of `table` after key `after`,
 * where they may appear (`columns`: the JSON columns that may hold them), and answers the batch's
 * last key (null past the tenant's last row). Batches keep each statement's time independent of the
 * tenant's history: in one statement, a tenant with a million history entries and a million events
 * ran past the 10-second statement timeout (bench on PostgreSQL, machine at load 10).
 */
const eraseBatch = (table: 'issue_history' | 'activity_history' | 'events', key: 'id' | 'seq', columns: string[]) =>
  new Statement((p: ErasureBatch) => {
    const person = sql`${p.userId}::int`;
    const column = (name: string) => sql.ref(`h.${name}`);
    return sql<{ last: string | null }>`WITH
      batch AS (
        SELECT h.${sql.ref(key)} AS key FROM ${sql.table(table)} h
        WHERE h.tenant_id = ${p.tenantId} AND h.${sql.ref(key)} > ${p.after}::bigint
        ORDER BY h.${sql.ref(key)} LIMIT ${sql.lit(ERASURE_BATCH)}
      ), rewritten AS (
        UPDATE ${sql.table(table)} h
        SET ${sql.join(columns.map((name) => sql`${sql.ref(name)} = ${erased(column(name), person)}`))}
        WHERE h.tenant_id = ${p.tenantId} AND h.${sql.ref(key)} IN (SELECT key FROM batch)
          AND (${sql.join(
            columns.map((name) => mayHold(column(name), person)),
            sql` OR `,
          )})
        RETURNING 1
      )
      -- Every data-modifying part runs whether or not this reads it.
      SELECT max(key)::text AS last FROM batch`;
  });

/** D21: the person in issues' history entries, activities' history entries and stored events (numbered or not). */
export const ERASE_IN_HISTORY = [
  eraseBatch('issue_history', 'id', ['changes', 'comment']),
  eraseBatch('activity_history', 'id', ['changes', 'approval']),
  eraseBatch('events', 'seq', ['data']),
];

/** The tenant's privacy settings (D21); a tenant that never set them keeps private activities. */
export const PRIVACY_SETTINGS = new Statement(
  (p: { tenantId: string }) =>
    sql<{ privateActivityRetentionDays: number | null }>`SELECT
      (SELECT s.private_activity_retention_days FROM tenant_settings s WHERE s.tenant_id = ${p.tenantId})
        AS "privateActivityRetentionDays"`,
);

export const SET_PRIVACY_SETTINGS = new Statement(
  (p: { tenantId: string; days: number | null }) =>
    sql<{ privateActivityRetentionDays: number | null }>`INSERT INTO tenant_settings
      (tenant_id, private_activity_retention_days) VALUES (${p.tenantId}, ${p.days}::int)
    ON CONFLICT (tenant_id) DO UPDATE SET private_activity_retention_days = excluded.private_activity_retention_days
    RETURNING private_activity_retention_days AS "privateActivityRetentionDays"`,
);

/**
 * The tenants whose private activities are due for today's deletion, claimed: the statement moves
 * their `retention_ran_on` to today, so that of several processes one runs each tenant's deletion
 * a day (a second process waits for the first's row lock, then finds the day taken). Across tenants
 * (the workers' role); `ended_before` is the first day whose end is kept.
 */
export const CLAIM_RETENTION_RUNS = new Statement(
  () => sql<{ tenant_id: string; ended_before: string }>`UPDATE tenant_settings s SET retention_ran_on = current_date
    WHERE s.private_activity_retention_days IS NOT NULL
      AND (s.retention_ran_on IS NULL OR s.retention_ran_on < current_date)
    RETURNING s.tenant_id, to_char(current_date - s.private_activity_retention_days, 'YYYY-MM-DD') AS ended_before`,
);
