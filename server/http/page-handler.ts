import { createRequestHandler, type ServerBuild } from 'react-router'

type PageHandler = ReturnType<typeof createRequestHandler>

/**
 * React Router's request handler for the pages. Given a build *function* (what hot reload needs),
 * React Router re-derives its route tables — every localized route, ranked and compiled — on every
 * request; outside development the build is resolved once and one handler serves all requests.
 */
export function pageRequestHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): PageHandler {
  if (typeof build !== 'function' || mode === 'development') return createRequestHandler(build, mode)
  let handler: Promise<PageHandler> | undefined
  return async (request, context) => {
    handler ??= build().then((resolved) => createRequestHandler(resolved, mode))
    return (await handler)(request, context)
  }
}
