import type { MediaView } from '#common/media/sizes'
import type { MediaField, TextField } from './section-fields'

export interface BoundText {
  kind: 'text'
  field: TextField
  element: HTMLElement
}

export interface BoundImage {
  kind: 'image'
  field: MediaField
  element: HTMLElement
}

export type BoundField = BoundText | BoundImage

function normalisedHtml(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.innerHTML.trim()
}

function mediaUrls(view: MediaView | undefined): Set<string> {
  const urls = new Set<string>()
  if (!view) return urls
  urls.add(view.src)
  for (const formats of Object.values(view.variants)) for (const url of Object.values(formats ?? {})) if (url) urls.add(url)
  return urls
}

/**
 * Finds the element that shows each field in a rendered section, by content: the deepest element
 * whose text is the field's text (rich text: whose HTML is the field's HTML), the `<img>` whose
 * source is one of the media item's renditions. Section components stay untouched, so visitors'
 * pages carry no editor markup.
 */
export function bindSectionFields(root: HTMLElement, fields: { texts: TextField[]; media: MediaField[] }, media: Record<number, MediaView>): BoundField[] {
  const bound: BoundField[] = []
  const used = new Set<Element>()
  const elements = [...root.querySelectorAll<HTMLElement>('*')].filter((element) => !element.closest('[data-editor-chrome]'))
  for (const field of fields.texts) {
    if (field.isEmpty || !field.value.trim()) continue
    const wanted = field.isRich ? normalisedHtml(field.value) : field.value.trim()
    const match = field.isRich
      ? elements.find((element) => !used.has(element) && element.innerHTML.trim() === wanted)
      : elements.find(
          (element) => !used.has(element) && element.textContent?.trim() === wanted && element.children.length === 0,
        ) ?? elements.find((element) => !used.has(element) && element.textContent?.trim() === wanted)
    if (!match) continue
    used.add(match)
    bound.push({ kind: 'text', field, element: match })
  }
  const images = elements.filter((element): element is HTMLImageElement => element instanceof HTMLImageElement)
  for (const field of fields.media) {
    const urls = mediaUrls(media[field.mediaId])
    const match = images.find((image) => !used.has(image) && urls.has(image.getAttribute('src') ?? ''))
    if (!match) continue
    used.add(match)
    bound.push({ kind: 'image', field, element: match })
  }
  return bound
}
