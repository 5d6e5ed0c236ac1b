import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dataOf } from '../../api/client.js';
import { useClient, useTenant } from '../../api/session.js';
import { Failure, Loading } from '../../layout/states.js';

/** The tenant's OpenID Connect provider (PUT/GET/DELETE /v1/sign-in/oidc); the secret is never shown again. */
export function SignInSettings() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const key = [tenant, 'sign-in-settings'];
  const read = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return dataOf(await client.GET('/v1/sign-in/oidc'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: false,
  });
  const [form, setForm] = useState({
    issuer: '',
    clientId: '',
    clientSecret: '',
    allowedDomains: '',
    createUsers: false,
    defaultRole: 'member' as 'member' | 'viewer',
  });
  const [loaded, setLoaded] = useState(false);
  if (read.data && !loaded) {
    setLoaded(true);
    setForm({
      ...form,
      issuer: read.data.issuer,
      clientId: read.data.clientId,
      allowedDomains: read.data.allowedDomains.join(', '),
      createUsers: read.data.createUsers,
      defaultRole: read.data.defaultRole,
    });
  }
  const save = useMutation({
    mutationFn: async () =>
      dataOf(
        await client.PUT('/v1/sign-in/oidc', {
          body: {
            issuer: form.issuer,
            clientId: form.clientId,
            clientSecret: form.clientSecret,
            allowedDomains: form.allowedDomains
              .split(',')
              .map((domain) => domain.trim())
              .filter(Boolean),
            createUsers: form.createUsers,
            defaultRole: form.defaultRole,
          },
        }),
      ),
    onSuccess: (saved) => {
      setForm({ ...form, clientSecret: '' });
      queries.setQueryData(key, saved);
    },
  });
  const remove = useMutation({
    mutationFn: async () => dataOf(await client.DELETE('/v1/sign-in/oidc')),
    onSuccess: () => queries.setQueryData(key, null),
  });
  if (read.isPending) return <Loading />;
  if (read.error) return <Failure error={read.error} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const text = (field: 'issuer' | 'clientId' | 'clientSecret' | 'allowedDomains', type = 'text') => (
    <>
      <label htmlFor={`oidc-${field}`}>{t(`admin.oidc.${field}`)}</label>
      <input
        id={`oidc-${field}`}
        type={type}
        required={field !== 'allowedDomains'}
        autoComplete="off"
        value={form[field]}
        onChange={(event) => setForm({ ...form, [field]: event.target.value })}
      />
    </>
  );
  return (
    <>
      <h2>{t('admin.signIn')}</h2>
      {read.data ? (
        <p>
          {t('admin.oidc.callback')} <code>{read.data.callbackUrl}</code>
        </p>
      ) : (
        <p>{t('admin.oidc.none')}</p>
      )}
      <form onSubmit={submit}>
        {text('issuer', 'url')}
        {text('clientId')}
        {text('clientSecret', 'password')}
        {text('allowedDomains')}
        <div className="check">
          <input
            id="oidc-create"
            type="checkbox"
            checked={form.createUsers}
            onChange={(event) => setForm({ ...form, createUsers: event.target.checked })}
          />
          <label htmlFor="oidc-create">{t('admin.oidc.createUsers')}</label>
        </div>
        <label htmlFor="oidc-role">{t('admin.oidc.defaultRole')}</label>
        <select
          id="oidc-role"
          value={form.defaultRole}
          onChange={(event) => setForm({ ...form, defaultRole: event.target.value as 'member' | 'viewer' })}
        >
          <option value="member">member</option>
          <option value="viewer">viewer</option>
        </select>
        {save.error && <Failure error={save.error} />}
        {remove.error && <Failure error={remove.error} />}
        <p role="status" aria-live="polite">
          {save.isSuccess ? t('admin.saved') : null}
        </p>
        <div className="actions">
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('admin.save')}
          </button>
          {read.data && (
            <button type="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t('admin.oidc.remove')}
            </button>
          )}
        </div>
      </form>
    </>
  );
}
