import type { MediaView } from '#common/media/sizes'
import { iconPath } from '../icons'
import type { IconField, MediaField, TextField } from './section-fields'

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

export interface BoundIcon {
  kind: 'icon'
  field: IconField
  element: HTMLElement | SVGElement
}

export type BoundField = BoundText | BoundImage | BoundIcon

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
export function bindSectionFields(
  root: HTMLElement,
  fields: { texts: TextField[]; media: MediaField[]; icons?: IconField[] },
  media: Record<number, MediaView>,
): BoundField[] {
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
  bound.push(...bindIcons(root, fields.icons ?? []))
  return bound
}

/**
 * Icons are matched by their outline, in document order (the n-th `leaf` field is the n-th leaf
 * drawn). The click target is the icon's wrapper when it holds nothing else, so the whole circle
 * of a feature icon opens the picker.
 */
function bindIcons(root: HTMLElement, icons: IconField[]): BoundIcon[] {
  const bound: BoundIcon[] = []
  const used = new Set<Element>()
  const drawn = [...root.querySelectorAll<SVGSVGElement>('svg')].filter((svg) => !svg.closest('[data-editor-chrome]'))
  for (const field of icons) {
    const outline = iconPath(field.value)
    const svg = drawn.find((candidate) => !used.has(candidate) && candidate.querySelector('path')?.getAttribute('d') === outline)
    if (!svg) continue
    used.add(svg)
    const wrapper = svg.parentElement
    const isAlone = wrapper !== null && wrapper !== root && wrapper.children.length === 1 && !wrapper.textContent?.trim()
    bound.push({ kind: 'icon', field, element: isAlone ? wrapper : svg })
  }
  return bound
}
