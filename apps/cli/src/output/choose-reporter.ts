import type { CliIo } from "../io"
import { line } from "../io"
import { jsonReporter } from "./json-reporter"
import { plainReporter } from "./plain-reporter"
import type { Reporter } from "./reporter"

/** Ink (and React) are loaded only for a terminal without --json; otherwise plain lines or one JSON document. */
export const chooseReporter = async (io: CliIo, json: boolean): Promise<Reporter> => {
  if (json) return jsonReporter((text) => io.stdout.write(text))
  if (io.stdout.isTTY === true && io.env["CI"] === undefined) {
    const { inkReporter } = await import("../view/ink-reporter")
    return inkReporter(io.stdout, line(io.stderr))
  }
  return plainReporter(line(io.stdout), line(io.stderr))
}
