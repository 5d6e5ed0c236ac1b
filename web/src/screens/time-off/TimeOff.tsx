import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { useDay, useDayRange } from '../../layout/dates.js';
import { Failure, Loading } from '../../layout/states.js';
import { RequestForm } from './RequestForm.js';

type Activity = Schemas['Activity'];

/** My time off (D17): balances, my requests and their approval state, a new request, cancelling one. */
export function TimeOff() {
  const { t } = useTranslation();
  const [requesting, setRequesting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const year = new Date().getFullYear();
  return (
    <>
      <h1>{t('timeOff.title')}</h1>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <Balances year={year} />
      {requesting ? (
        <RequestForm
          onClose={(sent) => {
            setRequesting(false);
            if (sent) setNotice(t('timeOff.sent'));
          }}
        />
      ) : (
        <button type="button" className="primary" onClick={() => setRequesting(true)}>
          {t('timeOff.request')}
        </button>
      )}
      <Requests year={year} onCancelled={() => setNotice(t('timeOff.cancelled'))} />
    </>
  );
}

/** The query of the signed-in user's balances of a year: GET /v1/users/{id}/balances. */
function useBalancesQuery() {
  const tenant = useTenant();
  const client = useClient();
  const me = useMe().data!;
  return (year: number) => ({
    queryKey: [tenant, 'balances', me.id, year],
    queryFn: async () =>
      dataOf(
        await client.GET('/v1/users/{id}/balances', { params: { path: { id: me.id }, query: { year, limit: 100 } } }),
      ),
  });
}

export function useBalances(year: number) {
  return useQuery(useBalancesQuery()(year));
}

/** The balances of each of `years`, in their order (a request may touch two years). */
export function useBalancesOf(years: number[]) {
  const query = useBalancesQuery();
  return useQueries({ queries: years.map(query) }).map((result) => result.data);
}

function Balances({ year }: { year: number }) {
  const { t } = useTranslation();
  const balances = useBalances(year);
  return (
    <section aria-labelledby="balances">
      <h2 id="balances">{t('timeOff.balances', { year })}</h2>
      {balances.isPending && <Loading />}
      {balances.error && <Failure error={balances.error} onRetry={() => void balances.refetch()} />}
      {balances.data?.length === 0 && <p>{t('timeOff.noBalances', { year })}</p>}
      <ul className="balances">
        {balances.data?.map((balance) => (
          <li key={balance.activityType.id}>
            <strong>{balance.activityType.name}</strong>: {t('timeOff.left', { count: balance.remaining })}
            {balance.requested > 0 && (
              <span className="meta"> · {t('timeOff.waiting', { count: balance.requested })}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Requests({ year, onCancelled }: { year: number; onCancelled: () => void }) {
  const { t } = useTranslation();
  const day = useDay();
  const range = useDayRange();
  const tenant = useTenant();
  const client = useClient();
  const me = useMe().data!;
  const queries = useQueryClient();
  const list = usePagedList<Activity>([tenant, 'activities', 'mine', me.id, year], async (cursor) =>
    dataOf(
      await client.GET('/v1/activity', {
        params: { query: { authorId: me.id, from: `${year}-01-01`, limit: 50, ...(cursor ? { cursor } : {}) } },
      }),
    ),
  );
  const cancel = useMutation({
    mutationFn: async (id: number) => dataOf(await client.DELETE('/v1/activity/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      onCancelled();
      await queries.invalidateQueries({ queryKey: [tenant] });
    },
  });
  return (
    <section aria-labelledby="requests">
      <h2 id="requests">{t('timeOff.requests')}</h2>
      {list.isPending && <Loading />}
      {list.error && <Failure error={list.error} onRetry={() => void list.refetch()} />}
      {cancel.error && <Failure error={cancel.error} />}
      {list.data && list.items.length === 0 && <p>{t('timeOff.none')}</p>}
      {list.items.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('columns.dates')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((activity) => (
              <tr key={activity.id}>
                <td>{range(activity.dateFrom, activity.dateTo)}</td>
                <td>{activity.activityTypeId.name}</td>
                <td>{activity.statusId.name}</td>
                <td>
                  <button
                    type="button"
                    disabled={cancel.isPending}
                    aria-label={`${t('timeOff.cancel')}: ${activity.activityTypeId.name} ${day(activity.dateFrom)}`}
                    onClick={() => cancel.mutate(activity.id)}
                  >
                    {t('timeOff.cancel')}
                  </button>
                </td>
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
