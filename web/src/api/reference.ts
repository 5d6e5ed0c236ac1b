import { useQuery } from '@tanstack/react-query';
import { dataOf, type TrackerClient } from './client.js';
import { useClient, useTenant } from './session.js';

/** The largest page the API gives: a tenant's reference lists come in one page each. */
const ALL = { params: { query: { limit: 500 } } } as const;

/** A tenant's reference list (teams, users, types, ...): read when a screen first needs it, kept a few minutes. */
function useReference<T>(name: string, read: (client: TrackerClient) => Promise<T>) {
  const tenant = useTenant();
  const client = useClient();
  // Reference data changes seldom: it is not read again every few seconds as the lists are.
  return useQuery({
    queryKey: [tenant, name],
    queryFn: () => read(client),
    staleTime: 300_000,
    refetchInterval: false,
  });
}

export const useTeams = () => useReference('teams', async (client) => dataOf(await client.GET('/v1/teams', ALL)));
export const useUsers = () => useReference('users', async (client) => dataOf(await client.GET('/v1/users', ALL)));
export const useActivityTypes = () =>
  useReference('activity-types', async (client) => dataOf(await client.GET('/v1/activity-types', ALL)));
export const useProjects = () =>
  useReference('projects', async (client) => dataOf(await client.GET('/v1/projects', ALL)));
export const useIssueTypes = () =>
  useReference('issue-types', async (client) => dataOf(await client.GET('/v1/issue-types', ALL)));
export const useIssuePriorities = () =>
  useReference('issue-priorities', async (client) => dataOf(await client.GET('/v1/issue-priorities', ALL)));
export const useIssueStatuses = () =>
  useReference('issue-statuses', async (client) => dataOf(await client.GET('/v1/issue-statuses', ALL)));
