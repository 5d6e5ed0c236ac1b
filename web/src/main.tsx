import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, RouterProvider } from 'react-router';
import './i18n/index.js';
import { issueQuery } from './api/issue.js';
import { meQuery } from './api/session.js';
import { Shell } from './layout/Shell.js';
import { Loading, RouteFailure, worthRetrying } from './layout/states.js';
import { SignIn } from './screens/sign-in/SignIn.js';
import { TenantPicker } from './screens/sign-in/TenantPicker.js';
import { TimeOff } from './screens/time-off/TimeOff.js';
import './styles.css';

/**
 * A read the API refused (4xx: not found, signed out, not allowed) is shown at once: asking again
 * would be refused again. A failure of the network or the service (5xx), or a passing refusal, is
 * retried a few times, seconds apart.
 */
const retryRead = (failures: number, error: Error) => worthRetrying(error) && failures < 3;

// Changes by others show within seconds (D17): lists are read again every few seconds while shown.
const queries = new QueryClient({
  defaultOptions: { queries: { refetchInterval: 5_000, staleTime: 2_000, retry: retryRead } },
});

/** A screen loaded when first visited: the first visit's JavaScript stays small (D17). */
const later = (path: string, load: () => Promise<ComponentType>) => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

const router = createBrowserRouter(
  [
    { path: '/', element: <TenantPicker /> },
    { path: '/:tenant/sign-in', element: <SignIn /> },
    {
      path: '/:tenant',
      element: <Shell />,
      // Shown while the first screen's code loads on a deep link (React Router asks for one).
      HydrateFallback: Loading,
      // Who is signed in is asked at once, while a screen's code is still loading.
      loader: ({ params }) => {
        void queries.prefetchQuery(meQuery(params.tenant!));
        return null;
      },
      errorElement: <RouteFailure />,
      children: [
        { index: true, element: <Navigate to="time-off" replace /> },
        { path: 'time-off', element: <TimeOff /> },
        later('timesheet', async () => (await import('./screens/timesheet/Timesheet.js')).Timesheet),
        later('calendar', async () => (await import('./screens/calendar/Calendar.js')).Calendar),
        later('issues', async () => (await import('./screens/issues/IssueList.js')).IssueList),
        later('board', async () => (await import('./screens/board/Board.js')).Board),
        {
          ...later('issues/:id', async () => (await import('./screens/issues/IssuePage.js')).IssuePage),
          // The issue is asked for at once, beside the page's code (bench:web: page load until interactive).
          loader: ({ params }: LoaderFunctionArgs) => {
            const id = Number(params.id);
            if (Number.isSafeInteger(id) && id > 0) void queries.prefetchQuery(issueQuery(params.tenant!, id));
            return null;
          },
        },
        later('reports', async () => (await import('./screens/reports/Reports.js')).Reports),
        later('notifications', async () => (await import('./screens/notifications/Notifications.js')).Notifications),
        later(
          'notifications/settings',
          async () => (await import('./screens/notifications/Settings.js')).NotificationSettings,
        ),
        later('admin/:section?/:id?', async () => (await import('./screens/admin/Admin.js')).Admin),
        later('approvals', async () => (await import('./screens/approvals/Approvals.js')).Approvals),
        { path: '*', element: <RouteFailure /> },
      ],
    },
  ],
  { basename: '/app' },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
