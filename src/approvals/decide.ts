import { sql } from 'kysely';
import Type from 'typebox';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { badRequest, conflict, HttpError, NO_PERMISSION_MESSAGE } from '../platform/http/errors.js';
import { type BuiltActivity } from '../activities/documents.js';
import { changeActivity, type Stored, UPDATE_TRACKING } from '../activities/write-path.js';
import { BLOCKING_SHORTAGE } from './state.js';
import { activateFrom, escalated, userObjectById } from './workflow.js';

export const DecisionInput = Type.Object(
  {
    decision: Type.Enum(['approve', 'reject', 'accept', 'decline']),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    override: Type.Optional(
      Type.Boolean({ description: "an admin's approval of a request that leaves a blocking team short" }),
    ),
  },
  { examples: [{ decision: 'approve', note: 'Enjoy!' }] },
);
export type DecisionInput = Type.Static<typeof DecisionInput>;

interface Pending {
  state: 'pending' | 'approved' | 'rejected';
  step: number | null;
  quorum: 'any' | 'all' | null;
  /** Whether no step follows the pending one. */
  last: boolean;
  /** Whether a team of the author may refuse approvals that leave it short (coverage mode block). */
  blocks: boolean;
  /** Who may decide the step now: id and name, in id order. */
  waiting: { id: number; name: string; delegated_from: number | null; escalated: boolean }[];
  /** Whether the step waited past its policy's escalateAfterDays: the admins may decide it too. */
  escalated: boolean;
  /** The substitute the request names (when its policy asks for one), and what they decided. */
  substitute_id: number | null;
  substitute_name: string | null;
  substitute_decision: 'accept' | 'decline' | null;
}

/** The approval of activity `id` and its pending step, with the approvers who have not decided it. */
const PENDING = new Statement(
  (p: { tenantId: string; id: number }) =>
    sql<Pending>`SELECT ap.state, st.step, st.quorum,
        NOT EXISTS (SELECT 1 FROM activity_approval_steps later WHERE later.tenant_id = st.tenant_id
          AND later.activity_id = st.activity_id AND later.step > st.step) AS last,
        EXISTS (SELECT 1 FROM activities a
          JOIN team_members m ON m.tenant_id = a.tenant_id AND m.user_id = a.author_id
          JOIN teams tm ON tm.tenant_id = m.tenant_id AND tm.id = m.team_id AND NOT tm.deleted
            AND tm.min_present IS NOT NULL AND tm.coverage_mode = 'block'
          WHERE a.tenant_id = ap.tenant_id AND a.id = ap.activity_id) AS blocks,
        coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.firstname || ' ' || u.lastname,
            'delegated_from', ar.delegated_from, 'escalated', ar.escalated) ORDER BY u.id)
          FROM activity_approvers ar JOIN users u ON u.tenant_id = ar.tenant_id AND u.id = ar.user_id
          WHERE ar.tenant_id = st.tenant_id AND ar.activity_id = st.activity_id AND ar.step = st.step
            AND ar.decision IS NULL), '[]') AS waiting,
        coalesce(${escalated}, false) AS escalated,
        ap.substitute_id, ap.substitute_decision,
        (SELECT u.firstname || ' ' || u.lastname FROM users u
          WHERE u.tenant_id = ap.tenant_id AND u.id = ap.substitute_id) AS substitute_name
      FROM activity_approvals ap
      LEFT JOIN activity_approval_steps st ON st.tenant_id = ap.tenant_id AND st.activity_id = ap.activity_id
        AND st.state = 'pending'
      WHERE ap.tenant_id = ${p.tenantId} AND ap.activity_id = ${p.id}`,
);

interface DecisionParams {
  tenantId: string;
  id: number;
  /** null for the substitute's decision, which precedes the steps. */
  step: number | null;
  userId: number;
  decision: DecisionInput['decision'];
  note: string | null;
  delegatedFrom: number | null;
  override: boolean;
}

/** The decision as the entry and the event record it (D14: `decision`). */
const decisionJson = (p: DecisionParams) =>
  sql`json_build_object('step', ${p.step}::int, 'decision', ${p.decision}::text, 'note', ${p.note}::text,
    'by', ${userObjectById(sql`${p.tenantId}::text`, sql`${p.userId}::int`)},
    'delegatedFrom', ${userObjectById(sql`${p.tenantId}::text`, sql`${p.delegatedFrom}::int`)},
    'override', ${p.override}::boolean)`;

/**
 * Records the decision: the approver's row of the step, or for the substitute (no step) the
 * approval's, and the `decided` entry.
 */
const RECORD_DECISION = new Statement(
  (p: DecisionParams) =>
    sql`WITH decided AS (
        UPDATE activity_approvers SET decision = ${p.decision}, note = ${p.note}, decided_at = now()
        WHERE tenant_id = ${p.tenantId} AND activity_id = ${p.id} AND step = ${p.step} AND user_id = ${p.userId}),
      substituted AS (
        UPDATE activity_approvals
        SET substitute_decision = ${p.decision}, substitute_note = ${p.note}, substitute_decided_at = now()
        WHERE tenant_id = ${p.tenantId} AND activity_id = ${p.id} AND ${p.step}::int IS NULL)
    INSERT INTO activity_history (tenant_id, activity_id, author_id, action, approval)
    VALUES (${p.tenantId}, ${p.id}, ${p.userId}, 'decided', ${decisionJson(p)})`,
);

/** An admin deciding an escalated step joins its approvers, marked escalated (D14: recorded). */
const JOIN_ESCALATED = new Statement(
  (p: { tenantId: string; id: number; step: number; userId: number }) =>
    sql`INSERT INTO activity_approvers (tenant_id, activity_id, step, user_id, escalated)
      VALUES (${p.tenantId}, ${p.id}, ${p.step}, ${p.userId}, true)
      ON CONFLICT (tenant_id, activity_id, step, user_id) DO NOTHING`,
);

/** Marks step `step` approved, before the next one becomes pending. */
const END_STEP = new Statement(
  (p: { tenantId: string; id: number; step: number }) =>
    sql`UPDATE activity_approval_steps SET state = 'approved'
      WHERE tenant_id = ${p.tenantId} AND activity_id = ${p.id} AND step = ${p.step}`,
);

/**
 * Concludes the request (D14): its pending step and its approval end as decided, and it takes the
 * tenant's first positiveFinal (approved) or negativeFinal status, the decider its editor. Without
 * a policy only the status changes.
 */
const CONCLUDE = new Statement(
  (p: { tenantId: string; id: number; approved: boolean; userId: number }) =>
    sql`WITH ended AS (
        UPDATE activity_approval_steps SET state = CASE WHEN ${p.approved}::boolean THEN 'approved' ELSE 'rejected' END
        WHERE tenant_id = ${p.tenantId} AND activity_id = ${p.id} AND state = 'pending'),
      concluded AS (
        UPDATE activity_approvals SET state = CASE WHEN ${p.approved}::boolean THEN 'approved' ELSE 'rejected' END
        WHERE tenant_id = ${p.tenantId} AND activity_id = ${p.id})
      UPDATE activities a SET status_editor_id = ${p.userId}, updated_at = now(), status_id = (
        SELECT s.id FROM activity_statuses s WHERE s.tenant_id = a.tenant_id
          AND CASE WHEN ${p.approved}::boolean THEN s.positive_final ELSE s.negative_final END
        ORDER BY s.id LIMIT 1)
      WHERE a.tenant_id = ${p.tenantId} AND a.id = ${p.id}
      AND EXISTS (SELECT 1 FROM activity_statuses s WHERE s.tenant_id = a.tenant_id
        AND CASE WHEN ${p.approved}::boolean THEN s.positive_final ELSE s.negative_final END)`,
);

const names = (waiting: Pending['waiting']) => waiting.map((user) => `${user.name} (${user.id})`).join(', ');

/** 409 for a completing approval that leaves a blocking team short, unless an admin overrides (D14). */
async function requireCoverage(
  sql: Sql,
  caller: Caller,
  id: number,
  pending: Pick<Pending, 'blocks'>,
  override = false,
): Promise<boolean> {
  if (!pending.blocks) return false;
  const [short] = await BLOCKING_SHORTAGE.run(sql, { tenantId: caller.tenantId, id });
  if (!short) return false;
  if (override && can(caller.role, 'admin')) return true;
  throw conflict(
    `Approving leaves team ${short.name} short on ${short.date}: ${short.present} of ${short.members} present, ` +
      `${short.min_present} needed.${can(caller.role, 'admin') ? ' Send "override": true to approve anyway.' : ''}`,
  );
}

/**
 * A decision on a request (D14): only a pending approver of its current step may decide it (409
 * naming who may); without a policy, anyone with activity:approve (D5); nobody once it was cancelled
 * (deleted: 409). A reject ends the request,
 * the completing approval gives it its approved status. Every decision is a `decided` entry; the
 * status it sets and the step it makes pending are recorded too, through the activity's write path.
 */
export async function decide(sql: Sql, caller: Caller, id: number, input: DecisionInput): Promise<BuiltActivity[]> {
  return changeActivity(sql, caller, id, null, UPDATE_TRACKING, async (stored) => {
    // D14 (wave 4): deleting a request cancels it; undeleting it starts its workflow anew.
    if (stored.deleted) throw conflict('The request was cancelled.');
    const { decision } = input;
    const [pending] = await PENDING.run(sql, { tenantId: caller.tenantId, id });
    const base = { tenantId: caller.tenantId, id, userId: caller.userId, decision, note: input.note ?? null };
    if (pending?.state === 'pending' && pending.substitute_id !== null && pending.substitute_decision === null) {
      return decideAsSubstitute(sql, caller, pending, base, input.override);
    }
    if (decision === 'accept' || decision === 'decline') {
      throw badRequest(`Field 'decision' may be ${decision} only for the substitute of a request, before its steps.`);
    }
    if (!pending) return decideWithoutPolicy(sql, caller, stored, base);
    if (pending.state !== 'pending') throw conflict(`This request is ${pending.state} already.`);
    const step = pending.step!;
    const mine =
      pending.waiting.find((user) => user.id === caller.userId) ??
      (await joinEscalated(sql, caller, { id, authorId: stored.author_id }, pending, step));
    // An escalated admin's approval completes the step whatever its quorum: they stand for those who did not decide.
    const completesStep =
      decision === 'approve' && (pending.quorum === 'any' || pending.waiting.length === 1 || mine.escalated);
    // The coverage check comes before the entry, which records whether an admin overrode it.
    const override = completesStep && pending.last && (await requireCoverage(sql, caller, id, pending, input.override));
    await RECORD_DECISION.run(sql, { ...base, step, delegatedFrom: mine.delegated_from, override });
    if (decision === 'reject') {
      await CONCLUDE.run(sql, { tenantId: caller.tenantId, id, approved: false, userId: caller.userId });
      return;
    }
    if (!completesStep) return;
    if (!pending.last) {
      await END_STEP.run(sql, { tenantId: caller.tenantId, id, step });
      if (await activateFrom(sql, caller, id, step + 1)) return;
      // The steps after this one were all skipped: the request is complete all the same.
      await requireCoverage(sql, caller, id, pending, input.override);
    }
    await CONCLUDE.run(sql, { tenantId: caller.tenantId, id, approved: true, userId: caller.userId });
  });
}

/**
 * An admin (not the author) deciding a step that waited past its escalateAfterDays joins its
 * approvers; anyone else who is not pending gets 409 naming who may decide.
 */
async function joinEscalated(
  sql: Sql,
  caller: Caller,
  request: { id: number; authorId: number },
  pending: Pending,
  step: number,
) {
  const admin = can(caller.role, 'admin') && request.authorId !== caller.userId;
  if (!pending.escalated || !admin) {
    const admins = pending.escalated ? ', or an admin (the step is escalated)' : '';
    throw conflict(`Only the pending approvers may decide this request now: ${names(pending.waiting)}${admins}.`);
  }
  await JOIN_ESCALATED.run(sql, { tenantId: caller.tenantId, id: request.id, step, userId: caller.userId });
  return { id: caller.userId, delegated_from: null, escalated: true };
}

/**
 * D14: a named substitute decides first, and only they: accepting starts the steps, declining
 * rejects the request.
 */
async function decideAsSubstitute(
  sql: Sql,
  caller: Caller,
  pending: Pending,
  base: Omit<DecisionParams, 'step' | 'delegatedFrom' | 'override'>,
  override: boolean | undefined,
) {
  if (caller.userId !== pending.substitute_id) {
    throw conflict(
      `Only the substitute may decide this request now: ${pending.substitute_name} (${pending.substitute_id}).`,
    );
  }
  if (base.decision !== 'accept' && base.decision !== 'decline') {
    throw badRequest("Field 'decision' must be accept or decline: you decide as the request's substitute.");
  }
  await RECORD_DECISION.run(sql, { ...base, step: null, delegatedFrom: null, override: false });
  if (base.decision === 'accept' && (await activateFrom(sql, caller, base.id, 0))) return;
  if (base.decision === 'accept') await requireCoverage(sql, caller, base.id, pending, override);
  await CONCLUDE.run(sql, {
    tenantId: base.tenantId,
    id: base.id,
    approved: base.decision === 'accept',
    userId: caller.userId,
  });
}

/** D14 without a policy: D5's one decision, by anyone with activity:approve, recorded as a decision. */
async function decideWithoutPolicy(
  sql: Sql,
  caller: Caller,
  stored: Stored,
  base: Omit<DecisionParams, 'step' | 'delegatedFrom' | 'override'>,
) {
  if (!can(caller.role, 'activity:approve')) throw new HttpError(406, NO_PERMISSION_MESSAGE);
  if (!stored.approvable) throw conflict(`Activity with id ${base.id} needs no approval.`);
  if (stored.final) throw conflict('This request is decided already.');
  await RECORD_DECISION.run(sql, { ...base, step: 0, delegatedFrom: null, override: false });
  await CONCLUDE.run(sql, { ...base, approved: base.decision === 'approve' });
}

/**
 * A new request whose every step was skipped (nobody but its author may decide them) is approved
 * at once: the status change is recorded with its event, after the create's own events.
 */
export const approveUndecidable = (sql: Sql, caller: Caller, id: number) =>
  changeActivity(
    sql,
    caller,
    id,
    null,
    UPDATE_TRACKING,
    async () => {
      await CONCLUDE.run(sql, { tenantId: caller.tenantId, id, approved: true, userId: caller.userId });
    },
    true,
  );
