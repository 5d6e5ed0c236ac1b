import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantPaths } from '../../../../src/client/index.js';
import { ApiError, dataOf } from '../../api/client.js';
import { useActivityTypes } from '../../api/reference.js';
import { useClient, useTenant } from '../../api/session.js';
import { useDay, useDayRange } from '../../layout/dates.js';
import { Failure } from '../../layout/states.js';
import { timeOfDay, today, useDayNumber, useDays, wholeDays } from './days.js';
import { useBalancesOf } from './TimeOff.js';

/** How long the form waits after the last keystroke before it asks for a preview. */
const SETTLE_MS = 400;
/** A date a person has finished typing: four digits of a year people plan in, a month, a day. */
const WHOLE_DATE = /^(19|20|21)\d\d-\d\d-\d\d$/;
/** A time of day as a time field gives it. */
const WHOLE_TIME = /^\d\d:\d\d$/;
/** A whole day in the API's time form (interface.md): from midnight to the next. */
const WHOLE_DAY = { timeFrom: '00:00', timeTo: '24:00' };

type Preview = TenantPaths['/v1/activity/preview']['post']['responses'][200]['content']['application/json'];

/** `value`, once it stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * "Request time off": type, dates, whole days or part of each day (D19: `From time`, `To time`) and a
 * description; before sending, the working days the range covers, the runs it is stored as, what it
 * takes from each year's balance and the balance after, with the year's carried days, and what of
 * the person's own it overlaps (POST /v1/activity/preview). Every number of days is the server's:
 * the form has no counting rule of its own. It asks only once dates and times are whole and have
 * settled, not for each digit typed.
 */
export function RequestForm({ onClose }: { onClose: (sent: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const types = useActivityTypes();
  const [form, setForm] = useState({
    typeId: '',
    from: '',
    to: '',
    partOfDay: false,
    timeFrom: '',
    timeTo: '',
    description: '',
  });
  const body = {
    activityTypeId: Number(form.typeId),
    includeWeekends: false,
    description: form.description,
    dateFrom: form.from,
    dateTo: form.to,
    ...(form.partOfDay ? { timeFrom: form.timeFrom, timeTo: form.timeTo } : WHOLE_DAY),
  };
  const asked = useSettled(body, SETTLE_MS);
  const timesTyped = WHOLE_TIME.test(asked.timeFrom) && WHOLE_TIME.test(asked.timeTo);
  // The API's own refusal names its fields ('timeTo' must be after 'timeFrom'); this is said in words.
  const timesReversed = timesTyped && asked.timeTo <= asked.timeFrom;
  const ready =
    asked.activityTypeId > 0 &&
    WHOLE_DATE.test(asked.dateFrom) &&
    WHOLE_DATE.test(asked.dateTo) &&
    asked.dateTo >= asked.dateFrom &&
    timesTyped &&
    !timesReversed;
  const preview = useQuery({
    queryKey: [tenant, 'preview', { ...asked, description: '' }],
    queryFn: async () => dataOf(await client.POST('/v1/activity/preview', { body: asked })),
    enabled: ready,
    retry: false,
  });
  const send = useMutation({
    mutationFn: async () => dataOf(await client.POST('/v1/activity', { body })),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: [tenant] });
      onClose(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  const set = (field: Exclude<keyof typeof form, 'partOfDay'>) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const choose = (partOfDay: boolean) => () => setForm((current) => ({ ...current, partOfDay }));

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('timeOff.request')}</h2>
      <label htmlFor={`${id}-type`}>{t('timeOff.type')}</label>
      <select id={`${id}-type`} required value={form.typeId} onChange={set('typeId')}>
        <option value="" />
        {types.data?.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-from`}>{t('timeOff.from')}</label>
      <input id={`${id}-from`} type="date" required value={form.from} onChange={set('from')} />
      <label htmlFor={`${id}-to`}>{t('timeOff.to')}</label>
      <input id={`${id}-to`} type="date" required min={form.from} value={form.to} onChange={set('to')} />
      <fieldset className="choice">
        <legend>{t('timeOff.dayPart')}</legend>
        <label>
          <input type="radio" name={`${id}-part`} checked={!form.partOfDay} onChange={choose(false)} />
          {t('timeOff.wholeDays')}
        </label>
        <label>
          <input type="radio" name={`${id}-part`} checked={form.partOfDay} onChange={choose(true)} />
          {t('timeOff.partOfDay')}
        </label>
      </fieldset>
      {form.partOfDay && (
        <div className="times">
          <p className="hint" id={`${id}-times-hint`}>
            {t('timeOff.timesHint')}
          </p>
          <div>
            <label htmlFor={`${id}-time-from`}>{t('timeOff.fromTime')}</label>
            <input
              id={`${id}-time-from`}
              type="time"
              required
              aria-describedby={`${id}-times-hint`}
              value={form.timeFrom}
              onChange={set('timeFrom')}
            />
          </div>
          <div>
            <label htmlFor={`${id}-time-to`}>{t('timeOff.toTime')}</label>
            <input
              id={`${id}-time-to`}
              type="time"
              required
              aria-describedby={`${id}-times-hint`}
              min={form.timeFrom || undefined}
              value={form.timeTo}
              onChange={set('timeTo')}
            />
          </div>
        </div>
      )}
      <label htmlFor={`${id}-description`}>{t('timeOff.description')}</label>
      <textarea id={`${id}-description`} value={form.description} onChange={set('description')} />
      <section aria-live="polite" aria-label={t('timeOff.preview')} className="preview">
        {form.partOfDay && timesReversed && <Failure error={new Error(t('timeOff.timeOrder'))} />}
        {ready && preview.error && <Refused error={preview.error} />}
        {ready && preview.data && <PreviewOf preview={preview.data} typeId={asked.activityTypeId} />}
      </section>
      {send.error && <Refused error={send.error} />}
      <div className="actions">
        <button type="submit" className="primary" disabled={send.isPending}>
          {t('timeOff.send')}
        </button>
        <button type="button" onClick={() => onClose(false)}>
          {t('timeOff.close')}
        </button>
      </div>
    </form>
  );
}

/**
 * What the request would be: its working days and runs; per year it touches, what it takes (the
 * server's count: a part of a day by its share, days shared with a request of the same type once),
 * the balance after and the carried days in it; what it overlaps.
 */
function PreviewOf({ preview, typeId }: { preview: Preview; typeId: number }) {
  const { t } = useTranslation();
  const range = useDayRange();
  const day = useDay();
  const days = useDays();
  const number = useDayNumber();
  const years = preview.allowanceDays.map((taken) => taken.year);
  const balances = useBalancesOf(years);
  const now = today();
  const sameType = preview.overlaps.find((activity) => activity.activityTypeId.id === typeId);
  return (
    <>
      <p>
        <strong>{t('timeOff.workingDays', { count: preview.workingDays })}</strong>
      </p>
      <p>
        {t('timeOff.runs')}: {preview.runs.map((run) => range(run.dateFrom, run.dateTo)).join(', ')}
      </p>
      <ul className="by-year">
        {preview.allowanceDays.map(({ year, days: taken }, index) => {
          const balance = balances[index]?.find((each) => each.activityType.id === typeId);
          if (!balance) return null;
          const expiry = balance.carriedExpiresOn;
          return (
            <li key={year}>
              <strong>
                {t('timeOff.balanceAfterIn', { year })}: {t('timeOff.balanceAfter', number(balance.remaining - taken))}
              </strong>
              <span className="meta">
                {' · '}
                {t('timeOff.takes', { amount: days(taken) })}
                {balance.carried > 0 && expiry && expiry >= now && (
                  <> · {t('timeOff.carriedToUse', { ...number(balance.carried), date: day(expiry) })}</>
                )}
                {balance.expired > 0 && expiry && (
                  <> · {t('timeOff.carriedGone', { ...number(balance.expired), date: day(expiry) })}</>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {preview.overlaps.length > 0 && (
        <div role="note">
          <p>{t('timeOff.overlaps', { count: preview.overlaps.length })}</p>
          <ul>
            {preview.overlaps.map((activity) => (
              <li key={activity.id}>
                {activity.activityTypeId.name}, {range(activity.dateFrom, activity.dateTo)}
                {!wholeDays(activity) &&
                  `, ${t('timeOff.times', { from: timeOfDay(activity.timeFrom), to: timeOfDay(activity.timeTo) })}`}{' '}
                ({activity.statusId.name})
              </li>
            ))}
          </ul>
          {sameType && <p>{t('timeOff.countsOnce', { type: sameType.activityTypeId.name })}</p>}
        </div>
      )}
    </>
  );
}

/**
 * A preview or a request the API refused. What speaks to programs is said in the app's words: a
 * range without a working day (the API says "send includeWeekends: true"), times in the wrong order
 * (the API names its fields); anything else as the API says it.
 */
function Refused({ error }: { error: Error }) {
  const { t } = useTranslation();
  const said = (pattern: RegExp) => error instanceof ApiError && error.status === 400 && pattern.test(error.message);
  const words = said(/^There is no working day/)
    ? t('timeOff.noWorkingDay')
    : said(/'timeTo' must be after 'timeFrom'/)
      ? t('timeOff.timeOrder')
      : null;
  return <Failure error={words ? new Error(words) : error} />;
}
