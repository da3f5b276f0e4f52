// The lines a load-client child process writes on stdout, read one at a time as they arrive.
import type { ChildProcessByStdio } from "node:child_process"
import type { Readable, Writable } from "node:stream"

export const childLines = (child: ChildProcessByStdio<Writable, Readable, null>): (() => Promise<string>) => {
  let out = ""
  const lines: Array<string> = []
  let wake: (() => void) | undefined
  child.stdout.setEncoding("utf8")
  child.stdout.on("data", (d: string) => {
    out += d
    const parts = out.split("\n")
    out = parts.pop() ?? ""
    lines.push(...parts)
    wake?.()
  })
  return async (): Promise<string> => {
    while (lines.length === 0) await new Promise<void>((r) => (wake = r))
    return lines.shift()!
  }
}
