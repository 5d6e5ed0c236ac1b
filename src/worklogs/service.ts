import { sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Database, Sql } from '../platform/db/database.js';
import { db, runQuery, Statement } from '../platform/db/query.js';
import { badRequest, notFound } from '../platform/http/errors.js';
import { referencedId } from '../platform/http/schemas.js';
import {
  CUT,
  type CursorCodec,
  type Keyset,
  keysetAfter,
  type KeysetPosition,
  orderByKeyset,
  sizedPage,
  toPage,
} from '../platform/http/pagination.js';
import { type Viewer, viewerOf, visibleTo } from '../issues/visibility.js';
import { ActivityService } from '../activities/service.js';
import { withoutEmptyPlace } from '../activities/documents.js';
import type { ActivityInput, ActivityObject } from '../activities/schemas.js';
import { activityObjectFor, activityRow } from '../activities/sql.js';
import { createdBy, createParams, type CreateParams, createStatement } from '../activities/create.js';
import { CREATE_CHECKS, LINKED_ISSUE } from '../activities/checks.js';
import { type Check, rule } from '../platform/db/checks.js';
import { activityViewerOf, seesActivity } from '../activities/visibility.js';
import type { WorklogInput, WorklogListQuery } from './schemas.js';

export const DEFAULT_START = '09:00';

export const BOTH_FORMS = "Send either 'minutes' (with 'start') or 'timeFrom' and 'timeTo', not both.";
export const NEITHER_FORM = "Send 'minutes', or 'timeFrom' and 'timeTo'.";
export const HALF_RANGE = "Send both 'timeFrom' and 'timeTo'.";
export const PAST_MIDNIGHT =
  "A worklog ends by midnight: 'start' plus 'minutes' must not pass 24:00; log the rest on the next day.";
export const NO_WORKING_HOURS_TYPE =
  'The tenant has no activity type for working hours that needs no approval; an admin must create one, or send activityTypeId.';
export const notWorkingHours = (id: number) =>
  `Activity type ${id} is not for working hours; a worklog needs a type whose workingHours is true.`;

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The worklog's times of day (D18): as sent, or `minutes` from `start` (09:00 unless sent); 400 naming a problem. */
export function timesOf(input: WorklogInput): { timeFrom: string; timeTo: string } {
  const range = input.timeFrom !== undefined || input.timeTo !== undefined;
  if (range && (input.minutes !== undefined || input.start !== undefined)) throw badRequest(BOTH_FORMS);
  if (range) {
    if (input.timeFrom === undefined || input.timeTo === undefined) throw badRequest(HALF_RANGE);
    return { timeFrom: input.timeFrom, timeTo: input.timeTo };
  }
  if (input.minutes === undefined) throw badRequest(NEITHER_FORM);
  const from = minutesOf(input.start ?? DEFAULT_START);
  if (from + input.minutes > 24 * 60) throw badRequest(PAST_MIDNIGHT);
  return { timeFrom: time(from), timeTo: time(from + input.minutes) };
}

/** The tenant's first type for working hours that needs no approval: a worklog's type unless one is named. */
const defaultWorklogType = (tenantId: unknown) => sql<number | null>`(SELECT t.id FROM activity_types t
  WHERE t.tenant_id = ${tenantId} AND t.working_hours AND NOT t.approvable ORDER BY t.id LIMIT 1)`;

/**
 * What a worklog on an issue takes from other rows: the issue's project (no row when the caller
 * may not see the issue), the type asked for and whether it is for working hours, or else the
 * default type (defaultWorklogType).
 */
const WORKLOG_CONTEXT = new Statement((p: Viewer & { issueId: number; typeId: number | null }) =>
  db
    .selectFrom('issues as i')
    .select([
      'i.project_id',
      sql<number | null>`coalesce(${p.typeId}::int, ${defaultWorklogType(p.tenantId)})`.as('type_id'),
      sql<boolean | null>`(SELECT t.working_hours FROM activity_types t
        WHERE t.tenant_id = ${p.tenantId} AND t.id = ${p.typeId}::int)`.as('working_hours'),
    ])
    .where('i.tenant_id', '=', p.tenantId)
    .where('i.id', '=', p.issueId)
    .where(visibleTo(p)),
);

/**
 * The project and type of a worklog on the issue, for the writes that create worklogs as a step of
 * their own (the timer): refused as WORKLOG_CHECKS refuse.
 */
export async function worklogContext(
  sql: Sql,
  caller: Caller,
  issueId: number,
  typeId: number | null,
): Promise<{ projectId: number | null; typeId: number }> {
  const [context] = await WORKLOG_CONTEXT.run(sql, { ...viewerOf(caller), issueId, typeId });
  if (!context) throw notFound('Issue', issueId);
  if (context.type_id === null) throw badRequest(NO_WORKING_HOURS_TYPE);
  if (context.working_hours === false) throw badRequest(notWorkingHours(context.type_id));
  return { projectId: context.project_id, typeId: context.type_id };
}

/** What the create of a worklog reads: a create's, and the type the request named (null for the default). */
type WorklogParams = CreateParams & { requestedTypeId: number | null };

/**
 * The worklog's issue and type, read once in the create's statement rather than in a turn of their
 * own before it (a third of a worklog's time on PostgreSQL): the CTE `worklog` holds the issue's
 * project and whether the caller may see it (no issue: not visible), the type named or the
 * default (defaultWorklogType), and whether the type named is for working hours.
 */
const worklogValues = (p: WorklogParams) => sql`worklog AS MATERIALIZED (
    SELECT issue.project_id, issue.visible IS TRUE AS visible,
      coalesce(${p.requestedTypeId}::int, ${defaultWorklogType(p.tenantId)}) AS type_id,
      (SELECT t.working_hours FROM activity_types t
        WHERE t.tenant_id = ${p.tenantId} AND t.id = ${p.requestedTypeId}::int) AS requested_working_hours
    FROM (SELECT) one LEFT JOIN LATERAL (SELECT i.project_id, ${visibleTo(p)} AS visible FROM issues i
      WHERE i.tenant_id = ${p.tenantId} AND i.id = ${p.issueId}::int) issue ON true),`;

/** `p` with the worklog's project and type read from the CTE `worklog` (worklogValues). */
const readFromWorklog = (p: WorklogParams): WorklogParams => {
  const computed: Partial<Record<keyof WorklogParams, unknown>> = {
    projectId: sql`(SELECT w.project_id FROM worklog w)`,
    activityTypeId: sql`(SELECT w.type_id FROM worklog w)`,
  };
  return new Proxy(p, {
    get: (target, name, receiver): unknown =>
      name in computed ? computed[name as keyof WorklogParams] : Reflect.get(target, name, receiver),
  });
};

/**
 * A worklog's checks, before every create's but the linked issue's, which the first already
 * requires (in WORKLOG_CONTEXT's order): the issue the caller may see (404), a type for working
 * hours to use, and a named type that is one. An unknown type is left to the create's checks,
 * which name it as for every activity.
 */
const WORKLOG_CHECKS: Check<WorklogParams>[] = [
  rule(
    () => sql<boolean>`(SELECT w.visible FROM worklog w)`,
    (p) => notFound('Issue', p.issueId!),
  ),
  rule(
    (p) => sql<boolean>`${p.activityTypeId}::int IS NOT NULL`,
    () => badRequest(NO_WORKING_HOURS_TYPE),
  ),
  rule(
    () => sql<boolean>`(SELECT w.requested_working_hours FROM worklog w) IS NOT FALSE`,
    (p) => badRequest(notWorkingHours(p.requestedTypeId!)),
  ),
  ...CREATE_CHECKS.filter((check) => check !== LINKED_ISSUE),
];

/** The create of a worklog in one statement: createStatement with its project and type read from the issue. */
const CREATE_WORKLOG = new Statement((p: WorklogParams) =>
  createStatement(readFromWorklog(p), WORKLOG_CHECKS, worklogValues(p)),
);

const VISIBLE_ISSUE = new Statement((p: Viewer & { issueId: number }) =>
  db
    .selectFrom('issues as i')
    .select('i.id')
    .where('i.tenant_id', '=', p.tenantId)
    .where('i.id', '=', p.issueId)
    .where(visibleTo(p)),
);

const a = activityRow;
/** Newest first: by date, then by id (activities_by_issue serves it). */
const NEWEST: Keyset = { expression: a.ref('a.date_from'), type: 'date', descending: true };
const ACTIVITY_ID = a.ref('a.id');

/** One page of an issue's worklogs, newest first: `limit + 1` rows, the objects past PAGE_BYTES left out. */
function worklogPageQuery(caller: Caller, issueId: number, limit: number, position: KeysetPosition | null) {
  const viewer = activityViewerOf(caller);
  const page = orderByKeyset(
    db
      .selectFrom('activities as a')
      .select([activityObjectFor(viewer).as('activity'), sql<string>`a.date_from::text`.as('sort_value'), 'a.id'])
      .where('a.tenant_id', '=', viewer.tenantId)
      .where('a.issue_id', '=', issueId)
      .where('a.deleted', '=', false)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('activity_types as t')
            .select('t.id')
            .whereRef('t.tenant_id', '=', 'a.tenant_id')
            .whereRef('t.id', '=', 'a.activity_type_id')
            .where('t.working_hours', '=', true),
        ),
      )
      .where(seesActivity(viewer))
      .$if(position !== null, (query) => query.where(keysetAfter(NEWEST, ACTIVITY_ID, position!))),
    NEWEST,
    ACTIVITY_ID,
  ).limit(limit + 1);
  return sql<{ activity: ActivityObject | null; sort_value: string; id: number }>`${sizedPage(
    page,
    { light: ['sort_value', 'id'], heavy: ['activity'] },
    sql`octet_length(page.activity::text)`,
    sql`page.sort_value DESC, page.id DESC`,
  )}`;
}

/**
 * Time logged on issues (D18): a worklog is an activity of a working-hours type linked to the
 * issue, created through the activities' one write path (ActivityService.create: history, the
 * `activity.created` event and the outbox in its transaction), never inserted here.
 */
export class WorklogService {
  readonly #activities: ActivityService;

  constructor(
    private readonly db: Database,
    private readonly cursors: CursorCodec,
  ) {
    this.#activities = new ActivityService(db, cursors);
  }

  async create(caller: Caller, issueId: number, input: WorklogInput, zone: string): Promise<ActivityObject> {
    const requestedTypeId = input.activityTypeId === undefined ? null : referencedId(input.activityTypeId);
    // One day with weekends included: a worklog is on the date sent, whatever the schedule.
    const worklog = (activityTypeId: number, projectId: number | null): ActivityInput => ({
      activityTypeId,
      includeWeekends: true,
      description: input.description ?? '',
      dateFrom: input.date,
      dateTo: input.date,
      ...timesOf(input),
      projectId,
      issueId,
    });
    const [activity] = await this.#activities.createBy(
      caller,
      zone,
      async (sql) => {
        // The type and project given here stand in for those the statement reads (readFromWorklog).
        const p = { ...createParams(caller, worklog(requestedTypeId ?? 0, null), zone, false), requestedTypeId };
        return createdBy(WORKLOG_CHECKS, p, await CREATE_WORKLOG.run(sql, p));
      },
      async (sql) => {
        const context = await worklogContext(sql, caller, issueId, requestedTypeId);
        return worklog(context.typeId, context.projectId);
      },
    );
    return activity!;
  }

  /** A page of the issue's live worklogs, newest first; 404 when the caller may not see the issue. */
  async listPage(caller: Caller, issueId: number, query: WorklogListQuery) {
    const scope = { resource: 'worklogs', issueId };
    const position = query.cursor ? this.cursors.decode(query.cursor, scope) : null;
    const limit = query.limit ?? 50;
    const rows = await this.db.read(caller.tenantId, async (sql) => {
      const visible = await VISIBLE_ISSUE.run(sql, { ...viewerOf(caller), issueId });
      return visible.length === 0 ? null : runQuery(sql, worklogPageQuery(caller, issueId, limit, position));
    });
    if (rows === null) throw notFound('Issue', issueId);
    return toPage(
      rows,
      limit,
      (row) => (row.activity ? withoutEmptyPlace(row.activity) : CUT),
      (last) => this.cursors.encode(last, scope),
    );
  }
}
