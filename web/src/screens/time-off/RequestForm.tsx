import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantPaths } from '../../../../src/client/index.js';
import { ApiError, dataOf } from '../../api/client.js';
import { useActivityTypes } from '../../api/reference.js';
import { useClient, useTenant } from '../../api/session.js';
import { useDayRange } from '../../layout/dates.js';
import { Failure } from '../../layout/states.js';
import { useBalancesOf } from './TimeOff.js';

/** How long the form waits after the last keystroke before it asks for a preview. */
const SETTLE_MS = 400;
/** A date a person has finished typing: four digits of a year people plan in, a month, a day. */
const WHOLE_DATE = /^(19|20|21)\d\d-\d\d-\d\d$/;

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
 * "Request time off": type, dates and a description; before sending, the working days the range
 * covers, the runs it is stored as, the balance after in each year it touches, and what of the
 * person's own it overlaps (POST /v1/activity/preview). It asks only once the dates are whole
 * and have settled, not for each digit typed.
 */
export function RequestForm({ onClose }: { onClose: (sent: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const types = useActivityTypes();
  const [form, setForm] = useState({ typeId: '', from: '', to: '', description: '' });
  const body = {
    activityTypeId: Number(form.typeId),
    includeWeekends: false,
    description: form.description,
    dateFrom: form.from,
    dateTo: form.to,
    timeFrom: '00:00',
    timeTo: '24:00',
  };
  const asked = useSettled(body, SETTLE_MS);
  const ready =
    asked.activityTypeId > 0 &&
    WHOLE_DATE.test(asked.dateFrom) &&
    WHOLE_DATE.test(asked.dateTo) &&
    asked.dateTo >= asked.dateFrom;
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
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

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
      <label htmlFor={`${id}-description`}>{t('timeOff.description')}</label>
      <textarea id={`${id}-description`} value={form.description} onChange={set('description')} />
      <section aria-live="polite" aria-label={t('timeOff.preview')} className="preview">
        {ready && preview.error && <PreviewRefused error={preview.error} />}
        {ready && preview.data && <PreviewOf preview={preview.data} typeId={asked.activityTypeId} />}
      </section>
      {send.error && <Failure error={send.error} />}
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

/** What the request would be: its working days and runs, the balance after by year, what it overlaps. */
function PreviewOf({ preview, typeId }: { preview: Preview; typeId: number }) {
  const { t } = useTranslation();
  const range = useDayRange();
  const years = preview.allowanceDays.map((taken) => taken.year);
  const balances = useBalancesOf(years);
  return (
    <>
      <p>
        <strong>{t('timeOff.workingDays', { count: preview.workingDays })}</strong>
      </p>
      <p>
        {t('timeOff.runs')}: {preview.runs.map((run) => range(run.dateFrom, run.dateTo)).join(', ')}
      </p>
      {preview.allowanceDays.map(({ year, days }, index) => {
        const balance = balances[index]?.find((each) => each.activityType.id === typeId);
        return (
          balance && (
            <p key={year}>
              {t('timeOff.balanceAfterIn', { year })}: {t('timeOff.balanceAfter', { count: balance.remaining - days })}
            </p>
          )
        );
      })}
      {preview.overlaps.length > 0 && (
        <div role="note">
          <p>{t('timeOff.overlaps', { count: preview.overlaps.length })}</p>
          <ul>
            {preview.overlaps.map((activity) => (
              <li key={activity.id}>
                {activity.activityTypeId.name}, {range(activity.dateFrom, activity.dateTo)} ({activity.statusId.name})
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * A preview the API refused. A range without a working day is said in the app's words (the API's
 * sentence speaks to programs: "send includeWeekends: true"); anything else as the API says it.
 */
function PreviewRefused({ error }: { error: Error }) {
  const { t } = useTranslation();
  const noWorkingDay =
    error instanceof ApiError && error.status === 400 && /^There is no working day/.test(error.message);
  return <Failure error={noWorkingDay ? new Error(t('timeOff.noWorkingDay')) : error} />;
}
