// The machine's load average, printed with every benchmark (the machine is shared).
import { readFileSync } from "node:fs"

export const loadavg = (): string => {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
  } catch {
    return "n/a"
  }
}
