// Load generator for the HTTP benchmarks. It runs in a child process so the server's event loop
// serves requests only (a client in the same event loop would take most of the CPU and blur ratios).
import { spawn } from "node:child_process"
import { childLines } from "./child-lines"

export interface LoadResult {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly errors: number
  /** Server process CPU time per request in microseconds (user + system), all threads, GC included. */
  readonly cpuUs: number
}

// keep-alive GETs from `concurrency` loops for `seconds`; prints {count, elapsed, latencies percentiles, errors}
const CLIENT = `
const http = require("node:http")
const [url, cookie, seconds, concurrency] = JSON.parse(process.argv[1])
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
const target = new URL(url)
const headers = cookie ? { cookie } : {}
const latencies = []
let errors = 0
const once = () => new Promise((resolve) => {
  const t = performance.now()
  const req = http.get({ host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers }, (res) => {
    res.on("data", () => {})
    res.on("end", () => { if (res.statusCode !== 200) errors++; latencies.push(performance.now() - t); resolve() })
  })
  req.on("error", () => { errors++; resolve() })
})
const run = async () => {
  process.stdout.write("ready\\n")
  await new Promise((r) => process.stdin.once("data", r))
  const start = performance.now()
  const end = start + seconds * 1000
  await Promise.all(Array.from({ length: concurrency }, async () => { while (performance.now() < end) await once() }))
  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN
  process.stdout.write(JSON.stringify({ count: latencies.length, elapsed, p50: at(0.5), p99: at(0.99), errors }) + "\\n")
  agent.destroy()
}
run()
`

/** GETs `url` for `seconds` from a separate process; reports this (server) process's CPU per request too. */
export const load = async (url: string, cookie: string | undefined, seconds: number, concurrency: number): Promise<LoadResult> => {
  const child = spawn(process.execPath, ["-e", CLIENT, JSON.stringify([url, cookie ?? "", seconds, concurrency])], {
    stdio: ["pipe", "pipe", "inherit"]
  })
  const nextLine = childLines(child)
  await nextLine() // "ready": the child's start-up is not measured
  const cpu0 = process.cpuUsage()
  child.stdin.write("go\n")
  const result = JSON.parse(await nextLine()) as { count: number; elapsed: number; p50: number; p99: number; errors: number }
  const cpu = process.cpuUsage(cpu0)
  child.stdin.end()
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)))
  return {
    rps: result.count / result.elapsed,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    cpuUs: (cpu.user + cpu.system) / Math.max(1, result.count)
  }
}
