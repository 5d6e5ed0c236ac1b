/** What an admin manages (D17), each as a field table: the form and the list are drawn from it. */

/** Where a choice's options come from: one of the tenant's lists, or fixed values. */
export type OptionSource = 'users' | 'teams' | 'activityTypes' | readonly string[];

export type FieldKind =
  | { kind: 'text' | 'email' | 'color' | 'time' }
  | { kind: 'date'; nullable?: boolean }
  | { kind: 'number'; nullable?: boolean; step?: number }
  | { kind: 'boolean' }
  /** `words`: where the words for fixed values are (`admin.values` when absent), `${words}.${value}`. */
  | { kind: 'select'; options: OptionSource; nullable?: boolean; words?: string }
  /** `empty`: the key of what an empty choice means, shown in the list ("Everyone"). */
  | { kind: 'multi'; options: OptionSource; empty?: string }
  | { kind: 'list' }
  | { kind: 'steps' }
  /** A type's carry-over (D19): off (null), or at most so many days, usable until a day of the next year. */
  | { kind: 'carryOver' };

export type FieldSpec = FieldKind & {
  key: string;
  /** Key of the label's text. */
  label: string;
  /** Key of a line under the field that says what it does. */
  hint?: string;
  required?: boolean;
  /** Sent only when a record is created (a webhook's secret is made by the service, an allowance's owner is fixed). */
  createOnly?: boolean;
};

export interface ResourceSpec {
  /** The API path of the list, e.g. /v1/users; a record is at `${path}/{id}`. */
  path: `/v1/${string}`;
  title: string;
  /** The heading of the form for a new record: "New user", not "New: Users". */
  one: string;
  fields: FieldSpec[];
  /** The fields the list shows, beside the id. */
  columns: string[];
  /** A new record's values before anything is typed. */
  blank: Record<string, unknown>;
  /** The field the list is shown in the order of (holidays by date); by id when absent. */
  orderBy?: string;
}

export type AdminRecord = Record<string, unknown> & { id: number };

export const RESOURCES = {
  users: {
    path: '/v1/users',
    title: 'admin.users',
    one: 'admin.newOne.user',
    fields: [
      { key: 'firstname', label: 'admin.fields.firstname', kind: 'text', required: true },
      { key: 'lastname', label: 'admin.fields.lastname', kind: 'text', required: true },
      { key: 'email', label: 'admin.fields.email', kind: 'email', required: true },
      {
        key: 'role',
        label: 'admin.fields.role',
        kind: 'select',
        options: ['viewer', 'member', 'manager', 'admin'],
        required: true,
      },
      { key: 'language', label: 'admin.fields.language', kind: 'select', options: ['en', 'de'] },
      { key: 'deputyId', label: 'admin.fields.deputy', kind: 'select', options: 'users', nullable: true },
      {
        key: 'startDate',
        label: 'admin.fields.startDate',
        kind: 'date',
        nullable: true,
        hint: 'admin.hints.startDate',
      },
      { key: 'endDate', label: 'admin.fields.endDate', kind: 'date', nullable: true },
    ],
    columns: ['firstname', 'lastname', 'email', 'role', 'deputyId'],
    blank: { role: 'member', language: 'en', deputyId: null, startDate: null, endDate: null },
  },
  teams: {
    path: '/v1/teams',
    title: 'admin.teams',
    one: 'admin.newOne.team',
    fields: [
      { key: 'name', label: 'admin.fields.name', kind: 'text', required: true },
      { key: 'memberIds', label: 'admin.fields.members', kind: 'multi', options: 'users' },
      { key: 'leadIds', label: 'admin.fields.leads', kind: 'multi', options: 'users' },
      { key: 'minPresent', label: 'admin.fields.minPresent', kind: 'number', nullable: true },
      { key: 'coverageMode', label: 'admin.fields.coverageMode', kind: 'select', options: ['warn', 'block'] },
    ],
    columns: ['name', 'memberIds', 'leadIds', 'minPresent'],
    blank: { memberIds: [], leadIds: [], minPresent: null, coverageMode: 'warn' },
  },
  'activity-types': {
    path: '/v1/activity-types',
    title: 'admin.activityTypes',
    one: 'admin.newOne.activityType',
    fields: [
      { key: 'name', label: 'admin.fields.name', kind: 'text', required: true },
      { key: 'description', label: 'admin.fields.description', kind: 'text' },
      { key: 'color', label: 'admin.fields.color', kind: 'color' },
      { key: 'workingHours', label: 'admin.fields.workingHours', kind: 'boolean' },
      { key: 'approvable', label: 'admin.fields.approvable', kind: 'boolean' },
      { key: 'private', label: 'admin.fields.private', kind: 'boolean', hint: 'admin.hints.private' },
      {
        key: 'accrual',
        label: 'admin.fields.accrual',
        kind: 'select',
        options: ['none', 'pro-rata'],
        words: 'admin.accrual',
        hint: 'admin.hints.accrual',
      },
      { key: 'carryOver', label: 'admin.fields.carryOver', kind: 'carryOver' },
    ],
    columns: ['name', 'color', 'workingHours', 'approvable', 'private', 'accrual', 'carryOver'],
    blank: {
      description: '',
      color: '#0b5cad',
      workingHours: false,
      approvable: true,
      private: false,
      accrual: 'none',
      carryOver: null,
    },
  },
  holidays: {
    path: '/v1/holidays',
    title: 'admin.holidays',
    one: 'admin.newOne.holiday',
    fields: [
      { key: 'date', label: 'admin.fields.date', kind: 'date', required: true },
      { key: 'name', label: 'admin.fields.name', kind: 'text', required: true },
      {
        key: 'teamIds',
        label: 'admin.fields.teams',
        kind: 'multi',
        options: 'teams',
        empty: 'admin.everyone',
        hint: 'admin.hints.holidayTeams',
      },
    ],
    columns: ['date', 'name', 'teamIds'],
    blank: { teamIds: [] },
    orderBy: 'date',
  },
  allowances: {
    path: '/v1/allowances',
    title: 'admin.allowances',
    one: 'admin.newOne.allowance',
    fields: [
      { key: 'userId', label: 'admin.fields.user', kind: 'select', options: 'users', required: true, createOnly: true },
      {
        key: 'activityTypeId',
        label: 'admin.fields.activityType',
        kind: 'select',
        options: 'activityTypes',
        required: true,
        createOnly: true,
      },
      { key: 'year', label: 'admin.fields.year', kind: 'number', required: true, createOnly: true },
      { key: 'days', label: 'admin.fields.days', kind: 'number', step: 0.5, required: true },
    ],
    columns: ['userId', 'activityTypeId', 'year', 'days'],
    blank: { year: new Date().getFullYear() },
  },
  'approval-policies': {
    path: '/v1/approval-policies',
    title: 'admin.policies',
    one: 'admin.newOne.policy',
    fields: [
      { key: 'name', label: 'admin.fields.name', kind: 'text', required: true },
      { key: 'activityTypeIds', label: 'admin.fields.activityTypes', kind: 'multi', options: 'activityTypes' },
      { key: 'teamIds', label: 'admin.fields.teams', kind: 'multi', options: 'teams' },
      { key: 'steps', label: 'admin.fields.steps', kind: 'steps' },
      {
        key: 'substitute',
        label: 'admin.fields.substitute',
        kind: 'select',
        options: ['none', 'optional', 'required'],
      },
      { key: 'escalateAfterDays', label: 'admin.fields.escalateAfterDays', kind: 'number', nullable: true },
      { key: 'position', label: 'admin.fields.position', kind: 'number' },
    ],
    columns: ['name', 'activityTypeIds', 'teamIds', 'position'],
    blank: {
      activityTypeIds: [],
      teamIds: [],
      steps: [{ approvers: 'team-leads', quorum: 'any' }],
      substitute: 'none',
      escalateAfterDays: null,
      position: 0,
    },
  },
  webhooks: {
    path: '/v1/webhooks',
    title: 'admin.webhooks',
    one: 'admin.newOne.webhook',
    fields: [
      { key: 'url', label: 'admin.fields.url', kind: 'text', required: true },
      { key: 'events', label: 'admin.fields.events', kind: 'list', required: true },
      { key: 'description', label: 'admin.fields.description', kind: 'text' },
      { key: 'active', label: 'admin.fields.active', kind: 'boolean' },
    ],
    columns: ['url', 'events', 'active'],
    blank: { events: ['issue.*', 'activity.*'], active: true },
  },
} as const satisfies Record<string, ResourceSpec>;

export type ResourceName = keyof typeof RESOURCES;
export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];
