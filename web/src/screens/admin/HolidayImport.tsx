import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../api/client.js';
import { useClient, useTenant } from '../../api/session.js';
import { Failure, Loading } from '../../layout/states.js';
import { Multi } from './RecordForm.js';
import { useOptions } from './ResourceAdmin.js';

/**
 * `Import holidays` (D19): a country's public holidays of a year, or those of one of its regions,
 * for some teams or everyone. The countries and regions come from the service, which ships the
 * holiday data; dates the teams have already are skipped, and the form says how many were added.
 */
export function HolidayImport({ onImported, onClose }: { onImported: (count: number) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const options = useOptions();
  const [country, setCountry] = useState('');
  const [region, setRegion] = useState('');
  const [year, setYear] = useState(new Date().getFullYear());
  const [teamIds, setTeamIds] = useState<number[]>([]);
  // The same for everyone of a language and seldom changed: read once per visit.
  const countries = useQuery({
    queryKey: [tenant, 'holiday-countries'],
    queryFn: async () => dataOf(await client.GET('/v1/holidays/countries')),
    staleTime: Infinity,
    refetchInterval: false,
  });
  const regions = countries.data?.find((each) => each.code === country)?.regions ?? [];
  const run = useMutation({
    mutationFn: async () =>
      dataOf(
        await client.POST('/v1/holidays/import', {
          body: { country, year, teamIds, ...(region ? { region } : {}) },
        }),
      ),
    onSuccess: (added) => onImported(added.length),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate();
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('admin.import.title')}</h3>
      <p className="hint">{t('admin.import.intro')}</p>
      {countries.isPending && <Loading />}
      {countries.error && <Failure error={countries.error} onRetry={() => void countries.refetch()} />}
      <label htmlFor={`${id}-country`}>{t('admin.import.country')}</label>
      <select
        id={`${id}-country`}
        required
        value={country}
        onChange={(event) => {
          setCountry(event.target.value);
          setRegion('');
        }}
      >
        <option value="">{t('admin.import.chooseCountry')}</option>
        {countries.data?.map((each) => (
          <option key={each.code} value={each.code}>
            {each.name}
          </option>
        ))}
      </select>
      {regions.length > 0 && (
        <>
          <label htmlFor={`${id}-region`}>{t('admin.import.region')}</label>
          <select id={`${id}-region`} value={region} onChange={(event) => setRegion(event.target.value)}>
            <option value="">{t('admin.import.wholeCountry')}</option>
            {regions.map((each) => (
              <option key={each.code} value={each.code}>
                {each.name}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-year`}>{t('admin.fields.year')}</label>
      <input
        id={`${id}-year`}
        type="number"
        required
        min={1970}
        max={2100}
        value={Number.isNaN(year) ? '' : year}
        onChange={(event) => setYear(event.target.valueAsNumber)}
      />
      <Multi
        id={`${id}-teams`}
        label={t('admin.fields.teams')}
        choices={options('teams')}
        value={teamIds}
        onChange={setTeamIds}
        describedBy={`${id}-teams-hint`}
      />
      <p id={`${id}-teams-hint`} className="hint">
        {t('admin.hints.holidayTeams')}
      </p>
      {run.error && <Failure error={run.error} />}
      <div className="actions">
        <button type="submit" className="primary" disabled={run.isPending || !countries.data}>
          {t('admin.import.submit')}
        </button>
        <button type="button" onClick={onClose}>
          {t('timeOff.close')}
        </button>
      </div>
    </form>
  );
}
