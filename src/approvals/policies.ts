import Type from 'typebox';
import { sql } from 'kysely';
import { checkStatement, idArray, referenceCheck } from '../platform/db/checks.js';
import { jsonObject } from '../platform/db/json.js';
import { Statement } from '../platform/db/query.js';
import { badRequest } from '../platform/http/errors.js';
import { component, Id, Int32, Name, Nullable } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { activityTypes, teams, USERS } from '../reference-data/definitions.js';
import type { RowScope } from '../reference-data/objects.js';
import { resource } from '../reference-data/resource.js';

/** D13 bounds: a policy names at most this many types, teams, steps and users per step. */
export const MAX_POLICY_IDS = 100;
export const MAX_POLICY_STEPS = 10;

const Approvers = Type.Enum(['team-leads', 'users', 'role'], {
  description: "who approves a step: the leads of the request's team, the users listed, or every user of a role",
});
const Quorum = Type.Enum(['any', 'all'], { description: 'whether one approval completes the step, or every one' });
const ApproverRole = Type.Enum(['manager', 'admin']);
const Substitute = Type.Enum(['none', 'optional', 'required'], {
  description: 'whether a request names a substitute, who must accept before the steps begin',
});
const Ids = (what: string) => Type.Array(Id, { maxItems: MAX_POLICY_IDS, [EXPECTED]: `an array of ${what} ids` });

export const PolicyStep = Type.Object({
  approvers: Approvers,
  userIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: MAX_POLICY_IDS, [EXPECTED]: 'an array of user ids' })),
  role: Type.Optional(ApproverRole),
  quorum: Quorum,
});
export type PolicyStep = Type.Static<typeof PolicyStep>;

export const ApprovalPolicyObject = component(
  'ApprovalPolicy',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    activityTypeIds: Type.Array(Type.Integer(), { description: 'empty: every approvable type' }),
    teamIds: Type.Array(Type.Integer(), { description: 'empty: every team, and requests of authors in none' }),
    steps: Type.Array(PolicyStep),
    substitute: Substitute,
    escalateAfterDays: Type.Union([Type.Integer(), Type.Null()]),
    position: Type.Integer(),
  }),
);

/** Policy row `ap` as its object. */
const policyObject = (ap: RowScope<'approval_policies', 'ap'>) =>
  jsonObject({
    id: ap.ref('ap.id'),
    name: ap.ref('ap.name'),
    activityTypeIds: sql`to_jsonb(${ap.ref('ap.activity_type_ids')})`,
    teamIds: sql`to_jsonb(${ap.ref('ap.team_ids')})`,
    steps: ap.ref('ap.steps'),
    substitute: ap.ref('ap.substitute'),
    escalateAfterDays: ap.ref('ap.escalate_after_days'),
    position: ap.ref('ap.position'),
  });

type Routing = { activityTypeIds?: number[]; teamIds?: number[]; steps?: PolicyStep[] };

type RoutingIds = { tenantId: string; activityTypeIds: number[]; teamIds: number[]; userIds: number[] };
const ROUTING_EXISTS = checkStatement([
  referenceCheck<RoutingIds>(activityTypes, (p) => idArray(p.activityTypeIds)),
  referenceCheck<RoutingIds>(teams, (p) => idArray(p.teamIds)),
  referenceCheck<RoutingIds>(USERS, (p) => idArray(p.userIds)),
]);

const SAVE_ROUTING = new Statement(
  (p: {
    tenantId: string;
    id: number;
    activityTypeIds: number[] | null;
    teamIds: number[] | null;
    steps: string | null;
  }) =>
    sql`UPDATE approval_policies
        SET activity_type_ids = coalesce(${p.activityTypeIds}::int[], activity_type_ids),
            team_ids = coalesce(${p.teamIds}::int[], team_ids),
            steps = coalesce(${p.steps}::jsonb, steps)
        WHERE tenant_id = ${p.tenantId} AND id = ${p.id}`,
);

/** A step as stored: only what its kind of approvers reads. */
function storedStep(step: PolicyStep, index: number): PolicyStep {
  const { approvers, quorum } = step;
  if (approvers === 'users') {
    if (!step.userIds) throw badRequest(`Field 'steps[${index}].userIds' is required when approvers is "users".`);
    return { approvers, userIds: [...new Set(step.userIds)], quorum };
  }
  if (approvers === 'role') {
    if (!step.role) throw badRequest(`Field 'steps[${index}].role' is required when approvers is "role".`);
    return { approvers, role: step.role, quorum };
  }
  return { approvers, quorum };
}

const uniqueOrNull = (ids: number[] | undefined) => (ids ? [...new Set(ids)].sort((a, b) => a - b) : null);

/**
 * Approval policies (D14): which requests they route, by activity type and team, through which
 * steps. Admins write them, everyone reads them. Without steps a policy has one: the team leads, any
 * of them.
 */
export const approvalPolicies = resource({
  path: 'approval-policies',
  table: 'approval_policies',
  alias: 'ap',
  thing: 'Approval policy',
  fields: {
    name: { column: 'name', schema: Name },
    substitute: { column: 'substitute', schema: Substitute },
    escalateAfterDays: { column: 'escalate_after_days', schema: Nullable(Type.Integer({ minimum: 1, maximum: 365 })) },
    position: { column: 'position', schema: Int32 },
  },
  required: ['name'],
  extension: {
    properties: {
      activityTypeIds: Ids('activity type'),
      teamIds: Ids('team'),
      steps: Type.Array(PolicyStep, {
        minItems: 1,
        maxItems: MAX_POLICY_STEPS,
        [EXPECTED]: `an array of 1 to ${MAX_POLICY_STEPS} steps`,
      }),
    },
    require: async (sql, tenantId, body: Routing) => {
      const steps = body.steps?.map(storedStep) ?? [];
      await ROUTING_EXISTS.require(sql, {
        tenantId,
        activityTypeIds: body.activityTypeIds ?? [],
        teamIds: body.teamIds ?? [],
        userIds: steps.flatMap((step) => step.userIds ?? []),
      });
    },
    save: async (sql, tenantId, id, body: Routing) => {
      await SAVE_ROUTING.run(sql, {
        tenantId,
        id,
        activityTypeIds: uniqueOrNull(body.activityTypeIds),
        teamIds: uniqueOrNull(body.teamIds),
        steps: body.steps ? JSON.stringify(body.steps.map(storedStep)) : null,
      });
    },
  },
  response: ApprovalPolicyObject,
  object: policyObject,
});
