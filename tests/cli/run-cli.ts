// Runs the BUILT initpack CLI (apps/cli/dist via bin/initpack.js) as a process; rebuilds dist when a source is newer.
import { execFileSync, spawn } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join, resolve } from "node:path"

export const repoRoot = resolve(import.meta.dirname, "../..")
export const bin = join(repoRoot, "apps/cli/bin/initpack.js")
const entry = join(repoRoot, "apps/cli/dist/initpack.js")

const newestMtime = (dirs: ReadonlyArray<string>): number => {
  let newest = 0
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      const st = statSync(path)
      if (st.isDirectory()) visit(path)
      else if (/\.(ts|tsx|mjs)$/.test(name)) newest = Math.max(newest, st.mtimeMs)
    }
  }
  for (const d of dirs) visit(join(repoRoot, d))
  return newest
}

/** Builds apps/cli/dist once when missing or older than the CLI, core or adapter sources (serialised by a lock). */
export const ensureBuilt = (): void => {
  const builders = readdirSync(join(repoRoot, "apps/cli")).filter((f) => f.endsWith(".mjs"))
  const sources = Math.max(newestMtime(["apps/cli/src", "core/src", "adapters/src"]), ...builders.map((f) => statSync(join(repoRoot, "apps/cli", f)).mtimeMs))
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return
  execFileSync("flock", ["/tmp/initpack-cli-build.lock", "node", join(repoRoot, "apps/cli/build.mjs")], { cwd: repoRoot, stdio: "pipe" })
}

export interface CliResult {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs `initpack <args>` (bin: another copy of the CLI's bin); OpenAI variables are cleared unless given, so the offline drafter answers. */
export const runCli = (args: ReadonlyArray<string>, options: { input?: string; env?: Record<string, string>; bin?: string } = {}): Promise<CliResult> =>
  new Promise((done, fail) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SOURCE_DATE_EPOCH: "1772442000", ...options.env }
    if (options.env?.["OPENAI_API_KEY"] === undefined) delete env["OPENAI_API_KEY"]
    if (options.env?.["OPENAI_BASE_URL"] === undefined) delete env["OPENAI_BASE_URL"]
    const child = spawn(process.execPath, [options.bin ?? bin, ...args], { cwd: repoRoot, env, stdio: ["pipe", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()))
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()))
    child.on("error", fail)
    child.on("close", (code) => done({ code, stdout, stderr }))
    child.stdin.end(options.input ?? "")
  })
