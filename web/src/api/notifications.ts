import { useQuery } from '@tanstack/react-query';
import { dataOf } from './client.js';
import { useClient, useTenant } from './session.js';

/** How many of my notifications are unread (for the navigation), read again with the lists. */
export function useUnreadCount() {
  const tenant = useTenant();
  const client = useClient();
  return useQuery({
    queryKey: [tenant, 'notifications', 'unread'],
    queryFn: async () =>
      dataOf(await client.GET('/v1/me/notifications', { params: { query: { unread: true, limit: 1 } } })).unreadCount,
  });
}
