import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useLanguageOf } from '../i18n/index.js';
import { Failure, Loading } from '../layout/states.js';
import { ApiError, clientFor, dataOf, type Schemas } from './client.js';

export type Me = Schemas['Me'];

/** The tenant the page's address names (/app/{tenant}/...). */
export function useTenant(): string {
  return useParams().tenant!;
}

/** The typed API client of the page's tenant. */
export function useClient() {
  const tenant = useTenant();
  return useMemo(() => clientFor(tenant), [tenant]);
}

/** Who is signed in (GET /v1/me) in a tenant; a 401 means nobody is. */
export const meQuery = (tenant: string) => ({
  queryKey: [tenant, 'me'],
  queryFn: async () => dataOf(await clientFor(tenant).GET('/v1/me')),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQuery(useTenant()));
}

/** Its children once someone is signed in; the sign-in screen otherwise, coming back here after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  const location = useLocation();
  const me = useMe();
  useLanguageOf(me.data?.language);
  useEffect(() => localStorage.setItem('tracker.tenant', tenant), [tenant]);
  if (me.isPending) return <Loading />;
  if (me.error instanceof ApiError && me.error.status === 401) {
    return <Navigate to={`/${tenant}/sign-in`} replace state={{ from: location.pathname }} />;
  }
  if (me.error) return <Failure error={me.error} onRetry={() => void me.refetch()} />;
  return children;
}
