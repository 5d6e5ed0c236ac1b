import { ianaZone } from '../activities/zone.js';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { badRequest } from '../platform/http/errors.js';
import { type CursorCodec, toPage } from '../platform/http/pagination.js';
import { linkOf, NOTIFICATION_KINDS } from './kinds.js';
import type { NotificationListQuery, NotificationSettings, NotificationSettingsInput, ReadInput } from './schemas.js';
import { deliveryPage, findSettings, markRead, notificationPage, saveSettings } from './store.js';
import { wordsOf } from './templates.js';

const INVALID_ZONE = "Field 'zone' must be an IANA time-zone name such as Europe/Berlin or UTC.";

/** What the notification routes do (D15), one function each, each owning its transaction. */
export class NotificationService {
  constructor(
    private readonly db: Database,
    private readonly cursors: CursorCodec,
  ) {}

  /** The caller's notifications, newest first, in their language, with the unread count. */
  async list(caller: Caller, query: NotificationListQuery) {
    const unread = query.unread ?? false;
    const scope = { notifications: caller.userId, unread };
    const before = query.cursor ? this.cursors.decode(query.cursor, scope).id : null;
    const limit = query.limit ?? 50;
    const page = await this.db.read(caller.tenantId, (sql) =>
      notificationPage(sql, caller, { unread, before, limit: limit + 1 }),
    );
    const rows = page.items.map((row) => ({ ...row, sort_value: null }));
    const { items, nextCursor } = toPage(
      rows,
      limit,
      ({ data, sort_value: _, ...row }) => ({
        ...row,
        ...wordsOf(row.kind, data, page.language),
        link: linkOf(caller.tenantId, row.kind, row.issueId),
      }),
      (next) => this.cursors.encode(next, scope),
    );
    return { items, nextCursor, unreadCount: page.unread_count };
  }

  async markRead(caller: Caller, input: ReadInput) {
    if ((input.ids === undefined) === (input.all === undefined)) {
      throw badRequest("Send either 'ids' (the notifications to mark read) or 'all': true.");
    }
    await this.db.write(caller.tenantId, (sql) => markRead(sql, caller, input.ids ?? [], input.all ?? false));
  }

  async settings(caller: Caller): Promise<NotificationSettings> {
    return withEveryKind(await this.db.read(caller.tenantId, (sql) => findSettings(sql, caller)));
  }

  async saveSettings(caller: Caller, input: NotificationSettingsInput): Promise<NotificationSettings> {
    const unknown = Object.keys(input.kinds ?? {}).find(
      (kind) => !(NOTIFICATION_KINDS as readonly string[]).includes(kind),
    );
    if (unknown !== undefined) {
      throw badRequest(
        `Field 'kinds' names no kind of notification: ${unknown}. Kinds: ${NOTIFICATION_KINDS.join(', ')}.`,
      );
    }
    const zone = input.zone === undefined ? undefined : ianaZone(input.zone);
    if (zone === null) throw badRequest(INVALID_ZONE);
    const saved = await this.db.write(caller.tenantId, (sql) => saveSettings(sql, caller, { ...input, zone }));
    // The runtime and PostgreSQL each carry their own zone database; a name only one knows is refused.
    if (!saved) throw badRequest(INVALID_ZONE);
    return withEveryKind(saved);
  }

  /** The tenant's mail deliveries, newest first (admins). */
  async deliveries(caller: Caller, query: { limit?: number; cursor?: string }) {
    const scope = { notificationDeliveries: true };
    const before = query.cursor ? this.cursors.decode(query.cursor, scope).id : null;
    const limit = query.limit ?? 50;
    const rows = await this.db.read(caller.tenantId, (sql) => deliveryPage(sql, caller.tenantId, before, limit + 1));
    return toPage(
      rows,
      limit,
      (row) => row.item,
      (next) => this.cursors.encode(next, scope),
    );
  }
}

/** Every kind named, on unless switched off. */
const withEveryKind = (settings: Omit<NotificationSettings, 'kinds'> & { kinds: Record<string, boolean> }) => ({
  ...settings,
  kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, settings.kinds[kind] ?? true])),
});
