import * as Schema from "effect/Schema"
import { Methodology } from "../../schemas/enums"

const NullableIso = Schema.NullOr(Schema.String)

/** A project as the API answers it (platform.md §3), the alternate names written beside the canonical ones. */
export const ProjectView = Schema.Struct({
  id: Schema.Int,
  project_id: Schema.Int,
  name: Schema.String,
  project_name: Schema.String,
  methodology: Methodology,
  delivery: Methodology,
  latest_scope_at: NullableIso,
  created_at: Schema.String,
  archived_at: NullableIso
}).annotations({ identifier: "ProjectView", description: "A project; timestamps are ISO 8601 text." })
export type ProjectView = typeof ProjectView.Type

/** GET /projects and /projects/archived: the one list under both names (platform.md §7). */
export const ProjectListResponse = Schema.Struct({
  projects: Schema.Array(ProjectView),
  items: Schema.Array(ProjectView)
}).annotations({ identifier: "ProjectListResponse" })

/** One project read: with the board review's state (issue 36), the latest authorised version and whether the pack changed since. */
const ProjectRead = Schema.Struct({
  ...ProjectView.fields,
  authorised_version: Schema.NullOr(Schema.Int),
  changedSinceAuthorisation: Schema.Boolean
}).annotations({ identifier: "ProjectRead" })

/** GET /projects/{id}, ?name=, ?id=: the project, and the same object again under `project`. */
export const ProjectResponse = Schema.Struct({ ...ProjectRead.fields, project: ProjectRead }).annotations({ identifier: "ProjectResponse" })

export type ProjectListResponse = typeof ProjectListResponse.Type
export type ProjectResponse = typeof ProjectResponse.Type

/** GET /projects/plan: the plan's code (also as plan), the subscription's status and the methods it allows. */
export const ProjectPlanResponse = Schema.Struct({
  plan_type: Schema.String,
  plan: Schema.String,
  status: Schema.String,
  allowed_methodologies: Schema.Array(Methodology)
}).annotations({ identifier: "ProjectPlanResponse" })

/** GET /projects/capacity, /projects/can-create and /subscriptions/usage: the current window's project allowance; message and reason when refused. */
export const UsageResponse = Schema.Struct({
  allowed: Schema.Boolean,
  can_create: Schema.Boolean,
  used: Schema.Int,
  limit: Schema.Int,
  extra_topups: Schema.Int,
  topups: Schema.Int,
  remaining: Schema.Int,
  window_start: Schema.NullOr(Schema.String),
  window_end: Schema.NullOr(Schema.String),
  message: Schema.optional(Schema.String),
  reason: Schema.optional(Schema.String)
}).annotations({ identifier: "UsageResponse" })

/** GET /projects/check-name: whether the user already has a project of that name (ignoring case). */
export const CheckNameResponse = Schema.Struct({ exists: Schema.Boolean }).annotations({ identifier: "CheckNameResponse" })

/** GET /projects/{id}/delivery. */
export const DeliveryResponse = Schema.Struct({ project_id: Schema.Int, project_name: Schema.String, delivery: Methodology }).annotations({
  identifier: "DeliveryResponse"
})

export type ProjectPlanResponse = typeof ProjectPlanResponse.Type
export type UsageResponse = typeof UsageResponse.Type
export type CheckNameResponse = typeof CheckNameResponse.Type
export type DeliveryResponse = typeof DeliveryResponse.Type
