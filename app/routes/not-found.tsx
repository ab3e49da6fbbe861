import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { requestContext } from '#server/context'
import { recordFailedRequest } from '#server/cms'

/** Any path no route claims: §2 "Unknown routes show 'page not found' with status 404". */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, site } = context.get(requestContext)
  await recordFailedRequest(db, { siteId: site.id, path: new URL(request.url).pathname })
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
