import * as Schema from "effect/Schema"

/** Where a drafted line comes from (issue 35): the brief's words, a knowledge pack, a computation, or an assumption to confirm. */
export const ProvenanceView = Schema.Struct({
  kind: Schema.Literal("brief", "knowledge", "computed", "assumed"),
  quote: Schema.optional(Schema.String),
  rule: Schema.optional(Schema.String),
  reason: Schema.optional(Schema.String),
  triggers: Schema.optional(Schema.Array(Schema.String))
}).annotations({ identifier: "ProvenanceView" })

/** GET /projects/{id}/provenance: each kept drafted line with where it came from, and the assumed lines per module. */
export const ProjectProvenanceResponse = Schema.Struct({
  project_id: Schema.Int,
  lines: Schema.Array(Schema.Struct({ key: Schema.String, module: Schema.String, section: Schema.String, text: Schema.String, provenance: ProvenanceView })),
  assumed: Schema.Record({ key: Schema.String, value: Schema.Int })
}).annotations({ identifier: "ProjectProvenanceResponse" })
export type ProjectProvenanceResponse = typeof ProjectProvenanceResponse.Type
