import * as Effect from "effect/Effect"
import { releaseCsvTable } from "../../rules/planning/release/release-csv"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { loadRelease, toRuleLanes } from "./release-view"

/** The release CSV (agile.md §9 columns): a table and a file name; quoting is the adapter's job. */
export const exportReleaseCsv = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    const release = yield* loadRelease(project.id)
    const table = releaseCsvTable(
      toRuleLanes(release.lanes),
      release.stories.map((s) => ({ ...s, id: String(s.id), epic_id: s.epic_id === null ? null : String(s.epic_id) })),
      release.epics.map((e) => ({ id: String(e.id), name: e.name }))
    )
    return { table, fileName: `release_plan_${projectFileSlug(project.name)}_${auth.now.toISOString().slice(0, 10)}.csv` }
  })
