// The npm package of the CLI as a user in another repository gets it: `npm pack` of apps/cli (publish
// manifest staged by apps/cli/pack.mjs), installed into an empty folder outside this repository, then
// init, validate, pack and sow run from node_modules/.bin with nothing of the workspace reachable.
import { execFile } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
// @ts-expect-error pack.mjs is plain JavaScript without types
import { packCli } from "../../apps/cli/pack.mjs"
import { repoRoot } from "./run-cli"

const exec = promisify(execFile)
const work = mkdtempSync(join(tmpdir(), "initpack-installed-"))
const project = join(work, "project")
let tarball = ""
let packed: { tarball: string; size: number; unpackedSize: number; files: number }

interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** `npx initpack ...` in the installed project, offline drafter, fixed clock. */
const initpack = async (...args: ReadonlyArray<string>): Promise<Run> => {
  const env = { ...process.env, SOURCE_DATE_EPOCH: "1772442000", CI: "true", OPENAI_API_KEY: "", OPENAI_BASE_URL: "", NODE_PATH: "" }
  try {
    const { stdout, stderr } = await exec("npx", ["--no-install", "initpack", ...args], { cwd: project, env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" }
  }
}

beforeAll(async () => {
  packed = await packCli({ out: work, quiet: true })
  tarball = packed.tarball
  mkdirSync(project)
  await exec("npm", ["init", "-y"], { cwd: project })
  // INITPACK_SNAPSHOT=1: the postinstall builds the start-up snapshot on CI too (it skips it there by default)
  await exec("npm", ["install", tarball, "--prefer-offline", "--no-audit", "--no-fund"], { cwd: project, env: { ...process.env, INITPACK_SNAPSHOT: "1" } })
}, 300_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("the installable CLI package", () => {
  it("is one tarball outside the repository whose manifest declares only registry dependencies", () => {
    expect(tarball.startsWith(repoRoot)).toBe(false)
    const manifest = JSON.parse(readFileSync(join(project, "node_modules/@initpack/cli/package.json"), "utf8"))
    expect(manifest.private).toBeUndefined()
    expect(manifest.devDependencies).toBeUndefined()
    expect(Object.keys(manifest.dependencies).sort()).toEqual(["@electric-sql/pglite", "compromise", "dejavu-fonts-ttf", "fontkit", "pdfkit"])
    expect(Object.keys(manifest.dependencies).some((d) => d.startsWith("@initpack/"))).toBe(false)
    // core and adapters are bundled: nothing of the workspace is installed
    expect(readdirSync(join(project, "node_modules/@initpack"))).toEqual(["cli"])
    expect(existsSync(join(project, "node_modules/@initpack/cli/dist/brief.schema.json"))).toBe(true)
    expect(packed.size).toBeLessThan(2 * 1024 * 1024)
  })

  it("prints its version", async () => {
    const r = await initpack("--version")
    expect(r.code).toBe(0)
    expect(r.stdout.trim()).toBe(JSON.parse(readFileSync(join(repoRoot, "apps/cli/package.json"), "utf8")).version)
  }, 60_000)

  it("init writes a starter brief pointing at the shipped schema, which validate accepts", async () => {
    const r = await initpack("init")
    expect(r.code).toBe(0)
    const text = readFileSync(join(project, "brief.yaml"), "utf8")
    expect(text.split("\n")[0]).toBe("# yaml-language-server: $schema=./node_modules/@initpack/cli/dist/brief.schema.json")
    const schema = JSON.parse(readFileSync(join(project, "node_modules/@initpack/cli/dist/brief.schema.json"), "utf8"))
    expect(schema.$schema).toMatch(/json-schema/)
    expect(JSON.stringify(schema)).toContain("stories_per_epic")
    expect((await initpack("init")).code).toBe(2) // never over an existing brief
    expect((await initpack("validate", "brief.yaml")).stdout).toContain('valid brief for "My Project" (waterfall)')
    expect((await initpack("init", "agile.yaml", "--method", "agile")).code).toBe(0)
    expect(readFileSync(join(project, "agile.yaml"), "utf8")).toContain("method: agile")
    expect((await initpack("validate", "agile.yaml")).code).toBe(0)
  }, 60_000)

  it("validate names the field path of a bad brief (exit 1)", async () => {
    writeFileSync(join(project, "bad.yaml"), "project:\n  name: X\n  start: soon\n")
    const r = await initpack("validate", "bad.yaml")
    expect(r.code).toBe(1)
    expect(r.stderr).toContain("project.start")
  }, 60_000)

  it("pack writes every format, PDF fonts included (DejaVu Sans for text outside Latin-1)", async () => {
    writeFileSync(join(project, "brief.yaml"), readFileSync(join(repoRoot, "docs/examples/agile.yaml"), "utf8").replace("Harbour Loyalty App", "Harbour Loyalty App Łódź"))
    const r = await initpack("pack", "brief.yaml", "--out", "pack/")
    expect(r.stderr).toBe("")
    expect(r.code).toBe(0)
    const files = readdirSync(join(project, "pack"))
    for (const ext of ["md", "html", "docx", "pdf"]) expect(files).toContain(`08-sow.${ext}`)
    expect(files.some((f) => f.startsWith("release_plan_") && f.endsWith(".csv"))).toBe(true)
    expect(files).toContain("artefacts.json")
    const pdf = readFileSync(join(project, "pack/01-overview.pdf"))
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    expect(pdf.toString("latin1")).toMatch(/DejaVuSans/)
    expect(readFileSync(join(project, "pack/08-sow.docx")).subarray(0, 2).toString()).toBe("PK")
  }, 120_000)

  it("npm install builds the start-up snapshot for this Node when asked on CI, and pack starts from it", async () => {
    const dist = join(project, "node_modules/@initpack/cli/dist")
    expect(readdirSync(dist).filter((f) => f.endsWith(".blob"))).toEqual([`snapshot-${process.version}-${process.platform}-${process.arch}.blob`])
    // the tarball holds the snapshot's bundle, never a blob (it is built for the installing Node)
    const listed = (await exec("tar", ["-tzf", tarball])).stdout.split("\n")
    expect(listed).toContain("package/dist/snapshot.cjs")
    expect(listed.some((f) => f.endsWith(".blob"))).toBe(false)
    const env = { ...process.env, SOURCE_DATE_EPOCH: "1772442000", CI: "true", OPENAI_API_KEY: "", OPENAI_BASE_URL: "", NODE_PATH: "" }
    const run = (out: string, extra: Record<string, string>) =>
      exec(join(project, "node_modules/.bin/initpack"), ["pack", "brief.yaml", "--out", out, "--formats", "md,pdf"], { cwd: project, env: { ...env, ...extra } })
    // on POSIX the postinstall put its launcher in place of the JavaScript bin: the process npm's .bin link
    // starts is Node started from the snapshot, with no bin process in front of it
    expect(readFileSync(join(project, "node_modules/@initpack/cli/bin/initpack.js"), "utf8").split("\n")[0]).toBe("#!/bin/sh")
    const launched = run("snap/", { INITPACK_SNAPSHOT_TRACE: "2" })
    const started = await launched
    expect(started.stderr).toBe(`initpack: started from the start-up snapshot (pid ${launched.child.pid}, parent ${process.pid})\n`)
    const loaded = await run("nosnap/", { INITPACK_SNAPSHOT_TRACE: "1", INITPACK_SNAPSHOT: "0" })
    expect(loaded.stderr).toBe("")
    for (const f of ["artefacts.json", "01-overview.md", "01-overview.pdf", "08-sow.pdf"])
      expect(readFileSync(join(project, "snap", f)).equals(readFileSync(join(project, "nosnap", f)))).toBe(true)
  }, 120_000)

  it("installed with --ignore-scripts: the same files, one line on stderr about speed, never an error", async () => {
    const plain = join(work, "plain")
    mkdirSync(plain)
    await exec("npm", ["init", "-y"], { cwd: plain })
    await exec("npm", ["install", tarball, "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: plain, env: { ...process.env, INITPACK_SNAPSHOT: "" } })
    const dist = join(plain, "node_modules/@initpack/cli/dist")
    expect(readdirSync(dist).some((f) => f.endsWith(".blob"))).toBe(false)
    // a developer's machine (no CI), the same brief as the installed-with-scripts pack above
    const env = { ...process.env, SOURCE_DATE_EPOCH: "1772442000", CI: "", INITPACK_SNAPSHOT: "", OPENAI_API_KEY: "", OPENAI_BASE_URL: "", NODE_PATH: "" }
    const r = await exec(join(plain, "node_modules/.bin/initpack"), ["pack", join(project, "brief.yaml"), "--out", "pack/", "--formats", "md,pdf"], { cwd: plain, env })
    const lines = r.stderr.split("\n").filter((l) => l !== "")
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^initpack: no start-up snapshot yet \(the package's install script did not run\), so this pack starts about [\d.]+ s slower/)
    const withScripts = await exec(join(project, "node_modules/.bin/initpack"), ["pack", "brief.yaml", "--out", "same/", "--formats", "md,pdf"], { cwd: project, env })
    expect(withScripts.stderr).toBe("")
    for (const f of ["artefacts.json", "01-overview.md", "01-overview.pdf", "08-sow.pdf"])
      expect(readFileSync(join(plain, "pack", f)).equals(readFileSync(join(project, "same", f))), f).toBe(true)
    // the pack built the snapshot for the next ones as it ended; they start from it, silently
    const deadline = Date.now() + 90_000
    while (!readdirSync(dist).some((f) => f.endsWith(".blob")) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 250))
    const next = await exec(join(plain, "node_modules/.bin/initpack"), ["pack", join(project, "brief.yaml"), "--out", "next/", "--formats", "md,pdf"], { cwd: plain, env })
    expect(next.stderr).toBe("")
    expect(readFileSync(join(plain, "next/08-sow.pdf")).equals(readFileSync(join(plain, "pack/08-sow.pdf")))).toBe(true)
  }, 240_000)

  it("sow writes the Statement of Work alone", async () => {
    const r = await initpack("sow", "brief.yaml", "--out", "out/sow.docx")
    expect(r.code).toBe(0)
    expect(readFileSync(join(project, "out/sow.docx")).subarray(0, 2).toString()).toBe("PK")
  }, 120_000)

  it("backup and restore load PGlite from the installed package (a round trip of a small data folder)", async () => {
    const { PGlite } = await import("@electric-sql/pglite")
    mkdirSync(join(project, "db"))
    const db = await PGlite.create({ dataDir: join(project, "db") })
    await db.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL); INSERT INTO schema_migrations VALUES (1, 'platform')")
    await db.close()
    expect((await initpack("backup", "--data-dir", "db", "--out", "backup.tar.gz")).code).toBe(0)
    const restored = await initpack("restore", "backup.tar.gz", "--data-dir", "db-restored")
    expect(restored.stderr).toBe("")
    expect(restored.code).toBe(0)
    const again = await PGlite.create({ dataDir: join(project, "db-restored") })
    expect((await again.query("SELECT name FROM schema_migrations")).rows).toEqual([{ name: "platform" }])
    await again.close()
  }, 120_000)
})
