import { useRichText } from '../section-refs-context'
import type { SectionProps } from '../section-props'

/** Editor HTML; sanitised on the server before it was stored (server/cms/html-sanitizer.ts). */
export function RichTextSection({ parts }: SectionProps<'rich-text'>) {
  const html = useRichText(parts.html)
  return (
    <div className="rich-text-section container container--narrow">
      {parts.heading ? <h2>{parts.heading}</h2> : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
