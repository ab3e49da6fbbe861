import type { EditablePost, PostEditRow } from '#common/blog/post-edit'
import type { PostCreateInput, PostUpdateInput } from '#common/blog/schemas'
import type { ListResult } from '#common/http/envelope'
import type { Locale } from '#common/i18n/locales'
import { editorRequest } from '~/features/cms/editor/editor-api'

export interface PostTermOption {
  id: number
  slug: string
  title: string
  type: 'postCategory' | 'postTag'
  parentId: number | null
}

export interface PostTypeOption {
  id: number
  slug: string
  title: string
}

const cms = '/api/v1/cms'

/** The calls of the post-list modal and the post editor (server/api/blog.ts). */
export const postCalls = {
  listPosts: (query: { search: string; postTypeSlug: string; termSlug: string; page: number; language: Locale }) => {
    const params = new URLSearchParams({ page: String(query.page), language: query.language })
    if (query.search.trim()) params.set('search', query.search.trim())
    if (query.postTypeSlug) params.set('postTypeSlug', query.postTypeSlug)
    if (query.termSlug) params.set('termSlug', query.termSlug)
    return editorRequest<ListResult<PostEditRow>>('GET', `${cms}/post/editorList?${params}`)
  },
  getPost: (id: number) => editorRequest<EditablePost>('GET', `${cms}/post/editorGet/${id}`),
  createPost: (post: Partial<PostCreateInput> & { locale: Locale; slug: string; title: string; body: string }) =>
    editorRequest<{ id: number; slug: string; title: string }>('POST', `${cms}/post/create`, post),
  updatePost: (id: number, changes: PostUpdateInput) => editorRequest<{ id: number; slug: string; title: string }>('PATCH', `${cms}/post/update/${id}`, changes),
  deletePost: (id: number) => editorRequest<{ deleted: number }>('DELETE', `${cms}/post/delete/${id}`),
  // Terms and post types in the post's language (`language` names it for API calls).
  listTerms: (language: string) => editorRequest<{ records: PostTermOption[] }>('POST', `${cms}/term/filterStandard?language=${language}`, { noPaginate: true }),
  listPostTypes: (language: string) => editorRequest<{ records: PostTypeOption[] }>('POST', `${cms}/postType/filterStandard?language=${language}`, {}),
}
