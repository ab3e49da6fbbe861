import net from 'node:net'

/**
 * A mail server for tests, on a local port, speaking just enough SMTP for nodemailer. `hang`
 * accepts connections and never says a word (the probe's mail server of issue 25 §2); `answer`
 * replies to everything, except that it holds each message's final "250" until `hold` lets it go.
 */
export interface FakeSmtp {
  url: string
  /** Message-IDs of the messages the server accepted (said 250 to after DATA), in order. */
  accepted: string[]
  /** Connections open now. */
  openConnections(): number
  /** Resolves once `count` connections have been made in all. */
  connections(count: number): Promise<void>
  /** Resolves with the Message-ID of the `count`-th message whose data has arrived (accepted or held). */
  received(count: number): Promise<string>
  /** Cuts every open connection (the sender sees an error). */
  dropAll(): void
  close(): Promise<void>
}

export interface FakeSmtpOptions {
  mode: 'hang' | 'answer'
  /** Called with each message's Message-ID when its data has arrived; the 250 waits for it. */
  hold?: (messageId: string) => Promise<void>
}

export async function startFakeSmtp(options: FakeSmtpOptions): Promise<FakeSmtp> {
  const sockets = new Set<net.Socket>()
  const accepted: string[] = []
  const receivedIds: string[] = []
  let connectionCount = 0
  const waiters = new Set<() => void>()
  const changed = () => {
    for (const waiter of waiters) waiter()
  }
  const until = <T>(ready: () => T | undefined) =>
    new Promise<T>((resolve) => {
      const check = () => {
        const value = ready()
        if (value === undefined) return
        waiters.delete(check)
        resolve(value)
      }
      waiters.add(check)
      check()
    })

  const server = net.createServer((socket) => {
    sockets.add(socket)
    connectionCount++
    socket.on('close', () => {
      sockets.delete(socket)
      changed()
    })
    socket.on('error', () => undefined)
    changed()
    if (options.mode === 'hang') return
    speak(socket)
  })

  function speak(socket: net.Socket) {
    let buffer = ''
    let inData = false
    socket.write('220 fake.test ESMTP\r\n')
    socket.on('data', async (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          const message = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          const messageId = /^Message-ID:\s*(\S+)/im.exec(message)?.[1] ?? ''
          receivedIds.push(messageId)
          changed()
          await options.hold?.(messageId)
          if (socket.destroyed) return
          accepted.push(messageId)
          changed()
          socket.write('250 2.0.0 queued\r\n')
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end < 0) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') socket.write('250-fake.test\r\n250 8BITMIME\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n')
          return
        } else socket.write('250 OK\r\n')
      }
    })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    openConnections: () => sockets.size,
    connections: (count) => until(() => (connectionCount >= count ? true : undefined)).then(() => undefined),
    received: (count) => until(() => receivedIds[count - 1]),
    dropAll: () => {
      for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
