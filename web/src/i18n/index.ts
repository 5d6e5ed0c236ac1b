import i18next from 'i18next';
import { useEffect } from 'react';
import { initReactI18next } from 'react-i18next';
import { de } from './de.js';
import { en } from './en.js';

/** English until the signed-in user's language is known (D17: German when it is `de`). */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

/** Switches the texts to a user's language once it is known: German for `de…`, English otherwise. */
export function useLanguageOf(language: string | undefined) {
  const wanted = language?.startsWith('de') ? 'de' : 'en';
  useEffect(() => {
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
    document.documentElement.lang = wanted;
  }, [wanted]);
}
