import Type from 'typebox';

/** The kinds of D15, each with the people it goes to (see notifier.ts). */
export const NOTIFICATION_KINDS = [
  'approval.requested',
  'approval.decided',
  'approval.reminder',
  'substitute.requested',
  'issue.assigned',
  'issue.commented',
  'issue.closed',
  'issue.mentioned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationKind = Type.Enum([...NOTIFICATION_KINDS], { description: 'what happened' });

/** An activity as notifications name it, as it was at the event. */
export interface NotifiedActivity {
  id: number;
  type: string;
  dateFrom: string;
  dateTo: string;
}

/** An issue as notifications name it, as it was at the event. */
export interface NotifiedIssue {
  id: number;
  name: string;
}

/**
 * What the templates name, stored with the notification as it was at its event (data): the
 * objects of its group (the runs of a request, the issues of a write: the first 20 by date or id,
 * and how many in all), the actor's name, and what the kind adds.
 */
export interface NotificationData {
  actor: string | null;
  items: (NotifiedActivity | NotifiedIssue)[];
  total: number;
  requester?: string;
  /** approval.requested: the step, from 0. */
  step?: number;
  /** approval.decided */
  outcome?: 'approved' | 'rejected';
  status?: string;
  note?: string | null;
  /** approval.reminder: how many days the step has waited. */
  days?: number;
  /** issue.commented, issue.mentioned: the beginning of the comment (or the description) that names them. */
  comment?: string;
}

/**
 * Where a notification leads in the web app (D17: its pages are under /app/{tenant}): approvers to
 * their inbox, a requester to their time off, everyone else to the issue.
 */
export function linkOf(tenant: string, kind: NotificationKind, issueId: number | null): string {
  const app = `/app/${encodeURIComponent(tenant)}`;
  switch (kind) {
    case 'approval.requested':
    case 'approval.reminder':
    case 'substitute.requested':
      return `${app}/approvals`;
    case 'approval.decided':
      return `${app}/time-off`;
    default:
      return `${app}/issues/${issueId}`;
  }
}

/** The page of a user's notification settings (List-Unsubscribe names it). */
export const settingsLink = (tenant: string) => `/app/${encodeURIComponent(tenant)}/notifications/settings`;
