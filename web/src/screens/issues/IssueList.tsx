import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { useDay } from '../../layout/dates.js';
import { Cell } from '../../layout/Cell.js';
import { Failure, Loading } from '../../layout/states.js';
import { BulkEdit } from './BulkEdit.js';
import { NewIssue } from './NewIssue.js';
import { nameOf } from './fields.js';
import { IssueFilterBar, SORTS, useIssueFilters } from './filters.js';
import { LabelTags } from './LabelTags.js';

type Issue = Schemas['IssueListItem'];

/** Issues (D17, D20): views, search, filters, sort, "Load more"; a new issue; bulk edit of the selected ones. */
export function IssueList() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const me = useMe().data!;
  const day = useDay();
  const filters = useIssueFilters();
  const { query, set } = filters;
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const list = usePagedList<Issue>([tenant, 'issues', query], async (cursor) =>
    dataOf(await client.GET('/issues', { params: { query: { ...query, limit: 50, ...(cursor ? { cursor } : {}) } } })),
  );
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
      <IssueFilterBar filters={filters} withStatus />
      <div className="toolbar">
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
              <th scope="col">{t('issues.labels')}</th>
              <th scope="col">{t('issues.dueDate')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((issue) => (
              <tr key={issue.id}>
                {mayBulkEdit && (
                  <td className="pick">
                    <input
                      type="checkbox"
                      aria-label={t('issues.selectOne', { name: issue.name })}
                      checked={selected.has(issue.id)}
                      onChange={() => toggle(issue.id)}
                    />
                  </td>
                )}
                <td className="number">
                  <span className="cell-label">#</span>
                  {issue.id}
                </td>
                <td>
                  <Link to={`/${tenant}/issues/${issue.id}`}>{issue.name}</Link>
                </td>
                <Cell label={t('issues.project')}>{issue.projectId.name}</Cell>
                <Cell label={t('issues.status')}>{issue.statusId.name}</Cell>
                <Cell label={t('issues.priority')}>{issue.priorityId.name}</Cell>
                <Cell label={t('issues.assignee')}>{nameOf(issue.assignedId)}</Cell>
                <Cell label={t('issues.labels')}>
                  <LabelTags labels={issue.labels} />
                </Cell>
                <Cell label={t('issues.dueDate')}>{issue.dueDate ? day(issue.dueDate) : '—'}</Cell>
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
