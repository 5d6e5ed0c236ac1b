import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
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

/** Refusals that asking again may overcome: too many requests (429), too slow a request (408). */
const PASSING_REFUSALS = new Set([408, 429]);

/** Whether asking again may help: a failure of the network or the service, not a refusal (a 404 stays a 404). */
export const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError && error.status < 500 && !PASSING_REFUSALS.has(error.status));

/**
 * What a screen shows when the API refused or failed: the contract's message, and a way to try
 * again where that may help.
 */
export function Failure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="failure">
      <p>{message}</p>
      {onRetry && worthRetrying(error) && (
        <button type="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}

/** A path of the app that names no screen, or a screen that failed to load. */
export function RouteFailure() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message =
    error === undefined || isRouteErrorResponse(error)
      ? t('app.notFound')
      : error instanceof Error
        ? error.message
        : t('app.notFound');
  return (
    <main>
      <h1>{t('app.notFoundTitle')}</h1>
      <Failure error={new Error(message)} />
      <Link to="/">{t('app.home')}</Link>
    </main>
  );
}
