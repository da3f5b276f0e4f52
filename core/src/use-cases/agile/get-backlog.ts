import * as Effect from "effect/Effect"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { loadBacklog } from "./backlog-view"

/** GET /agile/backlog?project_name: project_id, epics, stories (agile.md §7). */
export const getBacklog = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.flatMap(agileProject(auth, ref), (project) => loadBacklog(project.id))
