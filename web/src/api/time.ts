import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clientFor, dataOf } from './client.js';
import { useMe, useTenant } from './session.js';

/**
 * After time was logged, changed or removed (a worklog, a timesheet cell, the timer stopped):
 * everything that shows logged time is read again: issues (their `logged`, and their ancestors'
 * `logged_from_children`), the worklog lists and the timesheets.
 */
export function useTimeChanged() {
  const tenant = useTenant();
  const queries = useQueryClient();
  return async () => {
    await Promise.all(
      ['issue', 'worklogs', 'timesheet', 'timer'].map((kind) =>
        queries.invalidateQueries({ queryKey: [tenant, kind] }),
      ),
    );
  };
}

/**
 * The signed-in person's running timer (GET /v1/me/timer), null when none runs (404), with how far
 * the browser's clock is behind the service's (the answer's Date header), so that the running time
 * shown does not depend on a clock set wrong.
 */
export const timerQuery = (tenant: string) => ({
  queryKey: [tenant, 'timer'],
  queryFn: async () => {
    const answer = await clientFor(tenant).GET('/v1/me/timer');
    if (answer.response.status === 404) return null;
    const served = Date.parse(answer.response.headers.get('date') ?? '');
    return { timer: dataOf(answer), skew: Number.isNaN(served) ? 0 : served - Date.now() };
  },
});

/** The running timer of whoever may log time (viewers may not: nothing is asked for them). */
export function useTimer() {
  const tenant = useTenant();
  const me = useMe().data;
  return useQuery({ ...timerQuery(tenant), enabled: me !== undefined && me.role !== 'viewer' });
}

export type RunningTimer = NonNullable<NonNullable<ReturnType<typeof useTimer>['data']>>;
