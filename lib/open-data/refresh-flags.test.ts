import { REFRESH_NODE_FLAGS } from '@/lib/open-data/refresh-flags'

it("runs a refresh with package.json's heap cap and nothing of the command itself", () => {
  expect(REFRESH_NODE_FLAGS).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/))
  expect(REFRESH_NODE_FLAGS.every((flag) => /^--max-[a-z-]+=\d+$/.test(flag))).toBe(true)
})
