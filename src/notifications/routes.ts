import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { Page } from '../platform/http/pagination.js';
import {
  DeliveryListQuery,
  NotificationDeliveryObject,
  NotificationListQuery,
  NotificationPage,
  NotificationSettings,
  NotificationSettingsInput,
  ReadInput,
} from './schemas.js';
import { NotificationService } from './service.js';

const tags = ['notifications'];
const self = { permission: 'self' as const };

/** Notifications of D15: the caller's list, read marks and settings; the mail deliveries log for admins. */
export async function notificationRoutes(app: Server): Promise<void> {
  const notifications = new NotificationService(app.db, app.cursors);

  app.get('/v1/me/notifications', {
    schema: {
      tags,
      summary: 'Your notifications, newest first, in keyset pages, with how many are unread',
      description:
        "Subject and text are in your language (English, or German for `de`). `link` is the object's page in the web app.",
      querystring: NotificationListQuery,
      response: { 200: NotificationPage, ...errorResponses(400, 401) },
    },
    config: self,
    handler: async ({ caller, query }) => notifications.list(caller, query),
  });

  app.post('/v1/me/notifications/read', {
    schema: {
      tags,
      summary: 'Mark notifications read: those of `ids` (ids not yours change nothing), or all with `all: true`',
      body: ReadInput,
      response: { 204: Type.Null({ description: 'Marked' }), ...errorResponses(400, 401) },
    },
    config: self,
    handler: async ({ caller, body }, reply) => {
      await notifications.markRead(caller, body);
      return (reply as FastifyReply).code(204).send();
    },
  });

  app.get('/v1/me/notification-settings', {
    schema: {
      tags,
      summary: 'Your notification settings: email at once, as a daily digest or not at all, and which kinds',
      response: { 200: NotificationSettings, ...errorResponses(401) },
    },
    config: self,
    handler: async ({ caller }) => notifications.settings(caller),
  });

  app.put('/v1/me/notification-settings', {
    schema: {
      tags,
      summary: 'Change your notification settings: the fields sent change, the others stay',
      body: NotificationSettingsInput,
      response: { 200: NotificationSettings, ...errorResponses(400, 401) },
    },
    config: self,
    handler: async ({ caller, body }) => notifications.saveSettings(caller, body),
  });

  app.get('/v1/notification-deliveries', {
    schema: {
      tags,
      summary: 'The emails of notifications, newest first, in keyset pages (a digest has notificationId null)',
      querystring: DeliveryListQuery,
      response: { 200: Page(NotificationDeliveryObject), ...errorResponses(400, 401, 406) },
    },
    config: { permission: 'admin' },
    handler: async ({ caller, query }) => notifications.deliveries(caller, query),
  });
}
