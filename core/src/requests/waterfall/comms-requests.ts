import { Approach, DEFAULT_APPROACH } from "../../schemas/enums"
import { CommsPlan } from "../../schemas/comms-plan"
import { Id, looseLiteral, nullable, Text, withDefault } from "../../schemas/primitives"
import { projectRequest } from "./project-ref"

const approachFields = {
  project_approach: withDefault(looseLiteral(Approach.literals), () => DEFAULT_APPROACH),
  project_method: Text
}
const approachAliases = { project_approach: ["approach"], project_method: ["method"] }

/** GET /comms/prefill and /comms/latest ?project_name&project_approach&project_method. */
export const CommsQuery = projectRequest("CommsQuery", approachFields, approachAliases)
export type CommsQuery = typeof CommsQuery.Type

/** POST /comms/shortplan {project_name, context, project_approach, project_method}. */
export const CommsShortplanRequest = projectRequest("CommsShortplanRequest", { ...approachFields, context: Text }, approachAliases)
export type CommsShortplanRequest = typeof CommsShortplanRequest.Type

/**
 * POST /comms/save {project_name, project_approach, project_method, plan, base_id} (issue 37, beyond the spec's
 * generate-only screen): the plan as edited on the screen, saved as the approach's newest plan when `base_id` is
 * still the newest plan's id (else 409).
 */
export const CommsSaveRequest = projectRequest("CommsSaveRequest", { ...approachFields, plan: CommsPlan, base_id: nullable(Id) }, approachAliases)
export type CommsSaveRequest = typeof CommsSaveRequest.Type
