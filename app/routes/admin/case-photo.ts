import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { data } from 'react-router'
import type { Route } from './+types/case-photo'
import { z } from '#common/validation/z'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { readCasePhoto } from '#server/cases/case-photo'
import { ApiError } from '#server/http/api-error'

const paramsSchema = z.object({ caseId: z.coerce.number().int().positive().max(2_147_483_647), token: z.string().uuid() })

/** GET /admin/cases/:caseId/photos/:token — a complaint photo, downloaded by the desk (never shown inline: it is a visitor's file). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site, runtime } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success) throw data(null, { status: 404 })
  try {
    const photo = await readCasePhoto(db, { siteId: site.id, ...parsed.data, dataDir: runtime.config.dataDir })
    const body = Readable.toWeb(createReadStream(photo.path)) as ReadableStream<Uint8Array>
    return new Response(body, {
      headers: {
        'Content-Type': photo.mime,
        'Content-Length': String(photo.size),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(photo.name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}
