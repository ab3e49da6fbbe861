import { Form } from 'react-router'
import type { AdminPage as AdminList } from '#common/admin/paging'
import { consentLogStatuses, type ConsentLogFilter, type ConsentLogRow } from '#common/consent/consents'
import type { AdminOutcome } from '#server/admin/action-outcome'
import type { ConsentAdminView } from '#server/gdpr'
import { AdminPage } from '../admin/ui/admin-page'
import { AdminPager } from '../admin/ui/pager'
import { useAdminLocale, useAdminT } from '../admin/use-admin-t'
import { ConsentFields } from './consent-fields'
import { OutcomeNotice } from './outcome-notice'
import { placeLabel } from './place-label'
import { labelCells } from '~/features/admin/ui/label-cells'

interface Props {
  consent: ConsentAdminView
  log: AdminList<ConsentLogRow>
  filter: ConsentLogFilter
  formPlaces: { assignedTo: string; title: string }[]
  outcome: AdminOutcome | undefined
}

function filterSearch(filter: ConsentLogFilter): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filter)) if (value !== undefined) params.set(name, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** One consent: its text (a change is a new version), where it is asked for, and its log. */
export function ConsentDetail({ consent, log, filter, formPlaces, outcome }: Props) {
  const t = useAdminT()
  const locale = useAdminLocale() ?? 'hr'
  const places = [
    { assignedTo: 'checkout', label: t('consents.place.checkout') },
    { assignedTo: 'registration', label: t('consents.place.registration') },
    { assignedTo: 'newsletter', label: t('consents.place.newsletter') },
    ...formPlaces.map((place) => ({
      assignedTo: place.assignedTo,
      label: placeLabel(t, place.assignedTo, {
        [place.assignedTo]: place.title,
      }),
    })),
  ]
  const assigned = (assignedTo: string) => consent.assignedTo.find((place) => place.assigned_to === assignedTo)
  const dateTime = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'hr-HR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Zagreb' })
  return (
    <AdminPage title={`${consent.displayName} · ${t('consents.version')} ${consent.current.version}`}>
      <OutcomeNotice outcome={outcome} />
      <section className="admin-card" aria-labelledby="consent-edit">
        <h2 id="consent-edit">{t('consents.edit')}</h2>
        <p>{t('consents.versionNote')}</p>
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="text" />
          <ConsentFields
            value={{
              uniqueNumber: consent.uniqueNumber,
              displayName: consent.displayName,
              text: consent.current.text,
            }}
          />
          <button type="submit" className="button button--primary">
            {t('consents.save')}
          </button>
        </Form>
      </section>
      <section className="admin-card" aria-labelledby="consent-places">
        <h2 id="consent-places">{t('consents.places')}</h2>
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="places" />
          {places.map((place) => (
            <fieldset key={place.assignedTo} className="consent-place">
              <legend>{place.label}</legend>
              <label>
                <input type="checkbox" name="place" value={place.assignedTo} defaultChecked={Boolean(assigned(place.assignedTo))} /> {t('consents.askHere')}
              </label>
              <label>
                <input type="checkbox" name="required" value={place.assignedTo} defaultChecked={Boolean(assigned(place.assignedTo)?.required)} />{' '}
                {t('consents.required')}
              </label>
            </fieldset>
          ))}
          <button type="submit" className="button button--secondary">
            {t('consents.placesSave')}
          </button>
        </Form>
      </section>
      <section className="admin-card" aria-labelledby="consent-log">
        <h2 id="consent-log">{t('consents.log')}</h2>
        <Form method="get" className="admin-filters" aria-label={t('consents.log')}>
          <label className="field">
            <span className="field__label">{t('consents.from')}</span>
            <input className="field__input" type="date" name="from" defaultValue={filter.from ?? ''} />
          </label>
          <label className="field">
            <span className="field__label">{t('consents.to')}</span>
            <input className="field__input" type="date" name="to" defaultValue={filter.to ?? ''} />
          </label>
          <label className="field">
            <span className="field__label">{t('consents.version')}</span>
            <select className="field__input" name="version" defaultValue={filter.version ?? ''}>
              <option value="">{t('consents.anyVersion')}</option>
              {consent.versions.map((version) => (
                <option key={version.id} value={version.version}>
                  {version.version}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('consents.logStatus')}</span>
            <select className="field__input" name="status" defaultValue={filter.status ?? ''}>
              <option value="">{t('consents.anyStatus')}</option>
              {consentLogStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`consents.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('consents.logEmail')}</span>
            <input className="field__input" type="search" name="email" defaultValue={filter.email ?? ''} />
          </label>
          <button type="submit" className="button button--secondary">
            {t('admin.filter.apply')}
          </button>
          <a href={`/api/v1/backoffice/consents/${encodeURIComponent(consent.uniqueNumber)}/log.csv${filterSearch(filter)}`}>{t('consents.export')}</a>
        </Form>
        <div className="admin-table-wrap" role="group" aria-label={t('consents.log')} tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('consents.logTime')}</th>
                <th scope="col">{t('consents.logStatus')}</th>
                <th scope="col" className="admin-table__number">
                  {t('consents.version')}
                </th>
                <th scope="col">{t('consents.logSource')}</th>
                <th scope="col">{t('consents.logEmail')}</th>
                <th scope="col" className="admin-table__number">
                  {t('consents.logUser')}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.items.length === 0 ? (
                <tr>
                  <td colSpan={6}>{t('admin.empty')}</td>
                </tr>
              ) : (
                labelCells(
                  log.items.map((row) => (
                    <tr key={row.id}>
                      <td>{dateTime.format(new Date(row.createdAt))}</td>
                      <td>{row.status === 'withdrawn' ? t('consents.status.withdrawn') : t('consents.status.accepted')}</td>
                      <td className="admin-table__number">{row.version}</td>
                      <td>{row.sourceType}</td>
                      <td>{row.email ?? '—'}</td>
                      <td className="admin-table__number">{row.userId ?? '—'}</td>
                    </tr>
                  )),
                  [t('consents.logTime'), t('consents.logStatus'), t('consents.version'), t('consents.logSource'), t('consents.logEmail'), t('consents.logUser')],
                )
              )}
            </tbody>
          </table>
        </div>
        <AdminPager list={log} />
      </section>
    </AdminPage>
  )
}
