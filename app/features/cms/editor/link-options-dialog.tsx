import { useState } from 'react'
import { parseRichLinkRef, richLinkRef, type LinkTarget } from '#common/cms/link'
import { Dialog } from '~/components/ui/dialog'
import { LinkPicker } from './link-picker'
import { useEditorT } from './use-editor-t'

/** The attributes a rich-text link carries (TipTap's link mark plus `data-link`). */
export interface RichLinkAttributes {
  href: string
  target: string | null
  'data-link': string | null
}

/** What a link in rich text points at, read back from its attributes. */
export function linkFromAttributes(attributes: Partial<RichLinkAttributes>): LinkTarget {
  const newTab = attributes.target === '_blank' ? { newTab: true } : {}
  const internal = attributes['data-link'] ? parseRichLinkRef(attributes['data-link']) : null
  if (internal) return { ...internal, ...newTab }
  const href = attributes.href ?? ''
  if (href.startsWith('#')) return { kind: 'anchor', anchor: href.slice(1), ...newTab }
  return { kind: 'url', href: href || 'https://', ...newTab }
}

export function attributesFromLink(link: LinkTarget, href: string): RichLinkAttributes {
  return { href, target: link.newTab ? '_blank' : null, 'data-link': richLinkRef(link) }
}

interface LinkOptionsDialogProps {
  initial: { link: LinkTarget; href: string } | null
  onApply: (attributes: RichLinkAttributes) => void
  onRemove: () => void
  onClose: () => void
}

/** §2 link-options for a link in rich text: the same picker as section and menu links. */
export function LinkOptionsDialog({ initial, onApply, onRemove, onClose }: LinkOptionsDialogProps) {
  const t = useEditorT()
  return (
    <Dialog isOpen={initial !== null} onClose={onClose} title={t('link.title')} className="editor-dialog">
      {initial ? <LinkOptionsForm initial={initial} onApply={onApply} onRemove={onRemove} /> : null}
    </Dialog>
  )
}

function LinkOptionsForm({ initial, onApply, onRemove }: Omit<LinkOptionsDialogProps, 'onClose' | 'initial'> & { initial: { link: LinkTarget; href: string } }) {
  const t = useEditorT()
  const [link, setLink] = useState(initial.link)
  const [href, setHref] = useState(initial.href)
  return (
    <form
      className="editor-form"
      onSubmit={(event) => {
        event.preventDefault()
        onApply(attributesFromLink(link, href))
      }}
    >
      <LinkPicker
        id="rich-link"
        link={link}
        onChange={(next, nextHref) => {
          setLink(next)
          if (nextHref) setHref(nextHref)
        }}
      />
      <div className="editor-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onRemove}>
          {t('link.remove')}
        </button>
        <button type="submit" className="button button--primary" disabled={!href}>
          {t('link.apply')}
        </button>
      </div>
    </form>
  )
}
