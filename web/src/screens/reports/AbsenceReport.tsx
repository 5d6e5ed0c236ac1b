import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useTeams } from '../../api/reference.js';
import { useClient, useTenant } from '../../api/session.js';
import { useAddress } from '../../layout/address.js';
import { Cell } from '../../layout/Cell.js';
import { Failure, Loading } from '../../layout/states.js';
import { useDays } from '../time-off/days.js';
import { Downloads } from './Downloads.js';
import { useSeesEveryone } from './TimeReport.js';

type Row = Schemas['AbsenceReport']['rows'][number];

/** Years the API takes (1 to 9999); anything else in the address is this year. */
const YEAR = /^[1-9]\d{0,3}$/;

/**
 * The absences report (D18): a year's leave per person and type, counted as the balances are
 * (`GET /v1/reports/absences`), for a team or everyone; people reading only their own see theirs.
 */
export function AbsenceReport() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const seesEveryone = useSeesEveryone();
  const teams = useTeams();
  const days = useDays();
  const headingId = useId();
  const teamField = useId();
  const { search, change } = useAddress();
  const asked = search.get('year') ?? '';
  const year = YEAR.test(asked) ? Number(asked) : new Date().getFullYear();
  const teamId = seesEveryone ? Number(search.get('team')) || undefined : undefined;
  const query = { year, ...(teamId ? { teamId } : {}) };
  // Paged over people (D13): a page holds all the rows of up to 200 people; "Load more" reads the next.
  const report = usePagedList<Row>([tenant, 'absence-report', query], async (cursor) => {
    const page = dataOf(
      await client.GET('/v1/reports/absences', {
        params: { query: { ...query, limit: 200, ...(cursor ? { cursor } : {}) } },
      }),
    );
    return { items: page.rows, nextCursor: page.nextCursor };
  });
  const team = teams.data?.find((candidate) => candidate.id === teamId);
  const columns = [
    ['allowance', 'reports.allowance'],
    ['carried', 'reports.carried'],
    ['expired', 'reports.expired'],
    ['approved', 'reports.approved'],
    ['requested', 'reports.requested'],
    ['remaining', 'reports.remaining'],
  ] as const;
  /** A private type without an allowance (sick leave) has no allowance, hence nothing carried, expired or left. */
  const daysOr = (key: (typeof columns)[number][0], value: number | null) => {
    if (value !== null) return days(value);
    if (key === 'allowance') return t('reports.noAllowance');
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('reports.none')}</span>
      </>
    );
  };
  return (
    <section aria-labelledby={headingId}>
      <div className="year-nav">
        <h2 id={headingId} aria-live="polite">
          {t('reports.year', { year })}
        </h2>
        <div className="actions">
          <button type="button" onClick={() => change({ year: String(year - 1) })}>
            {t('reports.previousYear')}
          </button>
          <button type="button" onClick={() => change({ year: String(year + 1) })}>
            {t('reports.nextYear')}
          </button>
        </div>
      </div>
      {seesEveryone ? (
        <div className="toolbar report-team">
          <label htmlFor={teamField}>{t('reports.team')}</label>
          <select id={teamField} value={teamId ?? ''} onChange={(event) => change({ team: event.target.value })}>
            <option value="">{t('reports.allTeams')}</option>
            {teams.data
              ?.filter((candidate) => !candidate.deleted)
              .map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
          </select>
        </div>
      ) : (
        <p className="hint">{t('reports.ownOnly')}</p>
      )}
      {report.isPending && <Loading />}
      {report.error && <Failure error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && report.items.length === 0 && <p>{t('reports.noAbsences', { year })}</p>}
      {report.items.length > 0 && (
        <>
          <Downloads
            name={`absences-${year}${team ? `-${team.name}` : ''}`}
            ask={(accept) =>
              client.GET('/v1/reports/absences', { params: { query }, headers: { Accept: accept }, parseAs: 'blob' })
            }
          />
          <table className="report">
            <caption className="visually-hidden">
              {seesEveryone
                ? t('reports.absenceCaption', { year, who: team?.name ?? t('reports.captionEveryone') })
                : t('reports.absenceCaptionMine', { year })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.person')}</th>
                <th scope="col">{t('reports.activity')}</th>
                {columns.map(([key, label]) => (
                  <th key={key} scope="col" className="number">
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.items.map((row) => (
                <tr key={`${row.user.id}-${row.activityType.id}`}>
                  <th scope="row">
                    {row.user.firstname} {row.user.lastname}
                  </th>
                  <Cell label={t('reports.activity')}>{row.activityType.name}</Cell>
                  {columns.map(([key, label]) => (
                    <Cell key={key} label={t(label)} className="number">
                      {daysOr(key, row[key])}
                    </Cell>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {report.hasNextPage && (
            <button type="button" disabled={report.isFetchingNextPage} onClick={() => void report.fetchNextPage()}>
              {t('app.loadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
