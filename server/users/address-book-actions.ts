import { data, redirect } from 'react-router'
import { pathFor } from '../../common/i18n/paths'
import type { AccountFormResult } from '../../common/users/form-result'
import { addressBookEntrySchema, addressBookUpdateSchema } from '../../common/users/schemas'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { failure, formObject, parseForm } from '../auth/web-session'
import type { RequestContext } from '../context'
import { addAddressBookEntry, deleteAddress, updateAddressBookEntry } from './address-service'

/**
 * Issue 20.6: the profile's address book form. The address fields come as `delivery.*` (the
 * checkout's address fields), the defaults as checkboxes; the same schemas as API v2 check them.
 */
function answer(result: AccountFormResult, status = 200) {
  return data(result, { status })
}

async function guarded(intent: string, ctx: RequestContext, run: () => Promise<ReturnType<typeof answer>>) {
  try {
    return await run()
  } catch (error) {
    const { status, headers: _headers, ...result } = failure(intent, error, ctx.locale)
    return answer(result, status)
  }
}

export async function saveAddressAction(ctx: RequestContext, form: FormData) {
  const user = ctx.user
  if (!user) return redirect(pathFor('login', ctx.locale))
  const raw = formObject(form)
  const fields = raw.delivery && typeof raw.delivery === 'object' ? raw.delivery : {}
  const payload = { ...fields, isDefaultDelivery: raw.isDefaultDelivery === 'on', isDefaultBilling: raw.isDefaultBilling === 'on' }
  const addressId = dbIdParamSchema.safeParse(raw.addressId)
  const saved = answer({ intent: 'saveAddress', ok: true, notice: 'account.addressSaved' })
  if (addressId.success) {
    const parsed = parseForm(addressBookUpdateSchema, payload, 'saveAddress', ctx.locale)
    if (!parsed.ok) return invalid(parsed.result)
    return guarded('saveAddress', ctx, async () => {
      await updateAddressBookEntry(ctx.db, { userId: user.id, addressId: addressId.data, changes: parsed.data })
      return saved
    })
  }
  const parsed = parseForm(addressBookEntrySchema, payload, 'saveAddress', ctx.locale)
  if (!parsed.ok) return invalid(parsed.result)
  return guarded('saveAddress', ctx, async () => {
    await addAddressBookEntry(ctx.db, { userId: user.id, address: parsed.data })
    return saved
  })
}

/** The form names its fields `delivery.<field>`. */
function invalid(result: AccountFormResult) {
  const fields = Object.fromEntries(Object.entries(result.fields ?? {}).map(([key, message]) => [`delivery.${key}`, message]))
  return answer({ ...result, fields }, 400)
}

export async function deleteAddressAction(ctx: RequestContext, form: FormData) {
  const user = ctx.user
  if (!user) return redirect(pathFor('login', ctx.locale))
  const addressId = dbIdParamSchema.safeParse(form.get('addressId'))
  return guarded('deleteAddress', ctx, async () => {
    if (!addressId.success) return answer({ intent: 'deleteAddress', ok: false }, 400)
    await deleteAddress(ctx.db, { userId: user.id, addressId: addressId.data })
    return answer({ intent: 'deleteAddress', ok: true, notice: 'account.addressDeleted' })
  })
}
