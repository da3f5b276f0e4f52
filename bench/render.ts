// Report rendering benchmark: node --import tsx bench/render.ts [runs]
// Prints medians (ms) and ratios to a Markdown-only baseline measured in the same rounds.
import { cpus, loadavg } from "node:os"
import { performance } from "node:perf_hooks"
import { buildPackDocuments, buildReport } from "../adapters/src/render/build-report"
import { renderDocument } from "../adapters/src/render/render-pack"
import { zipFiles } from "../adapters/src/render/zip"
import type { ReportFormat } from "../core/src/ports/document-renderer"
import { waterfallProject } from "../tests/fixtures/artefacts/waterfall-project"

const RUNS = Number(process.argv[2] ?? 15)
const CLOCK = "2026-05-01T09:30:00.000Z"
const ALL: ReadonlyArray<ReportFormat> = ["html", "markdown", "docx", "pdf"]

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}

// Wall time, and the process's CPU time (user + system), which waiting for a core on a loaded machine
// does not inflate.
const time = async (fn: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> => {
  const t = performance.now()
  const c = process.cpuUsage()
  await fn()
  const d = process.cpuUsage(c)
  return { wall: performance.now() - t, cpu: (d.user + d.system) / 1000 }
}

const pack = (formats: ReadonlyArray<ReportFormat>) => async () => {
  const docs = buildPackDocuments(waterfallProject, CLOCK)
  for (const format of formats) for (const d of docs) await renderDocument(d.document, format)
}

const pidPdf = () => renderDocument(buildReport("pid", waterfallProject, CLOCK), "pdf")

const pdfZip = async () => {
  const docs = buildPackDocuments(waterfallProject, CLOCK)
  const files = []
  for (const d of docs) files.push({ name: `${d.stem}.pdf`, bytes: await renderDocument(d.document, "pdf") })
  return zipFiles(files)
}

const first = (await time(pidPdf)).wall // includes the lazy pdfkit import
const cases: ReadonlyArray<readonly [string, () => Promise<unknown>, string]> = [
  ["baseline: waterfall pack, Markdown only (6 docs)", pack(["markdown"]), "-"],
  ["waterfall pack, HTML only", pack(["html"]), "-"],
  ["waterfall pack, DOCX only", pack(["docx"]), "-"],
  ["waterfall pack, PDF only", pack(["pdf"]), "-"],
  ["waterfall pack, all four formats (24 files)", pack(ALL), "< 1000 ms"],
  ["PID PDF", pidPdf, "< 300 ms"],
  ["waterfall PDF pack ZIP", pdfZip, "-"]
]
for (const [, fn] of cases) await fn() // warm-up
// Round-robin: each round times every case once, so load that drifts over the run (a shared machine)
// falls on all cases alike instead of on whichever case ran at the time.
const samples: Array<Array<{ wall: number; cpu: number }>> = cases.map(() => [])
for (let i = 0; i < RUNS; i++) for (const [k, [, fn]] of cases.entries()) samples[k]?.push(await time(fn))
const results = cases.map(([name, , target], k) => ({
  name,
  median: median((samples[k] ?? []).map((s) => s.wall)),
  cpu: median((samples[k] ?? []).map((s) => s.cpu)),
  target
}))
const base = results[0]?.median ?? 1
const baseCpu = results[0]?.cpu ?? 1
console.log(`node ${process.version}, ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}; ${RUNS} runs each, medians after one warm-up run, cases interleaved round by round`)
console.log(`first PID PDF in this process (lazy pdfkit import included): ${first.toFixed(1)} ms`)
console.log("| case | median wall ms | x baseline | median CPU ms | x baseline | target (wall) |")
console.log("| --- | ---: | ---: | ---: | ---: | --- |")
for (const r of results)
  console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${(r.median / base).toFixed(1)} | ${r.cpu.toFixed(1)} | ${(r.cpu / baseCpu).toFixed(1)} | ${r.target} |`)
