// Two routes loaded by turns from one child process: slices of `sliceMs` alternate between them (A, B, A, B ...),
// each slice ending when its requests in flight have answered, so load from other work on a shared machine falls
// on both alike (2-second runs one after the other saw different machines). The server's CPU is read at each
// slice boundary and charged to that slice's route.
import { spawn } from "node:child_process"
import type { LoadResult } from "./http-load"
import { childLines } from "./child-lines"

export interface Target {
  readonly url: string
  readonly cookie: string | undefined
}

// keep-alive GETs from `concurrency` loops, one target per slice; after each slice it prints the slice's count
// and time and waits for "next" (the parent reads its CPU meanwhile); at the end the latency percentiles per target
const CLIENT = `
const http = require("node:http")
const [targets, seconds, concurrency, sliceMs] = JSON.parse(process.argv[1])
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
const parsed = targets.map((t) => ({ url: new URL(t.url), headers: t.cookie ? { cookie: t.cookie } : {} }))
const latencies = targets.map(() => [])
const errors = targets.map(() => 0)
const lines = []
let wake
process.stdin.setEncoding("utf8")
process.stdin.on("data", (d) => { lines.push(...d.split("\\n").filter(Boolean)); wake?.() })
const nextLine = async () => { while (lines.length === 0) await new Promise((r) => (wake = r)); return lines.shift() }
const once = (i) => new Promise((resolve) => {
  const { url, headers } = parsed[i]
  const t = performance.now()
  const req = http.get({ host: url.hostname, port: url.port, path: url.pathname + url.search, agent, headers }, (res) => {
    res.on("data", () => {})
    res.on("end", () => { if (res.statusCode !== 200) errors[i]++; latencies[i].push(performance.now() - t); resolve() })
  })
  req.on("error", () => { errors[i]++; resolve() })
})
const run = async () => {
  process.stdout.write("ready\\n")
  await nextLine()
  const slices = Math.max(2, Math.round((seconds * 1000 * targets.length) / sliceMs))
  for (let s = 0; s < slices; s++) {
    const i = s % targets.length
    const before = latencies[i].length
    const start = performance.now()
    const end = start + sliceMs
    await Promise.all(Array.from({ length: concurrency }, async () => { while (performance.now() < end) await once(i) }))
    process.stdout.write(JSON.stringify({ slice: i, count: latencies[i].length - before, elapsed: (performance.now() - start) / 1000 }) + "\\n")
    await nextLine()
  }
  const at = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? NaN
  for (const xs of latencies) xs.sort((a, b) => a - b)
  process.stdout.write(JSON.stringify({ done: true, p50: latencies.map((xs) => at(xs, 0.5)), p99: latencies.map((xs) => at(xs, 0.99)), errors }) + "\\n")
  agent.destroy()
}
run()
`

/** Loads the targets by turns for about `seconds` each; one result per target, its CPU the server's (this process's). */
export const pairedLoad = async (targets: ReadonlyArray<Target>, seconds: number, concurrency: number, sliceMs = 250): Promise<Array<LoadResult>> => {
  const child = spawn(process.execPath, ["-e", CLIENT, JSON.stringify([targets, seconds, concurrency, sliceMs])], { stdio: ["pipe", "pipe", "inherit"] })
  const nextLine = childLines(child)
  await nextLine() // "ready": the child's start-up is not measured
  const count = targets.map(() => 0)
  const elapsed = targets.map(() => 0)
  const cpuUs = targets.map(() => 0)
  let cpu = process.cpuUsage()
  child.stdin.write("go\n")
  for (;;) {
    const line = JSON.parse(await nextLine()) as { slice: number; count: number; elapsed: number } | { done: true; p50: Array<number>; p99: Array<number>; errors: Array<number> }
    if ("done" in line) {
      child.stdin.end()
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)))
      return targets.map((_, i) => ({
        rps: count[i]! / elapsed[i]!,
        p50: line.p50[i]!,
        p99: line.p99[i]!,
        errors: line.errors[i]!,
        cpuUs: cpuUs[i]! / Math.max(1, count[i]!)
      }))
    }
    const used = process.cpuUsage(cpu)
    cpu = process.cpuUsage()
    count[line.slice]! += line.count
    elapsed[line.slice]! += line.elapsed
    cpuUs[line.slice]! += used.user + used.system
    child.stdin.write("next\n")
  }
}
