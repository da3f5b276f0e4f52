import type { BriefMethod } from "@initpack/core/brief/brief"
import type { PackProgress, PackStepInfo } from "@initpack/core/use-cases/pack/pack-progress"
import type { CliError } from "../cli-errors"
import type { WrittenFile } from "../pack/write-pack"

export interface RunInfo {
  readonly command: "pack" | "sow"
  readonly project: string
  readonly method: BriefMethod
  readonly drafter: string
  readonly steps: ReadonlyArray<PackStepInfo>
}

/** How a drafting command shows its progress: plain lines, one JSON document, or the live Ink view. */
export interface Reporter {
  /** A live view that needs the event loop between steps to repaint. */
  readonly interactive: boolean
  readonly start: (info: RunInfo) => void
  readonly progress: (event: PackProgress) => void
  readonly writing: () => void
  readonly file: (file: WrittenFile) => void
  readonly done: (files: ReadonlyArray<WrittenFile>) => Promise<void>
  readonly failed: (error: CliError) => Promise<void>
}

export const formatBytes = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
