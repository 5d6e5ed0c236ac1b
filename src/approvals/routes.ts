import Type from 'typebox';
import { sendJsonText } from '../platform/http/json-text.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { ActivityObject } from '../activities/schemas.js';
import { DecisionInput } from './decide.js';
import { InboxPage, InboxQuery } from './inbox.js';
import { ApprovalService } from './service.js';
import { ApprovalState } from './state.js';

const tags = ['approvals'];
// D14: being named is enough to decide; every role reads activities.
const named = { permission: 'activity:read' as const };

/** The approval workflow of requests (D14): decisions, a request's approval state, the inbox. */
export async function approvalRoutes(app: Server): Promise<void> {
  const approvals = new ApprovalService(app.db, app.cursors);

  app.post('/v1/activity/:id/decisions', {
    schema: {
      tags,
      summary: 'Decide a request: approve or reject it as a pending approver of its current step',
      description:
        'Only a pending approver of the current step may decide; anyone else gets 409 naming who may. A request that follows no policy takes one decision from anyone with activity:approve. A reject ends the request with the first negativeFinal status; the approval that completes the last step sets the first positiveFinal status, and is refused (409) when it leaves a team in block mode short, unless an admin sends `override: true`.',
      params: IdParams,
      body: DecisionInput,
      response: {
        200: Type.Array(ActivityObject, { description: 'the activity, as an update answers' }),
        ...errorResponses(400, 401, 404, 406, 409),
      },
    },
    config: { ...named, idempotent: true },
    handler: async ({ caller, params, body }) => approvals.decide(caller, params.id, body),
  });

  app.get('/v1/activity/:id/approval', {
    schema: {
      tags,
      summary: 'The approval state of a request: its policy, steps, approvers and decisions, and its coverage',
      params: IdParams,
      response: { 200: ApprovalState, ...errorResponses(400, 401, 404, 406) },
    },
    config: named,
    handler: async ({ caller, params }, reply) => sendJsonText(reply, await approvals.state(caller, params.id)),
  });

  app.get('/v1/approvals', {
    schema: {
      tags,
      summary: 'The requests the caller may decide now, oldest first, in keyset pages',
      querystring: InboxQuery,
      response: { 200: InboxPage, ...errorResponses(400, 401, 406) },
    },
    config: named,
    handler: async ({ caller, query }) => approvals.inbox(caller, query),
  });
}
