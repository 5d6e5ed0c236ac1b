import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { storeToken } from '../api/client.js';
import { useUnreadCount } from '../api/notifications.js';
import { RequireSession, useMe, useTenant } from '../api/session.js';
import { HeaderTimer } from './Timer.js';

/** The frame of every signed-in screen: the navigation, who is signed in, and the screen. */
export function Shell() {
  return (
    <RequireSession>
      <Frame />
    </RequireSession>
  );
}

function Frame() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const me = useMe().data!;
  const unread = useUnreadCount().data ?? 0;
  const navigate = useNavigate();
  const queries = useQueryClient();
  const signOut = async () => {
    await fetch('/auth/logout', { method: 'POST' });
    storeToken(tenant, null);
    queries.clear();
    await navigate(`/${tenant}/sign-in`);
  };
  const links = [
    ['time-off', t('nav.timeOff')],
    ['timesheet', t('nav.timesheet')],
    ['calendar', t('nav.calendar')],
    ['approvals', t('nav.approvals')],
    ['issues', t('nav.issues')],
    ['board', t('nav.board')],
    ['reports', t('nav.reports')],
    ['notifications', t('nav.notifications')],
    ...(me.role === 'admin' ? [['admin', t('nav.admin')]] : []),
  ] as const;
  return (
    <>
      <header className="shell">
        <span className="brand">{t('app.name')}</span>
        <nav aria-label={t('nav.main')}>
          <ul>
            {links.map(([path, label]) => (
              <li key={path}>
                <NavLink to={`/${tenant}/${path}`}>{label}</NavLink>
                {path === 'notifications' && unread > 0 && (
                  <span className="badge">
                    {unread}
                    <span className="visually-hidden"> {t('notifications.unreadBadge')}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <HeaderTimer />
        <span className="who">
          {me.firstname} {me.lastname}
        </span>
        <button type="button" onClick={() => void signOut()}>
          {t('nav.signOut')}
        </button>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}
