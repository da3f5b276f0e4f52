// Each module's state while the project is drafted (issue 35), from the lines POST /projects/draft streams.
import type { DraftStreamLine } from "@initpack/core/use-cases/pack/draft-events"
import type { PackStep } from "@initpack/core/use-cases/pack/pack-progress"

export interface ModuleProgress {
  readonly module: PackStep
  readonly label: string
  readonly status: "waiting" | "drafting" | "done" | "failed"
  readonly summary?: string
  /** Who drafted it (`offline`, `openai:<model>`). */
  readonly drafter?: string
  readonly reason?: string
}

export interface DraftProgress {
  /** The configured drafter (`offline` or `openai:<model>`). */
  readonly drafter: string
  readonly modules: ReadonlyArray<ModuleProgress>
  /** The latest change in words, for the live region. */
  readonly latest: string
}

export const NO_PROGRESS: DraftProgress = { drafter: "", modules: [], latest: "" }

/** "with the model" or "offline", for a module's line. */
const byWhom = (drafter: string | undefined, configured: string): string =>
  drafter === "offline" && configured !== "offline" ? " offline" : ""

export const statusText = (m: ModuleProgress, configured: string): string => {
  switch (m.status) {
    case "waiting":
      return "waiting"
    case "drafting":
      return `drafting${byWhom(m.drafter, configured)}…`
    case "done":
      return `drafted${byWhom(m.drafter, configured)}${m.summary ? `: ${m.summary}` : ""}`
    case "failed":
      return `failed: ${m.reason ?? ""}`
  }
}

/** The progress after one streamed line; a retry's start keeps what the earlier attempt drafted (who drafted it too). */
export const withLine = (progress: DraftProgress, line: DraftStreamLine): DraftProgress => {
  if (line.type === "start") {
    const before = new Map(progress.modules.map((m) => [m.module, m]))
    const modules = line.modules.map((m): ModuleProgress => {
      const earlier = before.get(m.module)
      return earlier?.status === "done" ? earlier : { module: m.module, label: m.label, status: "waiting" }
    })
    return { drafter: line.drafter, modules, latest: "Drafting the project." }
  }
  if (line.type !== "module") return progress
  const modules = progress.modules.map((m): ModuleProgress => {
    if (m.module !== line.module) return m
    if (line.status === "drafting") return { module: m.module, label: m.label, status: "drafting", drafter: line.drafter }
    if (line.status === "failed") return { module: m.module, label: m.label, status: "failed", reason: line.reason, ...(m.drafter ? { drafter: m.drafter } : {}) }
    const drafter = line.kept ? m.drafter : line.drafter
    return { module: m.module, label: m.label, status: "done", summary: line.summary, ...(drafter ? { drafter } : {}) }
  })
  const changed = modules.find((m) => m.module === line.module)
  // a module given back from the earlier attempt is not news
  const latest = changed && !(line.status === "done" && line.kept) ? `${changed.label}: ${statusText(changed, progress.drafter)}` : progress.latest
  return { ...progress, modules, latest }
}
