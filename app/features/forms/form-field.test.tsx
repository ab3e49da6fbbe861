import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { formFieldTypes, type FormFieldView } from '#common/forms/definition'
import { FormField } from './form-field'

const options = [
  { value: 'a', label: 'Prva', swatch: '#112233' },
  { value: 'b', label: 'Druga' },
]
const field = (type: FormFieldView['type']): FormFieldView => ({
  type,
  name: `f_${type}`,
  label: `Polje ${type}`,
  required: true,
  valueType: 'text',
  options: ['dropdown', 'multipleSelect', 'textSwatch', 'visualSwatch'].includes(type) ? options : [],
  maxLength: 300,
  ...(type === 'numberField' ? { min: 1, max: 5 } : {}),
})
function render(type: FormFieldView['type'], error?: string): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <FormField field={field(type)} id="x" error={error} /> }])
  return renderToStaticMarkup(<Stub initialEntries={['/']} />)
}

describe('a CMS form field renders every §3 type accessibly', () => {
  const controls: Record<FormFieldView['type'], RegExp> = {
    text: /<input[^>]+type="text"/,
    email: /<input[^>]+type="email"[^>]+autoComplete="email"|<input[^>]+type="email"/,
    phone: /<input[^>]+type="tel"/,
    textarea: /<textarea/,
    numberField: /<input[^>]+type="number"[^>]+min="1" max="5"/,
    date: /<input[^>]+type="date"/,
    dateTime: /<input[^>]+type="datetime-local"/,
    dropdown: /<select[^>]*><option value=""[^>]*>Odaberite…<\/option><option value="a">Prva<\/option>/,
    multipleSelect: /<fieldset[\s\S]*<legend[\s\S]*type="checkbox"/,
    textSwatch: /<fieldset[\s\S]*type="radio"/,
    visualSwatch: /<fieldset[\s\S]*type="radio"[\s\S]*form-choices__swatch" style="background:#112233"/,
    yesNo: /<fieldset[\s\S]*value="yes"[\s\S]*<span>Da<\/span>[\s\S]*value="no"[\s\S]*<span>Ne<\/span>/,
  }
  it.each(formFieldTypes)('%s', (type) => {
    const html = render(type)
    expect(html).toMatch(controls[type])
    // A single control has a label for its id; a group has a legend with the field's label.
    if (/<fieldset/.test(html)) expect(html).toMatch(new RegExp(`<legend class="field__label">Polje ${type}`))
    else expect(html).toMatch(new RegExp(`<label class="field__label" for="x">Polje ${type}`))
  })

  it.each(formFieldTypes)('%s ties its error to the control', (type) => {
    const html = render(type, 'Unos ovog polja je obavezan')
    expect(html).toContain('<p class="field__error" id="x-error">Unos ovog polja je obavezan</p>')
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="x-error"|aria-describedby="x-error"[^>]*aria-invalid="true"/)
  })
})
