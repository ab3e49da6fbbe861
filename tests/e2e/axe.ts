import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export interface AxeScope {
  /** Check only this part of the page (a CSS selector). */
  include?: string
  /** Leave the page's frames out: a sandboxed preview frame runs no script, so axe cannot enter it. */
  withoutFrames?: boolean
  /** Names the state in a failure, where one test checks several. */
  label?: string
}

/**
 * No axe violations in the page as it stands; a failure names each rule and the elements it found.
 *
 * The PostgreSQL run of `npm test` does not run axe (ADR 025, third pass): axe judges the HTML and
 * CSS the browser shows, which the same build renders from the same demo seed on either database,
 * and the PGlite run checks every state. Axe was about 45 % of a flow's time (1.2–2.3 s a check on
 * the order desk), so the PostgreSQL browser run keeps the flows and the database work behind them.
 */
export async function expectAccessible(page: Page, scope: AxeScope = {}): Promise<void> {
  if (process.env.DATABASE_URL) return
  let builder = new AxeBuilder({ page })
  if (scope.include) builder = builder.include(scope.include)
  if (scope.withoutFrames) builder = builder.exclude('iframe').setLegacyMode(true)
  const results = await builder.analyze()
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(found, scope.label).toEqual([])
}
