import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf, type Schemas } from '../../api/client.js';
import { type Page, usePagedList } from '../../api/lists.js';
import { useClient, useTenant } from '../../api/session.js';
import { useLocale } from '../../layout/dates.js';
import { Failure, Loading } from '../../layout/states.js';

type Notification = Schemas['Notification'];

/** A web-app link of a notification (/app/...) as a path of the app's router. */
const inApp = (link: string) => link.replace(/^\/app/, '');

/** Notifications (D17): unread count, the list newest first, marking read, and a way to the settings. */
export function Notifications() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const locale = useLocale();
  const queries = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const list = usePagedList<Notification, Page<Notification> & { unreadCount: number }>(
    [tenant, 'notifications', 'list'],
    async (cursor) =>
      dataOf(
        await client.GET('/v1/me/notifications', { params: { query: { limit: 50, ...(cursor ? { cursor } : {}) } } }),
      ),
  );
  const markRead = useMutation({
    mutationFn: async (ids: number[] | 'all') =>
      dataOf(await client.POST('/v1/me/notifications/read', { body: ids === 'all' ? { all: true } : { ids } })),
    onSuccess: async (_answer, ids) => {
      if (ids === 'all') setNotice(t('notifications.allRead'));
      await queries.invalidateQueries({ queryKey: [tenant, 'notifications'] });
    },
  });
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  return (
    <>
      <h1>{t('notifications.title')}</h1>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <div className="toolbar">
        <p>{t('notifications.unread', { count: unread })}</p>
        <button type="button" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate('all')}>
          {t('notifications.markAll')}
        </button>
        <Link to={`/${tenant}/notifications/settings`}>{t('notifications.settings')}</Link>
      </div>
      {list.isPending && <Loading />}
      {list.error && <Failure error={list.error} onRetry={() => void list.refetch()} />}
      {markRead.error && <Failure error={markRead.error} />}
      {list.data && list.items.length === 0 && <p>{t('notifications.none')}</p>}
      <ol className="notifications">
        {list.items.map((item) => (
          <li key={item.id} className={item.readAt ? 'read' : 'unread'}>
            <p className="meta">
              {!item.readAt && <strong>{t('notifications.new')} · </strong>}
              {new Date(item.createdAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <p>
              {/* Opening what a notification is about reads it (D15, wave 4). */}
              <Link to={inApp(item.link)} onClick={() => !item.readAt && markRead.mutate([item.id])}>
                {item.subject}
              </Link>
            </p>
            <p className="description">{item.text}</p>
            {!item.readAt && (
              <button type="button" disabled={markRead.isPending} onClick={() => markRead.mutate([item.id])}>
                {t('notifications.markOne')}
                <span className="visually-hidden">: {item.subject}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {list.hasNextPage && (
        <button type="button" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('app.loadMore')}
        </button>
      )}
    </>
  );
}
