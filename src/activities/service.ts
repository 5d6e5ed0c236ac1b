import type { Caller } from '../platform/auth/authenticate.js';
import type { Database, Sql } from '../platform/db/database.js';
import { runQuery } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { CUT, type CursorCodec, toPage } from '../platform/http/pagination.js';
import type { Reference } from '../platform/http/schemas.js';
import { approveUndecidable } from '../approvals/decide.js';
import { startApprovals } from '../approvals/workflow.js';
import { createActivities, ROUTED } from './create.js';
import { setActivityDeleted } from './delete.js';
import { previewActivity } from './preview.js';
import { activityDocuments, activityNotFound, type BuiltActivity, withoutEmptyPlace } from './documents.js';
import { type ActivityListQuery, activityListScope, activityPageQuery } from './list.js';
import type { ActivityInput, ActivityObject } from './schemas.js';
import { setActivityStatus } from './status.js';
import { updateActivity } from './update.js';

/**
 * The create of an activity inside a transaction the caller owns, for writes that create
 * activities as one step of their own (the timer's stop, D18): the activities, and the workflow an
 * approval policy starts for them (D14), as ActivityService.create stores them.
 */
export async function createActivitiesWithWorkflow(
  sql: Sql,
  caller: Caller,
  input: ActivityInput,
  zone: string,
): Promise<BuiltActivity[]> {
  const requests = await createActivities(sql, caller, input, zone, true);
  const undecidable = await startApprovals(
    sql,
    caller,
    requests.map((activity) => activity.id),
    true,
  );
  const approved = new Map<number, BuiltActivity>();
  for (const id of undecidable) approved.set(id, (await approveUndecidable(sql, caller, id))[0]!);
  return requests.map((activity) => approved.get(activity.id) ?? activity);
}

/**
 * What the activity routes do, one function each, each owning its transaction: the routes
 * validate, authorise, call one of these and send. The objects a write builds are kept for later
 * reads once it committed; reads answer kept objects while their version is current.
 */
export class ActivityService {
  readonly #documents = activityDocuments();

  constructor(
    private readonly db: Database,
    private readonly cursors: CursorCodec,
  ) {}

  /**
   * The new activities, in one statement; a request that an approval policy may route is created
   * again in a transaction that also starts its workflow (D14).
   */
  create(caller: Caller, input: ActivityInput, zone: string): Promise<ActivityObject[]> {
    return this.createBy(
      caller,
      zone,
      (sql) => createActivities(sql, caller, input, zone, false),
      async () => input,
    );
  }

  /**
   * As create, for a write that creates activities by a statement of its own (a worklog takes its
   * issue's project): `created` runs it in one turn of the store; when it answers ROUTED, the
   * input `inputOf` reads is created again with its workflow in one transaction.
   */
  async createBy(
    caller: Caller,
    zone: string,
    created: (sql: Sql) => Promise<BuiltActivity[] | typeof ROUTED>,
    inputOf: (sql: Sql) => Promise<ActivityInput>,
  ): Promise<ActivityObject[]> {
    const first = await this.db.autocommit(caller.tenantId, created);
    if (first !== ROUTED) return this.#written(caller, first);
    const built = await this.db.write(caller.tenantId, async (sql) =>
      createActivitiesWithWorkflow(sql, caller, await inputOf(sql), zone),
    );
    return this.#written(caller, built);
  }

  /** What a create of `input` would store and take from allowances: checked like it, written nowhere. */
  preview(caller: Caller, input: ActivityInput) {
    return this.db.read(caller.tenantId, (sql) => previewActivity(sql, caller, input));
  }

  async update(
    caller: Caller,
    id: number,
    input: ActivityInput,
    zone: string | undefined,
    precondition: Precondition | null,
  ): Promise<ActivityObject[]> {
    const built = await this.db.write(caller.tenantId, (sql) =>
      updateActivity(sql, caller, id, input, zone, precondition),
    );
    return this.#written(caller, built);
  }

  async setStatus(caller: Caller, id: number, status: Reference, precondition: Precondition | null) {
    const built = await this.db.write(caller.tenantId, (sql) =>
      setActivityStatus(sql, caller, id, status, precondition),
    );
    return this.#written(caller, built);
  }

  async setDeleted(caller: Caller, id: number, deleted: boolean, precondition: Precondition | null): Promise<void> {
    await this.db.write(caller.tenantId, (sql) => setActivityDeleted(sql, caller, id, deleted, precondition));
  }

  async find(caller: Caller, id: number): Promise<BuiltActivity> {
    const found = await this.db.read(caller.tenantId, (sql) => this.#documents.find(sql, caller, id));
    if (!found) throw activityNotFound(id);
    return found;
  }

  /** A page of the list; it ends before an activity the database left unbuilt for the page's size (D13). */
  async listPage(caller: Caller, query: ActivityListQuery) {
    const scope = activityListScope(query);
    const position = query.cursor ? this.cursors.decode(query.cursor, scope) : null;
    const rows = await this.db.read(caller.tenantId, (sql) =>
      runQuery(sql, activityPageQuery(caller, query, position)),
    );
    return toPage(
      rows,
      query.limit ?? 50,
      (row) => (row.activity ? withoutEmptyPlace(row.activity) : CUT),
      (last) => this.cursors.encode(last, scope),
    );
  }

  /** The objects of activities a write built, kept for later reads now that the write committed. */
  #written(caller: Caller, built: BuiltActivity[]): ActivityObject[] {
    this.#documents.remember(caller.tenantId, built);
    return built.map(({ activity }) => activity);
  }
}
