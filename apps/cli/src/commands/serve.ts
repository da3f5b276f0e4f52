import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { UsageError } from "../cli-errors"
import type { CliIo } from "../io"

/** The repository root, found upwards from this file (dist/initpack.js or src/commands/serve.ts). */
export const findRepoRoot = (from: string = dirname(fileURLToPath(import.meta.url))): string | undefined => {
  let dir = from
  for (;;) {
    if (existsSync(join(dir, "apps", "server", "package.json"))) return dir
    const parent = dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/**
 * `initpack serve`: starts the web server as its own process (an app never imports another app):
 * node on the server's built entry when it exists, else the server's `npm start`. SIGINT and SIGTERM are
 * passed on to the server's whole process group.
 */
export const runServe = async (options: { readonly port?: string }, io: CliIo): Promise<number> => {
  if (options.port !== undefined && !/^\d{1,5}$/.test(options.port)) throw new UsageError({ message: `--port: expected a port number, got "${options.port}"` })
  const root = findRepoRoot()
  if (root === undefined) throw new UsageError({ message: "serve: the Initpack server is not installed next to this CLI" })
  const env = { ...io.env, ...(options.port !== undefined ? { PORT: options.port } : {}) }
  const built = resolve(root, "apps/server/dist/main.js")
  // its own process group, so a signal reaches the server behind npm and sh as well
  const spawnOptions = { cwd: root, env, stdio: "inherit" as const, detached: true }
  const child = existsSync(built)
    ? spawn(process.execPath, [built], spawnOptions)
    : spawn("npm", ["start", "--silent", "--workspace", "@initpack/server"], spawnOptions)
  const forward = (signal: NodeJS.Signals) => () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal)
    } catch {
      child.kill(signal)
    }
  }
  const onInt = forward("SIGINT")
  const onTerm = forward("SIGTERM")
  process.on("SIGINT", onInt)
  process.on("SIGTERM", onTerm)
  return new Promise((done) => {
    child.on("error", (error) => {
      io.stderr.write(`initpack serve: ${error.message}\n`)
      done(3)
    })
    child.on("exit", (code, signal) => {
      process.off("SIGINT", onInt)
      process.off("SIGTERM", onTerm)
      done(code ?? (signal === "SIGINT" || signal === "SIGTERM" ? 0 : 3))
    })
  })
}
