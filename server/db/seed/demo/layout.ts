import type { LinkTarget } from '../../../../common/cms/link'
import type { CookieParts, FooterParts, HeaderParts } from '../../../../common/cms/layout-parts'
import type { Locale } from '../../../../common/i18n/locales'
import type { InvoiceSettings } from '../../../../common/invoices/invoice-settings'
import type { Db } from '../../client'
import { layoutElements, navigationItems, siteOptions } from '../../schema'
import type { DemoMedia } from './index'
import type { DemoPageGroups } from './pages'
import { apartmentAnchors } from './pages/apartments'

const demoInvoicing: InvoiceSettings = {
  seller: { name: 'Gradnja Sava d.o.o.', street: 'Savska cesta 120', postalCode: '10000', city: 'Zagreb', country: 'HR', oib: '69147823055', inVatSystem: true },
  premises: 'WEB1',
  device: '1',
  numbering: 'yearly',
  sequenceMark: 'P',
  operatorOib: '50312964875',
  issueOn: { hpf: 'paid', paypal: 'paid', bank_transfer: 'paid', cod: 'delivered' },
  isFiscalised: true,
  cisTimeoutMs: 2000,
}

interface MenuSeed {
  title: Record<Locale, string>
  /** One target for every language, or one per language (anchors differ by language). */
  link: LinkTarget | Record<Locale, LinkTarget>
  children?: MenuSeed[]
}

function linkFor(link: MenuSeed['link'], locale: Locale): LinkTarget {
  return 'kind' in link ? link : link[locale]
}

async function insertMenu(db: Db, input: { siteId: number; tree: string; items: MenuSeed[] }) {
  for (const locale of ['hr', 'en', 'de'] as const) {
    const insertLevel = async (items: MenuSeed[], parentId: number | null) => {
      for (const [position, item] of items.entries()) {
        const [row] = await db
          .insert(navigationItems)
          .values({ siteId: input.siteId, tree: input.tree, locale, parentId, position, title: item.title[locale], link: linkFor(item.link, locale) })
          .returning({ id: navigationItems.id })
        if (item.children && row) await insertLevel(item.children, row.id)
      }
    }
    await insertLevel(input.items, null)
  }
}

/** Menus, header, footer and cookie notice of the demo site, in all three languages. */
export async function seedDemoLayout(
  db: Db,
  input: { siteId: number; media: DemoMedia; groups: DemoPageGroups },
): Promise<void> {
  const { siteId, media, groups } = input
  const page = (group: string): LinkTarget => ({ kind: 'page', group })
  const anchor = (key: keyof typeof apartmentAnchors): Record<Locale, LinkTarget> => ({
    hr: { kind: 'url', href: `/stanovi#${apartmentAnchors[key].hr}` },
    en: { kind: 'url', href: `/en/apartments#${apartmentAnchors[key].en}` },
    de: { kind: 'url', href: `/de/wohnungen#${apartmentAnchors[key].de}` },
  })
  const shop: MenuSeed = { title: { hr: 'Trgovina', en: 'Shop', de: 'Shop' }, link: { kind: 'route', route: 'shop' } }
  await insertMenu(db, {
    siteId,
    tree: 'main',
    items: [
      { title: { hr: 'Početna', en: 'Home', de: 'Startseite' }, link: page(groups.home) },
      {
        title: { hr: 'Projekt', en: 'The project', de: 'Das Projekt' },
        link: page(groups.about),
        children: [
          { title: { hr: 'O projektu', en: 'About the project', de: 'Über das Projekt' }, link: page(groups.about) },
          { title: { hr: 'Lokacija', en: 'Location', de: 'Lage' }, link: page(groups.location) },
          {
            title: { hr: 'Stanovi', en: 'Apartments', de: 'Wohnungen' },
            link: page(groups.apartments),
            children: [
              { title: { hr: 'Popis stanova', en: 'Apartment list', de: 'Wohnungsliste' }, link: anchor('list') },
              { title: { hr: 'Česta pitanja', en: 'FAQ', de: 'Häufige Fragen' }, link: anchor('faq') },
            ],
          },
          { title: { hr: 'Galerija', en: 'Gallery', de: 'Galerie' }, link: page(groups.gallery) },
        ],
      },
      { title: { hr: 'Stanovi', en: 'Apartments', de: 'Wohnungen' }, link: page(groups.apartments) },
      { title: { hr: 'Kontakt', en: 'Contact', de: 'Kontakt' }, link: page(groups.contact) },
      shop,
    ],
  })
  await insertMenu(db, {
    siteId,
    tree: 'footer',
    items: [
      { title: { hr: 'O projektu', en: 'About the project', de: 'Über das Projekt' }, link: page(groups.about) },
      { title: { hr: 'Lokacija', en: 'Location', de: 'Lage' }, link: page(groups.location) },
      { title: { hr: 'Stanovi', en: 'Apartments', de: 'Wohnungen' }, link: page(groups.apartments) },
      { title: { hr: 'Galerija', en: 'Gallery', de: 'Galerie' }, link: page(groups.gallery) },
      { title: { hr: 'Kontakt', en: 'Contact', de: 'Kontakt' }, link: page(groups.contact) },
      shop,
      { title: { hr: 'Košarica', en: 'Cart', de: 'Warenkorb' }, link: { kind: 'route', route: 'cart' } },
      { title: { hr: 'Pravila privatnosti', en: 'Privacy policy', de: 'Datenschutz' }, link: page(groups.privacy) },
      { title: { hr: 'Uvjeti kupnje', en: 'Terms of sale', de: 'AGB' }, link: page(groups.terms) },
    ],
  })
  const header: Record<Locale, HeaderParts> = {
    hr: { brandName: 'Vrtovi Save', tagline: 'Stanovi uz rijeku', cta: { label: 'Dogovorite razgled', link: page(groups.contact) } },
    en: { brandName: 'Vrtovi Save', tagline: 'Homes by the river', cta: { label: 'Book a viewing', link: page(groups.contact) } },
    de: { brandName: 'Vrtovi Save', tagline: 'Wohnen am Fluss', cta: { label: 'Besichtigung', link: page(groups.contact) } },
  }
  const footer: Record<Locale, FooterParts> = {
    hr: {
      contactBlocks: [
        { title: 'Prodajni ured', lines: ['Savska cesta 120', '10000 Zagreb'], phone: '+385 1 555 0120', email: 'prodaja@vrtovisave.hr' },
      ],
      richTextAreas: ['<p>Vrtovi Save su stambeni projekt investitora Gradnja Sava d.o.o.</p>'],
      logoLists: [{ title: 'Partneri', logos: media.logos.map((logo) => ({ name: logo.title, image: { mediaId: logo.id } })) }],
    },
    en: {
      contactBlocks: [
        { title: 'Sales office', lines: ['Savska cesta 120', '10000 Zagreb, Croatia'], phone: '+385 1 555 0120', email: 'prodaja@vrtovisave.hr' },
      ],
      richTextAreas: ['<p>Vrtovi Save is a residential project by Gradnja Sava d.o.o.</p>'],
      logoLists: [{ title: 'Partners', logos: media.logos.map((logo) => ({ name: logo.title, image: { mediaId: logo.id } })) }],
    },
    de: {
      contactBlocks: [
        { title: 'Verkaufsbüro', lines: ['Savska cesta 120', '10000 Zagreb, Kroatien'], phone: '+385 1 555 0120', email: 'prodaja@vrtovisave.hr' },
      ],
      richTextAreas: ['<p>Vrtovi Save ist ein Wohnprojekt der Gradnja Sava d.o.o.</p>'],
      logoLists: [{ title: 'Partner', logos: media.logos.map((logo) => ({ name: logo.title, image: { mediaId: logo.id } })) }],
    },
  }
  const cookie: CookieParts = {}
  for (const locale of ['hr', 'en', 'de'] as const) {
    await db.insert(layoutElements).values([
      { siteId, handler: 'header-section', title: 'Zaglavlje', locale, parts: header[locale] },
      { siteId, handler: 'footer-section', title: 'Podnožje', locale, parts: footer[locale] },
      { siteId, handler: 'cookie-section', title: 'Kolačići', locale, parts: cookie },
    ])
  }
  // The demo seller's own payee for the HUB-3 slip, its invoicing (invented OIBs with valid check
  // digits; the local fake CIS and the demo certificate fiscalise it offline), and the pages the cookie banner and checkout link to.
  const bankTransfer = { iban: 'HR6023600001101234567', recipient: 'Gradnja Sava d.o.o.', street: 'Savska cesta 120', city: '10000 Zagreb', model: 'HR00', purposeCode: 'OTHR' }
  for (const [key, value] of [
    ['PrivacyPolicyPageGroup', groups.privacy],
    ['TermsOfSalePageGroup', groups.terms],
    ['BankTransfer', bankTransfer],
    ['Invoicing', demoInvoicing],
  ] as const) {
    await db
      .insert(siteOptions)
      .values({ siteId, key, value })
      .onConflictDoUpdate({ target: [siteOptions.siteId, siteOptions.key], set: { value } })
  }
}
