import Type from 'typebox';
import type { FastifyReply } from 'fastify';
import { errorResponses, IdParams, IdText } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { MAX_USER_SCHEDULES } from './repository.js';
import { UserWorkScheduleInput, UserWorkScheduleObject, WorkScheduleObject } from './schemas.js';
import { WorkScheduleService } from './service.js';

const tags = ['work schedules'];

/** D19: the tenant's default week and each user's weeks, which working days and partial days count by. */
export async function workScheduleRoutes(app: Server): Promise<void> {
  const schedules = new WorkScheduleService(app.db);

  app.get('/v1/work-schedule', {
    schema: {
      tags,
      summary: "The tenant's default week: minutes of work per weekday, Monday first",
      description:
        'It applies to every user without a schedule of their own; until an admin sets it, 480 minutes Monday to Friday.',
      response: { 200: WorkScheduleObject, ...errorResponses(401, 406) },
    },
    config: { permission: 'activity:read' },
    handler: async ({ caller }) => schedules.tenantSchedule(caller.tenantId),
  });

  app.put('/v1/work-schedule', {
    schema: {
      tags,
      summary: "Set the tenant's default week",
      body: WorkScheduleObject,
      response: { 200: WorkScheduleObject, ...errorResponses(400, 401, 406) },
    },
    config: { permission: 'admin', idempotent: true },
    handler: async ({ caller, body }) => schedules.setTenantSchedule(caller.tenantId, body),
  });

  app.get('/v1/users/:id/work-schedules', {
    schema: {
      tags,
      summary: "A user's own weeks, by validFrom: on each day the latest that begins on or before it applies",
      description: `Readable by the user, managers and admins. A user holds at most ${MAX_USER_SCHEDULES}.`,
      params: IdParams,
      response: { 200: Type.Array(UserWorkScheduleObject), ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'activity:read' },
    handler: async ({ caller, params }) => schedules.userSchedules(caller, params.id),
  });

  app.post('/v1/users/:id/work-schedules', {
    schema: {
      tags,
      summary: 'Give a user a week of their own from a day on (a part-timer, a change of hours)',
      description:
        'Counted at once in balances, calendars and previews; activities stored before keep the runs they were split into.',
      params: IdParams,
      body: UserWorkScheduleInput,
      response: { 201: UserWorkScheduleObject, ...errorResponses(400, 401, 404, 406, 409) },
    },
    config: { permission: 'admin', idempotent: true },
    handler: async ({ caller, params, body }, reply) =>
      reply.code(201).send(await schedules.addUserSchedule(caller.tenantId, params.id, body)),
  });

  app.delete('/v1/users/:id/work-schedules/:scheduleId', {
    schema: {
      tags,
      summary: "Delete one of a user's weeks; the one before it applies again",
      params: Type.Object({ id: IdText, scheduleId: IdText }),
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'admin' },
    handler: async ({ caller, params }, reply) => {
      await schedules.deleteUserSchedule(caller.tenantId, params.id, params.scheduleId);
      return (reply as FastifyReply).code(204).send();
    },
  });
}
