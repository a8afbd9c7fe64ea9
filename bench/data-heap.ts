// What the loaded data costs the server's heap: the directory and programme indexes are built as
// the server builds them, then the live heap, its object count and the time of a full garbage
// collection are read. Run by `npm run bench` as a child process with --expose-gc and
// --single-threaded-gc (one core does the whole collection, as on a busy server); prints JSON.
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'

import { buildInstitutionsView } from '@/lib/institutions'
import { programmeIndex } from '@/lib/programmes'

import type { DataHeap } from './report'

const COLLECTIONS = 15

/** The object count a heap snapshot opens with, read without keeping the snapshot. */
async function heapObjects(): Promise<number> {
  let head = ''
  for await (const chunk of v8.getHeapSnapshot()) {
    head += String(chunk)
    const found = /"node_count":(\d+)/.exec(head)
    if (found) return Number(found[1])
    if (head.length > 1 << 20) break
  }
  throw new Error('No node count in the heap snapshot')
}

export async function benchDataHeap(): Promise<DataHeap> {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('bench/data-heap.ts needs node --expose-gc')
  const started = performance.now()
  const { index } = programmeIndex()
  const directory = buildInstitutionsView({}).results.total
  const loadMs = performance.now() - started
  gc()
  gc()
  const times: number[] = []
  for (let i = 0; i < COLLECTIONS; i++) {
    const t = performance.now()
    gc()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return {
    programmes: index.length,
    institutions: directory,
    loadMs,
    liveMiB: v8.getHeapStatistics().used_heap_size / 2 ** 20,
    objects: await heapObjects(),
    collections: COLLECTIONS,
    fullGcMedianMs: times[Math.floor(COLLECTIONS / 2)]!,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void benchDataHeap().then((heap) => console.log(JSON.stringify(heap)))
}
