import { useEffect, useState } from 'react'
import type { CommentTargetType } from '#common/community/schemas'
import type { CommentView } from '#common/community/types'

export type OwnComment = CommentView & { status: string }

/**
 * The logged-in author's own review of this product/post (per visitor, so asked after hydration;
 * never part of the cacheable server HTML). `undefined` while unknown, `null` when there is none.
 */
export function useOwnComment(input: { isLoggedIn: boolean; targetType: CommentTargetType; targetId: number }) {
  const [own, setOwn] = useState<OwnComment | null | undefined>(undefined)
  const { isLoggedIn, targetType, targetId } = input
  useEffect(() => {
    if (!isLoggedIn) return
    let isCurrent = true
    fetch(`/api/v1/cms/comment/mine?targetType=${targetType}&targetId=${targetId}`, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: { comment: OwnComment | null } }>) : null))
      .then((body) => {
        if (isCurrent) setOwn(body?.data.comment ?? null)
      })
      .catch(() => {
        if (isCurrent) setOwn(null)
      })
    return () => {
      isCurrent = false
    }
  }, [isLoggedIn, targetType, targetId])
  return [isLoggedIn ? own : null, setOwn] as const
}
