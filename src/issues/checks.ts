import { sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { db } from '../platform/db/query.js';
import { type Check, idArray, referenceCheck, rule } from '../platform/db/checks.js';
import { badRequest, noPermission, notFound } from '../platform/http/errors.js';
import { can } from '../platform/auth/permissions.js';
import { labels } from '../reference-data/definitions.js';
import { users } from '../users/users.js';
import { type Viewer, viewerOf, visibleTo } from './visibility.js';
import {
  ALL_ATTRIBUTES,
  ATTRIBUTES,
  type Attribute,
  type Attributes,
  BULK_ATTRIBUTES,
  CREATE_ATTRIBUTES,
  ISSUE,
  type StoredValues,
} from './fields.js';

/** What the checks of an issue write read: the caller, the stored values and the sets it writes. */
export interface CheckParams extends Viewer, StoredValues {
  labelIds: number[];
  collaboratorIds: number[];
  /** The issue that gets a new parent; 0 for a new issue. */
  issueId: number;
  /** Whether the caller may change anyone's privacy flag and any issue's creator (issue:manage). */
  manages: boolean;
}

/** The issue `p.issueId` as stored, for rules about what it holds now. */
const storedIssue = (p: CheckParams) =>
  db.selectFrom('issues as stored').where('stored.tenant_id', '=', p.tenantId).where('stored.id', '=', p.issueId);

/**
 * D13: whether an issue is private is changed by its creator, a manager or an admin; anyone else
 * would hide someone else's issue from the managers. Sending the value it has changes nothing.
 */
const PRIVACY_CHANGE_ALLOWED = rule<CheckParams>(
  (p) =>
    sql<boolean>`${p.manages}::boolean OR ${p.private}::boolean IS NULL OR EXISTS (${storedIssue(p)
      .select('stored.id')
      .where((stored) =>
        stored.or([
          stored('stored.private', '=', sql<boolean>`${p.private}::boolean`),
          stored('stored.creator_id', '=', p.userId),
        ]),
      )})`,
  () => noPermission(),
);

/** D13: only managers and admins change who created an issue. */
const CREATOR_CHANGE_ALLOWED = rule<CheckParams>(
  (p) =>
    sql<boolean>`${p.manages}::boolean OR ${p.creatorId}::int IS NULL OR EXISTS (${storedIssue(p)
      .select('stored.id')
      .where('stored.creator_id', '=', sql<number>`${p.creatorId}::int`)})`,
  () => noPermission(),
);

/** The parent the write sets, `p.parentId`, must be an issue the caller may see (404). */
const PARENT_VISIBLE = rule<CheckParams>(
  (p) =>
    sql<boolean>`${p.parentId}::int IS NULL OR EXISTS (${db
      .selectFrom('issues as i')
      .select('i.id')
      .where('i.tenant_id', '=', p.tenantId)
      .where('i.id', '=', sql<number>`${p.parentId}::int`)
      .where(visibleTo(p))})`,
  (p) => notFound(ISSUE.thing, p.parentId as number),
);

/** ... and must not have the issue among its ancestors (400). */
const PARENT_NO_CYCLE = rule<CheckParams>(
  (p) =>
    sql<boolean>`NOT EXISTS (${db
      .withRecursive('ancestors(id, parent_id)', (recursive) =>
        recursive
          .selectFrom('issues as a')
          .select(['a.id', 'a.parent_id'])
          .where('a.tenant_id', '=', p.tenantId)
          .where('a.id', '=', sql<number>`${p.parentId}::int`)
          .union(
            recursive
              .selectFrom('issues as a')
              .innerJoin('ancestors as d', 'a.id', 'd.parent_id')
              .select(['a.id', 'a.parent_id'])
              .where('a.tenant_id', '=', p.tenantId),
          ),
      )
      .selectFrom('ancestors')
      .select('ancestors.id')
      .where('ancestors.id', '=', p.issueId)})`,
  (p) =>
    badRequest(`Issue ${p.issueId} cannot get parent ${String(p.parentId)}: the issue would become its own ancestor.`),
);

/** The references of `attributes`, then the labels and collaborators, in the order problems are named. */
const referenceChecks = (attributes: readonly Attribute[]): Check<CheckParams>[] => [
  ...ATTRIBUTES.referenceChecks<CheckParams>(attributes),
  referenceCheck<CheckParams>(labels, (p) => idArray(p.labelIds)),
  referenceCheck<CheckParams>(users, (p) => idArray(p.collaboratorIds)),
];

export const CREATE_CHECKS = [...referenceChecks(CREATE_ATTRIBUTES), PARENT_VISIBLE];
export const UPDATE_CHECKS = [
  PRIVACY_CHANGE_ALLOWED,
  CREATOR_CHANGE_ALLOWED,
  ...referenceChecks(ALL_ATTRIBUTES),
  PARENT_VISIBLE,
  PARENT_NO_CYCLE,
];
export const BULK_CHECKS = referenceChecks(BULK_ATTRIBUTES);

export const checkParams = (
  caller: Caller,
  input: Attributes,
  sets: { labelIds?: number[]; collaboratorIds?: number[] } = {},
  issueId = 0,
): CheckParams => ({
  ...viewerOf(caller),
  ...ATTRIBUTES.storedValues(input),
  labelIds: sets.labelIds ?? [],
  collaboratorIds: sets.collaboratorIds ?? [],
  issueId,
  manages: can(caller.role, 'issue:manage'),
});
