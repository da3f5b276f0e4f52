// Benchmark (issue 35): a brief document -> the brief form -> every module drafted offline, as POST /briefs/read and
// POST /projects/draft do it (target under 1 s on 2 cores). Cold: the first brief of the process; warm: medians after.
// Run: node --import tsx bench/project-from-brief.ts [runs]
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import * as Effect from "effect/Effect"
import { readBriefDocument } from "@initpack/adapters/brief-reader/read-brief-document"
import * as OfflineDrafter from "@initpack/adapters/drafting/offline-drafter"
import { briefFromForm } from "@initpack/core/brief/brief-form"
import { resolveBrief } from "@initpack/core/brief/resolve-brief"
import { draftProject } from "@initpack/core/use-cases/pack/draft-project"

const runs = Number(process.argv[2] ?? 10)
const dir = join(import.meta.dirname, "../tests/fixtures/briefs")
const briefs = ["library-refurbishment.md", "booking-app.txt"].map((name) => ({ name, bytes: readFileSync(join(dir, name)) }))

const once = async (b: { name: string; bytes: Buffer }, tag: string) => {
  const t0 = performance.now()
  // a changed last line makes each run a new brief (the drafter caches per brief text)
  const form = await readBriefDocument({ fileName: b.name, bytes: Buffer.concat([b.bytes, Buffer.from(`\nRun ${tag}.`)]) }, "2026-01-05")
  const read = performance.now() - t0
  await Effect.runPromise(draftProject(resolveBrief(briefFromForm(form), {}, "2026-01-05"), { now: new Date() }).pipe(Effect.provide(OfflineDrafter.layer)))
  return { read, total: performance.now() - t0 }
}

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
for (const b of briefs) {
  const cold = await once(b, "cold")
  const warm = []
  for (let i = 0; i < runs; i++) warm.push(await once(b, String(i)))
  console.log(`${b.name}: cold ${cold.total.toFixed(0)} ms (read ${cold.read.toFixed(0)} ms); warm median ${median(warm.map((w) => w.total)).toFixed(0)} ms (read ${median(warm.map((w) => w.read)).toFixed(1)} ms), max ${Math.max(...warm.map((w) => w.total)).toFixed(0)} ms`)
}
