import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A tenant id, as an input's pattern (anchored by the browser; `-` escaped for its v-flag). */
const TENANT = '[a-z0-9][a-z0-9_\\-]{0,62}';

/** /app/: asks which tenant, remembering the last one (D17). */
export function TenantPicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tenant, setTenant] = useState(() => localStorage.getItem('tracker.tenant') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    localStorage.setItem('tracker.tenant', tenant);
    void navigate(`/${tenant}/`);
  };
  return (
    <main className="narrow">
      <h1>{t('tenant.title')}</h1>
      <form onSubmit={submit}>
        <label htmlFor="tenant">{t('tenant.field')}</label>
        <input
          id="tenant"
          name="tenant"
          required
          pattern={TENANT}
          autoComplete="organization"
          aria-describedby="tenant-hint"
          value={tenant}
          onChange={(event) => setTenant(event.target.value.trim().toLowerCase())}
        />
        <p id="tenant-hint" className="hint">
          {t('tenant.hint')}
        </p>
        <button type="submit">{t('tenant.continue')}</button>
      </form>
    </main>
  );
}
