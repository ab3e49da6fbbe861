import { data } from 'react-router'
import { isStorableText } from '#common/text/storable-text'

/**
 * A page's path parameter, or the 404 page when it cannot name anything: a NUL or broken Unicode
 * (no slug has one, and PostgreSQL would refuse the lookup with an error).
 */
export function pageParam(value: string | undefined): string | undefined {
  if (value !== undefined && !isStorableText(value)) throw data(null, { status: 404 })
  return value
}
