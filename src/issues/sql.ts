import { type Expression, sql, type SqlBool } from 'kysely';
import { jsonArrayOf, jsonObject, utcSeconds } from '../platform/db/json.js';
import { shownOtherwise, shownValue, snapshotOf, trackedColumn, type TrackedField } from '../history/snapshots.js';
import { shownColumn } from '../platform/db/field-table.js';
import { db } from '../platform/db/query.js';
import { labelObject, type RowScope, userById, userObject } from '../reference-data/objects.js';
import { testExecutionObject } from '../test-executions/objects.js';
import { ISSUE_COLLABORATORS, ISSUE_LABELS } from './members.js';
import { issueRow, type Viewer, visibleTo } from './visibility.js';
import {
  fieldOf,
  type IssueColumn,
  type IssueField,
  OBJECT_FIELD_NAMES,
  type PartField,
  TRACKED_ISSUE_FIELD_NAMES,
  type TrackedIssueField,
} from './fields.js';

/**
 * The issue object of interface.md, built by the database. Every expression here is about the
 * issues row `i` of the surrounding query (see issueRow).
 */

const tenant = issueRow.ref('i.tenant_id');

/** Comment row `c` as the comment object of interface.md. */
export const commentObject = (c: RowScope<'issue_comments', 'c'>) =>
  jsonObject({
    id: c.ref('c.id'),
    userId: userById(c.ref('c.tenant_id'), c.ref('c.user_id'), true),
    description: c.ref('c.description'),
    created_at: utcSeconds(c.ref('c.created_at')),
    updated_at: utcSeconds(c.ref('c.updated_at')),
    deleted: c.ref('c.deleted'),
    deleted_at: utcSeconds(c.ref('c.deleted_at')),
  });

const comments = db
  .selectFrom('issue_comments as c')
  .select((c) => jsonArrayOf(commentObject(c), [c.ref('c.created_at'), c.ref('c.id')]).as('comments'))
  .where('c.tenant_id', '=', tenant)
  .whereRef('c.issue_id', '=', issueRow.ref('i.id'));

/** The test executions whose related issues include `i`; their related issues as `viewer` may see them. */
const testExecutions = (viewer: Viewer) =>
  db
    .selectFrom('test_execution_issues as tei')
    .innerJoin('test_executions as te', (join) =>
      join.onRef('te.tenant_id', '=', 'tei.tenant_id').onRef('te.id', '=', 'tei.test_execution_id'),
    )
    .select((te) => jsonArrayOf(testExecutionObject(te, viewer), [te.ref('te.id')]).as('test_executions'))
    .where('tei.tenant_id', '=', tenant)
    .where('tei.issue_id', '=', issueRow.ref('i.id'));

/**
 * Whether the object of `i` is the same for every caller who may see it: not when its test
 * executions relate a private issue, whose entry depends on who asks. A scalar subquery rather than
 * NOT EXISTS: for a build of many issues the planner turned NOT EXISTS into a hash of every such
 * pair in the database (45 ms of a 1,000-issue build at 10k issues, growing with the database).
 */
const shareable = sql<boolean>`coalesce(${db
  .selectFrom('test_execution_issues as mine')
  .innerJoin('test_execution_issues as peer', (join) =>
    join.onRef('peer.tenant_id', '=', 'mine.tenant_id').onRef('peer.test_execution_id', '=', 'mine.test_execution_id'),
  )
  .innerJoin('issues as related', (join) =>
    join.onRef('related.tenant_id', '=', 'peer.tenant_id').onRef('related.id', '=', 'peer.issue_id'),
  )
  .select(sql.lit(false).as('shareable'))
  .where('mine.tenant_id', '=', tenant)
  .where('mine.issue_id', '=', issueRow.ref('i.id'))
  .where((related) => related.ref('related.private'))
  .limit(1)}, true)`;

/**
 * The minutes of the live worklogs of issue `issueId` (D18): activities of a working-hours type
 * linked to it, each (timeTo - timeFrom) per day times its days, as the activity's `duration`.
 * activities_by_issue finds them; the activities' triggers (migration 0037) touch the issue and
 * its ancestors when they change, so kept issue objects follow.
 */
const loggedOf = (issueId: Expression<number>) =>
  sql<number>`(SELECT coalesce(sum((w.time_to - w.time_from) * (w.date_to - w.date_from + 1)), 0)
    FROM activities w JOIN activity_types wt ON wt.tenant_id = w.tenant_id AND wt.id = w.activity_type_id
    WHERE w.tenant_id = ${tenant} AND w.issue_id = ${issueId} AND NOT w.deleted AND wt.working_hours)`;

/**
 * Sums of estimated, spent and logged minutes (D18) over all descendants of `i` (children,
 * grandchildren, ...) that are not deleted (D6); the walk goes through every descendant. Private descendants count for
 * everyone: the sums reveal no issue, and a parent's totals do not depend on who asks.
 */
const storedRollup = db
  .withRecursive('descendants(tenant_id, id, deleted, estimated, spent)', (recursive) =>
    recursive
      .selectFrom('issues as c')
      .select(['c.tenant_id', 'c.id', 'c.deleted', 'c.estimated', 'c.spent'])
      .where('c.tenant_id', '=', tenant)
      .where('c.parent_id', '=', issueRow.ref('i.id'))
      .union(
        recursive
          .selectFrom('issues as c')
          .innerJoin('descendants as d', (join) =>
            join.onRef('c.tenant_id', '=', 'd.tenant_id').onRef('c.parent_id', '=', 'd.id'),
          )
          .select(['c.tenant_id', 'c.id', 'c.deleted', 'c.estimated', 'c.spent']),
      ),
  )
  .selectFrom('descendants as d')
  .select([
    sql<number>`coalesce(sum(d.estimated), 0)`.as('estimated'),
    sql<number>`coalesce(sum(d.spent), 0)`.as('spent'),
    sql<number>`coalesce(sum(${loggedOf(sql.ref('d.id'))}), 0)`.as('logged'),
  ])
  .where((d) => d.not(d.ref('d.deleted')));

/** The parts of an issue object that other rows hold. */
type Parts = Record<PartField, Expression<unknown>>;

const labelsWhere = (ids: (l: RowScope<'labels', 'l'>) => Expression<SqlBool>) =>
  db
    .selectFrom('labels as l')
    .select((l) => jsonArrayOf(labelObject(l), [l.ref('l.id')]).as('labels'))
    .where('l.tenant_id', '=', tenant)
    .where(ids);

const usersWhere = (ids: (u: RowScope<'users', 'u'>) => Expression<SqlBool>) =>
  db
    .selectFrom('users as u')
    .select((u) => jsonArrayOf(userObject(u, true), [u.ref('u.id')]).as('collaborators'))
    .where('u.tenant_id', '=', tenant)
    .where(ids);

/** A column of row `i`. */
const columnOf = (name: IssueColumn) => issueRow.ref(`i.${name}`);

/** A field of row `i` as the object shows it (see IssueField). */
const shownField = (field: IssueField) => shownColumn(columnOf(field.column!), field.shows, tenant);

/** The fields of the issue object of row `i` but for its comments and test executions, in order. */
const issueFields = (parts: Parts) =>
  Object.fromEntries(
    OBJECT_FIELD_NAMES.map((name) => {
      const field = fieldOf(name);
      return [name, field.column ? shownField(field) : parts[name as PartField]];
    }),
  );

const issueCore = (parts: Parts) => jsonObject(issueFields(parts));

/** The labels and collaborators of stored issue `i`, read from their tables. */
const storedMembers = {
  labels: labelsWhere((l) => sql<boolean>`${l.ref('l.id')} IN (${ISSUE_LABELS.of(tenant, issueRow.ref('i.id'))})`),
  collaborators: usersWhere(
    (u) => sql<boolean>`${u.ref('u.id')} IN (${ISSUE_COLLABORATORS.of(tenant, issueRow.ref('i.id'))})`,
  ),
};

/** An issue's ids of one member set as a sorted int[], as its history stores them. */
const memberIds = (members: typeof ISSUE_LABELS) => sql`ARRAY(${members.of(tenant, issueRow.ref('i.id'))} ORDER BY 1)`;
/** The ids of a jsonb array of ids. */
const idsOf = (value: Expression<unknown>) => sql`ARRAY(SELECT jsonb_array_elements_text(${value})::int)`;

/**
 * How history records each tracked field (D8): `stored` is what a snapshot holds (an id for a
 * reference, sorted ids for labels and collaborators), cheap to read and compare; `shown` turns
 * such a value into the object's form (the reference object), for the fields an entry lists only.
 */
const trackedField = (field: IssueField): TrackedField => trackedColumn(columnOf(field.column!), field.shows, tenant);

const TRACKED_MEMBERS = {
  labels: {
    stored: memberIds(ISSUE_LABELS),
    shown: (v: Expression<unknown>) => labelsWhere((l) => l('l.id', '=', sql<number>`any(${idsOf(v)})`)),
  },
  collaborators: {
    stored: memberIds(ISSUE_COLLABORATORS),
    shown: (v: Expression<unknown>) => usersWhere((u) => u('u.id', '=', sql<number>`any(${idsOf(v)})`)),
  },
} satisfies Record<Extract<TrackedIssueField, PartField>, TrackedField>;

const TRACKED_ISSUE_FIELDS = Object.fromEntries(
  TRACKED_ISSUE_FIELD_NAMES.map((name) => [
    name,
    name in TRACKED_MEMBERS ? TRACKED_MEMBERS[name as keyof typeof TRACKED_MEMBERS] : trackedField(fieldOf(name)),
  ]),
) as Record<TrackedIssueField, TrackedField>;

/** Stored issue `i` as its history compares it before and after a change: the stored values of `fields`. */
export const issueSnapshot = (fields: readonly TrackedIssueField[]) => snapshotOf(TRACKED_ISSUE_FIELDS, fields);

/** Those of `fields` that an entry must render (references), see shownOtherwise. */
export const renderedIssueFields = (fields: readonly TrackedIssueField[]) =>
  shownOtherwise(TRACKED_ISSUE_FIELDS, fields);

/** A stored value of field `name` of an issue (jsonb) as the issue object shows it. */
export const shownIssueValue = (fields: readonly string[], name: Expression<string>, value: Expression<unknown>) =>
  shownValue(TRACKED_ISSUE_FIELDS, fields as readonly TrackedIssueField[], name, value);

/** The object of stored issue `i`: its roll-up, labels and collaborators read from their tables. */
const storedIssueCore = db.selectFrom(storedRollup.as('rollup')).select((rollup) =>
  issueCore({
    estimated_from_children: rollup.ref('rollup.estimated'),
    spent_from_children: rollup.ref('rollup.spent'),
    logged: loggedOf(issueRow.ref('i.id')),
    logged_from_children: rollup.ref('rollup.logged'),
    ...storedMembers,
  }).as('core'),
);

/**
 * The version of an issue object: the xmin of the issue row and of the tenant's row. Every change
 * that an issue object shows gives one of them a new xmin (triggers of migrations 0005 and 0011).
 * The tables this builder reads, and how each invalidates the object, are declared in
 * `./kept-object.ts` (ISSUE_OBJECT); a table added here must be added there, or
 * src/platform/db/kept-objects.test.ts fails.
 */
// xmin is a system column, which the generated table types do not list.
export const issueVersion = sql<string>`i.xmin::text || '.' || t.xmin::text`;

/** The test executions of issue `i` as `viewer` sees them, as JSON text. */
export const testExecutionsText = (viewer: Viewer) => sql<string>`${testExecutions(viewer)}::text`;

/**
 * The columns an issue object is built from, as JSON text (see RenderedRow): `core`, `comments`
 * and `test_executions`, and whether it is `shareable`.
 */
export const renderedColumns = (viewer: Viewer) => [
  sql<string>`${storedIssueCore}::text`.as('core'),
  sql<string>`${comments}::text`.as('comments'),
  testExecutionsText(viewer).as('test_executions'),
  shareable.as('shareable'),
];

/**
 * The issue object (JSON) of a row of renderedColumns named `row` as events show it (D9, D13):
 * without comments and test executions, which grow without bound; comments have events of their own.
 */
export const eventIssueJson = (row: Expression<unknown>) => sql<unknown>`(${row}.core)::json`;

/**
 * The same columns for a row `i` that the statement itself inserts, which nothing refers to yet:
 * no descendants, comments or test executions, and the labels and collaborators with the ids given
 * (inserted by the same statement, so not yet visible to it).
 */
export const newIssueColumns = (labelIds: number[], collaboratorIds: number[]) => [
  sql<string>`${issueCore({
    estimated_from_children: sql.lit(0),
    spent_from_children: sql.lit(0),
    logged: sql.lit(0),
    logged_from_children: sql.lit(0),
    labels: labelsWhere((l) => l('l.id', '=', sql<number>`any(${labelIds}::int[])`)),
    collaborators: usersWhere((u) => u('u.id', '=', sql<number>`any(${collaboratorIds}::int[])`)),
  })}::text`.as('core'),
  sql.lit('[]').as('comments'),
  sql.lit('[]').as('test_executions'),
  sql.lit(true).as('shareable'),
];

/** Issues `i` of the viewer's tenant joined to the tenant row `t` (for issueVersion). */
export const issuesWithTenant = (viewer: Pick<Viewer, 'tenantId'>) =>
  db
    .selectFrom('issues as i')
    .innerJoin('tenants as t', 't.id', 'i.tenant_id')
    .where('i.tenant_id', '=', viewer.tenantId);

/**
 * The version of an issue if the viewer may see it. Checking a kept object with this costs a
 * primary-key look-up; building it costs far more, if only because PostgreSQL sets up every
 * subquery of a statement before running it, taken or not.
 */
export const issueVersionIfVisible = (p: Viewer & { id: number }) =>
  issuesWithTenant(p).select(issueVersion.as('version')).where('i.id', '=', p.id).where(visibleTo(p));

/**
 * The issues with these ids, built, with their versions. `checkVisibility` false re-reads rows whose
 * visibility was checked when they were locked, before a change that may have taken the caller's
 * sight away.
 */
export const buildIssuesQuery = (p: Viewer & { ids: number[] }, checkVisibility: boolean) =>
  db
    .selectFrom(
      issuesWithTenant(p)
        .selectAll('i')
        .select(issueVersion.as('version'))
        .where('i.id', '=', sql<number>`any(${p.ids}::int[])`)
        .$if(checkVisibility, (query) => query.where(visibleTo(p)))
        .as('i'),
    )
    .select(['i.id', 'i.version', ...renderedColumns(p)]);

/** The issues with these ids as events show them (see eventIssueJson): `core` only, of every issue. */
export const buildIssueCoresQuery = (p: Viewer & { ids: number[] }) =>
  db
    .selectFrom(
      issuesWithTenant(p)
        .selectAll('i')
        .where('i.id', '=', sql<number>`any(${p.ids}::int[])`)
        .as('i'),
    )
    .select(['i.id', sql<string>`${storedIssueCore}::text`.as('core')]);
