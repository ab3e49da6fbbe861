/**
 * Generates a Magento performance-toolkit sized catalogue into PostgreSQL (never PGlite):
 *   small 800, medium 24k, large 300k, xlarge 1M simple products; 5 % configurables (each with 5 of the
 *   simple products as variants), 3,000 categories in three levels (10 × 10 × 29), 12 filterable
 *   attributes of every layered filter type, price history, translations and precomputed facets.
 * Everything is written set-based (INSERT … SELECT generate_series) so 300k takes minutes on 2 cores.
 *
 *   npx tsx bench/catalogue-gen.ts medium        → database izlog_bench_medium
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432 npx tsx bench/catalogue-gen.ts large
 */
import { sql } from 'drizzle-orm'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { refreshCategoryFacets } from '../server/catalog/catalog-index'
import { openDatabase, type Db } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { seedBase } from '../server/db/seed/base'

export const sizes = { small: 800, medium: 24_000, large: 300_000, xlarge: 1_000_000 } as const
export type BenchSize = keyof typeof sizes
export const serverUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432'
/** BENCH_DB_PREFIX keeps parallel benchmark runs (other branches, CI) out of each other's databases. */
export const databaseName = (size: BenchSize) => `${process.env.BENCH_DB_PREFIX ?? 'izlog_bench'}_${size}`

/** Croatian words for names, so search has something real to rank (with č, ć, đ, š, ž). */
const adjectives = ['Moderni', 'Klasični', 'Skandinavski', 'Hrastov', 'Bijeli', 'Sivi', 'Pametni', 'Kompaktni', 'Veliki', 'Mali', 'Luksuzni', 'Čvrsti', 'Ćilibarni', 'Đakovački', 'Šareni', 'Žuti']
const nouns = ['stol', 'ormar', 'krevet', 'kauč', 'stolac', 'regal', 'tepih', 'luster', 'termostat', 'roštilj', 'madrac', 'komoda', 'polica', 'fotelja', 'svjetiljka', 'ćevapi set', 'sudoper', 'štednjak', 'hladnjak', 'stan paket']

const array = (items: string[]) => `(ARRAY[${items.map((w) => `'${w}'`).join(',')}])`

async function run(db: Db, label: string, statement: string) {
  const started = performance.now()
  await db.execute(sql.raw(statement))
  console.log(`  ${label.padEnd(34)} ${Math.round(performance.now() - started)} ms`)
}

export async function generate(size: BenchSize): Promise<void> {
  const count = sizes[size]
  const name = databaseName(size)
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const database = await openDatabase({ url: `${serverUrl}/${name}` })
  const { db } = database
  const started = performance.now()
  console.log(`generating ${size}: ${count} simple products into ${name}`)
  await migrate(database)
  const site = await seedBase(db, { siteName: 'Bench' })
  const s = site.id
  // 12 attributes: 8 option types (values), 2 numbers, a date and a datetime.
  const attributeDefs: [string, string, number][] = [
    ['boja', 'visualSwatch', 12], ['materijal', 'multiSelect', 10], ['stil', 'dropdown', 6], ['velicina', 'textSwatch', 5],
    ['proizvodac', 'dropdown', 40], ['znacajke', 'multiSelect', 15], ['pametno', 'yesNo', 2], ['eko', 'yesNo', 2],
    ['povrsina', 'number', 0], ['jamstvo', 'number', 0], ['dostupno-od', 'date', 0], ['termin', 'dateTime', 0],
  ]
  await run(db, 'attributes', `INSERT INTO attributes (site_id, code, type, label, position) VALUES ${attributeDefs
    .map(([code, type], i) => `(${s}, '${code}', '${type}', '{"hr":"${code}"}', ${i})`)
    .join(',')}`)
  await run(db, 'attribute values', `INSERT INTO attribute_values (attribute_id, label, value, position)
    SELECT a.id, jsonb_build_object('hr', CASE WHEN a.type = 'yesNo' THEN (CASE g WHEN 1 THEN 'Da' ELSE 'Ne' END) ELSE a.code || ' ' || g END),
      CASE WHEN a.type = 'yesNo' THEN (CASE g WHEN 1 THEN 'yes' ELSE 'no' END) WHEN a.type = 'visualSwatch' THEN '#' || lpad(to_hex(g * 1000003 % 16777215), 6, '0') ELSE g::text END, g
    FROM attributes a, LATERAL generate_series(1, (CASE a.code ${attributeDefs.map(([code, , n]) => `WHEN '${code}' THEN ${n}`).join(' ')} ELSE 0 END)) g
    WHERE a.site_id = ${s}`)
  // Categories: 10 roots, 100 children, 2890 leaves = 3000.
  await run(db, 'categories', `
    INSERT INTO product_categories (id, site_id, parent_id, path, position)
    SELECT g, ${s}, NULL, ARRAY[g], g FROM generate_series(1, 10) g;
    INSERT INTO product_categories (id, site_id, parent_id, path, position)
    SELECT 10 + g, ${s}, 1 + (g - 1) / 10, ARRAY[1 + (g - 1) / 10, 10 + g], g FROM generate_series(1, 100) g;
    INSERT INTO product_categories (id, site_id, parent_id, path, position)
    SELECT 110 + g, ${s}, 11 + (g - 1) % 100, ARRAY[1 + ((g - 1) % 100) / 10, 11 + (g - 1) % 100, 110 + g], g FROM generate_series(1, 2890) g;
    SELECT setval(pg_get_serial_sequence('product_categories', 'id'), 3000);
    INSERT INTO product_category_translations (category_id, site_id, locale, name, slug, search_text)
    SELECT id, ${s}, 'hr', 'Kategorija ' || id, 'kategorija-' || id, 'kategorija ' || id FROM product_categories;
    INSERT INTO category_attributes (category_id, attribute_id, position)
    SELECT c.id, a.id, a.position FROM product_categories c, attributes a WHERE a.site_id = ${s}`)
  // Simple products; each in one leaf (so in its two ancestors too). Deterministic "random" from the id.
  const configurables = Math.floor(count / 20)
  await run(db, 'products', `
    WITH v AS (SELECT attribute_id, array_agg(id ORDER BY position) ids FROM attribute_values GROUP BY attribute_id),
    a AS (SELECT code, id FROM attributes WHERE site_id = ${s})
    INSERT INTO products (id, site_id, sku, format, price, retail_price, prior_price, discount_percent, stock_quantity, featured, category_priority,
      rating, main_category_id, category_ids, value_ids, numbers, sort_name, search_text, created_at)
    SELECT g, ${s}, 'SKU-' || g, 'simple', p.price, CASE WHEN g % 7 = 0 THEN p.price * 5 / 4 ELSE p.price END,
      CASE WHEN g % 7 = 0 THEN p.price * 5 / 4 ELSE p.price END, CASE WHEN g % 7 = 0 THEN 20 ELSE 0 END,
      g % 50, g % 97 = 0, g % 10, (g % 5) + 1, leaf, ARRAY[1 + ((leaf - 111) % 100) / 10, 11 + (leaf - 111) % 100, leaf],
      (SELECT array_agg(DISTINCT x ORDER BY x) FROM unnest(ARRAY[
        (SELECT ids[1 + g % array_length(ids, 1)] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'boja')),
        (SELECT ids[1 + g % 10] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'materijal')),
        (SELECT ids[1 + (g / 10) % 10] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'materijal')),
        (SELECT ids[1 + (g / 3) % 6] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'stil')),
        (SELECT ids[1 + (g / 7) % 5] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'velicina')),
        (SELECT ids[1 + (g * 31) % 40] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'proizvodac')),
        (SELECT ids[1 + (g * 7) % 15] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'znacajke')),
        (SELECT ids[1 + (g * 11) % 15] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'znacajke')),
        (SELECT ids[1 + g % 2] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'pametno')),
        (SELECT ids[1 + (g / 2) % 2] FROM v WHERE attribute_id = (SELECT id FROM a WHERE code = 'eko'))]) x),
      jsonb_build_object((SELECT id FROM a WHERE code = 'povrsina')::text, 10 + g % 90, (SELECT id FROM a WHERE code = 'jamstvo')::text, 1 + g % 5,
        (SELECT id FROM a WHERE code = 'dostupno-od')::text, 1767225600 + (g % 365) * 86400, (SELECT id FROM a WHERE code = 'termin')::text, 1767225600 + (g % 2000) * 3600),
      lower(n.name), n.key, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${count}) g,
      LATERAL (SELECT (111 + (g::bigint * 7919) % 2890)::int AS leaf, (990 + (g::bigint * 104729) % 200000)::int AS price) p,
      LATERAL (SELECT ${array(adjectives)}[1 + g % ${adjectives.length}] || ' ' || ${array(nouns)}[1 + (g / ${adjectives.length}) % ${nouns.length}] || ' ' || g AS name) n0,
      LATERAL (SELECT n0.name, translate(lower(n0.name), 'čćđšž', 'ccdsz') AS key) n`)
  await run(db, 'configurables + variants', `
    INSERT INTO products (id, site_id, sku, format, price, retail_price, infinite_quantity, main_category_id, category_ids, sort_name, search_text, created_at)
    SELECT ${count} + g, ${s}, 'CFG-' || g, 'configurable', p.price, p.price, true, p.main_category_id, p.category_ids, p.sort_name, p.search_text || ' konfigurabilni', p.created_at
    FROM generate_series(1, ${configurables}) g JOIN products p ON p.id = g * 20;
    UPDATE products SET parent_id = ${count} + (id + 19) / 20, is_visible_individually = false WHERE id <= ${count} AND id % 20 BETWEEN 1 AND 5 AND (id + 19) / 20 <= ${configurables};
    SELECT setval(pg_get_serial_sequence('products', 'id'), ${count + configurables});
    INSERT INTO product_variant_attributes (product_id, attribute_id, position)
    SELECT p.id, a.id, 0 FROM products p, attributes a WHERE p.format = 'configurable' AND a.code = 'boja' AND a.site_id = ${s}`)
  await run(db, 'translations', `INSERT INTO product_translations (product_id, site_id, locale, name, slug)
    SELECT id, site_id, 'hr', initcap(sort_name), 'p-' || id FROM products`)
  await run(db, 'category links + attribute values', `
    INSERT INTO product_category_links (product_id, category_id) SELECT id, main_category_id FROM products;
    INSERT INTO product_attribute_values (product_id, attribute_id, value_id)
    SELECT p.id, v.attribute_id, v.id FROM products p, unnest(p.value_ids) x JOIN attribute_values v ON v.id = x;
    INSERT INTO product_attribute_values (product_id, attribute_id, number_value)
    SELECT p.id, n.key::int, n.value::float8 FROM products p, jsonb_each_text(p.numbers) n`)
  await run(db, 'price history (with discounts)', `
    INSERT INTO price_history (product_id, price, retail_price, valid_from) SELECT id, retail_price, retail_price, created_at - interval '60 days' FROM products;
    INSERT INTO price_history (product_id, price, retail_price, valid_from) SELECT id, price, retail_price, now() - interval '3 days' FROM products WHERE price <> retail_price`)
  await run(db, 'category products + search rows', `
    INSERT INTO category_products (category_id, product_id, value_ids, numbers, price, created_at, category_priority, sort_name)
    SELECT c, p.id, p.value_ids, p.numbers, p.price, p.created_at, p.category_priority, p.sort_name FROM products p, unnest(p.category_ids) c
    WHERE NOT p.archived AND p.is_visible_individually ORDER BY c, p.id;
    INSERT INTO product_search (product_id, site_id, search_text)
    SELECT id, site_id, search_text FROM products WHERE NOT archived AND is_visible_individually ORDER BY id;
    INSERT INTO search_words (site_id, word)
    SELECT DISTINCT site_id, w FROM product_search, unnest(string_to_array(search_text, ' ')) w WHERE length(w) >= 3 AND w !~ '[0-9]'`)
  const facetsStarted = performance.now()
  await refreshCategoryFacets(db, null)
  console.log(`  ${'category facets (all)'.padEnd(34)} ${Math.round(performance.now() - facetsStarted)} ms`)
  await run(db, 'vacuum analyze', 'VACUUM ANALYZE')
  console.log(`generated ${size} in ${Math.round((performance.now() - started) / 1000)} s`)
  await database.close()
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href
const requested = process.argv[2] as BenchSize | undefined
if (isMain && requested) {
  if (!(requested in sizes)) throw new Error(`size must be one of ${Object.keys(sizes).join(', ')}`)
  await generate(requested)
}
