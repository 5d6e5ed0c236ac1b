import type HolidaysType from 'date-holidays';
import { badRequest } from '../platform/http/errors.js';

/** The languages holiday names are imported in (D19): German for `de`, English otherwise. */
export type NameLanguage = 'en' | 'de';
export const nameLanguageOf = (language: string | null | undefined): NameLanguage => (language === 'de' ? 'de' : 'en');

/** A country of the holiday data, named in one language, with its regions (states, provinces, cantons). */
export interface Country {
  code: string;
  name: string;
  regions: { code: string; name: string }[];
}

/** One public holiday of a place and year: a whole day, named in English and in German. */
export interface PublicHoliday {
  date: string;
  en: string;
  de: string;
}

type Holidays = typeof HolidaysType;
let loading: Promise<Holidays> | undefined;

/**
 * The `date-holidays` package, loaded on first use: its data (every country's rules, shipped inside
 * the package, nothing fetched) takes some 8 MB of memory, which a service that never imports need
 * not carry.
 */
const holidaysPackage = () => (loading ??= import('date-holidays').then((module) => module.default));

const countryNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  de: new Intl.DisplayNames(['de'], { type: 'region' }),
};
const countryLists = new Map<NameLanguage, Country[]>();

/**
 * The countries the holiday data knows, by name in `language` (the runtime's own country names, the
 * package's where the runtime has none), each with its regions as the package names them.
 */
export async function countries(language: NameLanguage): Promise<Country[]> {
  const known = countryLists.get(language);
  if (known) return known;
  const Holidays = await holidaysPackage();
  const data = new Holidays();
  const list = Object.entries(data.getCountries(language))
    .map(([code, packageName]) => {
      const shown = countryNames[language].of(code);
      return {
        code,
        name: shown && shown !== code ? shown : packageName,
        regions: Object.entries(data.getStates(code, language) ?? {})
          .map(([region, name]) => ({ code: region, name }))
          .sort((a, b) => a.name.localeCompare(b.name, language)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, language));
  countryLists.set(language, list);
  return list;
}

/**
 * The country and region as the holiday data spells them; 400 naming the field for one it does not
 * know. A region may be sent with its country's prefix, as ISO 3166-2 writes it ("DE-BY").
 */
export async function place(
  country: string,
  region: string | undefined,
): Promise<{ country: string; region?: string }> {
  const known = (await countries('en')).find((each) => each.code === country.toUpperCase());
  if (!known) {
    throw badRequest(
      `Field 'country' must be a country code the holiday data knows, such as DE: '${country}' is unknown.`,
    );
  }
  if (region === undefined) return { country: known.code };
  const bare = region.toUpperCase().startsWith(`${known.code}-`) ? region.slice(known.code.length + 1) : region;
  const match = known.regions.find((each) => each.code.toUpperCase() === bare.toUpperCase());
  if (!match) {
    const example = known.regions[0] ? `, such as ${known.regions[0].code}` : '';
    throw badRequest(`Field 'region' must be a region of ${known.code}${example}: '${region}' is unknown.`);
  }
  return { country: known.code, region: match.code };
}

const DAY_MS = 86_400_000;

/**
 * The public holidays of a country (or one of its regions) in `year`, one per date, in date order.
 * A holiday of several days gives each of its dates; one that begins during the day (a half day
 * from noon) is left out, as a holiday here is a whole day off. Two holidays on one date share it,
 * their names joined. German names fall back to English where the data has no German one.
 */
export async function publicHolidays(
  where: { country: string; region?: string },
  year: number,
): Promise<PublicHoliday[]> {
  const Holidays = await holidaysPackage();
  const named = (languages: NameLanguage[]) =>
    new Holidays(
      { country: where.country, ...(where.region ? { state: where.region } : {}) },
      { types: ['public'], languages },
    ).getHolidays(year);
  const byDate = new Map<string, PublicHoliday>();
  const add = (date: string, names: PublicHoliday) => {
    const existing = byDate.get(date);
    if (!existing) byDate.set(date, { ...names, date });
    else if (!existing.en.split(', ').includes(names.en)) {
      existing.en = `${existing.en}, ${names.en}`;
      existing.de = `${existing.de}, ${names.de}`;
    }
  };
  // The same rules give the same holidays in both languages; a rule and its date name one.
  const german = new Map(named(['de', 'en']).map((holiday) => [`${holiday.date} ${holiday.rule}`, holiday.name]));
  for (const holiday of named(['en'])) {
    if (holiday.type !== 'public' || !holiday.date.slice(11).startsWith('00:00')) continue;
    const first = holiday.date.slice(0, 10);
    const days = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
    for (let day = 0; day < days; day += 1) {
      const date = new Date(Date.parse(`${first}T00:00:00Z`) + day * DAY_MS).toISOString().slice(0, 10);
      if (Number(date.slice(0, 4)) !== year) continue;
      add(date, { date, en: holiday.name, de: german.get(`${holiday.date} ${holiday.rule}`) ?? holiday.name });
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
