// The real server entry (apps/server/src/main.ts through tsx) as a separate OS process, for tests that need a
// second process on the same database (the scale-out rule of docs/deployment.md).
import { spawn, type ChildProcess } from "node:child_process"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("../..", import.meta.url))

export interface ServerProcess {
  readonly url: string
  readonly pid: number
  readonly lines: Array<string>
  /** Stops the process (SIGTERM, then SIGKILL after 5 s); safe to call twice. */
  readonly stop: () => Promise<void>
}

/** Starts the server on `databaseUrl` (a free port unless PORT is given) and waits for its "listening on" line. */
export const spawnServer = async (databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> => {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SESSION_SECRET: "test-secret", JOBS_IN_PROCESS: "false", LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const lines: Array<string> = []
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill("SIGTERM")
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000)
    await exited
    clearTimeout(timer)
  }
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let buffered = ""
      const onData = (chunk: Buffer) => {
        buffered += chunk.toString("utf8")
        let nl: number
        while ((nl = buffered.indexOf("\n")) >= 0) {
          const line = buffered.slice(0, nl)
          buffered = buffered.slice(nl + 1)
          lines.push(line)
          const m = /listening on (http:\/\/[^\s"]+)/.exec(line)
          if (m) resolve(m[1]!)
        }
      }
      child.stdout!.on("data", onData)
      child.stderr!.on("data", onData)
      void exited.then(() => reject(new Error(`server process exited (${child.exitCode ?? child.signalCode}) before listening:\n${lines.join("\n")}`)))
      setTimeout(() => reject(new Error(`server process not listening after 60 s:\n${lines.join("\n")}`)), 60_000).unref()
    })
    return { url, pid: child.pid!, lines, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
