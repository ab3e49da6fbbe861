import { useRichTextResolver } from '../section-refs-context'
import type { SectionProps } from '../section-props'
import { SectionIntro } from '../section-layout'

/** JSON for a `<script>` element: `<` escaped so editor text can never close the script early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** Native `<details>`: opens by keyboard and without JavaScript, and find-in-page reveals answers. */
export function FaqSection({ parts, options }: SectionProps<'faq'>) {
  const resolveHtml = useRichTextResolver()
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: parts.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
  return (
    <div className="container container--narrow">
      <SectionIntro heading={parts.heading} />
      <div className="faq">
        {parts.items.map((item, index) => (
          <details key={index} className="faq__item" open={options.isFirstOpen && index === 0 ? true : undefined}>
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer prose" dangerouslySetInnerHTML={{ __html: resolveHtml(item.answer) }} />
          </details>
        ))}
      </div>
      {options.hasStructuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }} />
      ) : null}
    </div>
  )
}
