import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { attachment } from '../platform/http/exports.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { UserAccountObject } from '../users/users.js';
import { EraseInput, PersonExport, PrivacySettings } from './schemas.js';
import { PrivacyService } from './service.js';
import type { LongDownloadLimits } from '../platform/http/exports.js';

const tags = ['privacy'];

const STREAMED =
  'Written while it is read, a batch of rows at a time, so that memory does not grow with what is stored; cut off when it takes longer than REQUEST_TIMEOUT_MS.';

/** D21: a person's data (export, erasure), the tenant's privacy settings, and the operator's tenant export. */
export async function privacyRoutes(
  app: Server,
  options: { operator: boolean; longDownloads: LongDownloadLimits },
): Promise<void> {
  const privacy = new PrivacyService(app.db, app.longRequests, app.server.requestTimeout, options.longDownloads);

  app.get('/v1/users/:id/export', {
    schema: {
      tags,
      summary: 'Everything stored about a user, as one JSON document to take along',
      description: `The person themself or an admin. Profile, teams, work schedules, allowances and this year's balances, activities, approval decisions, issues they created or are assigned, comments, history entries they wrote, notifications and their settings, calendar feeds, timer, sessions, tokens and sign-in links; rows as stored (their columns by name), secrets and their hashes left out. ${STREAMED}`,
      params: IdParams,
      response: {
        200: {
          description: 'The JSON document, as a file to save',
          headers: { 'Content-Disposition': { type: 'string', description: 'attachment, with a file name' } },
          content: { 'application/json': { schema: PersonExport } },
        },
        ...errorResponses(400, 401, 404, 406),
      },
    },
    config: { permission: 'self' },
    handler: async ({ caller, params }, reply) => {
      const stream = await privacy.exportPerson(caller, params.id);
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachment(`user-${params.id}-export.json`))
        .send(stream);
    },
  });

  app.post('/v1/users/:id/erase', {
    schema: {
      tags,
      summary: 'Erase a user: they become "Former user <id>" everywhere, and what was theirs alone is deleted',
      description:
        "Admins only; `confirm` must be the user's email address (400 otherwise). In one transaction: their pending approvals go to the admins; their private-type activities (sick leave) are deleted for good with their history and events; their sessions, tokens, sign-in links, calendar feeds, timer, notifications and notification settings are deleted; the user becomes \"Former user <id>\" with email erased-<id>@invalid, no avatar, deleted, in every stored history entry, event and notification too. Issues, other activities and history stay. Erasing oneself is 409; erasing an erased user again (confirm: erased-<id>@invalid) changes nothing more. Events already delivered to webhooks or JetStream cannot be recalled. An erasure reads all of the tenant's history and events, so a tenant's erasures take turns with its other long requests (calendars, team coverage, exports): two at once per service process, twenty more waiting, past them 503 with Retry-After.",
      params: IdParams,
      body: EraseInput,
      response: { 200: UserAccountObject, ...errorResponses(400, 401, 404, 406, 409) },
    },
    config: { permission: 'admin' },
    handler: async ({ caller, params, body }) => {
      const erased = await privacy.erase(caller, params.id, body.confirm);
      // The erased user's tokens are gone: no cached credential may outlive them.
      app.credentials.clear();
      return erased;
    },
  });

  app.get('/v1/privacy-settings', {
    schema: {
      tags,
      summary: "The tenant's privacy settings: how long private-type activities are kept",
      response: { 200: PrivacySettings, ...errorResponses(401, 406) },
    },
    config: { permission: 'admin' },
    handler: async ({ caller }) => privacy.settings(caller.tenantId),
  });

  app.put('/v1/privacy-settings', {
    schema: {
      tags,
      summary: "Set the tenant's privacy settings",
      description:
        'With `privateActivityRetentionDays` set, private-type activities that ended more than that many days ago are deleted for good once a day (with their history, approvals, events and notifications); null keeps them.',
      body: PrivacySettings,
      response: { 200: PrivacySettings, ...errorResponses(400, 401, 406) },
    },
    config: { permission: 'admin' },
    handler: async ({ caller, body }) => privacy.setSettings(caller.tenantId, body),
  });

  if (!options.operator) return;
  app.get('/admin/tenants/:id/export', {
    schema: {
      tags: ['operator'],
      summary: 'Every row of a tenant, as JSON Lines: for a customer who leaves',
      description: `One line per record: \`{"kind": <table>, "record": {<column>: <value>, ...}}\`, the tenant's own row first (kind \`tenants\`), then table by table; secrets and their hashes left out. On PostgreSQL every line comes from one snapshot. ${STREAMED}`,
      security: [{ operatorToken: [] }],
      params: Type.Object({ id: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,62}$' }) }),
      response: {
        200: {
          description: 'JSON Lines, as a file to save',
          headers: { 'Content-Disposition': { type: 'string', description: 'attachment, with a file name' } },
          content: {
            'application/x-ndjson': {
              schema: Type.String({ description: 'a JSON object per line: {"kind", "record"}' }),
              example:
                '{"kind":"tenants","record":{"id":"acme","name":"Acme","created_at":"2027-01-04T09:00:00+00:00"}}\n',
            },
          },
        },
        ...errorResponses(400, 401, 404),
      },
    },
    config: { auth: 'operator' },
    handler: async ({ params }, reply) => {
      const stream = await privacy.exportTenant(params.id);
      return (reply as FastifyReply)
        .type('application/x-ndjson; charset=utf-8')
        .header('content-disposition', attachment(`tenant-${params.id}.jsonl`))
        .send(stream);
    },
  });
}
