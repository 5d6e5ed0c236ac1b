import { type Expression, sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import { badRequest, conflict } from '../platform/http/errors.js';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { insertEventsOfEntries } from '../events/outbox.js';
import { ACTIVITY_EVENTS } from '../activities/create.js';
import { builtActivities } from '../activities/documents.js';
import { userById } from '../reference-data/objects.js';

/**
 * The approval workflow of D14 as statements: which policy a request follows, who decides each
 * step, and what a step becoming pending records. Decisions are in decide.ts; the state a request
 * shows in state.ts.
 */

/**
 * Whether pending step `st` of approval `ap` has waited longer than its policy's escalateAfterDays
 * (D14): then the admins may decide it too.
 */
export const escalated = sql<boolean>`(ap.escalate_after_days IS NOT NULL
  AND st.pending_since <= now() - make_interval(days => ap.escalate_after_days))`;

/** Today for `away` (D14): the date in UTC. */
export const TODAY = sql<string>`(now() AT TIME ZONE 'UTC')::date`;

/** A user of tenant `tenant` as activities embed users (D5: without the language). */
export const userObjectById = (tenant: Expression<string>, id: Expression<number | null>) =>
  sql`(${userById(tenant, id, false)})`;

/**
 * For each approvable activity of `ids` that a policy routes, its approval (with the substitute the
 * request names, when the policy asks for one) and the policy's steps, all waiting: the first policy by position, then id, whose types include the activity's and whose
 * teams include its team or, without one, a team of its author (empty lists match all).
 */
const START = new Statement(
  (p: { tenantId: string; ids: number[] }) =>
    sql<Started>`WITH requests AS (
        SELECT a.tenant_id, a.id, a.author_id, a.team_id, a.activity_type_id, a.substitute_id
        FROM activities a
        JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id
        WHERE a.tenant_id = ${p.tenantId} AND a.id = any(${p.ids}::int[]) AND t.approvable),
      matched AS (
        SELECT r.id AS activity_id, r.author_id, r.substitute_id, policy.id AS policy_id, policy.name, policy.steps,
          policy.escalate_after_days, policy.substitute
        FROM requests r CROSS JOIN LATERAL (
          SELECT ap.id, ap.name, ap.steps, ap.escalate_after_days, ap.substitute FROM approval_policies ap
          WHERE ap.tenant_id = r.tenant_id
            AND (cardinality(ap.activity_type_ids) = 0 OR r.activity_type_id = any(ap.activity_type_ids))
            AND (cardinality(ap.team_ids) = 0 OR CASE WHEN r.team_id IS NOT NULL THEN r.team_id = any(ap.team_ids)
              ELSE EXISTS (SELECT 1 FROM team_members m WHERE m.tenant_id = r.tenant_id AND m.user_id = r.author_id
                AND m.team_id = any(ap.team_ids)) END)
          ORDER BY ap.position, ap.id LIMIT 1) policy),
      approvals AS (
        INSERT INTO activity_approvals (tenant_id, activity_id, policy_id, policy_name, escalate_after_days, substitute_id)
        SELECT ${p.tenantId}, activity_id, policy_id, name, escalate_after_days,
          CASE WHEN substitute <> 'none' THEN substitute_id END
        FROM matched),
      steps AS (
        INSERT INTO activity_approval_steps (tenant_id, activity_id, step, approvers, user_ids, role, quorum)
        SELECT ${p.tenantId}, m.activity_id, s.n - 1, s.v ->> 'approvers',
          (SELECT array_agg(x::int) FROM jsonb_array_elements_text(s.v -> 'userIds') x), s.v ->> 'role', s.v ->> 'quorum'
        FROM matched m, jsonb_array_elements(m.steps) WITH ORDINALITY AS s(v, n))
    SELECT activity_id, name AS policy_name, author_id, substitute AS substitute_mode,
      CASE WHEN substitute <> 'none' THEN substitute_id END AS substitute_id
    FROM matched ORDER BY activity_id`,
);

/** A request a policy routes: whether it asks for a substitute, and whom the request names. */
interface Started {
  activity_id: number;
  policy_name: string;
  author_id: number;
  substitute_mode: 'none' | 'optional' | 'required';
  substitute_id: number | null;
}

/** D14: a policy that requires a substitute refuses a request without one; nobody substitutes for themselves. */
function requireSubstitute(started: Started) {
  if (started.substitute_mode === 'required' && started.substitute_id === null) {
    throw badRequest(
      `Field 'substituteId' is required: the approval policy ${started.policy_name} asks for a substitute.`,
    );
  }
  if (started.substitute_id === started.author_id) {
    throw badRequest("Field 'substituteId' must name another user than the author.");
  }
}

/** What recording a request needs: the activity and the author of the entries (the caller). */
interface RequestParams {
  tenantId: string;
  id: number;
  /** `[id]`, for the build of the event's object. */
  ids: number[];
  userId: number;
}

/** What activating a step needs: a request's and the step. */
interface StepParams extends RequestParams {
  step: number;
}

/**
 * The approvers of step `step` of activity `id`, fixed now: those the step names (the author never
 * among them), each away today replaced by their deputy (if set and not away) or else by the admins,
 * and the admins when nobody is left; `delegated_from` records whom a replacement stands in for.
 */
const approversOf = (p: StepParams) => sql`
  request AS (SELECT a.author_id, a.team_id FROM activities a WHERE a.tenant_id = ${p.tenantId} AND a.id = ${p.id}::int),
  step AS (
    SELECT s.approvers, s.user_ids, s.role FROM activity_approval_steps s
    WHERE s.tenant_id = ${p.tenantId} AND s.activity_id = ${p.id}::int AND s.step = ${p.step}::int),
  named AS (
    SELECT l.user_id FROM step, request, team_leads l
    WHERE step.approvers = 'team-leads' AND l.tenant_id = ${p.tenantId}
      AND (l.team_id = request.team_id OR (request.team_id IS NULL AND l.team_id IN (
        SELECT m.team_id FROM team_members m WHERE m.tenant_id = ${p.tenantId} AND m.user_id = request.author_id)))
    UNION SELECT unnest(step.user_ids) FROM step WHERE step.approvers = 'users'
    UNION SELECT u.id FROM step, users u WHERE step.approvers = 'role' AND u.tenant_id = ${p.tenantId} AND u.role = step.role),
  admins AS (
    SELECT u.id FROM users u, request
    WHERE u.tenant_id = ${p.tenantId} AND u.role = 'admin' AND NOT u.deleted AND u.id <> request.author_id
      AND EXISTS (SELECT 1 FROM step)),
  candidates AS (
    SELECT u.id, user_away(${p.tenantId}, u.id, ${TODAY}) AS away,
      CASE WHEN d.id IS NOT NULL AND NOT d.deleted AND d.id <> request.author_id
        AND NOT user_away(${p.tenantId}, d.id, ${TODAY}) THEN d.id END AS deputy
    FROM named JOIN users u ON u.tenant_id = ${p.tenantId} AND u.id = named.user_id
    CROSS JOIN request
    LEFT JOIN users d ON d.tenant_id = u.tenant_id AND d.id = u.deputy_id
    WHERE NOT u.deleted AND u.id <> request.author_id),
  assigned AS (
    SELECT c.id AS user_id, NULL::int AS delegated_from FROM candidates c WHERE NOT c.away
    UNION ALL SELECT c.deputy, c.id FROM candidates c WHERE c.away AND c.deputy IS NOT NULL
    UNION ALL SELECT admins.id, c.id FROM candidates c, admins WHERE c.away AND c.deputy IS NULL),
  chosen AS (
    SELECT DISTINCT ON (all_chosen.user_id) all_chosen.user_id, all_chosen.delegated_from
    FROM (SELECT * FROM assigned
      UNION ALL SELECT admins.id, NULL FROM admins WHERE NOT EXISTS (SELECT 1 FROM assigned)) all_chosen
    ORDER BY all_chosen.user_id, all_chosen.delegated_from NULLS FIRST)`;

/**
 * The CTE `entries`: the `approval_requested` entry (D14) of activity `id` naming the users of
 * `approvers` (a CTE of user_id) for `step`, when there are any; with `events`, also the entry's
 * event (the create, whose other events its own statement wrote); otherwise the write path writes it.
 */
const recordRequested = (
  p: RequestParams,
  step: Expression<number | null>,
  approvers: Expression<unknown>,
  events: boolean,
) =>
  sql`entries AS (
        INSERT INTO activity_history (tenant_id, activity_id, author_id, action, approval)
        SELECT ${p.tenantId}, ${p.id}::int, ${p.userId}::int, 'approval_requested', json_build_object(
          'step', ${step},
          'approvers', (SELECT json_agg(${userObjectById(sql`${p.tenantId}::text`, sql`approver.user_id`)} ORDER BY approver.user_id)
            FROM ${approvers} approver))
        WHERE EXISTS (SELECT 1 FROM ${approvers} approver)
        RETURNING *)
      ${
        events
          ? sql`, evented AS (${insertEventsOfEntries(
              ACTIVITY_EVENTS,
              sql`entries`,
              sql`(SELECT ${p.tenantId}::text AS tenant_id, built.id, built.activity AS object
                FROM (${builtActivities({ tenantId: p.tenantId, userId: p.userId, seesPrivate: true, ids: p.ids })}) built)`,
            )})`
          : sql``
      }`;

/**
 * Makes step `step` pending with its approvers and records it (`approval_requested`, D14), or marks
 * it skipped when nobody may decide it. `events` as for recordRequested.
 */
const activateStep = (events: boolean) =>
  new Statement(
    (p: StepParams) =>
      sql<{ state: 'pending' | 'skipped' }>`WITH ${approversOf(p)},
      inserted AS (
        INSERT INTO activity_approvers (tenant_id, activity_id, step, user_id, delegated_from)
        SELECT ${p.tenantId}, ${p.id}::int, ${p.step}::int, user_id, delegated_from FROM chosen),
      marked AS (
        UPDATE activity_approval_steps
        SET state = CASE WHEN EXISTS (SELECT 1 FROM chosen) THEN 'pending' ELSE 'skipped' END, pending_since = now()
        WHERE tenant_id = ${p.tenantId} AND activity_id = ${p.id}::int AND step = ${p.step}::int
        RETURNING state),
      ${recordRequested(p, sql`${p.step}::int`, sql`chosen`, events)}
      SELECT state FROM marked`,
  );

/**
 * D14/D15: a named substitute's turn comes first, and is recorded as a request of no step naming the
 * substitute, so that they hear of it as approvers hear of theirs. `events` as for recordRequested.
 */
const askSubstitute = (events: boolean) =>
  new Statement(
    (p: RequestParams) =>
      sql`WITH substitute AS (
        SELECT ap.substitute_id AS user_id FROM activity_approvals ap
        WHERE ap.tenant_id = ${p.tenantId} AND ap.activity_id = ${p.id}::int AND ap.substitute_id IS NOT NULL),
      ${recordRequested(p, sql`NULL::int`, sql`substitute`, events)}
      SELECT 1`,
  );

const ASK_SUBSTITUTE = askSubstitute(false);
const ASK_SUBSTITUTE_WITH_EVENT = askSubstitute(true);

const ACTIVATE_STEP = activateStep(false);
const ACTIVATE_STEP_WITH_EVENT = activateStep(true);

/**
 * Activates the steps of activity `id` from `step` on until one is pending: true; false when none
 * is left (the request is complete). `events` as for activateStep.
 */
export async function activateFrom(sql: Sql, caller: Caller, id: number, step: number, events = false) {
  const activate = events ? ACTIVATE_STEP_WITH_EVENT : ACTIVATE_STEP;
  for (let next = step; ; next++) {
    const [row] = await activate.run(sql, {
      tenantId: caller.tenantId,
      id,
      ids: [id],
      step: next,
      userId: caller.userId,
    });
    if (!row) return false;
    if (row.state === 'pending') return true;
  }
}

/**
 * Starts the workflows of the new requests among `ids`: each a policy routes gets its approval and
 * its first step that someone may decide. Returns the ids whose steps were all skipped (approved).
 */
export async function startApprovals(sql: Sql, caller: Caller, ids: number[], events: boolean) {
  const started = await START.run(sql, { tenantId: caller.tenantId, ids });
  const complete: number[] = [];
  for (const request of started) {
    requireSubstitute(request);
    // A named substitute decides first; the steps wait for their acceptance (decide.ts).
    if (request.substitute_id !== null) {
      const ask = events ? ASK_SUBSTITUTE_WITH_EVENT : ASK_SUBSTITUTE;
      await ask.run(sql, {
        tenantId: caller.tenantId,
        id: request.activity_id,
        ids: [request.activity_id],
        userId: caller.userId,
      });
      continue;
    }
    if (!(await activateFrom(sql, caller, request.activity_id, 0, events))) complete.push(request.activity_id);
  }
  return complete;
}

/**
 * D14 (wave 4): the pending steps of live requests that wait for `leaver` (a user just deleted) and
 * for nobody else who can still decide: every other undecided approver is deleted too, or the step
 * needs every approver (quorum all).
 */
const STEPS_LEFT_BY = new Statement(
  (p: { tenantId: string; leaver: number }) =>
    sql<{ activity_id: number; step: number }>`SELECT ar.activity_id, ar.step FROM activity_approvers ar
      JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id AND st.activity_id = ar.activity_id
        AND st.step = ar.step AND st.state = 'pending'
      JOIN activity_approvals ap ON ap.tenant_id = ar.tenant_id AND ap.activity_id = ar.activity_id AND ap.state = 'pending'
      JOIN activities a ON a.tenant_id = ar.tenant_id AND a.id = ar.activity_id AND NOT a.deleted
      WHERE ar.tenant_id = ${p.tenantId} AND ar.user_id = ${p.leaver}::int AND ar.decision IS NULL
        AND (st.quorum = 'all' OR NOT EXISTS (SELECT 1 FROM activity_approvers other
          JOIN users u ON u.tenant_id = other.tenant_id AND u.id = other.user_id AND NOT u.deleted
          WHERE other.tenant_id = ar.tenant_id AND other.activity_id = ar.activity_id AND other.step = ar.step
            AND other.decision IS NULL))
      ORDER BY ar.activity_id`,
);

export const stepsLeftBy = (sql: Sql, tenantId: string, leaver: number) => STEPS_LEFT_BY.run(sql, { tenantId, leaver });

/**
 * Hands step `step` of activity `id` from `leaver` to the tenant's admins (but its author and those
 * already approvers of the step), as for an approver who is away without a deputy: recorded as
 * delegated from the leaver, and requested of them (`approval_requested`). Nothing changes when no
 * admin is left to take it.
 */
const HAND_OVER = new Statement(
  (p: StepParams & { leaver: number }) =>
    sql`WITH chosen AS (
        SELECT u.id AS user_id, ${p.leaver}::int AS delegated_from FROM users u
        JOIN activities a ON a.tenant_id = u.tenant_id AND a.id = ${p.id}::int AND a.author_id <> u.id
        WHERE u.tenant_id = ${p.tenantId} AND u.role = 'admin' AND NOT u.deleted
          AND NOT EXISTS (SELECT 1 FROM activity_approvers ar WHERE ar.tenant_id = u.tenant_id
            AND ar.activity_id = ${p.id}::int AND ar.step = ${p.step}::int AND ar.user_id = u.id)),
      left_step AS (
        DELETE FROM activity_approvers WHERE tenant_id = ${p.tenantId} AND activity_id = ${p.id}::int
          AND step = ${p.step}::int AND user_id = ${p.leaver}::int AND decision IS NULL
          AND EXISTS (SELECT 1 FROM chosen)),
      inserted AS (
        INSERT INTO activity_approvers (tenant_id, activity_id, step, user_id, delegated_from)
        SELECT ${p.tenantId}, ${p.id}::int, ${p.step}::int, user_id, delegated_from FROM chosen),
      ${recordRequested(p, sql`${p.step}::int`, sql`chosen`, false)}
      SELECT 1`,
);

export async function handOverStep(sql: Sql, caller: Caller, id: number, step: number, leaver: number) {
  await HAND_OVER.run(sql, { tenantId: caller.tenantId, id, ids: [id], step, userId: caller.userId, leaver });
}

const FORGET = new Statement(
  (p: { tenantId: string; ids: number[] }) =>
    sql`DELETE FROM activity_approvals WHERE tenant_id = ${p.tenantId} AND activity_id = any(${p.ids}::int[])`,
);

/** D14: new dates or times start a request's workflow again (as D5 makes it a request again). */
export async function restartApprovals(sql: Sql, caller: Caller, ids: number[]) {
  await FORGET.run(sql, { tenantId: caller.tenantId, ids });
  return startApprovals(sql, caller, ids, false);
}

/**
 * D14: the status of a request that follows a policy is the workflow's to set; an admin may still
 * set it (an override, recorded as the status change it is), and the approval follows the status.
 */
const OVERRIDE_BY_STATUS = new Statement(
  (p: { tenantId: string; id: number; statusId: number }) =>
    sql<{ activity_id: number }>`UPDATE activity_approvals ap SET state = (
        SELECT CASE WHEN s.positive_final THEN 'approved' WHEN s.negative_final THEN 'rejected' ELSE 'pending' END
        FROM activity_statuses s WHERE s.tenant_id = ap.tenant_id AND s.id = ${p.statusId}::int)
      WHERE ap.tenant_id = ${p.tenantId} AND ap.activity_id = ${p.id}::int
        AND EXISTS (SELECT 1 FROM activity_statuses s WHERE s.tenant_id = ap.tenant_id AND s.id = ${p.statusId}::int)
      RETURNING ap.activity_id`,
);

const FOLLOWS_POLICY = new Statement(
  (p: { tenantId: string; id: number }) =>
    sql`SELECT 1 FROM activity_approvals WHERE tenant_id = ${p.tenantId} AND activity_id = ${p.id}::int`,
);

/** Refuses a status change of a request that follows a policy unless an admin makes it (409). */
export async function requireStatusOverride(sql: Sql, caller: Caller, id: number, statusId: number) {
  const p = { tenantId: caller.tenantId, id };
  if ((await FOLLOWS_POLICY.run(sql, p)).length === 0) return;
  if (!can(caller.role, 'admin')) {
    throw conflict(
      `Activity with id ${id} follows an approval policy: decide it with POST /v1/activity/${id}/decisions.`,
    );
  }
  await OVERRIDE_BY_STATUS.run(sql, { ...p, statusId });
}
