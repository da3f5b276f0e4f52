import type { PackStep, ProgressListener } from "./pack-progress"

export interface DraftProjectOptions {
  /** The clock reading (risks' created_at). */
  readonly now: Date
  readonly onProgress?: ProgressListener | undefined
  /** Modules an earlier attempt drafted (as JSON), used as they are instead of drafted again (issue 35's retry). */
  readonly kept?: Readonly<Partial<Record<PackStep, unknown>>> | undefined
}
