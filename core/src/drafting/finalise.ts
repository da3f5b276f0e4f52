// Holds any drafter's answer to the task's promises that a model may break: no repeats of existing
// titles, metrics or names (agile.md §4: AI items de-duplicated by title, case-insensitive; empty titles
// dropped), counts capped, stakeholder suggestions matched back to the given rows by name (waterfall.md §5).
import { holdBoardRule } from "./board-members"
import { newItemsOnly, newKpisOnly, sameTextKey, uniqueBy } from "./guards"
import { AGILE_ADD_COUNT, PERSONA_COUNT, TELEMETRY_COUNT } from "./agile-scope"
import { MORE_RISKS_COUNT } from "./risks"
import { ADD_ONLY_COUNT } from "./scope"
import type { DraftingTaskName, TaskRequest, TaskResponse } from "./tasks"
import { settleDraftLinks } from "./wbs-links"
import { gateDraft } from "./wording/draft-lines"

type Finaliser<K extends DraftingTaskName> = (request: TaskRequest<K>, response: TaskResponse<K>) => TaskResponse<K>

const finalisers: { readonly [K in DraftingTaskName]?: Finaliser<K> } = {
  addScopeItems: (req, res) => ({ items: newItemsOnly(res.items, req.existing).slice(0, req.count ?? ADD_ONLY_COUNT.max) }),
  addAgileItems: (req, res) => ({ items: newItemsOnly(res.items, req.existing).slice(0, req.count ?? AGILE_ADD_COUNT) }),
  moreKpis: (req, res) => ({ kpis: newKpisOnly(res.kpis, req.existing_kpis) }),
  moreRisks: (req, res) => ({ risks: uniqueBy(res.risks, (r) => r.title, req.existing_titles).slice(0, req.count ?? MORE_RISKS_COUNT.max) }),
  draftRiskRegister: (_req, res) => ({ risks: uniqueBy(res.risks, (r) => r.title) }),
  morePersonas: (req, res) => ({ personas: uniqueBy(res.personas, (p) => p.name, req.existing.map((p) => p.name)).slice(0, req.count ?? PERSONA_COUNT) }),
  moreTelemetry: (req, res) => ({ items: uniqueBy(res.items, (s) => s, req.existing).slice(0, req.count ?? TELEMETRY_COUNT) }),
  // issue 22: links to unknown or later rows dropped, so the plan has no cycle and is never longer than the chain
  draftWbs: (_req, res) => settleDraftLinks(res),
  draftEpics: (req, res) => ({ epics: uniqueBy(res.epics, (e) => e.name, req.existing_names ?? []) }),
  stakeholderStrategy: (req, res) => {
    const rows = new Map(req.rows.map((r) => [sameTextKey(r.name), r.name] as const))
    const suggestions = res.suggestions.map((s) => {
      const given = rows.get(sameTextKey(s.name))
      return given === undefined ? { ...s, proposed: true } : { ...s, name: given, proposed: false }
    })
    // issue 37: the people the service is for are never made board members
    return { suggestions: holdBoardRule(req.rows, uniqueBy(suggestions, (s) => s.name)) }
  }
}

/** The user's words a task's request carries, against which a line's knowledge terms are licensed. */
const briefOf = (request: unknown): string | undefined => {
  const r = request as { project_scope?: unknown; text?: unknown; context?: unknown }
  const text = [r.project_scope, r.text, r.context].filter((x): x is string => typeof x === "string").join("\n")
  return text.trim().length > 0 ? text : undefined
}

export const finaliseDraft = <K extends DraftingTaskName>(task: K, request: TaskRequest<K>, response: TaskResponse<K>): TaskResponse<K> => {
  const f = finalisers[task] as Finaliser<K> | undefined
  // issue 33: a model's lines are held to the same wording gate and licence rules as the offline drafter's
  const gated = gateDraft(task, response, briefOf(request)).response
  return f ? f(request, gated) : gated
}
