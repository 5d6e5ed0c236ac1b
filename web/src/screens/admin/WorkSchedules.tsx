import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf } from '../../api/client.js';
import { useUsers } from '../../api/reference.js';
import { useClient, useTenant } from '../../api/session.js';
import { useDay, useLocale } from '../../layout/dates.js';
import { Failure, Loading } from '../../layout/states.js';

/** Minutes of work on Monday, Tuesday, ... Sunday (D19). */
type Week = number[];

const MONDAY = Date.UTC(2027, 0, 4);

/** The weekdays as the person's language names them, Monday first: long for labels, short for columns. */
function useWeekdays(width: 'long' | 'short') {
  const format = new Intl.DateTimeFormat(useLocale(), { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(MONDAY + day * 86_400_000)));
}

/** Minutes as people say a day's hours: "8 h", "4 h 30 min", "30 min"; none as "off". */
export function useHours() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (minutes === 0) return t('admin.schedule.off');
    if (rest === 0) return t('admin.schedule.hours', { hours });
    if (hours === 0) return t('admin.schedule.minutes', { minutes: rest });
    return t('admin.schedule.hoursMinutes', { hours, minutes: rest });
  };
}

/** A week in one line: "Mon 8 h, Tue 8 h, …, Sat off, Sun off". */
function useWeekText() {
  const days = useWeekdays('short');
  const hours = useHours();
  return (week: Week) => week.map((minutes, day) => `${days[day]} ${hours(minutes)}`).join(', ');
}

/** Hours as a number input shows them, to two decimals at most: 480 → 8, 450 → 7.5. */
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** Seven inputs in hours, one per weekday, for a week of minutes. */
function WeekInputs({ id, week, onChange }: { id: string; week: Week; onChange: (week: Week) => void }) {
  const { t } = useTranslation();
  const days = useWeekdays('long');
  return (
    <>
      <p id={`${id}-hint`} className="hint">
        {t('admin.schedule.hoursHint')}
      </p>
      <div className="week">
        {days.map((name, day) => (
          <div key={name}>
            <label htmlFor={`${id}-${day}`}>{name}</label>
            <input
              id={`${id}-${day}`}
              type="number"
              min={0}
              max={24}
              step="any"
              required
              aria-describedby={`${id}-hint`}
              value={Number.isNaN(week[day]) ? '' : hoursOf(week[day]!)}
              onChange={(event) =>
                onChange(
                  week.map((minutes, at) => (at === day ? Math.round(event.target.valueAsNumber * 60) : minutes)),
                )
              }
            />
          </div>
        ))}
      </div>
    </>
  );
}

/** The tenant's working week (D19): everyone's hours, unless a person has a schedule of their own. */
export function WorkWeek() {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [week, setWeek] = useState<Week | null>(null);
  const current = useQuery({
    queryKey: [tenant, 'work-schedule'],
    queryFn: async () => dataOf(await client.GET('/v1/work-schedule')),
  });
  const shown = week ?? current.data?.minutes ?? null;
  const save = useMutation({
    mutationFn: async (minutes: Week) => dataOf(await client.PUT('/v1/work-schedule', { body: { minutes } })),
    onMutate: () => setNotice(null),
    onSuccess: async () => {
      setNotice(t('admin.saved'));
      setWeek(null);
      await queries.invalidateQueries({ queryKey: [tenant, 'work-schedule'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown) save.mutate(shown);
  };
  return (
    <>
      <h2 id={`${id}-title`}>{t('admin.workWeek')}</h2>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <p>{t('admin.schedule.tenantIntro')}</p>
      {current.isPending && <Loading />}
      {current.error && <Failure error={current.error} onRetry={() => void current.refetch()} />}
      {shown && (
        <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`}>
          <WeekInputs
            id={id}
            week={shown}
            onChange={(next) => {
              setNotice(null);
              setWeek(next);
            }}
          />
          {save.error && <Failure error={save.error} />}
          <div className="actions">
            <button type="submit" className="primary" disabled={save.isPending}>
              {t('admin.save')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

/** A person's own work schedules (D19), from their first day each: listed, added, deleted. */
export function UserWorkSchedules({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const day = useDay();
  const hours = useHours();
  const weekText = useWeekText();
  const shortDays = useWeekdays('short');
  const user = useUsers().data?.find((each) => each.id === userId);
  const name = user ? `${user.firstname} ${user.lastname}` : `#${userId}`;
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState<{ validFrom: string; week: Week } | null>(null);
  const key = [tenant, 'work-schedules', userId];
  const schedules = useQuery({
    queryKey: key,
    queryFn: async () =>
      dataOf(await client.GET('/v1/users/{id}/work-schedules', { params: { path: { id: userId } } })),
  });
  const usual = useQuery({
    queryKey: [tenant, 'work-schedule'],
    queryFn: async () => dataOf(await client.GET('/v1/work-schedule')),
  });
  const changed = async (message: string) => {
    setNotice(message);
    setAdding(null);
    await queries.invalidateQueries({ queryKey: key });
  };
  const add = useMutation({
    mutationFn: async (schedule: { validFrom: string; week: Week }) =>
      dataOf(
        await client.POST('/v1/users/{id}/work-schedules', {
          params: { path: { id: userId } },
          body: { validFrom: schedule.validFrom, minutes: schedule.week },
        }),
      ),
    onMutate: () => setNotice(null),
    onSuccess: () => changed(t('admin.created')),
  });
  const remove = useMutation({
    mutationFn: async (scheduleId: number) =>
      dataOf(
        await client.DELETE('/v1/users/{id}/work-schedules/{scheduleId}', {
          params: { path: { id: userId, scheduleId } },
        }),
      ),
    onMutate: () => setNotice(null),
    onSuccess: () => changed(t('admin.deleted')),
  });
  // A new schedule starts from the latest one, else from everyone's week.
  const startFrom = () => schedules.data?.at(-1)?.minutes ?? usual.data?.minutes ?? [480, 480, 480, 480, 480, 0, 0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding) add.mutate(adding);
  };
  return (
    <>
      <p>
        <Link to={`/${tenant}/admin/users`}>{t('admin.users')}</Link>
      </p>
      <h2>{t('admin.schedule.title', { name })}</h2>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <p>{t('admin.schedule.intro')}</p>
      {usual.data && <p className="hint">{t('admin.schedule.usual', { week: weekText(usual.data.minutes) })}</p>}
      {adding === null ? (
        <button
          type="button"
          className="primary"
          disabled={!schedules.data}
          onClick={() => {
            setNotice(null);
            setAdding({ validFrom: '', week: startFrom() });
          }}
        >
          {t('admin.schedule.add')}
        </button>
      ) : (
        <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>{t('admin.schedule.add')}</h3>
          <label htmlFor={`${id}-from`}>{t('admin.schedule.validFrom')}</label>
          <input
            id={`${id}-from`}
            type="date"
            required
            value={adding.validFrom}
            onChange={(event) => setAdding({ ...adding, validFrom: event.target.value })}
          />
          <WeekInputs id={id} week={adding.week} onChange={(week) => setAdding({ ...adding, week })} />
          {add.error && <Failure error={add.error} />}
          <div className="actions">
            <button type="submit" className="primary" disabled={add.isPending}>
              {t('admin.save')}
            </button>
            <button type="button" onClick={() => setAdding(null)}>
              {t('timeOff.close')}
            </button>
          </div>
        </form>
      )}
      {(schedules.isPending || usual.isPending) && <Loading />}
      {schedules.error && <Failure error={schedules.error} onRetry={() => void schedules.refetch()} />}
      {remove.error && <Failure error={remove.error} />}
      {schedules.data && schedules.data.length === 0 && <p>{t('admin.schedule.none')}</p>}
      {schedules.data && schedules.data.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.schedule.validFrom')}</th>
              {shortDays.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              <th scope="col">{t('admin.schedule.week')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {schedules.data.map((schedule) => (
              <tr key={schedule.id}>
                <td>
                  <span className="cell-label">{t('admin.schedule.validFrom')}: </span>
                  {day(schedule.validFrom)}
                </td>
                {schedule.minutes.map((minutes, at) => (
                  <td key={at} className="number">
                    <span className="cell-label">{shortDays[at]} </span>
                    {hours(minutes)}
                  </td>
                ))}
                <td>
                  <span className="cell-label">{t('admin.schedule.week')}: </span>
                  {hours(schedule.minutes.reduce((sum, minutes) => sum + minutes, 0))}
                </td>
                <td>
                  <button type="button" disabled={remove.isPending} onClick={() => remove.mutate(schedule.id)}>
                    {t('admin.delete')}
                    <span className="visually-hidden"> {day(schedule.validFrom)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
