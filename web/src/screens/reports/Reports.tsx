import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AbsenceReport } from './AbsenceReport.js';
import './reports.css';
import { TimeReport } from './TimeReport.js';

/** Reports (D18): time on work by the groups asked for, or a year's absences (`?view=absences`). */
export function Reports() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const absences = search.get('view') === 'absences';
  return (
    <>
      <h1>{t('reports.title')}</h1>
      <nav aria-label={t('reports.views')} className="subnav">
        <ul>
          <li>
            <Link to="." aria-current={absences ? undefined : 'page'}>
              {t('reports.time')}
            </Link>
          </li>
          <li>
            <Link to="?view=absences" aria-current={absences ? 'page' : undefined}>
              {t('reports.absences')}
            </Link>
          </li>
        </ul>
      </nav>
      {absences ? <AbsenceReport /> : <TimeReport />}
    </>
  );
}
