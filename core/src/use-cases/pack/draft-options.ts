import type { ProgressListener } from "./pack-progress"

export interface DraftProjectOptions {
  /** The clock reading (risks' created_at). */
  readonly now: Date
  readonly onProgress?: ProgressListener | undefined
}
