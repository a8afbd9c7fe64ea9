import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { renderNginxConfig } from './nginx'

describe('renderNginxConfig', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-render-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('puts each app port in the upstream with the shipped limits', () => {
    const conf = renderNginxConfig({ listenPort: 3999, appPort: [3997, 3998], dir })
    const upstream = conf.slice(conf.indexOf('upstream next_app {'))
    const servers = upstream.slice(0, upstream.indexOf('}')).match(/^\s*server .*$/gm) ?? []
    expect(servers.map((line) => line.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'server 127.0.0.1:3997 max_conns=48;',
      'server 127.0.0.1:3998 max_conns=48;',
    ])
    expect(renderNginxConfig({ listenPort: 3999, appPort: 3997, dir })).not.toContain(':3998')
  })
})
