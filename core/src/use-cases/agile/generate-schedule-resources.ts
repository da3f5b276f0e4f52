import type { ScheduleResourcesResponse } from "../../responses/agile/schedule-responses"
import * as Effect from "effect/Effect"
import { recordAiUse } from "./record-ai-use"
import { SCHEDULE_RESOURCES_SUGGESTED } from "../../messages/agile"
import { Drafter } from "../../ports/drafter"
import { treePhases } from "../../rules/planning/tree/tree-phase"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { agileScopeContext, loadAgileScope } from "./agile-scope-document"
import { AgileItemNotFound } from "./agile-errors"
import { NO_SCHEDULE } from "./agile-texts"
import { loadScheduleRows, saveArranged } from "./schedule-view"

/**
 * POST /agile/schedule/generate_resources: Auto-fill Resources. Work rows (tasks and sprints) without a
 * resource get the drafted roles as resource_json; when every row has one, all work rows are redrafted.
 */
export const generateScheduleResources = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    const { plan, rows } = yield* loadScheduleRows(project.id)
    if (rows.length === 0) return yield* new AgileItemNotFound({ message: NO_SCHEDULE })
    const work = rows.filter((r) => r.type === "task" || r.type === "sprint")
    const blank = work.filter((r) => r.resource_json.trim() === "")
    const target = blank.length > 0 ? blank : work
    const phases = treePhases(rows, (r) => r.title)
    const { scope } = yield* loadAgileScope(project.id)
    const drafter = yield* Drafter
    const { assignments } = yield* drafter.scheduleResources({
      project_name: project.name,
      tasks: target.map((r) => ({ id: r.id, title: r.title, type: r.type, phase: phases.get(r.id) ?? "" })),
      context: agileScopeContext(project.name, scope)
    })
    yield* recordAiUse(auth, "scheduleResources", project.id)
    const roles = new Map(assignments.map((a) => [a.id, a.resource.map((s) => s.trim()).filter((s) => s !== "")]))
    const targetIds = new Set(target.map((r) => r.id))
    const filled = rows.map((r) => {
      const resource = targetIds.has(r.id) ? roles.get(r.id) : undefined
      return resource !== undefined && resource.length > 0 ? { ...r, resource_json: JSON.stringify(resource) } : r
    })
    const view = yield* saveArranged(project.id, plan, rows, filled)
    return { ok: true, message: SCHEDULE_RESOURCES_SUGGESTED, updated: filled.filter((r, i) => r !== rows[i]).length, model: drafter.name, ...view } satisfies ScheduleResourcesResponse
  })
