import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';

/**
 * Every issue statement takes the same first three parameters: the tenant, the caller's user id and
 * whether the caller sees every private issue. The visibility rule below refers to the last two.
 * D2 grants that sight to admins; the permission table has no narrower permission for it.
 */
export const VIEWER_PARAMS = 3;
export const viewerParams = (caller: Caller): [string, number, boolean] => [
  caller.tenantId,
  caller.userId,
  can(caller.role, 'admin'),
];

/**
 * D2: a private issue exists only for its creator, its assignee, its collaborators and admins.
 * `i` is the alias of an issues row.
 */
export const visibleTo = (i: string) =>
  `(NOT ${i}.private OR $3::boolean OR ${i}.creator_id = $2::int OR ${i}.assigned_id = $2::int
    OR EXISTS (SELECT 1 FROM issue_collaborators seen_by
               WHERE seen_by.tenant_id = ${i}.tenant_id AND seen_by.issue_id = ${i}.id AND seen_by.user_id = $2::int))`;
