// Does a speed mechanism of the installed CLI earn its keep? (issue 38: keep one only where it saves at least 15%
// of a cold pack's wall time.) Installs npm packages of the CLI (apps/cli/pack.mjs) into folders outside the
// repository, each twice: with its install scripts (the start-up snapshot's postinstall, INITPACK_SNAPSHOT=1) and
// with --ignore-scripts (INITPACK_SNAPSHOT=0, so no first run builds one either). Then times cold
// `initpack pack <brief> --out <dir>` of docs/examples/*.yaml through npm's .bin link, every install once per
// round, the order rotated each round, and compares each with the plain one (no scripts, first package).
// Each install's output files are compared with the plain one's (SOURCE_DATE_EPOCH fixes the dates).
// Run: node --import tsx bench/cli-mechanisms.ts [runs=12] [name=package.tgz ...]
//   no packages: packs the working tree as "current"; e.g. plain=/tmp/plain.tgz internals=/tmp/with-patches.tgz
import { execFileSync, spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join, relative, resolve } from "node:path"
import { performance } from "node:perf_hooks"

const [runsArg, ...packageArgs] = process.argv.slice(2)
const RUNS = Number(runsArg ?? 12)
const root = resolve(import.meta.dirname, "..")
const work = mkdtempSync(join(tmpdir(), "initpack-mechanisms-"))
const briefs = readdirSync(join(root, "docs/examples")).filter((f) => f.endsWith(".yaml")).map((f) => join(root, "docs/examples", f))

const packages: Array<[string, string]> = packageArgs.length > 0
  ? packageArgs.map((a) => a.split("=", 2) as [string, string])
  : (() => {
      const out = execFileSync(process.execPath, [join(root, "apps/cli/pack.mjs"), "--out", join(work, "tarball")], { cwd: root, encoding: "utf8" })
      return [["current", /^(\S+\.tgz):/m.exec(out)![1]!] as [string, string]]
    })()

interface Install {
  readonly name: string
  readonly bin: string
  readonly env: Record<string, string>
}

const install = (name: string, tarball: string, scripts: boolean): Install => {
  const dir = join(work, name.replace(/[^a-z0-9]+/gi, "-"))
  execFileSync("mkdir", ["-p", dir])
  execFileSync("npm", ["init", "-y"], { cwd: dir, stdio: "ignore" })
  const env = { ...process.env, INITPACK_SNAPSHOT: scripts ? "1" : "0" }
  execFileSync("npm", ["install", resolve(tarball), "--prefer-offline", "--no-audit", "--no-fund", ...(scripts ? [] : ["--ignore-scripts"])], { cwd: dir, stdio: "ignore", env })
  const dist = join(dir, "node_modules/@initpack/cli/dist")
  const blob = readdirSync(dist).some((f) => f.endsWith(".blob"))
  if (scripts && !blob) console.log(`${name}: the postinstall built no start-up snapshot`)
  return { name, bin: join(dir, "node_modules/.bin/initpack"), env: { INITPACK_SNAPSHOT: scripts ? "1" : "0" } }
}

const installs: Array<Install> = []
for (const [name, tarball] of packages) {
  installs.push(install(`${name}, --ignore-scripts`, tarball, false))
  installs.push(install(`${name}, with the snapshot postinstall`, tarball, true))
}

const env = { ...process.env, SOURCE_DATE_EPOCH: "1772442000", OPENAI_API_KEY: "", OPENAI_BASE_URL: "", CI: "" }
const outDir = (i: Install, brief: string) => join(work, "out", i.name.replace(/[^a-z0-9]+/gi, "-"), brief.replace(/.*\//, ""))

const pack = (i: Install, brief: string): number => {
  const t = performance.now()
  const r = spawnSync(i.bin, ["pack", brief, "--out", outDir(i, brief)], { cwd: work, env: { ...env, ...i.env }, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" })
  const ms = performance.now() - t
  if (r.status !== 0) throw new Error(`${i.name} ${brief} exited ${r.status}: ${r.stderr}`)
  return ms
}

/** Every file of a pack's output folder with the hash of its bytes. */
const digest = (dir: string): Record<string, string> => {
  const files: Record<string, string> = {}
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f)
      if (statSync(p).isDirectory()) walk(p)
      else files[relative(dir, p)] = createHash("sha256").update(readFileSync(p)).digest("hex").slice(0, 16)
    }
  }
  walk(dir)
  return files
}

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

// one warm-up run each (file cache, and the same output folders every later run overwrites)
for (const i of installs) for (const b of briefs) pack(i, b)
const times = new Map<string, Array<number>>()
for (let r = 0; r < RUNS; r++)
  for (const b of briefs)
    for (let k = 0; k < installs.length; k++) {
      const i = installs[(k + r) % installs.length]!
      const key = `${i.name}\u0000${b}`
      times.set(key, [...(times.get(key) ?? []), pack(i, b)])
    }

console.log(`Cold installed packs: ${RUNS} interleaved rounds, ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(" ")}, node ${process.version}`)
const plain = installs[0]!
for (const b of briefs) {
  console.log(`\n${relative(root, b)}`)
  const base = median(times.get(`${plain.name}\u0000${b}`)!)
  const expected = JSON.stringify(digest(outDir(plain, b)))
  for (const i of installs) {
    const runs = times.get(`${i.name}\u0000${b}`)!
    const m = median(runs)
    const saved = i === plain ? "" : `  saves ${(((base - m) / base) * 100).toFixed(1)}% of the plain pack's wall time`
    const same = i === plain ? "" : JSON.stringify(digest(outDir(i, b))) === expected ? "  (same files)" : "  (OUTPUT DIFFERS from the plain pack's)"
    console.log(`${i.name.padEnd(48)} wall median ${(m / 1000).toFixed(3)} s  min ${(Math.min(...runs) / 1000).toFixed(3)} s${saved}${same}`)
  }
}
rmSync(work, { recursive: true, force: true })
