import type { PostDetail } from '#common/blog/types'

/** schema.org Article; `<` is escaped so the JSON cannot close the script. */
export function postJsonLd(post: PostDetail, input: { url: string; siteName: string }): string {
  const image = post.cover ? (post.cover.variants.w1440?.webp ?? post.cover.src) : undefined
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt || undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: post.slug ? input.url : undefined,
    ...(image ? { image: [new URL(image, input.url).toString()] } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    publisher: { '@type': 'Organization', name: input.siteName },
    keywords: post.terms.map((term) => term.title).join(', ') || undefined,
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
