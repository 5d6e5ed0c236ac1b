import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { paths } from '../../../../src/client/index.js';
import { dataOf, type Schemas } from '../../api/client.js';
import { type Page, usePagedList } from '../../api/lists.js';
import { useTeams, useUsers } from '../../api/reference.js';
import { useClient, useTenant } from '../../api/session.js';
import { useAddress } from '../../layout/address.js';
import { useDay } from '../../layout/dates.js';
import { Failure, Loading } from '../../layout/states.js';
import { type Month, monthOf, textOn } from './month.js';

type CalendarPage = paths['/v1/calendar']['get']['responses'][200]['content']['application/json'];
type Person = CalendarPage['users'][number];
type Entry = Person['days'][number]['activities'][number];
type EntryType = NonNullable<Entry['activityTypeId']>;

/** D19: an activity of a private type the reader may not see comes without its type: an absence, in grey. */
const ABSENT_COLOR = '#8c959f';

/** The name and colour an entry of `type` is shown with: its type's, or without one an absence's. */
function lookOf(type: EntryType | null, absent: string): { name: string; color: string } {
  return type ?? { name: absent, color: ABSENT_COLOR };
}

/**
 * Team calendar (D17): people × days of a month, weekends and holidays shaded, activities coloured
 * by type and named in text, requests hatched, short-coverage days marked; month and team from the
 * address (?month=YYYY-MM&team=id), so that a view can be shared.
 */
export function Calendar() {
  const { t, i18n } = useTranslation();
  const { search, change: go } = useAddress();
  const month = monthOf(search.get('month'));
  const teamId = Number(search.get('team')) || null;
  const teams = useTeams();
  const title = month.first.toLocaleDateString(i18n.language, { month: 'long', year: 'numeric' });
  return (
    <>
      <h1>{t('calendar.title')}</h1>
      <div className="toolbar">
        <label htmlFor="calendar-team">{t('calendar.team')}</label>
        <select id="calendar-team" value={teamId ?? ''} onChange={(event) => go({ team: event.target.value || null })}>
          <option value="">{t('calendar.everyone')}</option>
          {teams.data
            ?.filter((team) => !team.deleted)
            .map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
        </select>
        <button type="button" onClick={() => go({ month: month.previous })}>
          {t('calendar.previous')}
        </button>
        <h2 aria-live="polite">{title}</h2>
        <button type="button" onClick={() => go({ month: month.next })}>
          {t('calendar.next')}
        </button>
      </div>
      <MonthGrid month={month} team={teams.data?.find((team) => team.id === teamId) ?? null} title={title} />
    </>
  );
}

function MonthGrid({ month, team, title }: { month: Month; team: Schemas['TeamAccount'] | null; title: string }) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const users = useUsers();
  const range = { from: month.from, to: month.to, ...(team ? { teamId: team.id } : {}) };
  const calendar = usePagedList<Person, Page<Person> & { holidays: CalendarPage['holidays'] }>(
    [tenant, 'calendar', range],
    async (cursor) => {
      const page = dataOf(
        await client.GET('/v1/calendar', {
          params: { query: { ...range, limit: 200, ...(cursor ? { cursor } : {}) } },
        }),
      );
      return { items: page.users, nextCursor: page.nextCursor, holidays: page.holidays };
    },
  );
  const coverage = useQuery({
    queryKey: [tenant, 'coverage', team?.id, month.key],
    queryFn: async () =>
      dataOf(
        await client.GET('/v1/teams/{id}/coverage', {
          params: { path: { id: team!.id }, query: { from: month.from, to: month.to } },
        }),
      ),
    enabled: team !== null,
  });
  if (calendar.isPending) return <Loading />;
  if (calendar.error) return <Failure error={calendar.error} onRetry={() => void calendar.refetch()} />;

  const holidayOf = new Map(calendar.data.pages[0]!.holidays.map((holiday) => [holiday.date, holiday.name]));
  const shortDays = new Set(coverage.data?.days.filter((day) => day.short).map((day) => day.date));
  const rows = peopleOf(calendar.items, team, users.data ?? []);
  const weekday = (date: Date) => date.toLocaleDateString(i18n.language, { weekday: 'narrow' });
  return (
    // Focusable, so that the keyboard can scroll a month wider than the screen.
    <div className="grid-scroll" tabIndex={0} role="region" aria-label={title}>
      <table className="month">
        <caption>{t('calendar.caption', { team: team?.name ?? t('calendar.everyone'), month: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('calendar.person')}</th>
            {month.days.map((day) => {
              const holiday = holidayOf.get(day.date);
              const short = shortDays.has(day.date);
              const notes = [holiday, short ? t('calendar.short') : null].filter(Boolean).join(', ');
              return (
                <th
                  key={day.date}
                  scope="col"
                  className={[day.weekend || holiday ? 'off' : '', short ? 'short' : ''].join(' ')}
                  title={notes || undefined}
                >
                  <span aria-hidden="true">{weekday(day.weekday)}</span>
                  <span className="day-number">{day.day}</span>
                  {short && <span className="short-mark">!</span>}
                  {notes && <span className="visually-hidden">{notes}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ user, entries }) => (
            <tr key={user.id}>
              <th scope="row">
                {user.firstname} {user.lastname}
              </th>
              {month.days.map((day) => (
                <td key={day.date} className={day.weekend || holidayOf.has(day.date) ? 'off' : undefined}>
                  {entries.get(day.date)?.map((entry) => (
                    <EntryMark key={entry.id} entry={entry} />
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p>{t('calendar.nobody')}</p>}
      <Legend rows={rows} holidays={calendar.data.pages[0]!.holidays} short={shortDays.size > 0} />
      {calendar.hasNextPage && (
        <button type="button" disabled={calendar.isFetchingNextPage} onClick={() => void calendar.fetchNextPage()}>
          {t('app.loadMore')}
        </button>
      )}
    </div>
  );
}

/**
 * What the grid's marks mean, and the month's holidays by name: the types shown (colour and the
 * letters that stand for them), hatching for a request still waiting, grey for a day off, ! for a
 * team short of its minimum.
 */
function Legend({
  rows,
  holidays,
  short,
}: {
  rows: ReturnType<typeof peopleOf>;
  holidays: CalendarPage['holidays'];
  short: boolean;
}) {
  const { t } = useTranslation();
  const day = useDay();
  const types = new Map<number, EntryType>();
  let requested = false;
  let absent = false;
  for (const { entries } of rows) {
    for (const entry of [...entries.values()].flat()) {
      if (entry.activityTypeId) types.set(entry.activityTypeId.id, entry.activityTypeId);
      else absent = true;
      requested ||= !entry.statusId.positiveFinal && !entry.statusId.negativeFinal;
    }
  }
  // Type ids start at 1: 0 keys the absences' mark.
  const shown = [...types.values(), ...(absent ? [{ id: 0, ...lookOf(null, t('calendar.absent')) }] : [])];
  return (
    <div className="legend">
      <h3 className="visually-hidden">{t('calendar.legend')}</h3>
      <ul>
        {shown.map((type) => (
          <li key={type.id}>
            <span
              className="entry"
              aria-hidden="true"
              style={{ backgroundColor: type.color, color: textOn(type.color) }}
            >
              {type.name.slice(0, 2)}
            </span>{' '}
            <span>{type.name}</span>
          </li>
        ))}
        {requested && (
          <li>
            <span className="entry requested" aria-hidden="true">
              &nbsp;&nbsp;
            </span>{' '}
            <span>{t('calendar.requestedLegend')}</span>
          </li>
        )}
        <li>
          <span className="swatch off" aria-hidden="true" /> <span>{t('calendar.offLegend')}</span>
        </li>
        {short && (
          <li>
            <span className="short-mark" aria-hidden="true">
              !
            </span>{' '}
            <span>{t('calendar.shortLegend')}</span>
          </li>
        )}
      </ul>
      {holidays.length > 0 && (
        <p>
          {t('calendar.holidays')}: {holidays.map((holiday) => `${day(holiday.date)} ${holiday.name}`).join(', ')}
        </p>
      )}
    </div>
  );
}

function EntryMark({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const type = lookOf(entry.activityTypeId, t('calendar.absent'));
  const requested = !entry.statusId.positiveFinal && !entry.statusId.negativeFinal;
  const label = `${type.name}${requested ? `, ${t('calendar.requested')}` : ''}`;
  return (
    <span
      className={requested ? 'entry requested' : 'entry'}
      style={{ backgroundColor: type.color, color: textOn(type.color) }}
      title={label}
    >
      <span aria-hidden="true">{type.name.slice(0, 2)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The rows: the team's members (or everyone with an activity), each with their entries by day. */
function peopleOf(people: Person[], team: Schemas['TeamAccount'] | null, users: Schemas['UserAccount'][]) {
  const rows = new Map<number, { user: Person['user']; entries: Map<string, Entry[]> }>();
  for (const person of people) {
    const row = rows.get(person.user.id) ?? { user: person.user, entries: new Map<string, Entry[]>() };
    for (const day of person.days) row.entries.set(day.date, [...(row.entries.get(day.date) ?? []), ...day.activities]);
    rows.set(person.user.id, row);
  }
  const userById = new Map(users.map((user) => [user.id, user]));
  for (const id of team?.memberIds ?? []) {
    const user = userById.get(id);
    if (user && !user.deleted && !rows.has(id)) rows.set(id, { user, entries: new Map() });
  }
  return [...rows.values()].sort(
    (a, b) => a.user.lastname.localeCompare(b.user.lastname) || a.user.firstname.localeCompare(b.user.firstname),
  );
}
