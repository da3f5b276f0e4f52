import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import type { AgileItemSection } from "../../drafting/agile-scope"
import { AGILE_ITEM_SECTIONS } from "../../drafting/agile-scope"
import { uniqueBy } from "../../drafting/guards"
import { AgileDocumentRepository } from "../../ports/agile/agile-document-repository"
import { AgileScope } from "../../schemas/agile-scope"
import type { ScopeItem } from "../../schemas/scope-item"

const decode = Schema.decodeUnknownEither(AgileScope)

/** Every section present and empty. */
export const emptyAgileScope = (): AgileScope => Schema.decodeUnknownSync(AgileScope)({})

/** A stored or drafted scope in canonical form (alternate names read, blank titles dropped); unreadable data gives the empty scope. */
export const readAgileScope = (data: unknown): AgileScope => {
  const decoded = decode(data ?? {})
  return Either.isRight(decoded) ? decoded.right : emptyAgileScope()
}

/** The stored scope and its version (0 and the empty scope when none). */
export const loadAgileScope = (projectId: number) =>
  Effect.gen(function* () {
    const documents = yield* AgileDocumentRepository
    const doc = yield* documents.read(projectId, "scope")
    return { scope: doc ? readAgileScope(doc.data) : emptyAgileScope(), version: doc?.version ?? 0 }
  })

type Items = ReadonlyArray<ScopeItem>

/** The item list of a section key ("problems", "problems_outcomes.outcomes", "nfrs.security", "definitions.dod", ...). */
export const itemSection = (key: string): AgileItemSection | null => {
  const last = key.trim().split(".").pop()?.toLowerCase() ?? ""
  return (AGILE_ITEM_SECTIONS as ReadonlyArray<string>).includes(last) ? (last as AgileItemSection) : null
}

export const sectionItems = (scope: AgileScope, section: AgileItemSection): Items => {
  switch (section) {
    case "problems":
    case "outcomes":
    case "okrs":
      return scope.problems_outcomes[section]
    case "security":
    case "performance":
    case "privacy":
    case "compliance":
      return scope.nfrs[section]
    case "dor":
    case "dod":
      return scope.definitions[section]
    default:
      return scope[section]
  }
}

const dedupe = (items: Items): Items => uniqueBy(items, (i) => i.title)

/** agile.md §4: items de-duplicated by title ignoring case; empty titles dropped; personas by name. */
export const dedupeAgileScope = (scope: AgileScope): AgileScope => ({
  ...scope,
  problems_outcomes: {
    problems: dedupe(scope.problems_outcomes.problems),
    outcomes: dedupe(scope.problems_outcomes.outcomes),
    okrs: dedupe(scope.problems_outcomes.okrs)
  },
  personas: uniqueBy(scope.personas, (p) => p.name),
  nfrs: {
    security: dedupe(scope.nfrs.security),
    performance: dedupe(scope.nfrs.performance),
    privacy: dedupe(scope.nfrs.privacy),
    compliance: dedupe(scope.nfrs.compliance)
  },
  definitions: { dor: dedupe(scope.definitions.dor), dod: dedupe(scope.definitions.dod) },
  telemetry: { dash_metrics: uniqueBy<string>(scope.telemetry.dash_metrics, (s) => s), events: uniqueBy<string>(scope.telemetry.events, (s) => s) },
  assumptions: dedupe(scope.assumptions),
  constraints: dedupe(scope.constraints),
  dependencies: dedupe(scope.dependencies),
  top_risks: dedupe(scope.top_risks)
})

const titles = (items: Items): string => items.map((i) => i.title).join("; ")

/** A short text of the scope for drafting context and the risk prefill. */
export const agileScopeContext = (projectName: string, scope: AgileScope): string =>
  [
    `Project: ${projectName}.`,
    scope.vision.text && `Vision: ${scope.vision.text}`,
    scope.vision.north_star_metric && `North-star metric: ${scope.vision.north_star_metric}.`,
    scope.problems_outcomes.problems.length > 0 && `Problems: ${titles(scope.problems_outcomes.problems)}.`,
    scope.problems_outcomes.outcomes.length > 0 && `Outcomes: ${titles(scope.problems_outcomes.outcomes)}.`,
    scope.personas.length > 0 && `Personas: ${scope.personas.map((p) => p.name).join("; ")}.`,
    scope.constraints.length > 0 && `Constraints: ${titles(scope.constraints)}.`,
    scope.dependencies.length > 0 && `Dependencies: ${titles(scope.dependencies)}.`,
    scope.assumptions.length > 0 && `Assumptions: ${titles(scope.assumptions)}.`,
    scope.top_risks.length > 0 && `Known risks: ${titles(scope.top_risks)}.`
  ]
    .filter((line): line is string => typeof line === "string" && line.trim() !== "")
    .join("\n")
