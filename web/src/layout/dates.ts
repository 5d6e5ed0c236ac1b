import { useTranslation } from 'react-i18next';

/** The browser's own locale when it speaks the app's language (en-GB writes "2 Mar 2027"), else the app's. */
const localeFor = (language: string) => (navigator.language.startsWith(language) ? navigator.language : language);

/** The locale dates and times are written in. */
export function useLocale() {
  return localeFor(useTranslation().i18n.language);
}

/** A calendar date (`YYYY-MM-DD…`) as the person's language writes it. */
export function useDay() {
  const locale = useLocale();
  return (text: string) =>
    new Date(text.slice(0, 10)).toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'medium' });
}

/**
 * A span of days as the language writes it: "14–18 Jun 2027", one day as that day alone (not
 * "1 Dec – 1 Dec").
 */
export function useDayRange() {
  const locale = useLocale();
  return (from: string, to: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' }).formatRange(
      new Date(from.slice(0, 10)),
      new Date(to.slice(0, 10)),
    );
}
