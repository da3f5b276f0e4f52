import type { AugmentScopeResponse } from "../../responses/agile/scope-responses"
import * as Effect from "effect/Effect"
import { recordAiUse } from "./record-ai-use"
import { PERSONA_COUNT, TELEMETRY_COUNT, type Persona } from "../../drafting/agile-scope"
import { sameTextKey, uniqueBy } from "../../drafting/guards"
import { Drafter } from "../../ports/drafter"
import type { AugmentScopeRequest } from "../../requests/agile/scope-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { agileProject } from "./agile-project"
import { agileScopeContext, loadAgileScope } from "./agile-scope-document"
import { UNKNOWN_SCOPE_SECTION } from "./agile-texts"

/** agile.md §2: one line per persona, name | jtbd | pains separated by commas. */
export const personaLine = (p: Persona): string => [p.name, p.jtbd, p.pains.join(", ")].join(" | ")

export const parsePersonaLine = (line: string): Persona | null => {
  const [name = "", jtbd = "", pains = ""] = line.split("|").map((s) => s.trim())
  return name === "" ? null : { name, jtbd, pains: pains.split(",").map((s) => s.trim()).filter((s) => s !== "") }
}

/**
 * POST /agile/scope/augment: more personas (section personas, 4 by default) or telemetry entries
 * (section telemetry, subkey dash_metrics or events, 5 by default), new ones only (agile.md §4, §9).
 * Answers items as strings; nothing is saved.
 */
export const augmentAgileScope = (auth: Authenticated, request: AugmentScopeRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const { scope } = yield* loadAgileScope(project.id)
    const drafter = yield* Drafter
    const context = agileScopeContext(project.name, scope)
    const section = request.section.toLowerCase()
    if (section === "personas") {
      const sent = (request.lines ?? []).flatMap((l) => parsePersonaLine(l) ?? [])
      const existing = uniqueBy([...scope.personas, ...sent], (p) => p.name)
      const { personas } = yield* drafter.morePersonas({ project_name: project.name, existing, count: request.count ?? PERSONA_COUNT, context })
      yield* recordAiUse(auth, "morePersonas", project.id)
      const added = uniqueBy(personas, (p) => p.name, existing.map((p) => p.name))
      return { ok: true, items: added.map(personaLine), personas: added } satisfies AugmentScopeResponse
    }
    const kind = (section === "telemetry" ? request.subkey : section.split(".").pop() ?? "").trim().toLowerCase()
    if (kind === "dash_metrics" || kind === "events") {
      const existing = [...scope.telemetry[kind], ...(request.lines ?? [])]
      const { items } = yield* drafter.moreTelemetry({ project_name: project.name, kind, existing, count: request.count ?? TELEMETRY_COUNT, context })
      yield* recordAiUse(auth, "moreTelemetry", project.id)
      const taken = new Set(existing.map(sameTextKey))
      return { ok: true, items: uniqueBy(items, (s) => s).filter((s) => !taken.has(sameTextKey(s))) } satisfies AugmentScopeResponse
    }
    return yield* new InvalidInput({ message: UNKNOWN_SCOPE_SECTION })
  })
