import { createContext, useContext, type ReactNode } from 'react'

/**
 * Where edit mode puts its "Uredi objavu" control on a post page (issue 10 point 6). Visitors get
 * an empty context and nothing renders: the control and its texts come from the lazily loaded
 * editor chunk, which provides the renderer (as `ProductEditSlot` does for products).
 */
export type PostEditRenderer = (post: { id: number; title: string }) => ReactNode

export const PostEditContext = createContext<PostEditRenderer | null>(null)

export function PostEditSlot({ id, title }: { id: number; title: string }) {
  const render = useContext(PostEditContext)
  return render ? render({ id, title }) : null
}
