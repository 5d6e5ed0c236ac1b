import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import { jsonObject } from '../platform/db/json.js';
import { db } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';

/**
 * The reference objects of interface.md as typed SQL expressions: every feature that embeds a user,
 * project, status, ... builds it with these, and the resources under /v1 answer with them, so each
 * shape is written once. Each object has one row-level builder (`placeObject(pl)`: the JSON of the
 * row the alias names) and, where other objects embed it, a subquery by id (`placeById`) that
 * selects that builder. Every table has its own alias, so that an embedded object's subquery never
 * hides the row of the query around it.
 */

/** The expressions of a query in which row `A` of table `T` is in scope. */
export type RowScope<T extends keyof DB, A extends string> = ExpressionBuilder<DB & Record<A, DB[T]>, A>;

type TenantRef = Expression<string>;
type IdRef = Expression<number | null>;

/** The attributes of the user object, for the objects that extend it. */
export const userFields = (u: RowScope<'users', 'u'>, withLanguage: boolean) => ({
  id: u.ref('u.id'),
  firstname: u.ref('u.firstname'),
  lastname: u.ref('u.lastname'),
  email: u.ref('u.email'),
  avatar: sql`coalesce(${u.ref('u.avatar')}, '')`,
  deleted: u.ref('u.deleted'),
  ...(withLanguage ? { language: u.ref('u.language') } : {}),
});

/** User as embedded in activity responses; with the language code in issue responses. */
export const userObject = (u: RowScope<'users', 'u'>, withLanguage: boolean) => jsonObject(userFields(u, withLanguage));

export const userById = (tenant: TenantRef, id: IdRef, withLanguage: boolean) =>
  db
    .selectFrom('users as u')
    .select((u) => userObject(u, withLanguage).as('user'))
    .where('u.tenant_id', '=', tenant)
    .where('u.id', '=', id);

export const projectObject = (p: RowScope<'projects', 'p'>) =>
  jsonObject({ id: p.ref('p.id'), name: p.ref('p.name'), test_case_robust: p.ref('p.test_case_robust') });

export const projectById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('projects as p')
    .select((p) => projectObject(p).as('project'))
    .where('p.tenant_id', '=', tenant)
    .where('p.id', '=', id);

/** The attributes of the team object, for the team resource that adds its members. */
export const teamFields = (tm: RowScope<'teams', 'tm'>) => ({
  id: tm.ref('tm.id'),
  name: tm.ref('tm.name'),
  deleted: tm.ref('tm.deleted'),
});

export const teamObject = (tm: RowScope<'teams', 'tm'>) => jsonObject(teamFields(tm));

export const teamById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('teams as tm')
    .select((tm) => teamObject(tm).as('team'))
    .where('tm.tenant_id', '=', tenant)
    .where('tm.id', '=', id);

export const placeObject = (pl: RowScope<'places', 'pl'>) =>
  jsonObject({ id: pl.ref('pl.id'), name: pl.ref('pl.name'), type: pl.ref('pl.type') });

export const placeById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('places as pl')
    .select((pl) => placeObject(pl).as('place'))
    .where('pl.tenant_id', '=', tenant)
    .where('pl.id', '=', id);

const activityTypeFields = (at: RowScope<'activity_types', 'at'>) => ({
  id: at.ref('at.id'),
  name: at.ref('at.name'),
  description: at.ref('at.description'),
  color: at.ref('at.color'),
  workingHours: at.ref('at.working_hours'),
  approvable: at.ref('at.approvable'),
});

export const activityTypeObject = (at: RowScope<'activity_types', 'at'>) => jsonObject(activityTypeFields(at));

/** D19: the type with its settings, as its admin maintains it. */
export const activityTypeSettingsObject = (at: RowScope<'activity_types', 'at'>) =>
  jsonObject({
    ...activityTypeFields(at),
    private: at.ref('at.private'),
    accrual: at.ref('at.accrual'),
    carryOver: at.ref('at.carry_over'),
  });

export const activityTypeById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('activity_types as at')
    .select((at) => activityTypeObject(at).as('type'))
    .where('at.tenant_id', '=', tenant)
    .where('at.id', '=', id);

export const activityStatusObject = (st: RowScope<'activity_statuses', 'st'>) =>
  jsonObject({
    id: st.ref('st.id'),
    name: st.ref('st.name'),
    color: st.ref('st.color'),
    positiveFinal: st.ref('st.positive_final'),
    negativeFinal: st.ref('st.negative_final'),
  });

export const activityStatusById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('activity_statuses as st')
    .select((st) => activityStatusObject(st).as('status'))
    .where('st.tenant_id', '=', tenant)
    .where('st.id', '=', id);

export const issueTypeObject = (t: RowScope<'issue_types', 't'>) =>
  jsonObject({ id: t.ref('t.id'), name: t.ref('t.name') });

export const issueTypeById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('issue_types as t')
    .select((t) => issueTypeObject(t).as('type'))
    .where('t.tenant_id', '=', tenant)
    .where('t.id', '=', id);

export const issueStatusObject = (s: RowScope<'issue_statuses', 's'>) =>
  jsonObject({
    id: s.ref('s.id'),
    name: s.ref('s.name'),
    color: s.ref('s.color'),
    deleted: s.ref('s.deleted'),
    final: s.ref('s.final'),
  });

export const issueStatusById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('issue_statuses as s')
    .select((s) => issueStatusObject(s).as('status'))
    .where('s.tenant_id', '=', tenant)
    .where('s.id', '=', id);

export const issuePriorityObject = (pr: RowScope<'issue_priorities', 'pr'>) =>
  jsonObject({
    id: pr.ref('pr.id'),
    name: pr.ref('pr.name'),
    priorityId: pr.ref('pr.priority_id'),
    projectId: projectById(pr.ref('pr.tenant_id'), pr.ref('pr.project_id')),
    color: pr.ref('pr.color'),
    position: pr.ref('pr.position'),
  });

export const issuePriorityById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('issue_priorities as pr')
    .select((pr) => issuePriorityObject(pr).as('priority'))
    .where('pr.tenant_id', '=', tenant)
    .where('pr.id', '=', id);

export const labelObject = (l: RowScope<'labels', 'l'>) =>
  jsonObject({ id: l.ref('l.id'), name: l.ref('l.name'), color: l.ref('l.color') });

export const holidayObject = (h: RowScope<'holidays', 'h'>) =>
  jsonObject({
    id: h.ref('h.id'),
    date: sql`to_char(${h.ref('h.date')}, 'YYYY-MM-DD')`,
    name: h.ref('h.name'),
    teamIds: sql`to_json(${h.ref('h.team_ids')})`,
  });

export const testPlanObject = (tp: RowScope<'test_plans', 'tp'>) =>
  jsonObject({ id: tp.ref('tp.id'), name: tp.ref('tp.name') });

export const testPlanById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('test_plans as tp')
    .select((tp) => testPlanObject(tp).as('plan'))
    .where('tp.tenant_id', '=', tenant)
    .where('tp.id', '=', id);

export const testExecutionStatusObject = (ts: RowScope<'test_execution_statuses', 'ts'>) =>
  jsonObject({
    id: ts.ref('ts.id'),
    name: ts.ref('ts.name'),
    projectId: projectById(ts.ref('ts.tenant_id'), ts.ref('ts.project_id')),
    state: ts.ref('ts.state'),
    color: ts.ref('ts.color'),
  });

export const testExecutionStatusById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('test_execution_statuses as ts')
    .select((ts) => testExecutionStatusObject(ts).as('status'))
    .where('ts.tenant_id', '=', tenant)
    .where('ts.id', '=', id);
