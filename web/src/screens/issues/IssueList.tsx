import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { Failure, Loading } from '../../layout/states.js';
import { BulkEdit } from './BulkEdit.js';
import { NewIssue } from './NewIssue.js';
import { nameOf, useChoices } from './fields.js';

type Issue = Schemas['IssueListItem'];
const SORTS = ['updated_at', 'created_at', 'id', 'dueDate', 'priority'] as const;

/** Issues (D17): search, filters, sort, "Load more"; a new issue; bulk edit of the selected ones. */
export function IssueList() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const me = useMe().data!;
  const choices = useChoices();
  const [search, setSearch] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const query = {
    q: search.get('q') || undefined,
    projectId: Number(search.get('project')) || undefined,
    statusId: Number(search.get('status')) || undefined,
    sort: (SORTS as readonly string[]).includes(search.get('sort') ?? '')
      ? (search.get('sort') as (typeof SORTS)[number])
      : 'updated_at',
    order: 'desc' as const,
  };
  const list = usePagedList<Issue>([tenant, 'issues', query], async (cursor) =>
    dataOf(await client.GET('/issues', { params: { query: { ...query, limit: 50, ...(cursor ? { cursor } : {}) } } })),
  );
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next);
  };
  const [text, setText] = useState(query.q ?? '');
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set('q', text.trim());
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const mayBulkEdit = me.role === 'manager' || me.role === 'admin';

  return (
    <>
      <h1>{t('issues.title')}</h1>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      {creating ? (
        <NewIssue onClose={() => setCreating(false)} />
      ) : (
        me.role !== 'viewer' && (
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            {t('issues.new')}
          </button>
        )
      )}
      <form className="toolbar" role="search" onSubmit={submitSearch}>
        <label htmlFor="issues-search">{t('issues.search')}</label>
        <input id="issues-search" type="search" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">{t('issues.find')}</button>
      </form>
      <div className="toolbar">
        <label htmlFor="issues-project">{t('issues.project')}</label>
        <select
          id="issues-project"
          value={query.projectId ?? ''}
          onChange={(event) => set('project', event.target.value)}
        >
          <option value="">{t('issues.all')}</option>
          {choices.projectId.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        <label htmlFor="issues-status">{t('issues.status')}</label>
        <select id="issues-status" value={query.statusId ?? ''} onChange={(event) => set('status', event.target.value)}>
          <option value="">{t('issues.all')}</option>
          {choices.statusId.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        <label htmlFor="issues-sort">{t('issues.sort')}</label>
        <select id="issues-sort" value={query.sort} onChange={(event) => set('sort', event.target.value)}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`issues.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {mayBulkEdit && selected.size > 0 && (
        <BulkEdit
          ids={[...selected]}
          onDone={(count) => {
            setSelected(new Set());
            setNotice(t('issues.bulkDone', { count }));
          }}
        />
      )}
      {list.isPending && <Loading />}
      {list.error && <Failure error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.items.length === 0 && <p>{t('issues.none')}</p>}
      {list.items.length > 0 && (
        <table>
          <thead>
            <tr>
              {mayBulkEdit && <th scope="col">{t('issues.select')}</th>}
              <th scope="col">#</th>
              <th scope="col">{t('issues.name')}</th>
              <th scope="col">{t('issues.project')}</th>
              <th scope="col">{t('issues.status')}</th>
              <th scope="col">{t('issues.priority')}</th>
              <th scope="col">{t('issues.assignee')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((issue) => (
              <tr key={issue.id}>
                {mayBulkEdit && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('issues.selectOne', { name: issue.name })}
                      checked={selected.has(issue.id)}
                      onChange={() => toggle(issue.id)}
                    />
                  </td>
                )}
                <td>{issue.id}</td>
                <td>
                  <Link to={`/${tenant}/issues/${issue.id}`}>{issue.name}</Link>
                </td>
                <td>{issue.projectId.name}</td>
                <td>{issue.statusId.name}</td>
                <td>{issue.priorityId.name}</td>
                <td>{nameOf(issue.assignedId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.hasNextPage && (
        <button type="button" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('app.loadMore')}
        </button>
      )}
    </>
  );
}
