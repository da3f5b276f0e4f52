import * as Effect from "effect/Effect"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { loadSchedule } from "./schedule-view"

/** GET /agile/schedule?project_name: plan, phases, tasks (agile.md §7); an empty schedule has plan null. */
export const getSchedule = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.flatMap(agileProject(auth, ref), (project) => loadSchedule(project.id))
