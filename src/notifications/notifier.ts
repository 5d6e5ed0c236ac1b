import { type Expression, type RawBuilder, sql } from 'kysely';
import { rolesWith } from '../platform/auth/permissions.js';
import type { Database } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { visibleToUser } from '../issues/visibility.js';
import { LEASE_END } from '../events/leases.js';
import type { NotificationData, NotificationKind } from './kinds.js';

/**
 * Who an event concerns (D15), as statements of the notifier: it reads the feed after its
 * position, writes each recipient's notification and, for those who want email at once, its
 * delivery, and moves its position, all in one statement. Reminders and digests are written by the
 * periodic statements below.
 */

/** Events per run; the feed's order, across tenants. */
const BATCH = 200;
/** The most events one write makes: a bulk edit of its 1,000 issues. */
const MAX_WRITE_EVENTS = 1000;

/** Whether event `e` was written by the write of the batch's last event (`last`): its tenant, actor and moment. */
const sameWrite = (e: Expression<unknown>) =>
  sql<boolean>`(${e}.tenant_id = last.tenant_id AND ${e}.actor_id IS NOT DISTINCT FROM last.actor_id
    AND ${e}.occurred_at = last.occurred_at)`;
/** How much of a comment a notification keeps. */
const COMMENT_EXCERPT = 500;

/** The event types that concern someone; the others are read past without parsing their data. */
const NOTIFYING_TYPES = [
  'activity.created',
  'activity.approval_requested',
  'activity.status_changed',
  'issue.created',
  'issue.updated',
  'issue.comment.created',
  'issue.comment.updated',
];
/** The events after which an approval's notifications may be settled: decided, cancelled, restarted. */
const SETTLING_TYPES = [
  'activity.decided',
  'activity.status_changed',
  'activity.deleted',
  'activity.approval_requested',
];
/** A text's beginning as a notification shows it: mentions written as the names they show (@Name). */
const excerpt = (text: Expression<unknown>) =>
  sql`left(regexp_replace(${text}, '@\\[([^]\\n]{1,255})\\]\\(user:[0-9]{1,9}\\)', '@\\1', 'g'), ${sql.lit(COMMENT_EXCERPT)})`;
/** The users one text may mention, each notified once (D15, wave 4). */
const MENTIONS_PER_TEXT = 50;

/** Over event `b` (data jsonb): its object's field at `path`. */
const object = (...path: string[]) => sql`(b.data #> ${sql.lit(`{object,${path.join(',')}}`)})`;
const objectText = (...path: string[]) => sql`(b.data #>> ${sql.lit(`{object,${path.join(',')}}`)})`;
const fullName = (user: RawBuilder<unknown>) => sql`concat_ws(' ', ${user} ->> 'firstname', ${user} ->> 'lastname')`;

/** An activity event's object as the templates name it (kinds.ts NotifiedActivity). */
const activityData = sql`jsonb_build_object('id', ${object('id')}, 'type', ${objectText('activityTypeId', 'name')},
  'dateFrom', ${object('dateFrom')}, 'dateTo', ${object('dateTo')})`;
const requester = fullName(object('author'));
const issueData = sql`jsonb_build_object('id', ${object('id')}, 'name', ${object('name')})`;
const activityId = sql`${objectText('id')}::int`;
const approvable = sql`${objectText('activityTypeId', 'approvable')}::boolean`;
const finalStatus = sql`(${objectText('statusId', 'positiveFinal')}::boolean OR ${objectText('statusId', 'negativeFinal')}::boolean)`;

/**
 * The group of an activity event's notifications: the request its activity belongs to. The runs a
 * create stores together share their author and moment of creation (as the web app groups them);
 * `part` tells a step, an outcome or the substitute apart.
 */
const requestGroup = (part: Expression<unknown>) =>
  sql`concat_ws(':', 'request', ${objectText('author', 'id')}, ${objectText('created_at')}, ${part})`;
/** The group of an issue event's notifications: its write (actor and moment of the transaction). */
const writeGroup = sql`concat_ws(':', 'write', b.actor_id, b.occurred_at)`;

/** A row of `concerned`: one recipient of one kind for event `b`, with the group it joins and its item. */
const concern = (p: {
  userId: Expression<unknown>;
  kind: Expression<string>;
  activity: boolean;
  data: Expression<unknown>;
  group: Expression<unknown>;
  /** What makes a notification once only; the event, unless said. */
  source?: Expression<string>;
}) =>
  sql`b.tenant_id, b.id AS ord, ${p.source ?? sql`'event:' || b.id`} AS source, b.actor_id, (${p.userId})::int AS user_id,
    ${p.kind}::text AS kind, ${p.group} AS group_key,
    ${p.activity ? activityId : sql`NULL::int`} AS activity_id,
    ${p.activity ? sql`NULL::int` : sql`${objectText('id')}::int`} AS issue_id, ${p.data} AS data,
    ${p.activity ? activityData : issueData} AS item`;

/**
 * The recipients of the events of `batch` (tenant_id, id, type, actor_id, occurred_at, data jsonb),
 * kind by kind (D15): each `SELECT` names who one kind of event concerns. Actors, deleted users and
 * those who cannot see the object are taken out later (notify).
 */
const concernedBy = sql`
    -- A step (or the substitute, step null) waits for the approvers its entry names.
    SELECT ${concern({
      userId: sql`a ->> 'id'`,
      kind: sql`CASE WHEN jsonb_typeof(b.data -> 'step') = 'number' THEN 'approval.requested' ELSE 'substitute.requested' END`,
      activity: true,
      data: sql`jsonb_build_object('requester', ${requester}, 'step', b.data -> 'step')`,
      group: requestGroup(sql`coalesce(b.data ->> 'step', 'substitute')`),
    })}
    FROM batch b CROSS JOIN jsonb_array_elements(b.data -> 'approvers') a
    WHERE b.type = 'activity.approval_requested'
    UNION ALL
    -- A request that no policy routes waits for anyone who may approve (one implicit step).
    SELECT ${concern({
      userId: sql`u.id`,
      kind: sql`'approval.requested'`,
      activity: true,
      data: sql`jsonb_build_object('requester', ${requester}, 'step', 0)`,
      group: requestGroup(sql`'0'`),
    })}
    FROM batch b JOIN users u ON u.tenant_id = b.tenant_id AND u.role = any(${sql.val(rolesWith('activity:approve'))}::text[])
    WHERE b.type = 'activity.created' AND ${approvable} AND NOT ${finalStatus}
      AND NOT EXISTS (SELECT 1 FROM activity_approvals ap WHERE ap.tenant_id = b.tenant_id AND ap.activity_id = ${activityId})
    UNION ALL
    -- The final outcome of a request goes to its author, with the decider's note.
    SELECT ${concern({
      userId: objectText('author', 'id'),
      kind: sql`'approval.decided'`,
      activity: true,
      data: sql`jsonb_build_object(
        'outcome', CASE WHEN ${objectText('statusId', 'positiveFinal')}::boolean THEN 'approved' ELSE 'rejected' END,
        'status', ${object('statusId', 'name')},
        'note', (SELECT h.approval -> 'note' FROM activity_history h
          WHERE h.tenant_id = b.tenant_id AND h.activity_id = ${activityId} AND h.action = 'decided' AND h.at = b.occurred_at
          ORDER BY h.id DESC LIMIT 1))`,
      group: requestGroup(objectText('statusId', 'id')),
    })}
    FROM batch b
    WHERE b.type = 'activity.status_changed' AND ${approvable} AND ${finalStatus}
    UNION ALL
    -- A new issue's assignee, and the new assignee of a changed one.
    SELECT ${concern({
      userId: sql`coalesce(c #>> '{to,id}', ${objectText('assignedId', 'id')})`,
      kind: sql`'issue.assigned'`,
      activity: false,
      data: sql`'{}'::jsonb`,
      group: writeGroup,
    })}
    FROM batch b LEFT JOIN LATERAL jsonb_array_elements(b.data -> 'changes') c ON c ->> 'field' = 'assignedId'
    WHERE (b.type = 'issue.created' AND jsonb_typeof(${object('assignedId')}) = 'object')
      OR (b.type = 'issue.updated' AND jsonb_typeof(c -> 'to') = 'object')
    UNION ALL
    -- A comment concerns the issue's creator, assignee and collaborators.
    SELECT ${concern({
      userId: sql`people.id`,
      kind: sql`'issue.commented'`,
      activity: false,
      data: sql`jsonb_build_object('comment', ${excerpt(sql`b.data #>> '{comment,description}'`)})`,
      group: writeGroup,
    })}
    FROM batch b CROSS JOIN LATERAL (
      SELECT ${objectText('creatorId', 'id')} UNION SELECT ${objectText('assignedId', 'id')}
      UNION SELECT x ->> 'id' FROM jsonb_array_elements(${object('collaborators')}) x) people(id)
    WHERE b.type = 'issue.comment.created' AND people.id IS NOT NULL
    UNION ALL
    -- A change to a final status closes the issue for its creator and collaborators.
    SELECT ${concern({
      userId: sql`people.id`,
      kind: sql`'issue.closed'`,
      activity: false,
      data: sql`jsonb_build_object('status', ${object('statusId', 'name')})`,
      group: writeGroup,
    })}
    FROM batch b CROSS JOIN LATERAL (
      SELECT ${objectText('creatorId', 'id')} UNION SELECT x ->> 'id' FROM jsonb_array_elements(${object('collaborators')}) x) people(id)
    WHERE b.type = 'issue.updated' AND EXISTS (SELECT 1 FROM jsonb_array_elements(b.data -> 'changes') c
      WHERE c ->> 'field' = 'statusId' AND NOT (c #>> '{from,final}')::boolean AND (c #>> '{to,final}')::boolean)
    UNION ALL
    -- A mention, @[Name](user:<id>), in an issue's description or a comment: that user, once per text.
    SELECT ${concern({
      userId: sql`m.user_id`,
      kind: sql`'issue.mentioned'`,
      activity: false,
      data: sql`jsonb_build_object('comment', ${excerpt(sql`m.text`)})`,
      group: writeGroup,
      source: sql`concat_ws(':', 'mention', ${objectText('id')}, m.text_of, m.user_id)`,
    })}
    FROM batch b CROSS JOIN LATERAL (
      SELECT DISTINCT ON (found[1]) found[1]::int AS user_id, t.text, t.text_of FROM (
        SELECT ${objectText('description')} AS text, 'description' AS text_of
        WHERE b.type = 'issue.created' OR (b.type = 'issue.updated'
          AND b.data -> 'changes' @> '[{"field": "description"}]')
        UNION ALL SELECT b.data #>> '{comment,description}', 'comment-' || (b.data #>> '{comment,id}')
        WHERE b.type IN ('issue.comment.created', 'issue.comment.updated')) t
      CROSS JOIN LATERAL regexp_matches(t.text, '@\\[[^]\\n]{1,255}\\]\\(user:([0-9]{1,9})\\)', 'g') found
      LIMIT ${sql.lit(MENTIONS_PER_TEXT)}) m
    WHERE b.type IN ('issue.created', 'issue.updated', 'issue.comment.created', 'issue.comment.updated')`;

/**
 * Whether notification `n` (of an approval's kinds) is settled: none of its activities still waits
 * for what it asked (its step, or the substitute; without a policy, a decision), because each was
 * decided or cancelled (D15, wave 4).
 */
const settled = (n: string) => sql<boolean>`NOT EXISTS (SELECT 1 FROM unnest(${sql.ref(`${n}.activity_ids`)}) x(id)
    JOIN activities a ON a.tenant_id = ${sql.ref(`${n}.tenant_id`)} AND a.id = x.id AND NOT a.deleted
    JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id
    LEFT JOIN activity_approvals ap ON ap.tenant_id = a.tenant_id AND ap.activity_id = a.id
    WHERE CASE
      WHEN ${sql.ref(`${n}.kind`)} = 'substitute.requested' THEN ap.state = 'pending' AND ap.substitute_decision IS NULL
      WHEN ap.activity_id IS NOT NULL THEN EXISTS (SELECT 1 FROM activity_approval_steps st
        WHERE st.tenant_id = a.tenant_id AND st.activity_id = a.id AND st.state = 'pending'
          AND st.step = (${sql.ref(`${n}.data`)} ->> 'step')::int)
      ELSE NOT s.positive_final AND NOT s.negative_final END)`;

/** The kinds that ask someone to decide, which a decision or a cancellation settles. */
const ASKING_KINDS = sql`('approval.requested', 'approval.reminder', 'substitute.requested')`;

/** How many of a notification's objects it names (D15: the first 20, then "and k more"). */
const NAMED_ITEMS = 20;
/** How long after it was made an unread notification takes in more of its group. */
const GROUP_WINDOW = sql`interval '10 minutes'`;

/** The first NAMED_ITEMS of `items` (a jsonb array of objects with id, and dateFrom for activities), each once, in order. */
const namedItems = (
  items: Expression<unknown>,
) => sql`(SELECT coalesce(jsonb_agg(x ORDER BY x ->> 'dateFrom', (x ->> 'id')::int), '[]')
  FROM (SELECT DISTINCT ON ((x ->> 'id')::int) x FROM jsonb_array_elements(${items}) x
    ORDER BY (x ->> 'id')::int LIMIT ${sql.lit(NAMED_ITEMS)}) named)`;

/** The ids of both arrays, each once, ascending. */
const union = (a: Expression<unknown>, b: Expression<unknown>) =>
  sql`(SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') FROM unnest(${a} || ${b}) x)`;

/**
 * The CTEs that store the notifications of `concerned` (tenant_id, ord, source, actor_id, user_id,
 * kind, group_key, activity_id, issue_id, data, item): never to the actor, a deleted user, one who
 * turned the kind off, or one who cannot see the issue now. One per recipient, kind and group (D15,
 * wave 4): the rows of a group become one, naming all their objects (`items`, the first 20 of them,
 * and `total`); a group that has an unread notification of the last ten minutes joins it instead
 * (`merged`), with no second email. A new one goes out by email at once, with the daily digest, or
 * not at all, as the recipient chose (and only while `mailing`: an SMTP server is configured);
 * `mailed` holds the deliveries of those that go at once, the first `lease` of them leased to this
 * process already (attempt 1), for it to send without a claim.
 */
const storeNotifications = (mailing: Expression<boolean>, lease: Expression<number>) => sql`
    addressed AS (
      SELECT c.*, u.email AS address, u.language, coalesce(s.email, 'immediate') AS email_mode,
        (SELECT concat_ws(' ', actor.firstname, actor.lastname) FROM users actor
          WHERE actor.tenant_id = c.tenant_id AND actor.id = c.actor_id) AS actor_name
      FROM concerned c
      JOIN users u ON u.tenant_id = c.tenant_id AND u.id = c.user_id AND NOT u.deleted
      LEFT JOIN notification_settings s ON s.tenant_id = c.tenant_id AND s.user_id = c.user_id
      WHERE c.user_id IS DISTINCT FROM c.actor_id AND coalesce((s.kinds ->> c.kind)::boolean, true)
        AND (c.issue_id IS NULL OR EXISTS (SELECT 1 FROM issues i WHERE i.tenant_id = c.tenant_id AND i.id = c.issue_id
          AND ${visibleToUser(sql`u.id`, sql`u.role = any(${sql.val(rolesWith('admin'))}::text[])`)}))
    ), grouped AS (
      SELECT tenant_id, user_id, kind, group_key,
        (array_agg(source ORDER BY ord))[1] AS source, (array_agg(actor_id ORDER BY ord))[1] AS actor_id,
        (array_agg(data || jsonb_build_object('actor', actor_name) ORDER BY ord))[1] AS data,
        coalesce(array_agg(DISTINCT activity_id) FILTER (WHERE activity_id IS NOT NULL), '{}') AS activity_ids,
        coalesce(array_agg(DISTINCT issue_id) FILTER (WHERE issue_id IS NOT NULL), '{}') AS issue_ids,
        jsonb_agg(item) AS items, min(address) AS address, min(language) AS language, min(email_mode) AS email_mode
      FROM addressed GROUP BY tenant_id, user_id, kind, group_key
    ), open_group AS (
      SELECT g.tenant_id, g.user_id, g.kind, g.group_key, n.id FROM grouped g
      JOIN notifications n ON n.tenant_id = g.tenant_id AND n.user_id = g.user_id AND n.kind = g.kind
        AND n.group_key = g.group_key AND n.read_at IS NULL AND n.created_at > now() - ${GROUP_WINDOW}
    ), merged AS (
      UPDATE notifications n SET
        activity_ids = ${union(sql`n.activity_ids`, sql`g.activity_ids`)},
        issue_ids = ${union(sql`n.issue_ids`, sql`g.issue_ids`)},
        data = n.data || jsonb_build_object('items', ${namedItems(sql`(n.data -> 'items') || g.items`)},
          'total', cardinality(${union(sql`n.activity_ids || n.issue_ids`, sql`g.activity_ids || g.issue_ids`)}))
      FROM grouped g JOIN open_group o USING (tenant_id, user_id, kind, group_key)
      WHERE n.tenant_id = o.tenant_id AND n.id = o.id
    ), inserted AS (
      INSERT INTO notifications (tenant_id, user_id, kind, source, group_key, actor_id, activity_id, issue_id,
        activity_ids, issue_ids, data, mail, read_at)
      SELECT tenant_id, user_id, kind, source, group_key, actor_id, activity_ids[1], issue_ids[1], activity_ids, issue_ids,
        data || jsonb_build_object('items', ${namedItems(sql`items`)},
          'total', cardinality(activity_ids) + cardinality(issue_ids)),
        CASE WHEN NOT ${mailing} OR email_mode = 'off' OR settled THEN 'none' WHEN email_mode = 'daily' THEN 'digest'
          ELSE 'immediate' END,
        -- Decided (or cancelled) before the notifier came to it: read already, and not mailed.
        CASE WHEN settled THEN now() END
      FROM (SELECT g.*, g.kind IN ${ASKING_KINDS} AND ${settled('g')} AS settled FROM grouped g) g
      WHERE NOT EXISTS (SELECT 1 FROM open_group o WHERE o.tenant_id = g.tenant_id AND o.user_id = g.user_id
        AND o.kind = g.kind AND o.group_key = g.group_key)
      ORDER BY tenant_id, source, user_id, kind
      ON CONFLICT (tenant_id, user_id, kind, source) DO NOTHING
      RETURNING tenant_id, id, user_id, kind, issue_id, data, mail
    ), recipients AS (
      SELECT DISTINCT tenant_id, user_id, address, language FROM grouped
    ), mailed AS (
      INSERT INTO notification_deliveries (tenant_id, user_id, notification_id, to_address, attempts, next_attempt_at)
      SELECT tenant_id, user_id, id, address, CASE WHEN leased THEN 1 ELSE 0 END,
        CASE WHEN leased THEN ${LEASE_END} ELSE now() END
      FROM (SELECT i.tenant_id, i.user_id, i.id, r.address, row_number() OVER (ORDER BY i.id) <= ${lease} AS leased
        FROM inserted i JOIN recipients r ON r.tenant_id = i.tenant_id AND r.user_id = i.user_id
        WHERE i.mail = 'immediate') queued
      RETURNING tenant_id, id, user_id, notification_id, attempts, to_address
    )`;

/** A message leased to this process, with what composing it needs (the mailer's claim answers the same). */
export interface ClaimedMail {
  tenant_id: string;
  id: string;
  attempt: number;
  to_address: string;
  language: string;
  digest: boolean;
  /** The notification, or the first of the digest's. */
  items: { kind: NotificationKind; data: NotificationData; issueId: number | null }[];
  total: number;
}

/** The ClaimedMail of each delivery of `mailed` this statement leased, from the rows it wrote. */
const leasedMail = sql`(SELECT coalesce(json_agg(json_build_object(
    'tenant_id', m.tenant_id, 'id', m.id::text, 'attempt', m.attempts, 'to_address', m.to_address,
    'language', r.language, 'digest', false, 'total', 1,
    'items', json_build_array(json_build_object('kind', i.kind, 'data', i.data, 'issueId', i.issue_id)))), '[]')
  FROM mailed m
  JOIN inserted i ON i.tenant_id = m.tenant_id AND i.id = m.notification_id
  JOIN recipients r ON r.tenant_id = m.tenant_id AND r.user_id = m.user_id
  WHERE m.attempts = 1)`;

export interface NotifierRun {
  /** Events read past. */
  read: number;
  notified: number;
  /** Deliveries queued for immediate email. */
  mailed: number;
  /** Those of them leased to this process, to send now. */
  claimed: ClaimedMail[];
}

/**
 * One notifier run: the events after its position (none while another process holds its row), the
 * notifications they make, and the position moved past them.
 */
export const NOTIFY = new Statement(
  (p: { mailing: boolean; lease: number }) =>
    sql<NotifierRun>`WITH position AS (
      SELECT last_event_id FROM event_relays WHERE name = 'notifications' FOR UPDATE SKIP LOCKED
    ), head AS MATERIALIZED (
      SELECT * FROM events_after((SELECT last_event_id FROM position), ${sql.lit(BATCH)})
    ), last AS (
      SELECT tenant_id, id, actor_id, occurred_at FROM head ORDER BY id DESC LIMIT 1
    ), tail AS (
      -- A full batch may end inside a write (a bulk edit's 1,000 events): the rest of that write
      -- comes along, so that its people get one notification that names all it did, and one email.
      SELECT e.* FROM (
        SELECT e.*, bool_and(${sameWrite(sql`e`)}) OVER (ORDER BY e.id) AS same_write
        FROM last CROSS JOIN LATERAL events_after(last.id, ${sql.lit(MAX_WRITE_EVENTS)}) e
        WHERE (SELECT count(*) FROM head) = ${sql.lit(BATCH)}) e
      WHERE e.same_write
    ), taken AS (
      SELECT e.*, ${sameWrite(sql`e`)} AS of_last FROM (
        SELECT * FROM head UNION ALL SELECT tenant_id, seq, id, type, occurred_at, actor_id, data, webhook_id FROM tail) e
      CROSS JOIN last
    ), batch AS MATERIALIZED (
      SELECT e.tenant_id, e.id, e.type, e.actor_id, e.occurred_at,
        CASE WHEN e.type = any(${sql.val([...NOTIFYING_TYPES, ...SETTLING_TYPES])}::text[]) THEN e.data::jsonb END AS data
      FROM taken e
      -- The sequencer numbers a long write in several runs: its events read so far wait for the rest.
      WHERE NOT (e.of_last AND e.id > coalesce((SELECT max(id) FROM taken WHERE NOT of_last), 0)
        AND EXISTS (SELECT 1 FROM events u, last WHERE u.tenant_id = last.tenant_id AND u.id IS NULL
          AND ${sameWrite(sql`u`)}))
    ), concerned AS (${concernedBy}), ${storeNotifications(sql`${p.mailing}::boolean`, sql`${p.lease}::int`)},
    settling AS (
      SELECT DISTINCT b.tenant_id, ${activityId} AS activity_id FROM batch b
      WHERE b.type = any(${sql.val(SETTLING_TYPES)}::text[])
    ), settled_now AS (
      -- The EXISTS is evaluated once, before anything is read: without it a run whose batch
      -- settles nothing still read every unread request notification (27 of a 30 ms run at 5,500).
      UPDATE notifications n SET read_at = now()
      FROM settling x
      WHERE EXISTS (SELECT 1 FROM settling)
        AND n.tenant_id = x.tenant_id AND x.activity_id = any(n.activity_ids) AND n.read_at IS NULL
        AND n.kind IN ${ASKING_KINDS} AND ${settled('n')}
    ), advanced AS (
      UPDATE event_relays SET last_event_id = (SELECT max(id) FROM batch)
      WHERE name = 'notifications' AND EXISTS (SELECT 1 FROM batch)
    )
    SELECT (SELECT count(*) FROM batch)::int AS read,
      (SELECT count(*) FROM inserted)::int + (SELECT count(*) FROM open_group)::int AS notified,
      (SELECT count(*) FROM mailed)::int AS mailed, ${leasedMail} AS claimed`,
);

/**
 * Runs the notifier once, leasing up to `lease` of the messages it queues to this process (see
 * storeNotifications); `more` when a full batch was read.
 */
export async function notifyEvents(
  db: Database,
  mailing: boolean,
  lease: number,
): Promise<NotifierRun & { more: boolean }> {
  const [run] = await db.acrossTenantsAutocommit((sql) => NOTIFY.run(sql, { mailing, lease }));
  return { ...run!, more: run!.read >= BATCH };
}

/**
 * D15 `approval.reminder`: each pending approver of a request's step that has waited a day or more,
 * once per whole day it has waited (the day count is part of the source), one reminder for all the
 * runs of the request (D15, wave 4), counted from the run that waits longest.
 */
const REMIND = new Statement(
  (p: { mailing: boolean }) =>
    sql<{ notified: number; mailed: number }>`WITH waiting AS (
      SELECT st.tenant_id, st.activity_id, st.step,
        format('reminder:%s:%s:%s', a.author_id, utc_millis(a.created_at), st.step) AS request,
        floor(extract(epoch FROM now() - min(st.pending_since)
          OVER (PARTITION BY st.tenant_id, a.author_id, a.created_at, st.step)) / 86400)::int AS days
      FROM activity_approval_steps st
      JOIN activity_approvals ap ON ap.tenant_id = st.tenant_id AND ap.activity_id = st.activity_id AND ap.state = 'pending'
      JOIN activities a ON a.tenant_id = st.tenant_id AND a.id = st.activity_id AND NOT a.deleted
      WHERE st.state = 'pending' AND st.pending_since <= now() - interval '1 day'
    ), concerned AS (
      SELECT w.tenant_id, w.activity_id AS ord, w.request || ':' || w.days AS source, NULL::int AS actor_id,
        r.user_id, 'approval.reminder' AS kind, w.request || ':' || w.days AS group_key,
        w.activity_id, NULL::int AS issue_id,
        jsonb_build_object('requester', concat_ws(' ', author.firstname, author.lastname), 'step', w.step,
          'days', w.days) AS data,
        jsonb_build_object('id', a.id, 'type', t.name, 'dateFrom', a.date_from::text, 'dateTo', a.date_to::text) AS item
      FROM waiting w
      JOIN activity_approvers r ON r.tenant_id = w.tenant_id AND r.activity_id = w.activity_id AND r.step = w.step
        AND r.decision IS NULL
      JOIN activities a ON a.tenant_id = w.tenant_id AND a.id = w.activity_id
      JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id
      JOIN users author ON author.tenant_id = a.tenant_id AND author.id = a.author_id
    ), ${storeNotifications(sql`${p.mailing}::boolean`, sql`0`)}
    SELECT (SELECT count(*) FROM inserted)::int AS notified, (SELECT count(*) FROM mailed)::int AS mailed`,
);

export async function remindApprovers(db: Database, mailing: boolean) {
  const [run] = await db.acrossTenantsAutocommit((sql) => REMIND.run(sql, { mailing }));
  return run!;
}

/** Users whose daily digest a run takes at most; the next run takes the rest. */
const DIGESTS = 100;

/**
 * D15 daily digests that are due: for each such user, one delivery of every notification waiting
 * for a digest (none when nothing waits), and the next digest a day later at `dailyAt` in `zone`.
 */
const DIGEST = new Statement(
  () =>
    sql<{ mailed: number }>`WITH due AS (
      SELECT s.tenant_id, s.user_id FROM notification_settings s
      WHERE s.email = 'daily' AND s.next_digest_at <= now()
      ORDER BY s.next_digest_at LIMIT ${sql.lit(DIGESTS)}
      FOR UPDATE SKIP LOCKED
    ), moved AS (
      UPDATE notification_settings s SET next_digest_at = next_daily_at(s.daily_at, s.zone, now())
      FROM due WHERE s.tenant_id = due.tenant_id AND s.user_id = due.user_id
    ), waiting AS (
      SELECT DISTINCT n.tenant_id, n.user_id FROM due
      JOIN notifications n ON n.tenant_id = due.tenant_id AND n.user_id = due.user_id
        AND n.mail = 'digest' AND n.digest_id IS NULL
    ), queued AS (
      INSERT INTO notification_deliveries (tenant_id, user_id, to_address)
      SELECT w.tenant_id, w.user_id, u.email FROM waiting w
      JOIN users u ON u.tenant_id = w.tenant_id AND u.id = w.user_id AND NOT u.deleted
      RETURNING tenant_id, id, user_id
    ), taken AS (
      UPDATE notifications n SET digest_id = q.id FROM queued q
      WHERE n.tenant_id = q.tenant_id AND n.user_id = q.user_id AND n.mail = 'digest' AND n.digest_id IS NULL
    )
    SELECT count(*)::int AS mailed FROM queued`,
);

export async function queueDigests(db: Database) {
  const [run] = await db.acrossTenantsAutocommit((sql) => DIGEST.run(sql, {}));
  return run!;
}
