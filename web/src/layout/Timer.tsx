import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { dataOf } from '../api/client.js';
import { useClient, useTenant } from '../api/session.js';
import { type RunningTimer, useTimeChanged, useTimer } from '../api/time.js';
import { formatDuration } from '../screens/issues/durations.js';
import { Failure, Loading } from './states.js';

const IssuePicker = lazy(() => import('./IssuePicker.js'));

/** Seconds as a running clock shows them: "0:04:09", "12:30:00". */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${two(Math.floor(whole / 60) % 60)}:${two(whole % 60)}`;
}

/** The time now, read again every second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const every = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(every);
  }, [ticking]);
  return now;
}

/**
 * The timer in the header (D18): `Start timer` on an issue's page starts it on that issue, and
 * elsewhere asks which issue first; while it runs, the running time ticks beside a link to its
 * issue, and `Stop timer` stores its whole minutes as worklogs (the issue page and the timesheet
 * show them at once). A timer whose issue the person can no longer see can only be discarded.
 * Not shown to viewers, who log no time.
 */
export function HeaderTimer() {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const timeChanged = useTimeChanged();
  const read = useTimer();
  const onIssue = Number(useMatch('/:tenant/issues/:id')?.params.id) || null;
  const [choosing, setChoosing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const running = read.data ?? null;
  const now = useNow(running !== null);

  const start = useMutation({
    mutationFn: async (issueId: number) => dataOf(await client.POST('/v1/me/timer', { body: { issueId } })),
    onMutate: () => setNotice(null),
    onSuccess: async () => {
      setChoosing(false);
      await queries.invalidateQueries({ queryKey: [tenant, 'timer'] });
    },
  });
  // The issue stopped on is the mutation's own: the timer read again meanwhile may show none.
  const stop = useMutation({
    mutationFn: async (_issue: { id: number }) => {
      const answer = await client.POST('/v1/me/timer/stop');
      return answer.response.status === 204 ? [] : dataOf(answer);
    },
    onMutate: () => setNotice(null),
    onSuccess: async (stored, issue) => {
      const minutes = stored.reduce((sum, worklog) => sum + worklog.duration, 0);
      setNotice(
        minutes === 0
          ? t('timer.underAMinute')
          : t('timer.logged', { duration: formatDuration(minutes, i18n.language), issue: issue.id }),
      );
      await timeChanged();
    },
  });
  const discard = useMutation({
    mutationFn: async () => dataOf(await client.DELETE('/v1/me/timer')),
    onMutate: () => setNotice(null),
    onSuccess: () => queries.invalidateQueries({ queryKey: [tenant, 'timer'] }),
  });
  if (read.isPending) return null;
  const busy = start.isPending || stop.isPending || discard.isPending;
  const failure = read.error ?? start.error ?? stop.error ?? discard.error;
  return (
    <>
      <div className="timer" role="group" aria-label={t('timer.label')}>
        {running ? (
          <Running
            running={running}
            now={now}
            busy={busy}
            onStop={(issue) => stop.mutate(issue)}
            onDiscard={() => discard.mutate()}
          />
        ) : (
          <button
            type="button"
            disabled={busy}
            aria-expanded={onIssue ? undefined : choosing}
            onClick={() => (onIssue ? start.mutate(onIssue) : setChoosing(!choosing))}
          >
            {t('timer.start')}
          </button>
        )}
        {/* Announced, not a status of the screen's own (the screens' tests and people look for that). */}
        <span aria-live="polite" className="meta">
          {notice}
        </span>
      </div>
      {failure && <Failure error={failure} />}
      {choosing && !running && (
        <Suspense fallback={<Loading />}>
          <IssuePicker
            title={t('timer.which')}
            onChoose={(issue) => start.mutate(issue.id)}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function Running(props: {
  running: RunningTimer;
  now: number;
  busy: boolean;
  onStop: (issue: { id: number }) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { running, now, busy, onStop, onDiscard } = props;
  const { issue, startedAt } = running.timer;
  return (
    <>
      <span role="timer" className="running">
        <span className="visually-hidden">{t('timer.runningFor')} </span>
        {clock((now + running.skew - Date.parse(startedAt)) / 1000)}
      </span>
      {issue ? (
        <Link className="timer-issue" to={`/${tenant}/issues/${issue.id}`} title={issue.name}>
          #{issue.id} {issue.name}
        </Link>
      ) : (
        <span className="meta">{t('timer.hiddenIssue')}</span>
      )}
      {issue ? (
        <button type="button" className="primary" disabled={busy} onClick={() => onStop(issue)}>
          {t('timer.stop')}
        </button>
      ) : (
        <button type="button" disabled={busy} onClick={onDiscard}>
          {t('timer.discard')}
        </button>
      )}
    </>
  );
}
