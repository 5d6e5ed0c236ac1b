import type { Caller } from '../platform/auth/authenticate.js';
import type { LongRequests } from '../platform/db/long-requests.js';
import type { Database } from '../platform/db/database.js';
import type { CursorCodec } from '../platform/http/pagination.js';
import { activityViewerOf } from '../activities/visibility.js';
import { type CalendarQuery, readCalendar } from './calendar.js';
import { type CoverageQuery, teamCoverage } from './coverage.js';
import { type CalendarFeedInput, createFeed, feedCalendar, listFeeds, revokeFeed } from './feeds.js';

/** What the calendar routes do, one function each, each owning its transaction. */
export class CalendarService {
  constructor(
    private readonly db: Database,
    private readonly cursors: CursorCodec,
    private readonly longRequests: LongRequests,
  ) {}

  /** The calendar as JSON text: a page costs what it holds, and a tenant's pages take turns (D13). */
  read(caller: Caller, query: CalendarQuery) {
    return this.longRequests.run(caller.tenantId, () =>
      this.db.read(caller.tenantId, (sql) => readCalendar(sql, activityViewerOf(caller), query, this.cursors)),
    );
  }

  /** A team's presence on each working day of a range (the calendar marks the short days). */
  coverage(caller: Caller, teamId: number, query: CoverageQuery) {
    return this.longRequests.run(caller.tenantId, () =>
      this.db.read(caller.tenantId, (sql) => teamCoverage(sql, caller.tenantId, teamId, query)),
    );
  }

  createFeed(caller: Caller, input: CalendarFeedInput) {
    return this.db.autocommit(caller.tenantId, (sql) => createFeed(sql, caller.tenantId, caller.userId, input));
  }

  listFeeds(caller: Caller, page: { after: number; fetch: number }) {
    return this.db.read(caller.tenantId, (sql) => listFeeds(sql, caller.tenantId, caller.userId, page));
  }

  revokeFeed(caller: Caller, id: number) {
    return this.db.autocommit(caller.tenantId, (sql) => revokeFeed(sql, caller.tenantId, caller.userId, id));
  }

  /** A feed by the secret of its URL; the tenant is read from the secret. */
  feed(secret: string, secretHash: Buffer) {
    return feedCalendar(this.db, secret, secretHash);
  }
}
