import { useTranslation } from 'react-i18next';
import { useLocale } from '../../layout/dates.js';

/** A type's carry-over (D19): at most `maxDays` of what is left of a year, usable until `expiresOn` (MM-DD) of the next. */
export interface CarryOver {
  maxDays: number;
  expiresOn: string;
}

/** The days each month has in every year: 29 February is not one (the API refuses it). */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The months as the person's language names them, January first. */
function useMonthNames() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return DAYS_IN_MONTH.map((_, month) => format.format(new Date(Date.UTC(2027, month, 1))));
}

/** A day of the year (MM-DD) as the language writes it: "31 March". */
function useDayOfYear() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (monthDay: string) => format.format(new Date(`2027-${monthDay}T00:00:00Z`));
}

/** A carry-over as people say it: "Up to 5 days, until 31 March" or "No". */
export function useCarryOverText() {
  const { t } = useTranslation();
  const dayOfYear = useDayOfYear();
  return (carryOver: CarryOver | null | undefined) =>
    carryOver
      ? t('admin.carryOver.summary', { count: carryOver.maxDays, until: dayOfYear(carryOver.expiresOn) })
      : t('admin.carryOver.off');
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Whether what is left of a year goes into the next, how much at most, and until when it can be
 * used there: a check box, then the days and a day and month (never a day the month lacks).
 */
export function CarryOverField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: CarryOver | null;
  onChange: (value: CarryOver | null) => void;
}) {
  const { t } = useTranslation();
  const months = useMonthNames();
  const [month, day] = (value?.expiresOn ?? '03-31').split('-').map(Number) as [number, number];
  const set = (next: Partial<{ maxDays: number; month: number; day: number }>) => {
    const m = next.month ?? month;
    const d = Math.min(next.day ?? day, DAYS_IN_MONTH[m - 1]!);
    onChange({ maxDays: next.maxDays ?? value?.maxDays ?? 5, expiresOn: `${pad(m)}-${pad(d)}` });
  };
  return (
    <fieldset>
      <legend>{label}</legend>
      <div className="check">
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={value !== null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked ? { maxDays: 5, expiresOn: '03-31' } : null)}
        />
        <label htmlFor={`${id}-on`}>{t('admin.carryOver.on')}</label>
      </div>
      <p id={`${id}-hint`} className="hint">
        {t('admin.carryOver.hint')}
      </p>
      {value !== null && (
        <>
          <label htmlFor={`${id}-days`}>{t('admin.carryOver.maxDays')}</label>
          <input
            id={`${id}-days`}
            type="number"
            min={0}
            max={366}
            step={0.5}
            required
            value={Number.isNaN(value.maxDays) ? '' : value.maxDays}
            onChange={(event) => set({ maxDays: event.target.valueAsNumber })}
          />
          <div className="inline-fields">
            <div>
              <label htmlFor={`${id}-day`}>{t('admin.carryOver.day')}</label>
              <select id={`${id}-day`} value={day} onChange={(event) => set({ day: Number(event.target.value) })}>
                {Array.from({ length: DAYS_IN_MONTH[month - 1]! }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-month`}>{t('admin.carryOver.month')}</label>
              <select id={`${id}-month`} value={month} onChange={(event) => set({ month: Number(event.target.value) })}>
                {months.map((name, index) => (
                  <option key={name} value={index + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </>
      )}
    </fieldset>
  );
}
