import { request as httpRequest } from 'node:http'

import { validApplication } from '@/test/application-fixture'

/**
 * Sends an application to POST /api/apply from a loopback address of its own, so that it does not
 * use up the 3-per-hour allowance of 127.0.0.1 that e2e/apply.spec.ts counts on.
 */
export function submitApplication(baseURL: string, lastName: string) {
  const body = JSON.stringify(
    validApplication(
      { lastName, email: `${lastName.toLowerCase()}@example.com` },
      String(new Date().getFullYear() + 1),
    ),
  )
  const url = new URL('/api/apply', baseURL)
  const localAddress = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
  return new Promise<{ reference: string; trackingPath: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          res.statusCode === 201 ? resolve(JSON.parse(text)) : reject(new Error(text)),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
