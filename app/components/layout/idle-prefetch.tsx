import { useContext, useEffect, useState } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/** §9: likely next pages are prefetched once the browser is idle, 2000 ms after the page loaded. */
export const PREFETCH_IDLE_MS = 2000;

/** The User Timing mark set when the idle prefetch starts. */
export const IDLE_PREFETCH_MARK = "izlog:idle-prefetch";

/** Calls `then` at the first idle moment after `delayMs`; returns the cancel function. */
export function whenIdleAfter(delayMs: number, then: () => void): () => void {
  let idle: number | null = null;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === "function")
      idle = window.requestIdleCallback(then, { timeout: delayMs });
    else then();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}

/**
 * Preloads the code of the given routes (ids as in app/routes.ts, e.g. `cart.hr`), never their
 * data: a data prefetch would ask the server for two extra, uncacheable answers on every page view.
 */
export function IdlePrefetch({ routeIds }: { routeIds: string[] }) {
  const [isIdle, setIdle] = useState(false);
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  useEffect(
    () =>
      whenIdleAfter(PREFETCH_IDLE_MS, () => {
        // Marks where the next pages' code starts loading: `npm run bench:js` counts what comes
        // after it apart from the page's own first load.
        performance.mark(IDLE_PREFETCH_MARK);
        setIdle(true);
      }),
    [],
  );
  if (!isIdle || !manifest) return null;
  const hrefs = new Set(
    routeIds.flatMap((id) => {
      const route = manifest.routes[id];
      return route ? [route.module, ...(route.imports ?? [])] : [];
    }),
  );
  return (
    <>
      {[...hrefs].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
