import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { issueQuery } from '../../api/issue.js';
import { useClient, useTenant } from '../../api/session.js';
import { useDay } from '../../layout/dates.js';
import { Failure, Loading } from '../../layout/states.js';
import { Comments } from './Comments.js';
import { FieldEdit } from './FieldEdit.js';
import { formatDuration } from './durations.js';
import { EDITED } from './editors.js';
import { History } from './History.js';
import { Logged, Worklogs } from './Worklogs.js';

export type Issue = Schemas['Issue'];

/** One issue and the version it was read at (its ETag), which an edit sends back as If-Match. */
export function useIssue(id: number) {
  return useQuery(issueQuery(useTenant(), id));
}

/**
 * An issue's page (D17): fields edited in place, the time logged beside the estimate and its
 * worklogs (D18), comments, history, children with roll-ups, test executions.
 */
export function IssuePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const tenant = useTenant();
  const read = useIssue(id);
  const ownSaves = useMemo(() => new Map<string, string>(), [id]);
  if (read.isPending) return <Loading />;
  if (read.error) {
    return (
      <>
        <Failure error={read.error} onRetry={() => void read.refetch()} />
        <p>
          <Link to={`/${tenant}/issues`}>{t('issues.back')}</Link>
        </p>
      </>
    );
  }
  const { issue } = read.data;
  return (
    <>
      <p>
        <Link to={`/${tenant}/issues`}>{t('issues.back')}</Link>
      </p>
      <h1>
        #{issue.id} {issue.name}
      </h1>
      <section aria-labelledby="fields" className="fields">
        <h2 id="fields" className="visually-hidden">
          {t('issues.fields')}
        </h2>
        <OwnSaves.Provider value={ownSaves}>
          {EDITED.filter(([, editor]) => editor.kind !== 'markdown').map(([field, editor]) => (
            <Fragment key={field}>
              <FieldEdit issue={issue} field={field} editor={editor} />
              {/* The time logged, beside the estimate (D18). */}
              {field === 'estimated' && <Logged issue={issue} />}
            </Fragment>
          ))}
        </OwnSaves.Provider>
      </section>
      <section aria-label={t('issues.description')} className="issue-text">
        <OwnSaves.Provider value={ownSaves}>
          {EDITED.filter(([, editor]) => editor.kind === 'markdown').map(([field, editor]) => (
            <FieldEdit key={field} issue={issue} field={field} editor={editor} />
          ))}
        </OwnSaves.Provider>
      </section>
      <Children issue={issue} />
      <TestExecutions issue={issue} />
      <Worklogs issue={issue} />
      <Comments issue={issue} />
      <History issueId={issue.id} />
    </>
  );
}

function Children({ issue }: { issue: Issue }) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const children = usePagedList<Schemas['IssueListItem']>([tenant, 'issues', 'children', issue.id], async (cursor) =>
    dataOf(
      await client.GET('/issues', {
        params: { query: { parentId: issue.id, sort: 'id', order: 'asc', limit: 50, ...(cursor ? { cursor } : {}) } },
      }),
    ),
  );
  // Private sub-issues count in the sums (D6) though the reader may not see them in the list.
  const rolledUp = issue.estimated_from_children + issue.spent_from_children > 0;
  if (children.items.length === 0 && !rolledUp) return null;
  return (
    <section aria-labelledby="children">
      <h2 id="children">{t('issues.children')}</h2>
      <p>
        {t('issues.rollUp', {
          estimated: formatDuration(issue.estimated + issue.estimated_from_children, i18n.language),
          spent: formatDuration(issue.spent + issue.spent_from_children, i18n.language),
        })}
      </p>
      <ul>
        {children.items.map((child) => (
          <li key={child.id}>
            <Link to={`/${tenant}/issues/${child.id}`}>
              #{child.id} {child.name}
            </Link>{' '}
            · {child.statusId.name}
          </li>
        ))}
      </ul>
      {children.hasNextPage && (
        <button type="button" onClick={() => void children.fetchNextPage()}>
          {t('app.loadMore')}
        </button>
      )}
    </section>
  );
}

function TestExecutions({ issue }: { issue: Issue }) {
  const { t } = useTranslation();
  const day = useDay();
  if (issue.testExecutions.length === 0) return null;
  return (
    <section aria-labelledby="test-executions">
      <h2 id="test-executions">{t('issues.testExecutions')}</h2>
      <ul>
        {issue.testExecutions.map((execution) => (
          <li key={execution.id}>
            {execution.testPlanId.name}, {t('issues.step', { step: execution.testStepId })}: {execution.statusId.name} (
            {day(execution.created_at)})
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The key of every write of issue `id` from its page (a field, a comment). Such a write ends once the
 * issue was read again (see useIssueChanged), so while one is under way the ETag the page holds is
 * about to be replaced by the write's own: an edit begun then would send the old one and be refused
 * with 412 for the person's own change.
 */
export const issueWriteKey = (tenant: string, id: number) => [tenant, 'issue', id, 'write'];

/** Whether a write of the issue from its page is under way (see issueWriteKey). */
export function useIssueBeingWritten(id: number): boolean {
  const tenant = useTenant();
  return useIsMutating({ mutationKey: issueWriteKey(tenant, id) }) > 0;
}

/**
 * The ETags the page's own field saves replaced, each with the ETag its answer carried. A save
 * sends If-Match and passed it, so nothing else changed the issue between the two: an editor
 * opened before it may send the newer tag, and one field's save does not refuse another's.
 */
export const OwnSaves = createContext(new Map<string, string>());

/** The newest ETag the page's own saves made of `etag` (see OwnSaves). */
export function afterOwnSaves(saves: Map<string, string>, etag: string): string {
  let current = etag;
  for (let step = 0; step < saves.size && saves.has(current); step++) current = saves.get(current)!;
  return current;
}

/** After a write: the issue, its lists and its history are read again. */
export function useIssueChanged(id: number) {
  const tenant = useTenant();
  const queries = useQueryClient();
  return async () => {
    await queries.invalidateQueries({ queryKey: [tenant, 'issue', id] });
    await queries.invalidateQueries({ queryKey: [tenant, 'history', id] });
    await queries.invalidateQueries({ queryKey: [tenant, 'issues'] });
  };
}
