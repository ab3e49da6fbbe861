import type { AdminMessageKey } from '#common/i18n/admin'

/** What an attribute page's action answers: a message for the live region. */
export interface AttributeOutcome {
  ok: boolean
  messageKey: AdminMessageKey
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()
const optional = (form: FormData, name: string) => text(form, name) || undefined
const label = (form: FormData) => ({ hr: text(form, 'labelHr'), en: optional(form, 'labelEn'), de: optional(form, 'labelDe') })
const position = (form: FormData) => Number(text(form, 'position') || '0')

/** The attribute form's fields as the input of `attributeSaveSchema`. */
export function attributeInput(form: FormData) {
  return {
    code: text(form, 'code'),
    type: text(form, 'type'),
    label: label(form),
    units: { hr: optional(form, 'unitHr'), en: optional(form, 'unitEn'), de: optional(form, 'unitDe') },
    isFilterable: form.get('isFilterable') === 'on',
    position: position(form),
  }
}

/** A value row's fields as the input of `attributeValueSaveSchema`. */
export function attributeValueInput(form: FormData) {
  return { label: label(form), value: text(form, 'value'), position: position(form) }
}

/** The message for a refused write, by the service's error code. */
export function refusalMessage(code: string): AdminMessageKey {
  switch (code) {
    case 'ATTRIBUTE_CODE_TAKEN':
      return 'catalog.attributes.codeTaken'
    case 'ATTRIBUTE_IN_USE':
      return 'catalog.attributes.inUse'
    case 'ATTRIBUTE_VALUE_IN_USE':
      return 'catalog.attributes.valueInUse'
    case 'ATTRIBUTE_TYPE_LOCKED':
      return 'catalog.attributes.typeLocked'
    case 'ATTRIBUTE_VALUES_FIXED':
      return 'catalog.attributes.valuesFixed'
    default:
      return 'catalog.attributes.invalid'
  }
}
