import type { LinkTarget } from '../../../../common/cms/link'
import type { CookieParts, FooterParts, HeaderParts } from '../../../../common/cms/layout-parts'
import type { Locale } from '../../../../common/i18n/locales'
import type { Db } from '../../client'
import { layoutElements, navigationItems, siteOptions } from '../../schema'
import type { DemoMedia } from './index'
import type { DemoPageGroups } from './pages'

interface MenuSeed {
  title: Record<Locale, string>
  link: LinkTarget
  children?: MenuSeed[]
}

async function insertMenu(db: Db, input: { siteId: number; tree: string; items: MenuSeed[] }) {
  for (const locale of ['hr', 'en', 'de'] as const) {
    const insertLevel = async (items: MenuSeed[], parentId: number | null) => {
      for (const [position, item] of items.entries()) {
        const [row] = await db
          .insert(navigationItems)
          .values({ siteId: input.siteId, tree: input.tree, locale, parentId, position, title: item.title[locale], link: item.link })
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
  await insertMenu(db, {
    siteId,
    tree: 'main',
    items: [
      { title: { hr: 'Početna', en: 'Home', de: 'Startseite' }, link: page(groups.home) },
      {
        title: { hr: 'Trgovina', en: 'Shop', de: 'Shop' },
        link: { kind: 'route', route: 'shop' },
      },
    ],
  })
  await insertMenu(db, {
    siteId,
    tree: 'footer',
    items: [
      { title: { hr: 'Početna', en: 'Home', de: 'Startseite' }, link: page(groups.home) },
      { title: { hr: 'Trgovina', en: 'Shop', de: 'Shop' }, link: { kind: 'route', route: 'shop' } },
      { title: { hr: 'Košarica', en: 'Cart', de: 'Warenkorb' }, link: { kind: 'route', route: 'cart' } },
      { title: { hr: 'Pravila privatnosti', en: 'Privacy policy', de: 'Datenschutz' }, link: page(groups.privacy) },
    ],
  })
  const header: HeaderParts = { brandName: 'Vrtovi Save', tagline: 'Stanovi uz rijeku' }
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
      { siteId, handler: 'header-section', title: 'Zaglavlje', locale, parts: header },
      { siteId, handler: 'footer-section', title: 'Podnožje', locale, parts: footer[locale] },
      { siteId, handler: 'cookie-section', title: 'Kolačići', locale, parts: cookie },
    ])
  }
  await db
    .insert(siteOptions)
    .values({ siteId, key: 'PrivacyPolicyPageGroup', value: groups.privacy })
    .onConflictDoUpdate({ target: [siteOptions.siteId, siteOptions.key], set: { value: groups.privacy } })
}
