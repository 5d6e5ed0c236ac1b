import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useClient, useTenant } from '../../api/session.js';
import { useLocale } from '../../layout/dates.js';
import { Failure, Loading } from '../../layout/states.js';

type Delivery = Schemas['WebhookDelivery'];

/** A webhook's deliveries, newest first: a ping, and sending one again. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const locale = useLocale();
  const queries = useQueryClient();
  const deliveries = usePagedList<Delivery>([tenant, 'deliveries', webhookId], async (cursor) =>
    dataOf(
      await client.GET('/v1/webhooks/{id}/deliveries', {
        params: { path: { id: webhookId }, query: { limit: 50, ...(cursor ? { cursor } : {}) } },
      }),
    ),
  );
  const refresh = () => queries.invalidateQueries({ queryKey: [tenant, 'deliveries', webhookId] });
  const ping = useMutation({
    mutationFn: async () =>
      dataOf(await client.POST('/v1/webhooks/{id}/ping', { params: { path: { id: webhookId } } })),
    onSuccess: refresh,
  });
  const redeliver = useMutation({
    mutationFn: async (deliveryId: number) =>
      dataOf(
        await client.POST('/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
          params: { path: { id: webhookId, deliveryId } },
        }),
      ),
    onSuccess: refresh,
  });
  return (
    <>
      <p>
        <Link to={`/${tenant}/admin/webhooks`}>{t('admin.webhooks')}</Link>
      </p>
      <h2>{t('admin.deliveriesOf', { id: webhookId })}</h2>
      <button type="button" disabled={ping.isPending} onClick={() => ping.mutate()}>
        {t('admin.ping')}
      </button>
      {[ping.error, redeliver.error, deliveries.error].map(
        (error, index) => error && <Failure key={index} error={error} />,
      )}
      {deliveries.isPending && <Loading />}
      {deliveries.data && deliveries.items.length === 0 && <p>{t('admin.noDeliveries')}</p>}
      {deliveries.items.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.fields.event')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('admin.fields.attempts')}</th>
              <th scope="col">{t('admin.fields.answer')}</th>
              <th scope="col">{t('admin.fields.createdAt')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.items.map((delivery) => (
              <tr key={delivery.id}>
                <td>{delivery.eventType}</td>
                <td>{delivery.status}</td>
                <td>{delivery.attempts}</td>
                <td>{delivery.error ?? delivery.responseStatus ?? '—'}</td>
                <td>
                  {new Date(delivery.createdAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
                <td>
                  <button type="button" disabled={redeliver.isPending} onClick={() => redeliver.mutate(delivery.id)}>
                    {t('admin.redeliver')}
                    <span className="visually-hidden"> #{delivery.id}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deliveries.hasNextPage && (
        <button type="button" onClick={() => void deliveries.fetchNextPage()}>
          {t('app.loadMore')}
        </button>
      )}
    </>
  );
}
