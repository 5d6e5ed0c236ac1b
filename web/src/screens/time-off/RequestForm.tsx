import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../api/client.js';
import { useActivityTypes } from '../../api/reference.js';
import { useClient, useTenant } from '../../api/session.js';
import { Failure } from '../../layout/states.js';
import { useBalances } from './TimeOff.js';

/**
 * "Request time off": type, dates and a description; before sending, the working days the range
 * covers, the runs it is stored as and the balance after (POST /v1/activity/preview).
 */
export function RequestForm({ year, onClose }: { year: number; onClose: (sent: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const types = useActivityTypes();
  const balances = useBalances(year);
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
  const ready = form.typeId !== '' && form.from !== '' && form.to !== '';
  const asked = useDeferredValue(body);
  const preview = useQuery({
    queryKey: [tenant, 'preview', asked],
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
  const balance = balances.data?.find((b) => b.activityType.id === Number(form.typeId) && b.year === year);
  const taken = preview.data?.allowanceDays.find((d) => d.year === year)?.days ?? 0;

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
        {preview.error && <Failure error={preview.error} />}
        {preview.data && (
          <>
            <p>
              <strong>{t('timeOff.workingDays', { count: preview.data.workingDays })}</strong>
            </p>
            <p>
              {t('timeOff.runs')}: {preview.data.runs.map((run) => `${run.dateFrom} – ${run.dateTo}`).join(', ')}
            </p>
            {balance && (
              <p>
                {t('timeOff.balanceAfterLabel')}: {t('timeOff.balanceAfter', { count: balance.remaining - taken })}
              </p>
            )}
          </>
        )}
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
