import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import type { Database } from '../platform/db/database.js';
import { type CursorCodec, toPage } from '../platform/http/pagination.js';
import { viewerOf } from '../issues/visibility.js';
import { activityNotFound, withoutEmptyPlace } from '../activities/documents.js';
import { activityViewerOf } from '../activities/visibility.js';
import { decide, type DecisionInput } from './decide.js';
import { INBOX, type InboxQuery } from './inbox.js';
import { APPROVAL_STATE } from './state.js';

/** What the approval routes do, one function each, each owning its transaction (D14). */
export class ApprovalService {
  constructor(
    private readonly db: Database,
    private readonly cursors: CursorCodec,
  ) {}

  /** A decision; the answer is the activity array, as an update answers. */
  async decide(caller: Caller, id: number, input: DecisionInput) {
    const built = await this.db.write(caller.tenantId, (sql) => decide(sql, caller, id, input));
    return built.map(({ activity }) => activity);
  }

  /** The approval state of an activity, as JSON text. */
  async state(caller: Caller, id: number): Promise<string> {
    const [row] = await this.db.read(caller.tenantId, (sql) =>
      APPROVAL_STATE.run(sql, { ...activityViewerOf(caller), id }),
    );
    if (!row?.state) throw activityNotFound(id);
    return row.state;
  }

  /** A page of the caller's inbox. */
  async inbox(caller: Caller, query: InboxQuery) {
    const scope = { inbox: caller.userId };
    const after = query.cursor ? this.cursors.decode(query.cursor, scope).id : 0;
    const limit = query.limit ?? 50;
    const rows = await this.db.read(caller.tenantId, (sql) =>
      INBOX.run(sql, {
        ...viewerOf(caller),
        approves: can(caller.role, 'activity:approve'),
        admin: can(caller.role, 'admin'),
        after,
        fetch: limit + 1,
      }),
    );
    return toPage(
      rows.map((row) => ({ ...row, sort_value: null })),
      limit,
      (row) => (row.item ? { ...row.item, activity: withoutEmptyPlace(row.item.activity) } : undefined),
      (next) => this.cursors.encode(next, scope),
    );
  }
}
