import type { ImproveAgileScopeResponse } from "../../responses/agile/scope-responses"
import * as Effect from "effect/Effect"
import { recordAiUse } from "./record-ai-use"
import { AGILE_ADD_COUNT, TELEMETRY_COUNT } from "../../drafting/agile-scope"
import { newItemsOnly, sameTextKey, uniqueBy } from "../../drafting/guards"
import { Drafter } from "../../ports/drafter"
import type { ImproveAgileScopeRequest } from "../../requests/agile/scope-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { agileProject } from "./agile-project"
import { agileScopeContext, itemSection, loadAgileScope, sectionItems } from "./agile-scope-document"
import { TARGET_TITLE_REQUIRED, UNKNOWN_SCOPE_SECTION } from "./agile-texts"

const telemetryKind = (section: string): "dash_metrics" | "events" | null => {
  const last = section.trim().split(".").pop()?.toLowerCase()
  return last === "dash_metrics" || last === "events" ? last : null
}

/**
 * POST /scope/improve, agile variant (agile.md §7): mode add proposes new items for the section
 * (count, 3 by default; 5 for telemetry), de-duplicated by title ignoring case against the section,
 * empty titles dropped; mode expand rewrites target_title's rationale. Answers items (title, rationale).
 */
export const improveAgileScope = (auth: Authenticated, request: ImproveAgileScopeRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const { scope } = yield* loadAgileScope(project.id)
    const drafter = yield* Drafter
    const context = agileScopeContext(project.name, scope)
    const note = request.user_note.trim()
    const section = itemSection(request.section)
    const kind = telemetryKind(request.section)
    if (section === null && kind === null) return yield* new InvalidInput({ message: UNKNOWN_SCOPE_SECTION })

    if (request.mode === "expand") {
      const target = request.target_title.trim()
      if (target === "") return yield* new InvalidInput({ message: TARGET_TITLE_REQUIRED })
      const current = section === null ? undefined : sectionItems(scope, section).find((i) => sameTextKey(i.title) === sameTextKey(target))
      const { item } = yield* drafter.expandScopeItem({
        project_name: project.name,
        section: section ?? kind ?? request.section,
        target_title: target,
        current_rationale: request.current_rationale.trim() || current?.rationale || "",
        context,
        ...(note !== "" ? { user_note: note } : {})
      })
      yield* recordAiUse(auth, "expandScopeItem", project.id)
      const expanded = { title: item.title.trim() || target, rationale: item.rationale }
      return { ok: true, items: [expanded], item: expanded } satisfies ImproveAgileScopeResponse
    }

    if (kind !== null) {
      const existing = scope.telemetry[kind]
      const { items } = yield* drafter.moreTelemetry({ project_name: project.name, kind, existing, count: request.count ?? TELEMETRY_COUNT, context })
      yield* recordAiUse(auth, "moreTelemetry", project.id)
      const added = uniqueBy(items, (s) => s, existing).map((title) => ({ title, rationale: "" }))
      return { ok: true, items: added } satisfies ImproveAgileScopeResponse
    }
    const existing = sectionItems(scope, section!)
    const { items } = yield* drafter.addAgileItems({
      project_name: project.name,
      section: section!,
      existing: existing.map((i) => ({ title: i.title, rationale: i.rationale })),
      count: request.count ?? AGILE_ADD_COUNT,
      context,
      ...(note !== "" ? { user_note: note } : {})
    })
    yield* recordAiUse(auth, "addAgileItems", project.id)
    const added = newItemsOnly(
      items.map((i) => ({ title: i.title.trim(), rationale: i.rationale.trim() })),
      existing
    )
    return { ok: true, items: added } satisfies ImproveAgileScopeResponse
  })
