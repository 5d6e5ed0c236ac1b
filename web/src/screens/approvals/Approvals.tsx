import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { Failure, Loading } from '../../layout/states.js';
import { useDay, useDayRange } from '../../layout/dates.js';

type Item = { activity: Schemas['Activity']; approval: Schemas['ApprovalState']; workingDays: number };

/**
 * The runs of one request, which a create stores together: same author, type, description and
 * moment of creation. They are shown and decided as one (D17).
 */
function requestsOf(items: Item[]): Item[][] {
  const requests = new Map<string, Item[]>();
  for (const item of items) {
    const { activity } = item;
    const key = [activity.author.id, activity.activityTypeId.id, activity.description, activity.created_at].join('|');
    requests.set(key, [...(requests.get(key) ?? []), item]);
  }
  return [...requests.values()];
}

/** Approvals (D17): the inbox, each request with its team coverage; approve or reject with a note. */
export function Approvals() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const [notice, setNotice] = useState<string | null>(null);
  const inbox = usePagedList<Item>([tenant, 'approvals'], async (cursor) =>
    dataOf(await client.GET('/v1/approvals', { params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } } })),
  );
  const requests = requestsOf(inbox.items);
  return (
    <>
      <h1>{t('approvals.title')}</h1>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      {inbox.isPending && <Loading />}
      {inbox.error && <Failure error={inbox.error} onRetry={() => void inbox.refetch()} />}
      {inbox.data && requests.length === 0 && <p>{t('approvals.none')}</p>}
      {requests.map((runs) => (
        <Request key={runs[0]!.activity.id} runs={runs} onDecided={setNotice} />
      ))}
      {inbox.hasNextPage && (
        <button type="button" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
          {t('app.loadMore')}
        </button>
      )}
    </>
  );
}

/** The working days a request asks for, and what the requester has left in each year if it is approved. */
function Asked({ runs }: { runs: Item[] }) {
  const { t } = useTranslation();
  const client = useClient();
  const tenant = useTenant();
  const first = runs[0]!.activity;
  const requests = runs.map(({ activity }) => activity);
  const years = [...new Set(requests.flatMap((run) => [run.dateFrom.slice(0, 4), run.dateTo.slice(0, 4)]))].map(Number);
  const balances = useQueries({
    queries: years.map((year) => ({
      queryKey: [tenant, 'balances', first.author.id, year],
      queryFn: async () =>
        dataOf(
          await client.GET('/v1/users/{id}/balances', {
            params: { path: { id: first.author.id }, query: { year, limit: 100 } },
          }),
        ),
    })),
  });
  return (
    <p>
      <strong>{t('timeOff.workingDays', { count: runs.reduce((sum, run) => sum + run.workingDays, 0) })}</strong>
      {years.map((year, index) => {
        const balance = balances[index]?.data?.find((each) => each.activityType.id === first.activityTypeId.id);
        // `remaining` counts pending requests, this one among them: it is what is left once it is approved.
        return (
          balance && (
            <span key={year}>
              {' · '}
              {t('approvals.leftAfter', { year, count: balance.remaining })}
            </span>
          )
        );
      })}
    </p>
  );
}

function Request({ runs, onDecided }: { runs: Item[]; onDecided: (notice: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const me = useMe().data!;
  const day = useDay();
  const range = useDayRange();
  const queries = useQueryClient();
  const [note, setNote] = useState('');
  const first = runs[0]!.activity;
  const asSubstitute =
    runs[0]!.approval.substitute?.user.id === me.id && runs[0]!.approval.substitute.decision === null;
  const decide = useMutation({
    mutationFn: async (decision: 'approve' | 'reject' | 'accept' | 'decline') => {
      // One decision per activity: the runs of a request are decided together.
      for (const { activity } of runs) {
        dataOf(
          await client.POST('/v1/activity/{id}/decisions', {
            params: { path: { id: activity.id } },
            body: { decision, ...(note.trim() ? { note: note.trim() } : {}) },
          }),
        );
      }
      return decision;
    },
    onSuccess: async (decision) => {
      onDecided(t(`approvals.done.${decision}`, { name: `${first.author.firstname} ${first.author.lastname}` }));
      await queries.invalidateQueries({ queryKey: [tenant] });
    },
    onError: () => void queries.invalidateQueries({ queryKey: [tenant, 'approvals'] }),
  });
  const coverage = runs.flatMap(({ approval }) => approval.coverage);
  const title = `${first.author.firstname} ${first.author.lastname}: ${first.activityTypeId.name}`;
  return (
    <article className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>
        {runs.map(({ activity }) => range(activity.dateFrom, activity.dateTo)).join(', ')}
        {first.description && <> · {first.description}</>}
      </p>
      <Asked runs={runs} />
      {coverage.length > 0 && (
        <table>
          <caption>{t('approvals.coverage')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('approvals.day')}</th>
              <th scope="col">{t('approvals.team')}</th>
              <th scope="col">{t('approvals.present')}</th>
              <th scope="col">{t('approvals.away')}</th>
            </tr>
          </thead>
          <tbody>
            {coverage.map((row) => (
              <tr key={`${row.date}-${row.team.id}`} className={row.short ? 'short' : undefined}>
                <td>{day(row.date)}</td>
                <td>{row.team.name}</td>
                <td>
                  {t('approvals.presentOf', { present: row.present, needed: row.minPresent })}
                  {row.short && <strong> · {t('approvals.short')}</strong>}
                </td>
                <td>{row.away.map((user) => `${user.firstname} ${user.lastname}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <label htmlFor={`${id}-note`}>{t('approvals.note')}</label>
      <textarea id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} />
      {decide.error && <Failure error={decide.error} />}
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={decide.isPending}
          onClick={() => decide.mutate(asSubstitute ? 'accept' : 'approve')}
        >
          {asSubstitute ? t('approvals.accept') : t('approvals.approve')}
        </button>
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => decide.mutate(asSubstitute ? 'decline' : 'reject')}
        >
          {asSubstitute ? t('approvals.decline') : t('approvals.reject')}
        </button>
      </div>
    </article>
  );
}
