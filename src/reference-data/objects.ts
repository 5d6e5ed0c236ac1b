import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import { jsonObject } from '../platform/db/json.js';
import { db } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';

/**
 * The reference objects of interface.md as typed SQL expressions: every feature that embeds a user,
 * project, status, ... builds it with these, so each shape is written once.
 */

/** The expressions of a query in which row `A` of table `T` is in scope. */
export type RowScope<T extends keyof DB, A extends string> = ExpressionBuilder<DB & Record<A, DB[T]>, A>;

type TenantRef = Expression<string>;
type IdRef = Expression<number | null>;

/** User as embedded in activity responses; with the language code in issue responses. */
export const userObject = (u: RowScope<'users', 'u'>, withLanguage: boolean) =>
  jsonObject({
    id: u.ref('u.id'),
    firstname: u.ref('u.firstname'),
    lastname: u.ref('u.lastname'),
    email: u.ref('u.email'),
    avatar: sql`coalesce(${u.ref('u.avatar')}, '')`,
    deleted: u.ref('u.deleted'),
    ...(withLanguage ? { language: u.ref('u.language') } : {}),
  });

export const userById = (tenant: TenantRef, id: IdRef, withLanguage: boolean) =>
  db
    .selectFrom('users as u')
    .select((u) => userObject(u, withLanguage).as('user'))
    .where('u.tenant_id', '=', tenant)
    .where('u.id', '=', id);

export const projectById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('projects as p')
    .select((p) =>
      jsonObject({ id: p.ref('p.id'), name: p.ref('p.name'), test_case_robust: p.ref('p.test_case_robust') }).as(
        'project',
      ),
    )
    .where('p.tenant_id', '=', tenant)
    .where('p.id', '=', id);

export const issueTypeById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('issue_types as t')
    .select((t) => jsonObject({ id: t.ref('t.id'), name: t.ref('t.name') }).as('type'))
    .where('t.tenant_id', '=', tenant)
    .where('t.id', '=', id);

export const issueStatusById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('issue_statuses as s')
    .select((s) =>
      jsonObject({
        id: s.ref('s.id'),
        name: s.ref('s.name'),
        color: s.ref('s.color'),
        deleted: s.ref('s.deleted'),
        final: s.ref('s.final'),
      }).as('status'),
    )
    .where('s.tenant_id', '=', tenant)
    .where('s.id', '=', id);

export const issuePriorityById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('issue_priorities as pr')
    .select((pr) =>
      jsonObject({
        id: pr.ref('pr.id'),
        name: pr.ref('pr.name'),
        priorityId: pr.ref('pr.priority_id'),
        projectId: projectById(pr.ref('pr.tenant_id'), pr.ref('pr.project_id')),
        color: pr.ref('pr.color'),
        position: pr.ref('pr.position'),
      }).as('priority'),
    )
    .where('pr.tenant_id', '=', tenant)
    .where('pr.id', '=', id);

export const labelObject = (l: RowScope<'labels', 'l'>) =>
  jsonObject({ id: l.ref('l.id'), name: l.ref('l.name'), color: l.ref('l.color') });

export const testPlanById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('test_plans as tp')
    .select((tp) => jsonObject({ id: tp.ref('tp.id'), name: tp.ref('tp.name') }).as('plan'))
    .where('tp.tenant_id', '=', tenant)
    .where('tp.id', '=', id);

export const testExecutionStatusById = (tenant: TenantRef, id: IdRef) =>
  db
    .selectFrom('test_execution_statuses as ts')
    .select((ts) =>
      jsonObject({
        id: ts.ref('ts.id'),
        name: ts.ref('ts.name'),
        projectId: projectById(ts.ref('ts.tenant_id'), ts.ref('ts.project_id')),
        state: ts.ref('ts.state'),
        color: ts.ref('ts.color'),
      }).as('status'),
    )
    .where('ts.tenant_id', '=', tenant)
    .where('ts.id', '=', id);
