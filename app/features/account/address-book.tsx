import { useEffect, useState } from 'react'
import type { AddressView } from '#common/users/user-view'
import { CheckoutAddressFields } from '~/features/checkout/checkout-address-fields'
import type { CheckoutCountry } from '~/features/checkout/checkout-types'
import { addressLine, fromSaved } from '~/features/checkout/saved-address'
import { useT } from '~/lib/site-shell'
import { CheckboxField } from './fields'
import { FormNotice } from './form-notice'
import { SubmitButton } from './submit-button'
import { useAccountForm } from './use-account-form'

/** Issue 20.6: the profile's address book — add, edit, delete, a default delivery and a default billing address. */
export function AddressBook({ addresses, countries }: { addresses: AddressView[]; countries: CheckoutCountry[] }) {
  const t = useT()
  // null: no form open; 0: a new address; else the address being edited.
  const [editing, setEditing] = useState<number | null>(null)
  // Every opening gets a fetcher of its own, so an earlier save's answer never shows in a new form.
  const [openings, setOpenings] = useState(0)
  const open = (id: number) => {
    setEditing(id)
    setOpenings((count) => count + 1)
  }
  const edited = addresses.find((address) => address.id === editing)
  return (
    <section className="account-card address-book" aria-labelledby="address-book-heading">
      <h2 id="address-book-heading">{t('account.addressBookHeading')}</h2>
      {addresses.length ? (
        <ul className="address-book__list">
          {addresses.map((address) => (
            <AddressEntry key={address.id} address={address} onEdit={() => open(address.id)} />
          ))}
        </ul>
      ) : (
        <p className="account-card__muted">{t('account.addressBookEmpty')}</p>
      )}
      {editing === null ? (
        <button type="button" className="button button--secondary" onClick={() => open(0)}>
          {t('account.addressAdd')}
        </button>
      ) : (
        <AddressForm key={openings} formKey={`saveAddress-${openings}`} address={edited} countries={countries} onDone={() => setEditing(null)} />
      )}
    </section>
  )
}

function AddressEntry({ address, onEdit }: { address: AddressView; onEdit: () => void }) {
  const t = useT()
  const line = addressLine(address)
  const { fetcher, isSubmitting, onSubmit } = useAccountForm(`deleteAddress-${address.id}`)
  return (
    <li className="address-book__entry">
      <p className="address-book__text">
        {address.companyName ? `${address.companyName}, ` : ''}
        {line}, {address.country}
      </p>
      {address.isDefaultDelivery || address.isDefaultBilling ? (
        <p className="address-book__defaults">
          {address.isDefaultDelivery ? <span className="address-book__badge">{t('account.addressIsDefaultDelivery')}</span> : null}
          {address.isDefaultBilling ? <span className="address-book__badge">{t('account.addressIsDefaultBilling')}</span> : null}
        </p>
      ) : null}
      <div className="address-book__actions">
        <button type="button" className="button button--secondary" onClick={onEdit} aria-label={t('account.addressEdit', { address: line })}>
          {t('account.addressEditButton')}
        </button>
        <fetcher.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(t('account.addressDeleteConfirm', { address: line }))) event.preventDefault()
            else onSubmit(event)
          }}
        >
          <input type="hidden" name="intent" value="deleteAddress" />
          <input type="hidden" name="addressId" value={address.id} />
          <SubmitButton label={t('account.addressDeleteButton')} ariaLabel={t('account.addressDelete', { address: line })} isSubmitting={isSubmitting} variant="secondary" />
        </fetcher.Form>
      </div>
    </li>
  )
}

function AddressForm(props: { formKey: string; address: AddressView | undefined; countries: CheckoutCountry[]; onDone: () => void }) {
  const { address, countries, onDone } = props
  const t = useT()
  const { fetcher, result, isSubmitting, onSubmit, fields } = useAccountForm(props.formKey)
  const [isDefaultDelivery, setDefaultDelivery] = useState(address?.isDefaultDelivery ?? false)
  const [isDefaultBilling, setDefaultBilling] = useState(address?.isDefaultBilling ?? false)
  useEffect(() => {
    if (result?.ok && fetcher.state === 'idle') onDone()
  }, [result, fetcher.state, onDone])
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="account-form address-book__form">
      <FormNotice result={result} />
      <input type="hidden" name="intent" value="saveAddress" />
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      <CheckoutAddressFields
        prefix="delivery"
        legend={address ? t('account.addressEditHeading') : t('account.addressNew')}
        countries={countries}
        defaults={address ? fromSaved(address, countries) : undefined}
        errors={fields}
      />
      <CheckboxField name="isDefaultDelivery" label={t('account.addressIsDefaultDelivery')} checked={isDefaultDelivery} onChange={setDefaultDelivery} />
      <CheckboxField name="isDefaultBilling" label={t('account.addressIsDefaultBilling')} checked={isDefaultBilling} onChange={setDefaultBilling} />
      <div className="address-book__actions">
        <SubmitButton label={t('account.addressSave')} isSubmitting={isSubmitting} />
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('account.addressCancel')}
        </button>
      </div>
    </fetcher.Form>
  )
}
