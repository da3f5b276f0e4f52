// Cold CLI benchmark: node --import tsx bench/cli.ts [runs]
// Also packs and installs the npm package outside the repository and times its cold pack (issue 24: under 5x node -e 0),
// with the start-up snapshot its postinstall builds and without it.
// Whole-process wall time of the built CLI, `initpack pack docs/examples/waterfall.yaml --formats md,html,docx,pdf`
// (target under 2 s on a 2-core machine), interleaved with `node -e 0` and a Markdown-only pack as baselines.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { performance } from "node:perf_hooks"

const RUNS = Number(process.argv[2] ?? 9)
const root = resolve(import.meta.dirname, "..")
const bin = join(root, "apps/cli/bin/initpack.js")
const out = mkdtempSync(join(tmpdir(), "initpack-bench-"))

execFileSync("flock", ["/tmp/initpack-cli-build.lock", "node", join(root, "apps/cli/build.mjs")], { cwd: root, stdio: "inherit" })

// the npm package as a user installs it (apps/cli/pack.mjs), in a folder outside the repository
const installed = mkdtempSync(join(tmpdir(), "initpack-bench-installed-"))
const packOut = execFileSync(process.execPath, [join(root, "apps/cli/pack.mjs"), "--out", installed], { cwd: root, encoding: "utf8" })
console.log(packOut.trim())
const tarball = /^(\S+\.tgz):/m.exec(packOut)![1]!
execFileSync("npm", ["init", "-y"], { cwd: installed, stdio: "ignore" })
// INITPACK_SNAPSHOT=1: the postinstall builds the start-up snapshot even where CI is set
execFileSync("npm", ["install", tarball, "--prefer-offline", "--no-audit", "--no-fund"], { cwd: installed, stdio: "ignore", env: { ...process.env, INITPACK_SNAPSHOT: "1" } })
// what npm's .bin link starts: on POSIX the launcher the postinstall wrote (bin/snapshot.js); bin/cli.js is the JavaScript bin
const installedBin = join(installed, "node_modules/.bin/initpack")
const installedJsBin = join(installed, "node_modules/@initpack/cli/bin/cli.js")
const installedDist = join(installed, "node_modules/@initpack/cli/dist")
const blob = readdirSync(installedDist).find((f) => f.endsWith(".blob"))
console.log(blob === undefined ? "installed: no start-up snapshot was built" : `installed: start-up snapshot ${blob}, ${(statSync(join(installedDist, blob)).size / 1e6).toFixed(1)} MB`)
const example = join(root, "docs/examples/waterfall.yaml")

interface Case {
  readonly name: string
  readonly args: ReadonlyArray<string>
  readonly env?: Record<string, string>
  /** the executable (default: this Node) */
  readonly exe?: string
  /** environment variables to leave out */
  readonly unset?: ReadonlyArray<string>
}
const env = { ...process.env, SOURCE_DATE_EPOCH: "1772442000", OPENAI_API_KEY: "", OPENAI_BASE_URL: "" }
const baseCases: ReadonlyArray<Case> = [
  { name: "node -e 0 (baseline)", args: ["-e", "0"] },
  { name: "initpack validate", args: [bin, "validate", "docs/examples/waterfall.yaml"] },
  { name: "initpack pack --formats md", args: [bin, "pack", "docs/examples/waterfall.yaml", "--out", join(out, "md"), "--formats", "md"] },
  { name: "initpack pack --formats md,html,docx,pdf", args: [bin, "pack", "docs/examples/waterfall.yaml", "--out", join(out, "all"), "--formats", "md,html,docx,pdf"] },
  { name: "installed: initpack --version", exe: installedBin, args: ["--version"] },
  { name: "installed: initpack pack md,html,docx,pdf", exe: installedBin, args: ["pack", example, "--out", join(out, "installed"), "--formats", "md,html,docx,pdf"] },
  { name: "  same, through the JavaScript bin", args: [installedJsBin, "pack", example, "--out", join(out, "jsbin"), "--formats", "md,html,docx,pdf"] },
  {
    name: "  same, no start-up snapshot",
    args: [installedJsBin, "pack", example, "--out", join(out, "nosnapshot"), "--formats", "md,html,docx,pdf"],
    env: { INITPACK_SNAPSHOT: "0" }
  },
  {
    name: "  no snapshot, PDF not on a worker thread",
    args: [installedJsBin, "pack", example, "--out", join(out, "serial"), "--formats", "md,html,docx,pdf"],
    env: { INITPACK_SNAPSHOT: "0", INITPACK_RENDER_WORKER: "0" }
  },
  {
    name: "  no snapshot, brief tagged on the main thread",
    args: [installedJsBin, "pack", example, "--out", join(out, "untagged"), "--formats", "md,html,docx,pdf"],
    env: { INITPACK_SNAPSHOT: "0", INITPACK_TAGGER_THREAD: "0" }
  },
  {
    name: "  no snapshot, neither thread",
    args: [installedJsBin, "pack", example, "--out", join(out, "single"), "--formats", "md,html,docx,pdf"],
    env: { INITPACK_SNAPSHOT: "0", INITPACK_RENDER_WORKER: "0", INITPACK_TAGGER_THREAD: "0" }
  }
]
// Node 20 parses every certificate in NODE_EXTRA_CA_CERTS as it starts, node -e 0 included (about 40 ms for
// Debian's bundle, which this workplace's machines set); an offline pack starts without them (bin/snapshot.js
// snapshotEnv). The baseline without them shows what the ratio is on a machine that does not set it.
const extraCerts = (process.env["NODE_EXTRA_CA_CERTS"] ?? "") !== ""
const withoutCerts: ReadonlyArray<Case> = extraCerts
  ? [
      { name: "node -e 0, no NODE_EXTRA_CA_CERTS", args: ["-e", "0"], unset: ["NODE_EXTRA_CA_CERTS"] },
      { name: "installed pack, no NODE_EXTRA_CA_CERTS", exe: installedBin, args: ["pack", example, "--out", join(out, "nocerts"), "--formats", "md,html,docx,pdf"], unset: ["NODE_EXTRA_CA_CERTS"] }
    ]
  : []
const cases = [...baseCases, ...withoutCerts]

// CPU time (user + sys, from GNU time) next to wall time: on a loaded shared machine it shows what the
// process itself costs, while wall time also counts waiting for a core.
const gnuTime = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined
const cpu: Array<Array<number>> = cases.map(() => [])

const run = (c: Case, k?: number): number => {
  const exe = c.exe ?? process.execPath
  const command = gnuTime !== undefined ? [gnuTime, "-f", "%U %S", exe, ...c.args] : [exe, ...c.args]
  const t = performance.now()
  const caseEnv: Record<string, string | undefined> = { ...env, ...c.env }
  for (const name of c.unset ?? []) delete caseEnv[name]
  const r = spawnSync(command[0]!, command.slice(1), { cwd: root, env: caseEnv, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" })
  const ms = performance.now() - t
  if (r.status !== 0) throw new Error(`${c.name} exited ${r.status}: ${r.stderr}`)
  const times = /([\d.]+) ([\d.]+)\s*$/.exec(r.stderr ?? "")
  if (k !== undefined && times !== null) cpu[k]!.push((Number(times[1]) + Number(times[2])) * 1000)
  return ms
}

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

for (const c of cases) run(c) // warm the file cache
const times = cases.map(() => [] as Array<number>)
for (let i = 0; i < RUNS; i++) cases.forEach((c, k) => times[k]!.push(run(c, k)))
rmSync(out, { recursive: true, force: true })
rmSync(installed, { recursive: true, force: true })

console.log(`CLI cold runs: ${RUNS} interleaved rounds, ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(" ")}, node ${process.version}`)
const base = median(times[0]!)
for (const [k, c] of cases.entries()) {
  const m = median(times[k]!)
  const min = Math.min(...times[k]!)
  const cpuText = cpu[k]!.length > 0 ? `  cpu median ${(median(cpu[k]!) / 1000).toFixed(3)} s` : ""
  const ratio = k === 0 ? "" : `  ${(m / base).toFixed(1)}x node -e 0`
  console.log(`${c.name.padEnd(44)} wall median ${(m / 1000).toFixed(3)} s  min ${(min / 1000).toFixed(3)} s  (${(m - base).toFixed(0)} ms over node -e 0)${cpuText}${ratio}`)
}
const installedPack = cases.findIndex((c) => c.name === "installed: initpack pack md,html,docx,pdf")
const full = median(times[installedPack]!)
const fullCpu = cpu[installedPack]!.length > 0 ? median(cpu[installedPack]!) / median(cpu[0]!) : undefined
console.log(`target (issue 24): installed cold pack of md,html,docx,pdf under 5x node -e 0 -> ${full / base < 5 ? "met" : "NOT met"} (${(full / base).toFixed(1)}x wall${fullCpu !== undefined ? `, ${fullCpu.toFixed(1)}x cpu` : ""})`)
if (extraCerts) {
  const k = cases.findIndex((c) => c.name === "node -e 0, no NODE_EXTRA_CA_CERTS")
  const bare = median(times[k]!)
  console.log(`NODE_EXTRA_CA_CERTS is set: node -e 0 takes ${(base / 1000).toFixed(3)} s with it, ${(bare / 1000).toFixed(3)} s without; against the latter the installed pack is ${(full / bare).toFixed(1)}x (${(median(times[k + 1]!) / bare).toFixed(1)}x where neither has them)`)
}
