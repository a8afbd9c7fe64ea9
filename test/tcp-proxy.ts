import { connect, createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

export type ProxyMode = 'up' | 'refuse' | 'hang'

/**
 * A TCP proxy in front of a real server, to take it away and bring it back: 'refuse' closes the
 * port and cuts every open connection, 'hang' accepts connections and never answers (a dead host).
 * `latencyMs` holds every chunk that long in each direction (a slow or distant server).
 */
export async function tcpProxy(
  target: { host: string; port: number },
  { latencyMs = 0 }: { latencyMs?: number } = {},
) {
  let mode: ProxyMode = 'up'
  let server: Server | undefined
  let port = 0
  const sockets = new Set<Socket>()

  const cutAll = () => {
    for (const socket of sockets) socket.destroy()
    sockets.clear()
  }

  async function listen() {
    server = createServer((client) => {
      sockets.add(client)
      client.on('close', () => sockets.delete(client))
      client.on('error', () => {})
      if (mode === 'hang') return
      const upstream = connect(target.port, target.host)
      sockets.add(upstream)
      upstream.on('close', () => sockets.delete(upstream))
      upstream.on('error', () => client.destroy())
      client.on('error', () => upstream.destroy())
      if (!latencyMs) {
        client.pipe(upstream).pipe(client)
        return
      }
      const delayed = (to: Socket) => (chunk: Buffer) =>
        setTimeout(() => to.destroyed || to.write(chunk), latencyMs)
      client.on('data', delayed(upstream))
      upstream.on('data', delayed(client))
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    port = (server!.address() as AddressInfo).port
  }

  await listen()

  return {
    get port() {
      return port
    },
    async set(next: ProxyMode) {
      if (next === mode) return
      cutAll()
      if (next === 'refuse') {
        mode = next
        await new Promise<void>((resolve) => server!.close(() => resolve()))
        server = undefined
        return
      }
      mode = next
      if (!server) await listen()
    },
    async close() {
      cutAll()
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()))
    },
  }
}
