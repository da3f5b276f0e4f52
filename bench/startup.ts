// bench/startup.ts: start-to-first-answered-request of the server on an existing PGlite data folder
// (issue 3: under 2 s). Spawns the server, polls GET /api/health every 5 ms, and takes the time from
// spawn to the first 200. `node -e 0` is the baseline (the cost of starting any Node process here).
// Entries are interleaved (one run of each per round) so load from other processes falls on all alike.
// Run: node --import tsx bench/startup.ts   (BENCH_RUNS, default 5; the bundle is measured when
// apps/server/dist/server.mjs exists: `npm run build -w @initpack/server`)
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { loadavg } from "./lib/loadavg"

const root = fileURLToPath(new URL("..", import.meta.url))
const runs = Number(process.env.BENCH_RUNS ?? 5)
const bundle = join(root, "apps/server/dist/server.mjs")

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** ms from spawn to exit (baseline). */
const timeExit = async (args: Array<string>): Promise<number> => {
  const t0 = performance.now()
  const child = spawn(process.execPath, args, { cwd: root, stdio: "ignore" })
  await new Promise((r) => child.once("exit", r))
  return performance.now() - t0
}

let nextPort = 18_000 + Math.floor(Math.random() * 2000)

/** ms from spawn to the first 200 from /api/health; the server is stopped afterwards. */
const timeFirstAnswer = async (args: Array<string>, dataDir: string): Promise<number> => {
  const port = nextPort++
  const t0 = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", SESSION_SECRET: "bench", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"]
  })
  let exited = false
  child.once("exit", () => (exited = true))
  try {
    for (;;) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/health`)
        await r.arrayBuffer()
        if (r.status === 200) return performance.now() - t0
      } catch {
        // not listening yet
      }
      if (exited) throw new Error(`server exited before answering: ${args.join(" ")}`)
      if (performance.now() - t0 > 60_000) throw new Error("server did not answer within 60 s")
      await new Promise((r) => setTimeout(r, 5))
    }
  } finally {
    if (!exited) {
      child.kill("SIGTERM")
      await new Promise((r) => child.once("exit", r))
    }
  }
}

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), "initpack-start-"))
  try {
    const entries: Array<[string, (dir: string) => Promise<number>]> = [
      ["node -e 0 (baseline)", () => timeExit(["-e", "0"])],
      ["tsx src (main.ts)", (d) => timeFirstAnswer(["--import", "tsx", "apps/server/src/main.ts"], d)]
    ]
    if (existsSync(bundle)) entries.push(["bundle (dist/server.mjs)", (d) => timeFirstAnswer([bundle], d)])
    else console.log("(no apps/server/dist/server.mjs: run `npm run build -w @initpack/server` to measure the bundle)")
    // what `npm start` should run: rebuild only when a source changed, then the bundle
    entries.push([
      "build --if-stale + bundle",
      async (d) => {
        const t0 = performance.now()
        await timeExit([join(root, "apps/server/build.mjs"), "--if-stale"])
        return performance.now() - t0 + (await timeFirstAnswer([bundle], d))
      }
    ])
    // the first start creates the data folder (initdb, migrations, plans): not measured
    const first = await timeFirstAnswer(["--import", "tsx", "apps/server/src/main.ts"], dir)
    console.log(`first start (creates the data folder): ${first.toFixed(0)} ms`)
    const times = entries.map(() => [] as Array<number>)
    for (let r = 0; r < runs; r++) for (const [i, [, run]] of entries.entries()) times[i]!.push(await run(dir))
    console.log(`\n== start to first answered request, existing PGlite data folder (${runs} runs, medians; load average ${loadavg()})`)
    for (const [i, [label]] of entries.entries())
      console.log(`${label.padEnd(26)} median ${median(times[i]!).toFixed(0).padStart(5)} ms  (runs ${times[i]!.map((t) => t.toFixed(0)).join(", ")})`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
