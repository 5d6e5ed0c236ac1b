import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.js';

/** What a screen shows while its data is on the way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="loading">
      {t('app.loading')}
    </p>
  );
}

/** What a screen shows when the API refused or failed: the contract's message, and a way to try again. */
export function Failure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="failure">
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}
