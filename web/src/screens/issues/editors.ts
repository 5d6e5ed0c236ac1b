import type { TenantPaths } from '../../../../src/client/index.js';

/** What `PUT /issues/{id}` takes: the API's field table, as the typed client knows it. */
export type IssueUpdate = NonNullable<TenantPaths['/issues/{id}']['put']['requestBody']>['content']['application/json'];

/** How a field is shown and typed (FieldEdit draws each kind); a choice's list is the field's own (fields.ts). */
export type Editor =
  | { kind: 'text' | 'markdown' | 'duration' | 'date' | 'parent' | 'flag' | 'members'; label: string }
  | { kind: 'choice'; label: string; optional?: true };

/**
 * The issue page's editor of each attribute the update takes (D20), by the API's own names: a
 * field the API adds is a compile error here until it is given an editor by its kind, or null with
 * the reason it is not edited in the app.
 */
export const EDITORS: { [Field in keyof Required<IssueUpdate>]: Editor | null } = {
  name: { kind: 'text', label: 'issues.name' },
  description: { kind: 'markdown', label: 'issues.description' },
  projectId: { kind: 'choice', label: 'issues.project' },
  issueTypeId: { kind: 'choice', label: 'issues.type' },
  priorityId: { kind: 'choice', label: 'issues.priority' },
  statusId: { kind: 'choice', label: 'issues.status' },
  assignedId: { kind: 'choice', label: 'issues.assignee', optional: true },
  parentId: { kind: 'parent', label: 'issues.parent' },
  dueDate: { kind: 'date', label: 'issues.dueDate' },
  estimated: { kind: 'duration', label: 'issues.estimated' },
  spent: { kind: 'duration', label: 'issues.spent' },
  private: { kind: 'flag', label: 'issues.private' },
  // Who created an issue is a record, not something people edit in the app.
  creatorId: null,
  // Written by integrations with version control and schedules, which set them through the API.
  parentType: null,
  vcsIssueId: null,
  vcsIssueIid: null,
  scheduleId: null,
};

/** The sets a bulk edit of the one issue changes (the update does not take them): labels and collaborators. */
export const MEMBER_EDITORS = {
  labels: { kind: 'members', label: 'issues.labels' },
  collaborators: { kind: 'members', label: 'issues.collaborators' },
} as const satisfies Record<string, Editor>;

export type EditedField = keyof typeof EDITORS | keyof typeof MEMBER_EDITORS;

/** The fields the page edits, in the order it shows them, with their editors. */
export const EDITED = [
  ...Object.entries(EDITORS).filter((entry): entry is [keyof IssueUpdate, Editor] => entry[1] !== null),
  ...Object.entries(MEMBER_EDITORS),
] as [EditedField, Editor][];

/** The fields chosen from a list, as forms beside the page (a new issue, a bulk edit) name them. */
export const CHOICE_FIELDS = (
  Object.entries(EDITORS).filter(([, editor]) => editor?.kind === 'choice') as [
    ChoiceField,
    Editor & { kind: 'choice' },
  ][]
).map(([field, editor]) => ({ field, label: editor.label, required: !editor.optional }));
export type ChoiceField = 'projectId' | 'issueTypeId' | 'priorityId' | 'statusId' | 'assignedId';
