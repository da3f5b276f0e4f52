import * as Schema from "effect/Schema"
import { documentsFor } from "@initpack/core/document/catalog"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"

// Query strings the handlers read field by field (no core Schema decodes them): described here so the
// document lists their parameters. Each names the handler it mirrors.

const text = Schema.optional(Schema.String)
const id = Schema.optional(Schema.String.pipe(Schema.pattern(/^[0-9]{1,9}$/)))

/** routes/projects.ts GET /: a list (q), or one project by name or id. */
export const ProjectListQuery = Schema.Struct({ q: text, name: text, id, project_id: id }).annotations({ title: "ProjectListQuery" })

/** routes/projects.ts GET /archived. */
export const SearchQuery = Schema.Struct({ q: text }).annotations({ title: "SearchQuery" })

/** routes/projects.ts GET /check-name. */
export const CheckNameQuery = Schema.Struct({ name: Schema.String }).annotations({ title: "CheckNameQuery" })

/** routes/admin/admin-routes.ts userQuery. */
export const AdminUsersQuery = Schema.Struct({
  q: text,
  role: text,
  plan: text,
  plan_code: text,
  active: Schema.optional(Schema.Literal("true", "false"))
}).annotations({ title: "AdminUsersQuery" })

/** routes/admin/admin-routes.ts GET /stats/alerts. */
export const AlertsQuery = Schema.Struct({ all: Schema.optional(Schema.Literal("true")) }).annotations({ title: "AlertsQuery" })

/** routes/admin/admin-routes.ts DELETE /users/{id}/projects. */
export const ProjectScopeQuery = Schema.Struct({ archived: Schema.optional(Schema.Literal("true", "false", "all")) }).annotations({
  title: "ProjectScopeQuery"
})

/** The optional ?version= of DELETE /wbs/item/{id} and the agile task delete, indent and outdent. */
export const VersionQuery = Schema.Struct({ version: id }).annotations({ title: "VersionQuery" })

/** routes/agile/scope-routes.ts GET /scope. */
export const AgileScopeQuery = Schema.Struct({
  ...ProjectQuery.to.fields,
  create_if_missing: Schema.optional(Schema.Literal("true", "1", "yes")),
  seed: text
}).annotations({ title: "AgileScopeQuery" })

/** routes/reports/reports-routes.ts reportQuery (doc_type also docType or doc); the document kinds come from core's catalog. */
export const reportQuery = (method: "waterfall" | "agile", what: "doc" | "pack") =>
  Schema.Struct({
    project_id: id,
    project_name: text,
    ...(what === "doc"
      ? {
          doc_type: Schema.Literal(...(documentsFor(method) as ReadonlyArray<string>)),
          format: Schema.optional(Schema.Literal("html", "pdf", "docx", "md")),
          raw: Schema.optional(Schema.Literal("1"))
        }
      : { format: Schema.optional(Schema.Literal("pdf", "html", "docx")) }),
    // issue 34: the health check's findings as an appendix of the PID (agile: the overview) and the SOW
    with_findings: Schema.optional(Schema.Literal("1", "true")),
    // issue 35: the drafted lines still assumed as an appendix of the PID (agile: the overview) and the SOW
    with_assumptions: Schema.optional(Schema.Literal("1", "true"))
  }).annotations({ title: `${method === "agile" ? "Agile" : "Waterfall"}${what === "doc" ? "Document" : "Pack"}Query` })

/** routes/reports/reports-routes.ts GET /health: the project alone (projectId / id and projectName / project too). */
export const healthQuery = Schema.Struct({ project_id: id, project_name: text }).annotations({ title: "PackHealthQuery" })
