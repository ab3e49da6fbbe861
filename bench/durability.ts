/**
 * `npm run bench:durability`: what Izlog's durable PGlite (fsync on, WAL written with O_DSYNC,
 * real fsync at checkpoints — server/db/durable-node-fs.ts) costs against PGlite's own default
 * (fsync off), on the disk under DATA_DIR's parent (default the system temp folder). Two
 * workloads: single-row commits, and an order-sized transaction (order row, five lines, five
 * stock updates). Prints p50/p95 per commit and commits per second.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { DurableNodeFS, durableStartParams } from '../server/db/durable-node-fs'

const iterations = Number(process.env.BENCH_ITERATIONS ?? 300)
const root = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'izlog-bench-durability-'))

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function measure(label: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run(-i - 1)
  const samples: number[] = []
  const started = performance.now()
  for (let i = 0; i < iterations; i++) {
    const one = performance.now()
    await run(i)
    samples.push(performance.now() - one)
  }
  const perSecond = (iterations / (performance.now() - started)) * 1000
  console.log(`  ${label.padEnd(36)} p50 ${percentile(samples, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(samples, 95).toFixed(2).padStart(6)} ms   ${perSecond.toFixed(0).padStart(5)} commits/s`)
}

async function bench(name: string, open: (dir: string) => Promise<PGlite>) {
  const db = await open(path.join(root, name))
  await db.exec(`CREATE TABLE items (id serial PRIMARY KEY, stock int NOT NULL);
    CREATE TABLE orders (id serial PRIMARY KEY, total int NOT NULL, created_at timestamptz DEFAULT now());
    CREATE TABLE order_lines (order_id int REFERENCES orders, item_id int REFERENCES items, quantity int);
    INSERT INTO items (stock) SELECT 1000000 FROM generate_series(1, 100);`)
  console.log(`${name} (${(await db.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync === 'on' ? 'fsync on' : 'fsync off'})`)
  await measure('single-row commit', (i) => db.query('INSERT INTO orders (total) VALUES ($1)', [i]))
  await measure('order transaction (11 statements)', (i) =>
    db.transaction(async (tx) => {
      const order = await tx.query<{ id: number }>('INSERT INTO orders (total) VALUES ($1) RETURNING id', [i])
      for (let line = 0; line < 5; line++) {
        const item = ((Math.abs(i) * 5 + line) % 100) + 1
        await tx.query('UPDATE items SET stock = stock - 1 WHERE id = $1', [item])
        await tx.query('INSERT INTO order_lines VALUES ($1, $2, 1)', [order.rows[0]!.id, item])
      }
    }),
  )
  await db.close()
}

try {
  console.log(`${iterations} commits each, data under ${root}`)
  await bench('pglite-default', (dir) => PGlite.create({ dataDir: dir }))
  await bench('izlog-durable', (dir) => PGlite.create({ fs: new DurableNodeFS(dir), startParams: durableStartParams }))
} finally {
  fs.rmSync(root, { recursive: true, force: true })
}
