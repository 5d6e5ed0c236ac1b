import { useQuery } from '@tanstack/react-query';
import type { TrackerClient } from './client.js';
import { readAll } from './lists.js';
import { useClient, useTenant } from './session.js';

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

export const useTeams = () =>
  useReference('teams', (client) => readAll((query) => client.GET('/v1/teams', { params: { query } })));
export const useUsers = () =>
  useReference('users', (client) => readAll((query) => client.GET('/v1/users', { params: { query } })));
export const useActivityTypes = () =>
  useReference('activity-types', (client) =>
    readAll((query) => client.GET('/v1/activity-types', { params: { query } })),
  );
export const useProjects = () =>
  useReference('projects', (client) => readAll((query) => client.GET('/v1/projects', { params: { query } })));
export const useIssueTypes = () =>
  useReference('issue-types', (client) => readAll((query) => client.GET('/v1/issue-types', { params: { query } })));
export const useIssuePriorities = () =>
  useReference('issue-priorities', (client) =>
    readAll((query) => client.GET('/v1/issue-priorities', { params: { query } })),
  );
export const useIssueStatuses = () =>
  useReference('issue-statuses', (client) =>
    readAll((query) => client.GET('/v1/issue-statuses', { params: { query } })),
  );
export const useLabels = () =>
  useReference('labels', (client) => readAll((query) => client.GET('/v1/labels', { params: { query } })));
