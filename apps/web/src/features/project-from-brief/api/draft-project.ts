import type { ProjectArtefacts } from "@initpack/core/document/artefacts"

/** What POST /projects/draft answers when every module is drafted (issue 35; the stream's last line: stream-project-draft.ts). */
export interface ProjectDraft {
  readonly draft: ProjectArtefacts
  readonly signature: string
  readonly method: "waterfall" | "agile"
  readonly steps: ReadonlyArray<{ readonly step: string; readonly label: string; readonly summary: string }>
}
