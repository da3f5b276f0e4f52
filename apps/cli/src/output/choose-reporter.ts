import type { CliIo } from "../io"
import { line } from "../io"
import { jsonReporter } from "./json-reporter"
import { plainReporter } from "./plain-reporter"
import type { Reporter } from "./reporter"

/** CI=true (or any value but "", 0, false) means a pipeline log, even where it emulates a terminal. */
export const inCi = (env: NodeJS.ProcessEnv): boolean => {
  const ci = (env["CI"] ?? "").trim().toLowerCase()
  return ci !== "" && ci !== "0" && ci !== "false"
}

/** Ink (and React) are loaded only for a terminal without --json; otherwise plain lines or one JSON document. */
export const chooseReporter = async (io: CliIo, json: boolean): Promise<Reporter> => {
  if (json) return jsonReporter((text) => io.stdout.write(text))
  if (io.stdout.isTTY === true && !inCi(io.env)) {
    const { inkReporter } = await import("../view/ink-reporter")
    return inkReporter(io.stdout, line(io.stderr))
  }
  return plainReporter(line(io.stdout), line(io.stderr))
}
