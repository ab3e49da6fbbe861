import { useEffect, useId, useState, type ReactNode } from 'react'
import { KPD_CODE_PATTERN } from '#common/catalog/kpd-code'
import { centsToEuroInput, MAX_STOCK, parseEuroInput, type EditableProduct, type ProductUpdate } from '#common/catalog/product-edit'
import { locales, type Locale } from '#common/i18n/locales'
import type { MediaView } from '#common/media/sizes'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { EditorRequestError } from '~/features/cms/editor/editor-api'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { useLocale, useT } from '~/lib/site-shell'
import { catalogCalls } from './catalog-editor-api'
import { CategoriesField, DescriptionField, ImagesField } from './product-editor-fields'

/** The product editor of edit mode: texts per language, prices, stock, featured, images, categories. */
export function ProductEditorDialog({ productId, onClose, onSaved }: { productId: number | null; onClose: () => void; onSaved: () => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={productId !== null} onClose={onClose} title={t('catalogEdit.editProduct')} className="editor-dialog editor-dialog--wide">
      {productId !== null ? <ProductEditor key={productId} productId={productId} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  )
}

interface FormState {
  texts: Record<Locale, { name: string; description: string }>
  price: string
  retailPrice: string
  membershipPrice: string
  stock: string
  infiniteQuantity: boolean
  featured: boolean
  images: MediaView[]
  categoryIds: number[]
  kpdCode: string
}

function toForm(product: EditableProduct, media: MediaView[]): FormState {
  const texts = Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        name: product.translations[locale]?.name ?? '',
        description: product.translations[locale]?.description ?? '',
      },
    ]),
  ) as FormState['texts']
  return {
    texts,
    price: centsToEuroInput(product.price),
    retailPrice: centsToEuroInput(product.retailPrice),
    membershipPrice: product.membershipPrice === null ? '' : centsToEuroInput(product.membershipPrice),
    stock: String(product.stockQuantity),
    infiniteQuantity: product.infiniteQuantity,
    featured: product.featured,
    images: media,
    categoryIds: product.categoryIds,
    kpdCode: product.kpdCode ?? '',
  }
}

type Errors = Partial<Record<'name' | 'price' | 'retailPrice' | 'membershipPrice' | 'stock' | 'kpdCode', string>>

function ProductEditor({ productId, onCancel, onSaved }: { productId: number; onCancel: () => void; onSaved: () => void }) {
  const t = useEditorT()
  const siteT = useT()
  const toast = useToast()
  const pageLocale = useLocale()
  const id = useId()
  const [loaded, setLoaded] = useState<EditableProduct | null>(null)
  const [form, setForm] = useState<FormState | null>(null)
  const [language, setLanguage] = useState<Locale>('hr')
  const [errors, setErrors] = useState<Errors>({})
  const [isSaving, setIsSaving] = useState(false)

  useEffect(() => {
    catalogCalls.getProduct(productId).then(
      (payload) => {
        setLoaded(payload.product)
        setForm(toForm(payload.product, payload.media))
      },
      (error: Error) => toast.error(t('editor.failed', { message: error.message })),
    )
  }, [productId, t, toast])

  if (!loaded || !form) return <p role="status">{t('catalogEdit.loading')}</p>
  const set = (change: Partial<FormState>) => setForm({ ...form, ...change })
  const setText = (change: Partial<FormState['texts'][Locale]>) =>
    set({
      texts: {
        ...form.texts,
        [language]: { ...form.texts[language], ...change },
      },
    })

  const validate = (): ProductUpdate | null => {
    const next: Errors = {}
    const price = parseEuroInput(form.price)
    const retailPrice = form.retailPrice.trim() ? parseEuroInput(form.retailPrice) : price
    const membershipPrice = form.membershipPrice.trim() ? parseEuroInput(form.membershipPrice) : null
    const stock = Number(form.stock)
    if (!form.texts.hr.name.trim()) next.name = siteT('validation.required')
    if (price === null) next.price = t('catalogEdit.invalidPrice')
    if (retailPrice === null) next.retailPrice = t('catalogEdit.invalidPrice')
    if (form.membershipPrice.trim() && membershipPrice === null) next.membershipPrice = t('catalogEdit.invalidPrice')
    if (!/^\d+$/.test(form.stock.trim()) || stock > MAX_STOCK) next.stock = t('catalogEdit.invalidStock')
    const kpdCode = form.kpdCode.trim() || null
    if (kpdCode && !KPD_CODE_PATTERN.test(kpdCode)) next.kpdCode = t('catalogEdit.invalidKpd')
    setErrors(next)
    if (Object.keys(next).length > 0 || price === null || retailPrice === null) {
      if (next.name) setLanguage('hr')
      toast.error(t('catalogEdit.fixErrors'))
      return null
    }
    const text = (locale: Locale) =>
      form.texts[locale].name.trim()
        ? {
            name: form.texts[locale].name.trim(),
            description: form.texts[locale].description,
          }
        : undefined
    return {
      version: loaded.version,
      translations: { hr: text('hr')!, en: text('en'), de: text('de') },
      price,
      retailPrice,
      membershipPrice,
      stockQuantity: stock,
      infiniteQuantity: form.infiniteQuantity,
      featured: form.featured,
      mediaIds: form.images.map((image) => image.id),
      categoryIds: form.categoryIds,
      kpdCode,
    }
  }

  const save = async () => {
    const change = validate()
    if (!change) return
    setIsSaving(true)
    try {
      const saved = await catalogCalls.saveProduct(productId, change)
      setLoaded(saved.product)
      toast.success(
        t('catalogEdit.saved', {
          name: saved.product.translations[pageLocale]?.name ?? change.translations.hr.name,
        }),
      )
      onSaved()
    } catch (error) {
      const message =
        error instanceof EditorRequestError && Object.keys(error.fields).length
          ? `${error.message}: ${Object.entries(error.fields)
              .map(([field, text]) => `${field} – ${text}`)
              .join('; ')}`
          : (error as Error).message
      toast.error(t('editor.failed', { message }))
    } finally {
      setIsSaving(false)
    }
  }

  const field = (key: keyof Errors, label: string, input: ReactNode, note?: string) => (
    <div className="editor-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {input}
      {note ? (
        <p id={`${id}-${key}-note`} className="editor-field__note">
          {note}
        </p>
      ) : null}
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="editor-field__error">
          {errors[key]}
        </p>
      ) : null}
    </div>
  )
  const described = (key: keyof Errors, hasNote: boolean) =>
    [hasNote ? `${id}-${key}-note` : '', errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ') || undefined
  const textInput = (key: 'price' | 'retailPrice' | 'membershipPrice' | 'stock' | 'kpdCode', hasNote: boolean) => (
    <input
      id={`${id}-${key}`}
      type="text"
      inputMode={key === 'stock' ? 'numeric' : 'decimal'}
      value={form[key]}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={described(key, hasNote)}
      onChange={(event) => set({ [key]: event.target.value })}
    />
  )

  return (
    <form
      className="editor-form catalog-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <p className="editor-field__note">{t('catalogEdit.sku', { sku: loaded.sku })}</p>
      <fieldset className="editor-fieldset">
        <legend>{t('catalogEdit.language')}</legend>
        <div className="catalog-editor__languages">
          {locales.map((locale) => (
            <button key={locale} type="button" className="button button--ghost button--small" aria-pressed={language === locale} onClick={() => setLanguage(locale)}>
              {t(`catalogEdit.lang.${locale}`)}
            </button>
          ))}
        </div>
        {language !== 'hr' ? <p className="editor-field__note">{t('catalogEdit.translationOptional')}</p> : null}
        {field(
          'name',
          `${t('catalogEdit.name')} (${t(`catalogEdit.lang.${language}`)})`,
          <input
            id={`${id}-name`}
            type="text"
            value={form.texts[language].name}
            aria-invalid={language === 'hr' && errors.name ? true : undefined}
            aria-describedby={language === 'hr' && errors.name ? `${id}-name-error` : undefined}
            onChange={(event) => setText({ name: event.target.value })}
          />,
        )}
        <DescriptionField
          key={language}
          id={`${id}-description`}
          label={`${t('catalogEdit.description')} (${t(`catalogEdit.lang.${language}`)})`}
          html={form.texts[language].description}
          onChange={(description) => setText({ description })}
        />
      </fieldset>
      <fieldset className="editor-fieldset">
        <legend>{t('catalogEdit.prices')}</legend>
        <div className="editor-form__columns">
          {field('price', t('catalogEdit.price'), textInput('price', true), t('catalogEdit.priceNote'))}
          {field('retailPrice', t('catalogEdit.retailPrice'), textInput('retailPrice', true), t('catalogEdit.retailPriceNote'))}
          {field('membershipPrice', t('catalogEdit.membershipPrice'), textInput('membershipPrice', true), t('catalogEdit.membershipPriceNote'))}
          {field('stock', t('catalogEdit.stock'), textInput('stock', false))}
        </div>
        <label className="editor-field editor-field--check">
          <input type="checkbox" checked={form.infiniteQuantity} onChange={(event) => set({ infiniteQuantity: event.target.checked })} />
          <span>{t('catalogEdit.infinite')}</span>
        </label>
        <label className="editor-field editor-field--check">
          <input type="checkbox" checked={form.featured} onChange={(event) => set({ featured: event.target.checked })} />
          <span>{t('catalogEdit.featured')}</span>
        </label>
      </fieldset>
      {field('kpdCode', t('catalogEdit.kpdCode'), textInput('kpdCode', true), t('catalogEdit.kpdCodeNote'))}
      <ImagesField images={form.images} onChange={(images) => set({ images })} />
      <CategoriesField selected={form.categoryIds} onChange={(categoryIds) => set({ categoryIds })} />
      <div className="editor-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={isSaving}>
          {isSaving ? t('catalogEdit.saving') : t('catalogEdit.save')}
        </button>
      </div>
    </form>
  )
}
