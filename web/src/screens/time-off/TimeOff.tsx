import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { useDay, useDayRange } from '../../layout/dates.js';
import { Cell } from '../../layout/Cell.js';
import { Failure, Loading } from '../../layout/states.js';
import { timeOfDay, today, useDays, wholeDays } from './days.js';
import { RequestForm } from './RequestForm.js';

type Activity = Schemas['Activity'];
type Balance = NonNullable<ReturnType<typeof useBalances>['data']>[number];

/** The years whose balances people look at: a plausible `?year=`, else this year. */
const PLANNED_YEAR = /^(19|20|21)\d\d$/;

/**
 * My time off (D17, D19): a year's balances (this year's, or `?year=`) with carried days and their
 * expiry, my requests and their approval state, a new request, cancelling one.
 */
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
      <Balances />
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

/** A year's balances per type: allowance, carried days and their expiry, approved, waiting, left. */
function Balances() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('year') ?? '';
  const year = PLANNED_YEAR.test(asked) ? Number(asked) : new Date().getFullYear();
  const go = (to: number) => {
    const next = new URLSearchParams(search);
    next.set('year', String(to));
    setSearch(next, { replace: true });
  };
  const balances = useBalances(year);
  const days = useDays();
  return (
    <section aria-labelledby="balances">
      <div className="year-nav">
        <h2 id="balances" aria-live="polite">
          {t('timeOff.balances', { year })}
        </h2>
        <div className="actions">
          <button type="button" onClick={() => go(year - 1)}>
            {t('timeOff.previousYear')}
          </button>
          <button type="button" onClick={() => go(year + 1)}>
            {t('timeOff.nextYear')}
          </button>
        </div>
      </div>
      {balances.isPending && <Loading />}
      {balances.error && <Failure error={balances.error} onRetry={() => void balances.refetch()} />}
      {balances.data?.length === 0 && <p>{t('timeOff.noBalances', { year })}</p>}
      {balances.data && balances.data.length > 0 && (
        <table className="balances">
          <thead>
            <tr>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('timeOff.allowance')}</th>
              <th scope="col">{t('timeOff.carried')}</th>
              <th scope="col">{t('timeOff.approved')}</th>
              <th scope="col">{t('timeOff.waitingColumn')}</th>
              <th scope="col">{t('timeOff.remaining')}</th>
            </tr>
          </thead>
          <tbody>
            {balances.data.map((balance) => (
              <tr key={balance.activityType.id}>
                <th scope="row">{balance.activityType.name}</th>
                <Cell label={t('timeOff.allowance')}>{days(balance.allowance)}</Cell>
                <Cell label={t('timeOff.carried')}>
                  <Carried balance={balance} />
                </Cell>
                <Cell label={t('timeOff.approved')}>{days(balance.approved)}</Cell>
                <Cell label={t('timeOff.waitingColumn')}>{days(balance.requested)}</Cell>
                <Cell label={t('timeOff.remaining')}>
                  <strong>{days(balance.remaining)}</strong>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The days carried in from the year before and when they go: "3 days, until 31 Mar 2027"; once
 * that day has passed, what expired unused ("5 days; 2 days expired on 31 Mar 2026"), or that they
 * were used in time.
 */
function Carried({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const day = useDay();
  const days = useDays();
  const expiry = balance.carriedExpiresOn;
  if (balance.carried <= 0 || !expiry) return <>{t('timeOff.noCarried')}</>;
  const amount = days(balance.carried);
  const date = day(expiry);
  if (balance.expired > 0) {
    return <>{t('timeOff.carriedExpired', { amount, expired: days(balance.expired), date })}</>;
  }
  return <>{t(expiry >= today() ? 'timeOff.carriedUntil' : 'timeOff.carriedUsed', { amount, date })}</>;
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
                <td>
                  {range(activity.dateFrom, activity.dateTo)}
                  {!wholeDays(activity) &&
                    `, ${t('timeOff.times', { from: timeOfDay(activity.timeFrom), to: timeOfDay(activity.timeTo) })}`}
                </td>
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
