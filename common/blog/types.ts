import type { MediaView } from '../media/sizes'
import type { Locale } from '../i18n/locales'

export interface PostTermView {
  slug: string
  title: string
  type: 'postCategory' | 'postTag'
}

/** A post in a list: everything a card shows. */
export interface PostCard {
  id: number
  slug: string
  title: string
  excerpt: string
  author: string
  publishedAt: string
  postType: { slug: string; title: string } | null
  cover: MediaView | null
  terms: PostTermView[]
}

export interface PostPage {
  records: PostCard[]
  total: number
  page: number
  limit: number
  lastPage: number
}

export interface PostDetail extends PostCard {
  body: string
  updatedAt: string
  /** The slug of this post in every language that has a published version. */
  slugs: Partial<Record<Locale, string>>
  related: PostCard[]
}

export interface PostCategoryBlock {
  slug: string
  title: string
  description: string | null
  children: { slug: string; title: string }[]
  posts: PostCard[]
}
