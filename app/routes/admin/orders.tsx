import type { Route } from './+types/orders'
import { orderDeskQuerySchema } from '#common/checkout/schemas'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { listDeskOrders } from '#server/orders/order-desk'
import { screenMeta } from '~/lib/route-meta'
import { OrderList } from '~/features/admin-orders/order-list'

export const meta = screenMeta('desk.title')

/** /admin/orders: the order desk's list, filtered and paged on the server. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  // The filter form sends every field; an empty one means "any".
  const filled = [...url.searchParams].filter(([, value]) => value !== '')
  const parsed = orderDeskQuerySchema.safeParse(Object.fromEntries(filled))
  const query = parsed.success ? parsed.data : orderDeskQuerySchema.parse({})
  return { list: await listDeskOrders(db, { siteId: site.id, query }), query }
}

export default function AdminOrdersScreen({ loaderData }: Route.ComponentProps) {
  return <OrderList list={loaderData.list} query={loaderData.query} />
}
