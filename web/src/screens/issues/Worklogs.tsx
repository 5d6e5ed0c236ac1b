import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { useTimeChanged } from '../../api/time.js';
import { useDay } from '../../layout/dates.js';
import { Cell } from '../../layout/Cell.js';
import { Failure, Loading } from '../../layout/states.js';
import { today } from '../time-off/days.js';
import { formatDuration, workedMinutes } from './durations.js';
import { nameOf } from './fields.js';
import type { Issue } from './IssuePage.js';

type Worklog = Schemas['Activity'];

/** Worklogs read a page at a time ("Load more"). */
const PAGE = 20;

/** The time logged on an issue (D18), in words: its own worklogs', and its sub-issues' when they have some. */
export function Logged({ issue }: { issue: Issue }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const duration = (minutes: number) => formatDuration(minutes, i18n.language);
  return (
    <div role="group" aria-labelledby={id} className="field">
      <span id={id} className="field-label">
        {t('worklogs.logged')}
      </span>
      <span className="field-value">
        {issue.logged_from_children > 0
          ? t('worklogs.loggedWithChildren', {
              total: duration(issue.logged + issue.logged_from_children),
              own: duration(issue.logged),
              children: duration(issue.logged_from_children),
            })
          : duration(issue.logged)}
      </span>
    </div>
  );
}

/**
 * An issue's worklogs (D18), newest first a page at a time as the API pages them: who, on which
 * day, how long in words; and `Log time` for whoever may log time.
 */
export function Worklogs({ issue }: { issue: Issue }) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const me = useMe().data!;
  const day = useDay();
  const list = usePagedList<Worklog>([tenant, 'worklogs', issue.id], async (cursor) =>
    dataOf(
      await client.GET('/issues/{id}/worklogs', {
        params: { path: { id: issue.id }, query: { limit: PAGE, ...(cursor ? { cursor } : {}) } },
      }),
    ),
  );
  return (
    <section aria-labelledby="worklogs">
      <h2 id="worklogs">{t('worklogs.title')}</h2>
      {me.role !== 'viewer' && <LogTime issue={issue} />}
      {list.isPending && <Loading />}
      {list.error && <Failure error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.items.length === 0 && <p>{t('worklogs.none')}</p>}
      {list.items.length > 0 && (
        <table className="worklogs">
          <thead>
            <tr>
              <th scope="col">{t('worklogs.when')}</th>
              <th scope="col">{t('worklogs.who')}</th>
              <th scope="col">{t('worklogs.duration')}</th>
              <th scope="col">{t('worklogs.description')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((worklog) => (
              <tr key={worklog.id}>
                <td>{day(worklog.dateFrom)}</td>
                <Cell label={t('worklogs.who')}>{nameOf(worklog.author)}</Cell>
                <Cell label={t('worklogs.duration')}>{formatDuration(worklog.duration, i18n.language)}</Cell>
                <td className="description">{worklog.description}</td>
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
    </section>
  );
}

/**
 * `Log time` (D18): a day (today unless changed), a duration as people write it ("1h 30m", "1.5h",
 * "90m", "1:30"; anything else is refused in words before it is sent) and what was done.
 * POST /issues/{id}/worklogs stores it from 09:00 on that day, of the tenant's working-hours type.
 */
function LogTime({ issue }: { issue: Issue }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const client = useClient();
  const timeChanged = useTimeChanged();
  const [date, setDate] = useState(today);
  const [duration, setDuration] = useState('');
  const [description, setDescription] = useState('');
  const [wrong, setWrong] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const day = useDay();
  const log = useMutation({
    mutationFn: async (minutes: number) =>
      dataOf(
        await client.POST('/issues/{id}/worklogs', {
          params: { path: { id: issue.id } },
          body: { date, minutes, ...(description.trim() ? { description: description.trim() } : {}) },
        }),
      ),
    onMutate: () => setNotice(null),
    onSuccess: async (worklog) => {
      setDuration('');
      setDescription('');
      setNotice(t('worklogs.done', { duration: formatDuration(worklog.duration, i18n.language), date: day(date) }));
      await timeChanged();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = workedMinutes(duration);
    setNotice(null);
    setWrong('wrong' in typed ? t(typed.wrong) : null);
    if ('minutes' in typed) log.mutate(typed.minutes);
  };
  return (
    <form className="log-time" onSubmit={submit} aria-label={t('worklogs.log')}>
      <div>
        <label htmlFor={`${id}-date`}>{t('worklogs.date')}</label>
        <input id={`${id}-date`} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-duration`}>{t('worklogs.duration')}</label>
        <input
          id={`${id}-duration`}
          required
          aria-describedby={`${id}-hint`}
          aria-invalid={wrong !== null}
          autoComplete="off"
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
        />
      </div>
      <div className="grow">
        <label htmlFor={`${id}-description`}>{t('worklogs.description')}</label>
        <input
          id={`${id}-description`}
          autoComplete="off"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <button type="submit" className="primary" disabled={log.isPending}>
        {t('worklogs.log')}
      </button>
      <p id={`${id}-hint`} className="hint">
        {t('issues.durationHint')}
      </p>
      {wrong && <Failure error={new Error(wrong)} />}
      {log.error && <Failure error={log.error} />}
      <p role="status" aria-live="polite" className="meta">
        {notice}
      </p>
    </form>
  );
}
