import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { Drafter } from "../../ports/drafter"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import { FILL_SETUP_FIRST } from "../../messages/scope"
import type { ScopeGenerateRequest } from "../../requests/waterfall/scope-requests"
import { capToAllowance } from "../../rules/platform/entitlements"
import { dedupeKpis } from "../../rules/scope/kpis"
import { SCOPE_SECTIONS, type Approach } from "../../schemas/enum-lists"
import { SetupFlags } from "../../schemas/scope"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { recordGeneration, useVisionGoalGeneration } from "./plan-gate"
import { nextHistory, scopeView, type StoredScope } from "./scope-view"

const approachOf = (text: string, methodology: string): Approach => {
  const t = text.trim().toLowerCase()
  if (t.startsWith("agile")) return "Agile"
  if (t.startsWith("waterfall") || t.startsWith("prince")) return "Waterfall"
  return methodology === "agile" ? "Agile" : "Waterfall"
}

/**
 * POST /scope/generate: drafts every section from the setup and clarification answers and saves it,
 * replacing the sections and clearing the background (waterfall.md §4). Free plan: one item per tab.
 * Counts as a Goal generation (capped per project).
 */
export const generateScope = (auth: Authenticated, body: ScopeGenerateRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, FILL_SETUP_FIRST)
    yield* useVisionGoalGeneration(open)
    const drafter = yield* Drafter
    const approach = approachOf(body.delivery_approach, open.project.methodology)
    const draft = yield* drafter.draftScope({
      project_name: open.project.name,
      delivery_approach: approach,
      procurement: body.procurement,
      third_parties: body.third_parties,
      clarification_answers: body.clarification_answers
    })
    const cap = <A>(items: ReadonlyArray<A>) => capToAllowance(open.plan, "scope.add_item", 0, items)
    const setup = Schema.decodeUnknownSync(SetupFlags)({
      delivery_approach: approach,
      procurement: body.procurement,
      third_parties: body.third_parties,
      has_software: body.procurement === "Software" || body.procurement === "Both",
      has_hardware: body.procurement === "Hardware" || body.procurement === "Both",
      has_third_party: body.third_parties !== "None"
    })
    const sections = Object.fromEntries(
      SCOPE_SECTIONS.map((s) => [s, cap(s === "goals" ? draft.goals.map((g) => ({ ...g, kpis: dedupeKpis(g.kpis) })) : draft[s])])
    )
    const scope = {
      ...sections,
      in_scope: draft.in_scope,
      setup_flags: setup,
      input_summary: `${approach}; procurement ${body.procurement}; third parties ${body.third_parties}`,
      detail: {},
      clarification_answers: body.clarification_answers
    } as unknown as StoredScope
    const repo = yield* ScopeRepository
    const previous = yield* repo.find(open.project.id)
    const saved = yield* repo.save(
      { projectId: open.project.id, scope, history: nextHistory(previous, scope, undefined, "Before AI generate", auth.now), savedAt: auth.now, clearBackground: true },
      null
    )
    yield* recordGeneration(open, "ai.scope_generate")
    return { ...scopeView(open, saved!), model: drafter.name }
  })
