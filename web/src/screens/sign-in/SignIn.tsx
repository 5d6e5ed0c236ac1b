import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { clientFor, dataOf, storeToken } from '../../api/client.js';
import { useTenant } from '../../api/session.js';
import { Failure } from '../../layout/states.js';

/** /app/{tenant}/sign-in: the identity provider, an access token, or word of the one-time link (D16, D17). */
export function SignIn() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const from = (useLocation().state as { from?: string } | null)?.from ?? `/${tenant}/`;
  const [token, setToken] = useState('');
  const [error, setError] = useState<unknown>(null);
  const returnTo = `/app${from.startsWith(`/${tenant}/`) ? from : `/${tenant}/`}`;
  // The provider's button only where the tenant has one (D17, wave 4): the public question needs no sign-in.
  const providers = useQuery({
    queryKey: [tenant, 'providers'],
    queryFn: async () =>
      (await fetch(`/auth/${encodeURIComponent(tenant)}/providers`)).json() as Promise<{ oidc: boolean }>,
    refetchInterval: false,
  });

  const signInWithToken = async (event: FormEvent) => {
    event.preventDefault();
    storeToken(tenant, token.trim());
    try {
      dataOf(await clientFor(tenant).GET('/v1/me'));
      queries.clear();
      await navigate(from, { replace: true });
    } catch (failure) {
      storeToken(tenant, null);
      setError(failure);
    }
  };

  return (
    <main className="narrow">
      <h1>{t('signIn.title', { tenant })}</h1>
      {providers.data?.oidc && (
        <p>
          <a className="button primary" href={`/auth/${tenant}/login?returnTo=${encodeURIComponent(returnTo)}`}>
            {t('signIn.provider')}
          </a>
        </p>
      )}
      <p>{t('signIn.link')}</p>
      <h2>{t('signIn.tokenTitle')}</h2>
      <form onSubmit={(event) => void signInWithToken(event)}>
        <label htmlFor="token">{t('signIn.token')}</label>
        <input
          id="token"
          name="token"
          type="password"
          required
          autoComplete="off"
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
        <button type="submit">{t('signIn.submit')}</button>
      </form>
      {error !== null && <Failure error={error} />}
      <p>
        <Link to="/">{t('signIn.otherTenant')}</Link>
      </p>
    </main>
  );
}
