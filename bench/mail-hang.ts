// `npm run bench:mail-hang`: issue 25 §2. The built site on the embedded database (PGlite, one
// connection) with SMTP_URL pointing at a mail server that accepts connections and never answers.
// Category page latency (p50/p95/p99, page cache off) before any mail, then while the outbox sender
// is stuck on that server. Goal: unchanged, under 1 s (it was 60.4 s when the send held a transaction).
import { startFakeSmtp } from '../server/testing/fake-smtp'
import { startServer } from './server-process'

const port = Number(process.env.BENCH_PORT ?? 4650)
const requests = Number(process.env.BENCH_REQUESTS ?? 40)
const category = '/shop/paketi-interijera'

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function timeCategoryPages(base: string, label: string) {
  const samples: number[] = []
  for (let i = 0; i < requests; i++) {
    const started = performance.now()
    const response = await fetch(`${base}${category}?bench=${label}-${i}`)
    await response.text()
    if (response.status !== 200) throw new Error(`${category} answered ${response.status}`)
    samples.push(performance.now() - started)
  }
  const ms = (value: number) => `${Math.round(value)} ms`
  console.log(`${label.padEnd(22)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  p99 ${ms(percentile(samples, 99))}  max ${ms(Math.max(...samples))}`)
  return samples
}

const smtp = await startFakeSmtp({ mode: 'hang' })
const server = await startServer({
  port,
  startTimeoutMs: 600_000,
  env: { SMTP_URL: smtp.url, SMTP_GREETING_TIMEOUT_SECONDS: '600', SMTP_SOCKET_TIMEOUT_SECONDS: '600', PAGE_CACHE: 'off', CATEGORY_PAGE_CACHE: 'off' },
})
try {
  console.log(`category page ${category}, ${requests} requests each, PGlite, page cache off`)
  await timeCategoryPages(server.url, 'no mail')
  // A newsletter sign-up queues a confirmation e-mail; the sender connects and waits for a greeting.
  // The first try names the consents the form requires (their ids are the data's), the second gives them.
  const subscribe = (acceptedConsents: number[]) =>
    fetch(`${server.url}/api/v1/marketing/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: `bench.${Date.now()}@example.hr`, language: 'hr', acceptedConsents }),
    })
  let subscribed = await subscribe([])
  if (subscribed.status === 400) {
    const { fields } = (await subscribed.json()) as { fields?: Record<string, string> }
    subscribed = await subscribe(Object.keys(fields ?? {}).map((key) => Number(key.split('.')[1])))
  }
  if (subscribed.status !== 200) throw new Error(`newsletter/subscribe answered ${subscribed.status}: ${await subscribed.text()}`)
  await smtp.connections(1)
  const during = await timeCategoryPages(server.url, 'mail server hanging')
  if (smtp.openConnections() < 1) throw new Error('the sender was no longer waiting on the mail server: the figures do not show the hang')
  const p99 = percentile(during, 99)
  console.log(`while the sender was stuck: p99 ${Math.round(p99)} ms (goal < 1000 ms) ${p99 < 1000 ? 'ok' : 'OVER'}`)
} finally {
  await server.stop()
  await smtp.close()
}
