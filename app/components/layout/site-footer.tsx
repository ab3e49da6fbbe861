import { Link } from 'react-router'
import type { FooterParts } from '#common/cms/layout-parts'
import { menuLinkAttributes, type MenuItem } from '#common/cms/navigation'
import type { SiteShell } from '#common/cms/site-shell'
import { pathFor } from '#common/i18n/paths'
import { Icon } from '~/components/ui/icon'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useT } from '~/lib/site-shell'
import { NewsletterForm } from './newsletter-form'

type ContactBlockParts = FooterParts['contactBlocks'][number]
type LogoListParts = FooterParts['logoLists'][number]

/** §2: the first three footer menu items form one column, the rest another. */
export const FOOTER_FIRST_COLUMN = 3

/** §2 footer: menu columns, contact blocks, rich-text areas, logo lists, copyright. */
export function SiteFooter({ shell }: { shell: SiteShell }) {
  const t = useT()
  const { footer } = shell
  const firstColumn = shell.footerMenu.slice(0, FOOTER_FIRST_COLUMN)
  const secondColumn = shell.footerMenu.slice(FOOTER_FIRST_COLUMN)
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{shell.header.brandName}</p>
          {footer.richTextAreas.map((html, index) => (
            // Sanitised on the server when the footer element is parsed (richTextSchema).
            <div key={index} className="prose site-footer__text" dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </div>
        {shell.footerMenu.length > 0 ? (
          <nav className="site-footer__nav" aria-label={t('layout.footerNavigation')}>
            <FooterColumn items={firstColumn} />
            {secondColumn.length > 0 ? <FooterColumn items={secondColumn} /> : null}
          </nav>
        ) : null}
        {footer.contactBlocks.map((block, index) => (
          <ContactBlock key={index} block={block} />
        ))}
      </div>
      <div className="container">
        <NewsletterForm />
      </div>
      {footer.logoLists.length > 0 ? (
        <div className="container site-footer__logos">
          {footer.logoLists.map((list, index) => (
            <LogoList key={index} list={list} shell={shell} />
          ))}
        </div>
      ) : null}
      <div className="site-footer__bottom">
        <div className="container">
          <p>{t('layout.copyright', { year: new Date().getFullYear(), name: shell.siteName })}</p>
          {/* Issue 22 (Art. 11a CRD): the withdrawal function is one click away on every page. */}
          <p>
            <Link to={pathFor('withdrawal', shell.locale)}>{t('layout.withdrawalLink')}</Link>
          </p>
        </div>
      </div>
    </footer>
  )
}

function FooterColumn({ items }: { items: MenuItem[] }) {
  return (
    <ul className="site-footer__column">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.href} {...menuLinkAttributes(item)}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function ContactBlock({ block }: { block: ContactBlockParts }) {
  const t = useT()
  return (
    // The heading stays outside <address>, which may not contain headings (HTML: address content model).
    <div className="site-footer__contact">
      <h2 className="site-footer__heading">{block.title}</h2>
      <address className="site-footer__address">
        {block.lines.length > 0 ? (
          <p>
            {block.lines.map((line, index) => (
              <span key={index} className="site-footer__line">
                {line}
              </span>
            ))}
          </p>
        ) : null}
        {block.phone ? (
          <a className="site-footer__contact-link" href={`tel:${block.phone.replace(/[^\d+]/g, '')}`}>
            <Icon name="phone" />
            <span className="visually-hidden">{t('layout.phone')}: </span>
            {block.phone}
          </a>
        ) : null}
        {block.email ? (
          <a className="site-footer__contact-link" href={`mailto:${block.email}`}>
            <Icon name="mail" />
            <span className="visually-hidden">{t('layout.email')}: </span>
            {block.email}
          </a>
        ) : null}
      </address>
    </div>
  )
}

function LogoList({ list, shell }: { list: LogoListParts; shell: SiteShell }) {
  return (
    <section className="footer-logos" aria-label={list.title}>
      {list.title ? <h2 className="site-footer__heading">{list.title}</h2> : null}
      <ul className="footer-logos__items">
        {list.logos.map((logo, index) => {
          const media = shell.footerMedia[logo.image.mediaId]
          const content = media ? (
            <ResponsiveImage media={{ ...media, alt: logo.name }} sizes="160px" className="footer-logos__image" />
          ) : (
            <span>{logo.name}</span>
          )
          return (
            <li key={index} className="footer-logos__item">
              {logo.href ? (
                <a href={logo.href} rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                content
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
