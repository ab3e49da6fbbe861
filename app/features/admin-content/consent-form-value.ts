/** The consent form's fields as the save schema reads them (empty translations are left out). */
export function consentFormValue(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' && value.trim() !== '' ? value : undefined
  }
  return {
    uniqueNumber: text('uniqueNumber') ?? '',
    displayName: text('displayName') ?? '',
    text: { hr: text('textHr') ?? '', en: text('textEn'), de: text('textDe') },
  }
}
