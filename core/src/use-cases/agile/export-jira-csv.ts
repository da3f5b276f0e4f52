import * as Effect from "effect/Effect"
import { jiraCsvTable } from "../../rules/planning/release/jira-csv"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { loadRelease, toRuleLanes } from "./release-view"

/** The backlog as a Jira CSV import (epics, stories with their parent epic, lanes as sprints); quoting is the adapter's job. */
export const exportJiraCsv = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    const release = yield* loadRelease(project.id)
    const table = jiraCsvTable(
      release.epics.map((e) => ({ id: String(e.id), name: e.name, outcome_link: e.outcome_link, nfr_tags: e.nfr_tags })),
      release.stories.map((s) => ({ ...s, id: String(s.id), epic_id: s.epic_id === null ? null : String(s.epic_id) })),
      toRuleLanes(release.lanes)
    )
    return { table, fileName: `jira_backlog_${projectFileSlug(project.name)}_${auth.now.toISOString().slice(0, 10)}.csv` }
  })
