import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMe, useTenant } from '../../api/session.js';
import { useAddress } from '../../layout/address.js';
import { type Option, optionsOf, SelectField } from '../../layout/SelectField.js';
import { type Choice, useChoices } from './fields.js';

export const SORTS = ['updated_at', 'created_at', 'id', 'dueDate', 'priority'] as const;
type Sort = (typeof SORTS)[number];

/** A calendar day as a date input gives it (`YYYY-MM-DD`). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters of the issue list and the board (D20), kept in the address so that a filtered view
 * can be linked and comes back on reload: `q`, `project`, `status`, `assignee` (a user's id, `me` or
 * `none`), `label`, `type`, `priority`, `dueBefore` (a day) and `sort`. They become the query of
 * `GET /issues`, which filters on the server: a page of 50 is then 50 matching issues.
 */
export function useIssueFilters() {
  const me = useMe().data!;
  const { search, change } = useAddress();
  const id = (key: string) => Number(search.get(key)) || undefined;
  const assignee = search.get('assignee');
  const label = id('label');
  const dueBefore = search.get('dueBefore') ?? '';
  const sort = search.get('sort') ?? '';
  const query = {
    q: search.get('q') || undefined,
    projectId: id('project'),
    statusId: id('status'),
    assignedId: assignee === 'me' ? String(me.id) : assignee === 'none' ? 'none' : id('assignee')?.toString(),
    labelId: label ? [label] : undefined,
    issueTypeId: id('type'),
    priorityId: id('priority'),
    // Due before a day: due on an earlier day. Due dates are days, kept as midnight UTC.
    dueBefore: DAY.test(dueBefore) ? `${dueBefore}T00:00:00.000Z` : undefined,
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'updated_at',
    order: 'desc' as const,
  };
  /** Sets one parameter of the address; an empty value drops it. */
  const set = (key: string, value: string) => change({ [key]: value });
  return { search, query, set };
}

export type IssueFilters = ReturnType<typeof useIssueFilters>;

/**
 * The views (all issues, mine), the search and the filters above the list and the board. The board
 * leaves out the status filter: its columns are the statuses.
 */
export function IssueFilterBar({ filters, withStatus }: { filters: IssueFilters; withStatus: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const choices = useChoices();
  const { search, set } = filters;
  const q = search.get('q') ?? '';
  const [text, setText] = useState(q);
  // The box shows the search the address holds, also after a view (My issues) or Back changed it.
  useEffect(() => setText(q), [q]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set('q', text.trim());
  };
  /** A choice of one filter: all, the `first` ones (such as me), then the tenant's `options`. */
  const choice = (key: string, label: string, options: Choice[], first: Option[] = []) => (
    <SelectField
      id={`${id}-${key}`}
      label={t(label)}
      value={search.get(key) ?? ''}
      onChange={(value) => set(key, value)}
      options={[{ value: '', name: t('issues.all') }, ...first, ...optionsOf(options)]}
    />
  );
  return (
    <>
      <IssueViews />
      <form className="toolbar" role="search" onSubmit={submitSearch}>
        <label htmlFor={`${id}-q`}>{t('issues.search')}</label>
        <input id={`${id}-q`} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">{t('issues.find')}</button>
      </form>
      <div className="filters">
        {choice('project', 'issues.project', choices.projectId)}
        {withStatus && choice('status', 'issues.status', choices.statusId)}
        {choice('assignee', 'issues.assignee', choices.assignedId, [
          { value: 'me', name: t('issues.me') },
          { value: 'none', name: t('issues.nobody') },
        ])}
        {choice('label', 'issues.label', choices.labels)}
        {choice('type', 'issues.type', choices.issueTypeId)}
        {choice('priority', 'issues.priority', choices.priorityId)}
        <div>
          <label htmlFor={`${id}-due`}>{t('issues.dueBefore')}</label>
          <input
            id={`${id}-due`}
            type="date"
            value={search.get('dueBefore') ?? ''}
            onChange={(event) => set('dueBefore', event.target.value)}
          />
        </div>
      </div>
    </>
  );
}

/** All issues, or mine (the list filtered to assignee = me), on the screen shown (list or board). */
function IssueViews() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const screen = pathname.endsWith('/board') ? 'board' : 'issues';
  const mine = search.get('assignee') === 'me';
  return (
    <nav aria-label={t('issues.views')} className="subnav">
      <ul>
        <li>
          <Link to={`/${tenant}/${screen}`} aria-current={!mine && search.size === 0 ? 'page' : undefined}>
            {t('issues.back')}
          </Link>
        </li>
        <li>
          <Link to={`/${tenant}/${screen}?assignee=me`} aria-current={mine && search.size === 1 ? 'page' : undefined}>
            {t('issues.mine')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
