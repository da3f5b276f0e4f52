import { Approach, DEFAULT_APPROACH } from "../../schemas/enums"
import { looseLiteral, Text, withDefault } from "../../schemas/primitives"
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
