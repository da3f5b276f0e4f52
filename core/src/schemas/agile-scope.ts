import * as Schema from "effect/Schema"
import { readAliased, withAliases } from "./aliases"
import { CommaList, droppingBlank, Id, isBlankText, LinesField, nullable, Text, withDefault } from "./primitives"
import { ScopeItems } from "./scope-item"

const items = withDefault(ScopeItems, () => [])

const VisionObject = withAliases(
  "Vision",
  Schema.Struct({ text: Text, north_star_metric: Text }),
  { north_star_metric: ["north_star", "northStarMetric"], text: ["vision"] }
)

/** vision {text, north_star_metric}; a plain string is the vision text. */
export const Vision = Schema.Union(
  VisionObject,
  Schema.transform(Schema.String, Schema.typeSchema(VisionObject), {
    strict: true,
    decode: (text) => ({ text, north_star_metric: "" }),
    encode: (v) => v.text
  })
).annotations({ title: "Vision" })
export type Vision = typeof Vision.Type

export const ProblemsOutcomes = Schema.Struct({ problems: items, outcomes: items, okrs: items }).annotations({
  title: "ProblemsOutcomes"
})
export type ProblemsOutcomes = typeof ProblemsOutcomes.Type

export const PERSONA_ALIASES = { name: ["persona", "title"], jtbd: ["job_to_be_done", "jobs_to_be_done"] } as const

/** A persona: name, job to be done, pains (a list, or one comma-separated string). */
export const Persona = withAliases(
  "Persona",
  Schema.Struct({
    name: Schema.Trim,
    jtbd: Text,
    pains: withDefault(CommaList, () => [])
  }),
  PERSONA_ALIASES
)
export type Persona = typeof Persona.Type

/** Personas without a name are dropped. */
export const Personas = droppingBlank(Persona, (u) => isBlankText(readAliased(u, "name", PERSONA_ALIASES)))
export type Personas = typeof Personas.Type

export const Nfrs = Schema.Struct({ security: items, performance: items, privacy: items, compliance: items })
export type Nfrs = typeof Nfrs.Type

export const Definitions = withAliases(
  "Definitions",
  Schema.Struct({ dor: items, dod: items }),
  { dor: ["definition_of_ready", "DoR"], dod: ["definition_of_done", "DoD"] }
)
export type Definitions = typeof Definitions.Type

/** Telemetry lists are plain strings (agile.md §3). */
export const Telemetry = withAliases(
  "Telemetry",
  Schema.Struct({ dash_metrics: LinesField, events: LinesField }),
  { dash_metrics: ["dashboard_metrics", "metrics"], events: ["key_events"] }
)
export type Telemetry = typeof Telemetry.Type

const group = <S extends Schema.Schema.AnyNoContext>(schema: S) =>
  withDefault(schema, () => Schema.decodeUnknownSync(schema)({}))

/** Agile scope (agile.md §3). Every part has an empty default, so a partial object decodes. */
export const AgileScope = withAliases(
  "AgileScope",
  Schema.Struct({
    vision: group(Vision),
    problems_outcomes: group(ProblemsOutcomes),
    personas: withDefault(Personas, () => []),
    nfrs: group(Nfrs),
    definitions: group(Definitions),
    telemetry: group(Telemetry),
    assumptions: items,
    constraints: items,
    dependencies: items,
    top_risks: items
  }),
  {
    vision: ["Vision"],
    problems_outcomes: ["ProblemsOutcomes"],
    personas: ["Personas"],
    nfrs: ["NFRs", "Nfrs"],
    definitions: ["Definitions"],
    telemetry: ["Telemetry"],
    assumptions: ["Assumptions"],
    constraints: ["Constraints"],
    dependencies: ["Dependencies"],
    top_risks: ["risks", "TopRisks"]
  }
)
export type AgileScope = typeof AgileScope.Type

/** GET /agile/scope answer: project_id and the scope. */
export const AgileScopeRecord = withAliases(
  "AgileScopeRecord",
  Schema.Struct({
    project_id: nullable(Id),
    scope: group(AgileScope)
  }),
  { project_id: ["projectId"], scope: ["data"] }
)
export type AgileScopeRecord = typeof AgileScopeRecord.Type
