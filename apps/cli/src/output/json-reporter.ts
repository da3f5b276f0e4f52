import type { PackProgress } from "@initpack/core/use-cases/pack/pack-progress"
import { exitCodeOf, type CliError } from "../cli-errors"
import type { WrittenFile } from "../pack/write-pack"
import type { Reporter, RunInfo } from "./reporter"

type Write = (text: string) => void

/** `--json`: nothing while running, then one JSON document on stdout (success or failure). */
export const jsonReporter = (out: Write): Reporter => {
  let info: RunInfo | undefined
  const steps: Array<{ step: string; label: string; summary: string }> = []
  const emit = (doc: unknown) => out(`${JSON.stringify(doc, null, 2)}\n`)
  return {
    interactive: false,
    start: (i) => {
      info = i
    },
    progress: (e: PackProgress) => {
      if (e._tag === "StepDone") steps.push({ step: e.step, label: e.label, summary: e.summary })
    },
    writing: () => {},
    file: () => {},
    done: async (files: ReadonlyArray<WrittenFile>) =>
      emit({
        ok: true,
        command: info?.command,
        project: info?.project,
        method: info?.method,
        drafter: info?.drafter,
        steps,
        files: files.map((f) => ({ path: f.path, kind: f.kind, format: f.format, bytes: f.bytes, ...(f.document ? { document: f.document } : {}) }))
      }),
    failed: async (error: CliError) => emit(errorDocument(error))
  }
}

export const errorDocument = (error: CliError) => ({
  ok: false,
  exit_code: exitCodeOf(error),
  error: error._tag === "BadBrief" ? "bad brief" : error.message,
  ...(error._tag === "BadBrief" ? { issues: error.issues } : {})
})
