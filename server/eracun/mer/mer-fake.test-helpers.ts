import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createMerFake, type MerFakeControl } from './mer-fake'
import type { MerAccount } from './mer-intermediary'

export const FAKE_ACCOUNT = { username: '1083', password: 'test-lozinka', softwareId: 'Izlog-Test-001' }

/** The moj-eRačun fake on a real port of this machine: the adapter talks HTTP to it as to MER. */
export async function startMerFake(options: { pollsToDeliver?: number } = {}): Promise<{ account: MerAccount; control: MerFakeControl; close(): Promise<void> }> {
  const { app, control } = createMerFake({ ...FAKE_ACCOUNT, ...options })
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    account: { url, ...FAKE_ACCOUNT },
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
