import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf, type Schemas } from '../../api/client.js';
import { useClient, useTenant } from '../../api/session.js';
import { Failure, Loading } from '../../layout/states.js';

type Settings = Schemas['NotificationSettings'];

/** Notification settings: email at once, daily or never, the digest's hour, and each kind on or off. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const read = useQuery({
    queryKey: [tenant, 'notification-settings'],
    queryFn: async () => dataOf(await client.GET('/v1/me/notification-settings')),
    refetchInterval: false,
  });
  const [form, setForm] = useState<Settings | null>(null);
  useEffect(() => {
    if (read.data && form === null) setForm(read.data);
  }, [read.data, form]);
  const save = useMutation({
    mutationFn: async (settings: Settings) =>
      dataOf(
        await client.PUT('/v1/me/notification-settings', {
          body: { email: settings.email, dailyAt: settings.dailyAt, kinds: settings.kinds },
        }),
      ),
    onSuccess: async (saved) => {
      setForm(saved);
      queries.setQueryData([tenant, 'notification-settings'], saved);
    },
  });
  if (read.isPending || form === null) return read.error ? <Failure error={read.error} /> : <Loading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };
  return (
    <>
      <p>
        <Link to={`/${tenant}/notifications`}>{t('notifications.title')}</Link>
      </p>
      <h1>{t('notifications.settings')}</h1>
      <form onSubmit={submit}>
        <label htmlFor="email">{t('notifications.email')}</label>
        <select
          id="email"
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value as Settings['email'] })}
        >
          {(['immediate', 'daily', 'off'] as const).map((email) => (
            <option key={email} value={email}>
              {t(`notifications.emails.${email}`)}
            </option>
          ))}
        </select>
        <label htmlFor="daily-at">{t('notifications.dailyAt')}</label>
        <input
          id="daily-at"
          type="time"
          value={form.dailyAt}
          disabled={form.email !== 'daily'}
          onChange={(event) => setForm({ ...form, dailyAt: event.target.value })}
        />
        <fieldset>
          <legend>{t('notifications.kindsLegend')}</legend>
          {Object.entries(form.kinds).map(([kind, on]) => (
            <div key={kind} className="check">
              <input
                id={`kind-${kind}`}
                type="checkbox"
                checked={on}
                onChange={(event) => setForm({ ...form, kinds: { ...form.kinds, [kind]: event.target.checked } })}
              />
              <label htmlFor={`kind-${kind}`}>{t(`notifications.kinds.${kind.replace('.', '_')}`)}</label>
            </div>
          ))}
        </fieldset>
        {save.error && <Failure error={save.error} />}
        <p role="status" aria-live="polite">
          {save.isSuccess ? t('notifications.saved') : null}
        </p>
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('notifications.save')}
        </button>
      </form>
    </>
  );
}
