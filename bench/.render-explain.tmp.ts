import { openDatabase } from '../server/db/client'
import { getCategory } from '../server/catalog/category-service'
import { loadProductCards } from '../server/catalog/product-cards'
import { getCategory as joinCategory } from '../server/catalog/.old-category-service.tmp'
import { loadProductCards as joinCards } from '../server/catalog/.old-product-cards.tmp'
import { getCategory as origCategory } from '../server/catalog/.orig-category-service.tmp'
import { loadProductCards as origCards } from '../server/catalog/.orig-product-cards.tmp'
const { db, close, pglite } = await openDatabase({ dataDir: process.argv[2] })
const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
const fns: Record<string, () => Promise<unknown>> = {
  scalarCategory: () => getCategory(db, { siteId: 1, id: 3, locale: 'hr' }),
  joinCategory: () => joinCategory(db, { siteId: 1, id: 3, locale: 'hr' }),
  origCategory: () => origCategory(db, { siteId: 1, id: 3, locale: 'hr' }),
  scalarCards: () => loadProductCards(db, ids, 'hr'),
  joinCards: () => joinCards(db, ids, 'hr'),
  origCards: () => origCards(db, ids, 'hr'),
  select1: () => pglite!.query('select 1'),
}
const best: Record<string, number> = {}
for (let round = 0; round < 10; round++) {
  for (const [name, fn] of Object.entries(fns)) {
    for (let i = 0; i < 5; i++) await fn()
    const c0 = process.cpuUsage(); const n = 30
    for (let i = 0; i < n; i++) await fn()
    const c = process.cpuUsage(c0)
    best[name] = Math.min(best[name] ?? Infinity, (c.user + c.system) / 1000 / n)
  }
}
for (const [name, ms] of Object.entries(best)) console.log(name.padEnd(16), ms.toFixed(2), 'ms cpu (best of 10)')
await close()
