import { data, redirect } from 'react-router'
import { hasScope, type AuthUser } from '../auth/access'

/** The desk's pages: visitors log in and come back; a login without the `orders` scope gets 403. */
export function requireOrderClerk(user: AuthUser | null, back: string): AuthUser {
  if (!user) throw redirect(`/adminLogin?redirect=${encodeURIComponent(back)}`)
  if (!hasScope(user, 'orders')) throw data(null, { status: 403 })
  return user
}
