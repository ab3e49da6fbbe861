import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import path from 'node:path'

/** A real child process (tsx) whose output (stdout and stderr together) the test can wait for. */
export interface Child {
  process: ChildProcessWithoutNullStreams
  output(): string
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  send(line: string): void
  kill9(): Promise<void>
}

/** `env` is added to the test's environment; a key set to undefined is removed from it. */
export function spawnTsx(script: string, args: string[], env: Record<string, string | undefined>): Child {
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined))
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(script), ...args], {
    env: merged,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      resolve({ code, signal })
      for (const listener of listeners) listener()
    }),
  )
  return {
    process: child,
    output: () => output,
    exited,
    send: (line) => child.stdin.write(`${line}\n`),
    waitFor: (pattern, timeoutMs = 120_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern)
          if (match) return finish(() => resolve(match))
          if (child.exitCode !== null || child.signalCode !== null) {
            finish(() => reject(new Error(`child exited before ${pattern}:\n${output}`)))
          }
        }
        const timer = setTimeout(() => finish(() => reject(new Error(`timed out waiting for ${pattern}:\n${output}`))), timeoutMs)
        const finish = (settle: () => void) => {
          clearTimeout(timer)
          listeners.delete(check)
          settle()
        }
        listeners.add(check)
        check()
      }),
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
