import { useIssuePriorities, useIssueStatuses, useIssueTypes, useProjects, useUsers } from '../../api/reference.js';

/** The issue fields people pick from a list, as the issue object names them, with their labels' keys. */
export const CHOICE_FIELDS = [
  { field: 'projectId', label: 'issues.project', required: true },
  { field: 'issueTypeId', label: 'issues.type', required: true },
  { field: 'priorityId', label: 'issues.priority', required: true },
  { field: 'statusId', label: 'issues.status', required: true },
  { field: 'assignedId', label: 'issues.assignee', required: false },
] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number]['field'];

export interface Choice {
  id: number;
  name: string;
}

/** The choices of each field: the tenant's live projects, types, priorities, statuses and users. */
export function useChoices(): Record<ChoiceField, Choice[]> {
  const projects = useProjects().data ?? [];
  const types = useIssueTypes().data ?? [];
  const priorities = useIssuePriorities().data ?? [];
  const statuses = useIssueStatuses().data ?? [];
  const users = useUsers().data ?? [];
  const live = (items: (Choice & { deleted?: boolean })[]): Choice[] => items.filter((item) => !item.deleted);
  return {
    projectId: live(projects),
    issueTypeId: live(types),
    priorityId: live(priorities),
    statusId: live(statuses),
    assignedId: live(users.map((user) => ({ ...user, name: `${user.firstname} ${user.lastname}` }))),
  };
}

/** The name an issue object shows for a field's value (assignees are users). */
export function nameOf(value: { name?: string; firstname?: string; lastname?: string } | null | undefined): string {
  if (!value) return '—';
  return value.name ?? `${value.firstname ?? ''} ${value.lastname ?? ''}`.trim();
}
