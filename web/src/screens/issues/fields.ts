import {
  useIssuePriorities,
  useIssueStatuses,
  useIssueTypes,
  useLabels,
  useProjects,
  useUsers,
} from '../../api/reference.js';
import { useTranslation } from 'react-i18next';
import { useDay } from '../../layout/dates.js';
import { formatDuration } from './durations.js';
import { type ChoiceField, EDITED, type EditedField, type Editor } from './editors.js';

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

/** The editor of a field by the API's name, as history entries name changed fields. */
export const editorOf = (field: string): Editor | undefined =>
  EDITED.find(([edited]) => edited === (field as EditedField))?.[1];

/** A value as people read it, by its editor's kind: durations, days, yes or no, #parent, names. */
export function useValueText() {
  const { t, i18n } = useTranslation();
  const day = useDay();
  const text = (editor: Editor | undefined, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.map((each) => text(editor, each)).join(', ') || '—';
    switch (editor?.kind) {
      case 'duration':
        return formatDuration(value as number, i18n.language);
      case 'date':
        return day(value as string);
      case 'flag':
        return value ? t('issues.privateYes') : t('issues.privateNo');
      case 'parent':
        return `#${value as number}`;
      default:
        if (typeof value === 'object') return nameOf(value);
        return typeof value === 'string' ? value : JSON.stringify(value);
    }
  };
  return text;
}
