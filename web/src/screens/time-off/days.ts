import { useTranslation } from 'react-i18next';
import { useLocale } from '../../layout/dates.js';

/**
 * Days as the API counts them (D19: a part of a day counts its share of the person's scheduled
 * minutes, to two decimals) and as the balances add them up; two decimals again, since floating
 * point makes 21 − 0.7 into 20.299999999999997.
 */
export const round2 = (days: number) => Math.round(days * 100) / 100;

/**
 * A number of days in the person's language with at most two decimals ("0.75", "20,25"), for texts
 * with `{{days}}` whose plural follows `count` ("1 day", "0.5 days").
 */
export function useDayNumber() {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (days: number) => ({ count: round2(days), days: format.format(round2(days)) });
}

/** "0.75 days", "1 day", "2,5 Tage": an amount of leave as leave tools write it. */
export function useDays() {
  const { t } = useTranslation();
  const number = useDayNumber();
  return (days: number) => t('timeOff.days', number(days));
}

/** Minutes after midnight, as the activity object writes them ("540"), as a time of day: "09:00". */
export const timeOfDay = (minutes: string | number) => {
  const value = Number(minutes);
  return `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
};

/** Whether an activity's times (minutes after midnight, as text) take the whole of each day. */
export const wholeDays = (activity: { timeFrom: string; timeTo: string }) =>
  Number(activity.timeFrom) === 0 && Number(activity.timeTo) === 1440;

/** Today in the browser's own calendar, as `YYYY-MM-DD`, to compare with the API's dates. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
