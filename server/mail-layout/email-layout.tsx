import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import type { Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import type { MailBrand } from './mail-brand'
import { mailFont, mailPalette as c } from './mail-palette'

interface EmailLayoutProps {
  brand: MailBrand
  locale: Locale
  /** The preheader mail programs show beside the subject. */
  preview: string
  /** The template's text, filled and escaped by fill-template.ts: the part the owner edits. */
  bodyHtml: string
}

/**
 * The one layout of every shop e-mail (issue 23 point 4, ADR 062): the shop's name in its brand
 * colour, the text, and a legal footer. 600 px at most and fluid below, so it reads on a 360 px
 * phone; tables with role="presentation" (React Email's) so screen readers read text, not a grid.
 */
export function EmailLayout({ brand, locale, preview, bodyHtml }: EmailLayoutProps) {
  const footer = footerLines(brand, locale)
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '24px 8px', backgroundColor: c.surfaceAlt, fontFamily: mailFont, color: c.ink }}>
        <Container style={{ maxWidth: '600px', width: '100%', backgroundColor: c.surface, borderRadius: '10px', border: `1px solid ${c.line}` }}>
          <Section style={{ backgroundColor: c.brand, borderRadius: '10px 10px 0 0', padding: '20px 24px' }}>
            <Link href={brand.siteUrl} style={{ color: c.brandInk, fontSize: '22px', fontWeight: 'bold', textDecoration: 'none', fontFamily: "Georgia, 'Times New Roman', serif" }}>
              {brand.siteName}
            </Link>
          </Section>
          <Section style={{ padding: '8px 24px 16px', fontSize: '16px', lineHeight: '1.55' }}>
            <div dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          </Section>
          <Hr style={{ borderColor: c.line, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            {footer.map((line) => (
              <Text key={line} style={{ margin: '0 0 4px', fontSize: '13px', lineHeight: '1.5', color: c.muted }}>
                {line}
              </Text>
            ))}
            <Text style={{ margin: 0, fontSize: '13px', lineHeight: '1.5' }}>
              <Link href={brand.siteUrl} style={{ color: c.inkSoft, textDecoration: 'underline' }}>
                {brand.siteUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** The footer's lines without the link: the seller's name, address and OIB when the settings have them, else the shop's name. */
export function footerLines(brand: MailBrand, locale: Locale): string[] {
  if (!brand.seller) return [brand.siteName]
  return [brand.seller.name, brand.seller.address, translate(locale, 'mail.footer.taxId', { id: brand.seller.taxId })]
}
