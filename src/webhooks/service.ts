import type { Caller } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { badRequest } from '../platform/http/errors.js';
import { type CursorCodec, toPage } from '../platform/http/pagination.js';
import type Type from 'typebox';
import type { DeliveryListQuery, WebhookInput, WebhookUpdate } from './schemas.js';
import {
  createWebhook,
  deleteWebhook,
  deliveryPage,
  findWebhook,
  listWebhooks,
  pingWebhook,
  redeliver,
  updateWebhook,
} from './store.js';
import { targetProblem } from './targets.js';

interface WebhookServiceOptions {
  allowPrivateTargets: boolean;
  /** Wakes the delivery worker for a delivery queued outside the event sequencer (ping, redeliver). */
  deliveryQueued: () => void;
}

/** What the webhook routes do, one function each, each owning its transaction. */
export class WebhookService {
  constructor(
    private readonly db: Database,
    private readonly cursors: CursorCodec,
    private readonly options: WebhookServiceOptions,
  ) {}

  async create(caller: Caller, input: WebhookInput) {
    await this.#requireTarget(input.url);
    return this.db.write(caller.tenantId, (sql) => createWebhook(sql, caller.tenantId, input));
  }

  list(caller: Caller, page: { after: number; fetch: number }) {
    return this.db.read(caller.tenantId, (sql) => listWebhooks(sql, caller.tenantId, page));
  }

  find(caller: Caller, id: number) {
    return this.db.read(caller.tenantId, (sql) => findWebhook(sql, caller.tenantId, id));
  }

  async update(caller: Caller, id: number, input: WebhookUpdate) {
    await this.#requireTarget(input.url);
    return this.db.write(caller.tenantId, (sql) => updateWebhook(sql, caller.tenantId, id, input));
  }

  delete(caller: Caller, id: number) {
    return this.db.write(caller.tenantId, (sql) => deleteWebhook(sql, caller.tenantId, id));
  }

  async ping(caller: Caller, id: number) {
    const delivery = await this.db.write(caller.tenantId, (sql) =>
      pingWebhook(sql, caller.tenantId, id, caller.userId),
    );
    this.options.deliveryQueued();
    return delivery;
  }

  async deliveries(caller: Caller, id: number, query: Type.Static<typeof DeliveryListQuery>) {
    const scope = { webhook: id };
    const position = query.cursor ? this.cursors.decode(query.cursor, scope) : null;
    const limit = query.limit ?? 50;
    const rows = await this.db.read(caller.tenantId, (sql) => deliveryPage(sql, caller.tenantId, id, position, limit));
    return toPage(
      rows,
      limit,
      (row) => row.item,
      (next) => this.cursors.encode(next, scope),
    );
  }

  async redeliver(caller: Caller, id: number, deliveryId: number) {
    const delivery = await this.db.autocommit(caller.tenantId, (sql) =>
      redeliver(sql, caller.tenantId, id, deliveryId),
    );
    this.options.deliveryQueued();
    return delivery;
  }

  /** D9: a URL that is not http(s), or whose host is not public, is refused at create and update. */
  async #requireTarget(url: string | undefined) {
    const problem = url === undefined ? null : await targetProblem(url, this.options.allowPrivateTargets);
    if (problem) throw badRequest(`Field 'url' ${problem}.`);
  }
}
