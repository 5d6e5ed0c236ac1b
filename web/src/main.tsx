import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import './i18n/index.js';
import { Shell } from './layout/Shell.js';
import { SignIn } from './screens/sign-in/SignIn.js';
import { TenantPicker } from './screens/sign-in/TenantPicker.js';
import { TimeOff } from './screens/time-off/TimeOff.js';
import './styles.css';

const router = createBrowserRouter(
  [
    { path: '/', element: <TenantPicker /> },
    { path: '/:tenant/sign-in', element: <SignIn /> },
    {
      path: '/:tenant',
      element: <Shell />,
      children: [
        { index: true, element: <Navigate to="time-off" replace /> },
        { path: 'time-off', element: <TimeOff /> },
        // Screens other than the first load when first visited: the first visit's JavaScript stays small.
        {
          path: 'approvals',
          lazy: async () => ({ Component: (await import('./screens/approvals/Approvals.js')).Approvals }),
        },
      ],
    },
  ],
  { basename: '/app' },
);

// Changes by others show within seconds (D17): lists are read again every few seconds while shown.
const queries = new QueryClient({ defaultOptions: { queries: { refetchInterval: 5_000, staleTime: 2_000 } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
