import { data } from 'react-router'

/**
 * Any path no route claims: §2 "Unknown routes show 'page not found' with status 404". The 404 is
 * recorded for the editors by server/redirects/page-redirects.ts, as every page 404 is.
 */
export async function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
