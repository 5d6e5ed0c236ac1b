import type { Caller } from '../platform/auth/authenticate.js';
import { type Sql } from '../platform/db/database.js';
import { type RenderedIssue } from './documents.js';
import { ISSUE_COLLABORATORS, ISSUE_LABELS } from './members.js';
import type { BulkEditInput, IssueUpdateInput } from './schemas.js';
import { badRequest } from '../platform/http/errors.js';
import { type Reference, referencedIds } from '../platform/http/schemas.js';
import { IssueTracking } from './history.js';
import { BULK_CHECKS, checkParams } from './checks.js';
import { edit, editIssues, editParams } from './edit.js';
import { ATTRIBUTES, BULK_ATTRIBUTES, BULK_FIELDS } from './fields.js';
import { changeIssues, requireOfIssue } from './write-path.js';
import type { Precondition } from '../platform/http/conditional.js';

/**
 * A bulk edit's tracking compares only the fields it sends: snapshots of 1,000 issues with every
 * bulk field (label and collaborator arrays among them) cost its edit a third more time. One
 * tracking per combination in use, made on first use.
 */
const bulkTrackings = new Map<string, IssueTracking>();
const bulkTracking = (sent: (typeof BULK_FIELDS)[number][]) => {
  const key = sent.join(',');
  let tracking = bulkTrackings.get(key);
  if (!tracking) bulkTrackings.set(key, (tracking = new IssueTracking('updated', sent)));
  return tracking;
};

const EDIT_BULK = editIssues(BULK_ATTRIBUTES, BULK_CHECKS);

/** What a bulk edit changes, after its wrappers were read (D6). */
export interface BulkChanges {
  scalar: Pick<IssueUpdateInput, (typeof BULK_ATTRIBUTES)[number]>;
  labelIds?: number[];
  collaboratorIds?: number[];
}

/** One transaction, set-based statements: all issues change or, on any error, none. */
export async function bulkEdit(
  sql: Sql,
  caller: Caller,
  ids: readonly number[],
  changes: BulkChanges,
  precondition: Precondition | null = null,
): Promise<RenderedIssue[]> {
  // If-Match names one version of one issue: a bulk edit of one issue honours it (D20: the issue
  // page changes labels and collaborators this way, which the update does not take).
  if (precondition && new Set(ids).size !== 1) {
    throw badRequest("Header 'If-Match' names the version of one issue: send it with a bulk edit of one issue.");
  }
  const { issues } = await changeIssues(
    sql,
    caller,
    ids,
    async () => {
      if (precondition) await requireOfIssue(sql, caller, ids[0]!, precondition);
      // Also when only labels or collaborators change: the update gives the objects new versions.
      const edits =
        ATTRIBUTES.sent(changes.scalar, BULK_ATTRIBUTES).length > 0 ||
        changes.labelIds !== undefined ||
        changes.collaboratorIds !== undefined;
      await edit(sql, EDIT_BULK, BULK_CHECKS, {
        ...checkParams(caller, changes.scalar, changes),
        ...editParams(caller, edits ? ids : [], changes.scalar, BULK_ATTRIBUTES),
      });
      if (changes.labelIds) await ISSUE_LABELS.replace(sql, caller.tenantId, ids, changes.labelIds);
      if (changes.collaboratorIds)
        await ISSUE_COLLABORATORS.replace(sql, caller.tenantId, ids, changes.collaboratorIds);
    },
    bulkTracking(
      BULK_FIELDS.filter((field) =>
        field === 'labels'
          ? changes.labelIds !== undefined
          : field === 'collaborators'
            ? changes.collaboratorIds !== undefined
            : changes.scalar[field] !== undefined,
      ),
    ),
    // Type and status show in the related issues of test executions; a bulk edit changes no roll-up.
    {
      ancestorsOf: [],
      peersOf: changes.scalar.issueTypeId !== undefined || changes.scalar.statusId !== undefined ? [...ids] : [],
      executions: [],
    },
  );
  return issues;
}

type Scalar = keyof BulkChanges['scalar'];

/**
 * Reads the wrappers of a bulk edit (D6): either spelling of the id list and of the collaborators
 * wrapper; a wrapper counts only with `toEdit: true`, and then its value must be present, and may be
 * null only for the assignee and the roadmap.
 */
export function bulkChangesOf(body: BulkEditInput): { ids: number[]; changes: BulkChanges } {
  // The schema requires one of the two spellings.
  const ids = (body.issuesIds ?? body.issueIds)!;
  const changes: BulkChanges = { scalar: {} };

  const take = <K extends string>(key: K, wrapper: ({ [P in K]?: unknown } & { toEdit?: boolean }) | undefined) => {
    if (wrapper?.toEdit !== true) return undefined;
    const value = wrapper[key];
    if (value === undefined) throw badRequest(`Field '${key}.${key}' is required when '${key}.toEdit' is true.`);
    return value;
  };
  type WrapperKey = 'creatorId' | 'assigneeId' | 'issueTypeId' | 'priorityId' | 'reviewStatusId' | 'roadmapId';
  const scalars: [WrapperKey, Scalar, boolean][] = [
    ['creatorId', 'creatorId', false],
    ['assigneeId', 'assignedId', true],
    ['issueTypeId', 'issueTypeId', false],
    ['priorityId', 'priorityId', false],
    ['reviewStatusId', 'statusId', false],
    ['roadmapId', 'scheduleId', true],
  ];
  for (const [key, attribute, nullable] of scalars) {
    const value = take(key, body[key] as never);
    if (value === undefined) continue;
    if (value === null && !nullable) throw badRequest(`Field '${key}.${key}' must not be null.`);
    changes.scalar[attribute] = value as Reference;
  }

  const labels = take('nestedLabelIds', body.nestedLabelIds);
  if (labels !== undefined) changes.labelIds = referencedIds(labels as Reference[]);

  const collaborators = body.collaboratorsIds ?? body.collaboratorIds;
  if (collaborators?.toEdit === true) {
    const list = collaborators.collaboratorIds ?? collaborators.collaboratorsIds;
    if (list === undefined)
      throw badRequest("Field 'collaboratorsIds.collaboratorIds' is required when 'collaboratorsIds.toEdit' is true.");
    changes.collaboratorIds = referencedIds(list);
  }
  return { ids: [...new Set(ids)], changes };
}
