import { useEffect, useState } from 'react'
import type { MemberPrices } from '#common/members/member-prices'
import { formatMoney } from '#common/money'
import { useCart } from '~/features/cart/cart-context'
import { useLocale, useT } from '~/lib/site-shell'

const none: Record<number, number> = {}

/**
 * Issue 20.6: a member's prices of the products a page shows, asked after hydration and only when
 * the visitor call said `isMember`, so the server HTML stays the same for everyone. The ids are a
 * string key, so a new render with the same products asks nothing.
 */
export function useMemberPrices(productIds: number[]): Record<number, number> {
  const isMember = useCart().visitor?.isMember ?? false
  const key = productIds.join(',')
  const [answer, setAnswer] = useState<{ key: string; prices: Record<number, number> } | null>(null)
  useEffect(() => {
    if (!isMember || !key) return
    let isCurrent = true
    fetch(`/api/v1/ecommerce/memberPrices?ids=${key}`, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<{ data: MemberPrices | null }>)
      .then((body) => {
        if (isCurrent && body.data) setAnswer({ key, prices: body.data.prices })
      })
      .catch(() => undefined)
    return () => {
      isCurrent = false
    }
  }, [isMember, key])
  return isMember && answer?.key === key ? answer.prices : none
}

/** "Članska cijena: 1.529,10 €" under the price, for a member, where the member pays less. */
export function MemberPrice({ cents }: { cents: number | undefined }) {
  const t = useT()
  const locale = useLocale()
  if (cents === undefined) return null
  return (
    <p className="price__member">
      {t('cart.memberPrice')}: <strong>{formatMoney(cents, locale)}</strong>
    </p>
  )
}
