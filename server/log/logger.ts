type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

let threshold: number = order[(process.env.LOG_LEVEL as Level | undefined) ?? 'info'] ?? order.info

export function setLogLevel(level: Level | 'silent'): void {
  threshold = order[level]
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < threshold) return
  const line = fields ? `${message} ${JSON.stringify(fields)}` : message
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout
  stream.write(`[izlog] ${level.padEnd(5)} ${line}\n`)
}

/** One small logger: plain lines for a person reading the console, fields as JSON. */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
}
