import { useQuery } from '@tanstack/react-query';
import { dataOf } from './client.js';
import { useClient, useTenant } from './session.js';

/**
 * A tenant's reference lists (teams, users, types): read once a screen needs them and kept for a few
 * minutes. One page of up to 500 each, the API's largest.
 */
const KEEP_MS = 300_000;

export function useTeams() {
  const tenant = useTenant();
  const client = useClient();
  return useQuery({
    queryKey: [tenant, 'teams'],
    queryFn: async () => dataOf(await client.GET('/v1/teams', { params: { query: { limit: 500 } } })),
    staleTime: KEEP_MS,
  });
}

export function useUsers() {
  const tenant = useTenant();
  const client = useClient();
  return useQuery({
    queryKey: [tenant, 'users'],
    queryFn: async () => dataOf(await client.GET('/v1/users', { params: { query: { limit: 500 } } })),
    staleTime: KEEP_MS,
  });
}

export function useActivityTypes() {
  const tenant = useTenant();
  const client = useClient();
  return useQuery({
    queryKey: [tenant, 'activity-types'],
    queryFn: async () => dataOf(await client.GET('/v1/activity-types', { params: { query: { limit: 500 } } })),
    staleTime: KEEP_MS,
  });
}
