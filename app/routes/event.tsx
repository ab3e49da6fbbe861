import { data } from 'react-router'
import type { Route } from './+types/event'
import { eventIdSchema } from '#common/calendar/schemas'
import { requestContext } from '#server/context'
import { getPublicEvent } from '#server/calendar'
import { EventPage } from '~/features/events/event-page'
import { metaFromMatches } from '~/lib/meta'
import { tagPage } from '#server/page-cache/tag-page'
import { pageTags } from '#server/page-cache/tags'

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db, site, locale } = context.get(requestContext)
  const id = eventIdSchema.safeParse(params.id)
  // Only digits name an event: `/dogadjaj/1e3` or `/dogadjaj/abc` are 404, not a parse error.
  const event = id.success && /^\d+$/.test(params.id) ? await getPublicEvent(db, { siteId: site.id, locale, id: id.data }) : null
  if (!event) throw data(null, { status: 404 })
  tagPage(context.get(requestContext), pageTags.events)
  return { event, url: url.href }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData ? metaFromMatches(matches, { title: loaderData.event.title, description: loaderData.event.description.split('\n')[0] }) : []

export default function EventScreen({ loaderData }: Route.ComponentProps) {
  return <EventPage key={loaderData.event.id} event={loaderData.event} url={loaderData.url} />
}
