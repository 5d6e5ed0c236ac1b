import type { Caller } from './authenticate.js';

/** Roles and what each may do (D2). This table is the only place permissions are decided. */

export const ROLES = ['admin', 'manager', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const EVERYONE: readonly Role[] = ['viewer', 'member', 'manager', 'admin'];
const CONTRIBUTORS: readonly Role[] = ['member', 'manager', 'admin'];
const MANAGERS: readonly Role[] = ['manager', 'admin'];
const ADMINS: readonly Role[] = ['admin'];

const GRANTS = {
  'activity:read': EVERYONE,
  'issue:read': EVERYONE,
  /** Read and change what is one's own: notifications and their settings. */
  self: EVERYONE,
  /** Create, update and delete one's own activities. */
  'activity:create': CONTRIBUTORS,
  'activity:update': CONTRIBUTORS,
  'activity:delete': CONTRIBUTORS,
  'issue:create': CONTRIBUTORS,
  'issue:update': CONTRIBUTORS,
  'issue:delete': MANAGERS,
  'issue:bulk-edit': MANAGERS,
  /** Make someone else's issue private or public, and change any issue's creator (D13). */
  'issue:manage': MANAGERS,
  'activity:approve': MANAGERS,
  /** Act on other users' activities and link teams one is not a member of. */
  'activity:manage': MANAGERS,
  /** Users, tokens and reference data. */
  admin: ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof GRANTS;

export function can(role: Role, permission: Permission): boolean {
  return GRANTS[permission].includes(role);
}

/** The roles granted `permission`, for statements that decide it for users they read. */
export const rolesWith = (permission: Permission): readonly Role[] => GRANTS[permission];

/** Whose leave data (balances, work schedules) a caller may read (D10, D19): their own; managers and admins everyone's. */
export const mayReadLeaveOf = (caller: Caller, userId: number): boolean =>
  caller.userId === userId || can(caller.role, 'activity:manage');
