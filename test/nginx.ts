import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'

const SHIPPED = path.join(process.cwd(), 'deploy', 'nginx.conf')
const BROTLI = path.join(process.cwd(), 'deploy', 'nginx-brotli.conf')
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'

/** Whether this machine has nginx, and the brotli module deploy/nginx-brotli.conf needs. */
export function nginxAvailable() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0
}
export const brotliAvailable = () => existsSync(BROTLI_MODULE)

function replaceOnce(text: string, from: string, to: string) {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains: ${from}`)
  return text.replace(from, to)
}

/** The upstream's one app line, once per app port, each with the shipped line's own limits. */
function upstreamServers(conf: string, ports: readonly number[]) {
  const line = conf.split('\n').find((text) => text.trim().startsWith('server 127.0.0.1:3000 '))
  if (!line) throw new Error('deploy/nginx.conf no longer contains: server 127.0.0.1:3000')
  const lines = ports.map((port) => line.replace('127.0.0.1:3000', `127.0.0.1:${port}`))
  return conf.replace(line, lines.join('\n'))
}

/**
 * deploy/nginx.conf with only its "EDIT" lines changed: where it listens, where the app is, and
 * its files under `dir`. Throws when one of those lines is missing, so the test runs the shipped
 * file and not a copy that drifted from it.
 */
export function renderNginxConfig(options: NginxOptions) {
  const { listenPort, appPort, dir, clientRate } = options
  const user = userInfo().uid === 0 ? 'www-data' : userInfo().username
  let conf = readFileSync(SHIPPED, 'utf8')
  conf = replaceOnce(conf, 'user www-data;', `user ${user};`)
  conf = replaceOnce(conf, 'pid /run/nginx.pid;', `pid ${dir}/nginx.pid;`)
  conf = replaceOnce(conf, 'error_log /var/log/nginx/error.log;', `error_log ${dir}/error.log;`)
  conf = replaceOnce(conf, 'access_log /var/log/nginx/access.log;', `access_log ${dir}/access.log;`)
  conf = replaceOnce(conf, '/var/cache/nginx/study-abroad', `${dir}/cache`)
  conf = upstreamServers(conf, typeof appPort === 'number' ? [appPort] : appPort)
  conf = replaceOnce(
    conf,
    'listen 80 default_server;',
    `listen 127.0.0.1:${listenPort} default_server;`,
  )
  conf = replaceOnce(
    conf,
    'include /etc/nginx/study-abroad-brotli.conf*;',
    brotliAvailable() ? `include ${BROTLI};` : '',
  )
  if (clientRate) conf = replaceOnce(conf, 'rate=30r/s;', `rate=${clientRate};`)
  // Temporary files of a non-root nginx go under `dir` too.
  conf = replaceOnce(
    conf,
    'http {',
    `http {\n    client_body_temp_path ${dir}/body;\n    proxy_temp_path ${dir}/proxy;`,
  )
  return conf
}

export type NginxOptions = {
  listenPort: number
  /** Where `next start` listens; several ports for several instances, one upstream line each. */
  appPort: number | readonly number[]
  dir: string
  /** The benchmark only: a per-client request rate of its own, so one machine can act as many. */
  clientRate?: string
}

export type RunningNginx = { url: string; process: ChildProcess; stop: () => Promise<void> }

/** Runs nginx in the foreground with the shipped configuration, in front of 127.0.0.1:`appPort`. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const { dir } = options
  for (const sub of ['', 'cache', 'body', 'proxy'])
    mkdirSync(path.join(dir, sub), { recursive: true })
  if (userInfo().uid === 0) {
    // The workers run as www-data: they must reach the folder and own what they write.
    chmodSync(dir, 0o755)
    const wwwData = spawnSync('id', ['-u', 'www-data']).stdout.toString().trim()
    for (const sub of ['cache', 'body', 'proxy']) chownSync(path.join(dir, sub), Number(wwwData), 0)
  }
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, renderNginxConfig(options))
  const check = spawnSync('nginx', ['-t', '-q', '-c', file], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`)
  const child = spawn('nginx', ['-c', file, '-g', 'daemon off;'], { stdio: 'ignore' })
  const url = `http://127.0.0.1:${options.listenPort}`
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/robots.txt`)
      break
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error('nginx did not start')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return { url, process: child, stop }
}
