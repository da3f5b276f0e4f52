import { formatIssue } from "@initpack/core/brief/brief-error"
import type { CliError } from "../cli-errors"
import { formatBytes, type Reporter } from "./reporter"

type Write = (line: string) => void

/** Plain lines, no colours, nothing interactive: for pipes, logs and CI. */
export const plainReporter = (out: Write, err: Write): Reporter => ({
  interactive: false,
  start: (info) => out(`initpack ${info.command}: ${info.project} (${info.method}, ${info.drafter} drafter)`),
  progress: (e) => {
    if (e._tag === "StepDone") out(`done ${e.label}: ${e.summary}`)
  },
  writing: () => {},
  file: (f) => out(`wrote ${f.path} (${formatBytes(f.bytes)})`),
  done: async (files) => out(`${files.length} file${files.length === 1 ? "" : "s"} written`),
  failed: async (error) => reportError(err, error)
})

export const reportError = (err: Write, error: CliError): void => {
  if (error._tag === "BadBrief" && error.issues.length > 0) {
    err("initpack: bad brief")
    for (const issue of error.issues) err(`  ${formatIssue(issue)}`)
  } else err(`initpack: ${error.message}`)
}
