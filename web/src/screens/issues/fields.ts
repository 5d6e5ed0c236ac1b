import {
  useIssuePriorities,
  useIssueStatuses,
  useIssueTypes,
  useLabels,
  useProjects,
  useUsers,
} from '../../api/reference.js';
import type { ChoiceField } from './editors.js';

export { CHOICE_FIELDS, type ChoiceField } from './editors.js';

export interface Choice {
  id: number;
  name: string;
}

/** The choices of each field: the tenant's live projects, types, priorities, statuses, users and labels. */
export function useChoices(): Record<ChoiceField | 'labels' | 'collaborators', Choice[]> {
  const projects = useProjects().data ?? [];
  const types = useIssueTypes().data ?? [];
  const priorities = useIssuePriorities().data ?? [];
  const statuses = useIssueStatuses().data ?? [];
  const users = useUsers().data ?? [];
  const labels = useLabels().data ?? [];
  const live = (items: (Choice & { deleted?: boolean })[]): Choice[] => items.filter((item) => !item.deleted);
  const people = live(users.map((user) => ({ ...user, name: `${user.firstname} ${user.lastname}` })));
  return {
    projectId: live(projects),
    issueTypeId: live(types),
    priorityId: live(priorities),
    statusId: live(statuses),
    assignedId: people,
    labels: live(labels),
    collaborators: people,
  };
}

/** The name an issue object shows for a field's value (assignees are users). */
export function nameOf(value: { name?: string; firstname?: string; lastname?: string } | null | undefined): string {
  if (!value) return '—';
  return value.name ?? `${value.firstname ?? ''} ${value.lastname ?? ''}`.trim();
}
