import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { useMe, useTenant } from '../../api/session.js';
import { Failure } from '../../layout/states.js';
import { ResourceAdmin } from './ResourceAdmin.js';
import { RESOURCE_NAMES, RESOURCES, type ResourceName } from './resources.js';
import { SignInSettings } from './SignInSettings.js';
import { WebhookDeliveries } from './WebhookDeliveries.js';
import { UserWorkSchedules, WorkWeek } from './WorkSchedules.js';

/**
 * Admin (D17, D19): users and roles, deputies, their work schedules, teams, activity types, holidays
 * (and their import), allowances, policies, webhooks, the working week, sign-in.
 */
export function Admin() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const me = useMe().data!;
  const { section = 'users', id } = useParams();
  if (me.role !== 'admin') return <Failure error={new Error(t('admin.only'))} />;
  const sections = [
    ...RESOURCE_NAMES.map((name) => [name, RESOURCES[name].title] as const),
    ['work-week', 'admin.workWeek'] as const,
    ['sign-in', 'admin.signIn'] as const,
  ];
  return (
    <>
      <h1>{t('nav.admin')}</h1>
      <nav aria-label={t('admin.sections')} className="subnav">
        <ul>
          {sections.map(([path, title]) => (
            <li key={path}>
              <NavLink to={`/${tenant}/admin/${path}`}>{t(title)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {section === 'sign-in' ? (
        <SignInSettings />
      ) : section === 'work-week' ? (
        <WorkWeek />
      ) : section === 'webhooks' && id ? (
        <WebhookDeliveries webhookId={Number(id)} />
      ) : section === 'users' && id ? (
        <UserWorkSchedules key={id} userId={Number(id)} />
      ) : section in RESOURCES ? (
        <ResourceAdmin key={section} name={section as ResourceName} />
      ) : (
        <Failure error={new Error(t('app.notFound'))} />
      )}
    </>
  );
}
