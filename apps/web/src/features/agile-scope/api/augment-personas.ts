import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** agile.md §9: personas are augmented four at a time. */
export const PERSONA_AUGMENT_COUNT = 4

/** POST /agile/scope/augment {project_name, section: personas, subkey: lines, count: 4, lines} -> items (persona lines). */
export const augmentPersonas = (projectName: string, lines: ReadonlyArray<string>): Promise<ApiResult<{ readonly items?: unknown }>> =>
  apiRequest("/agile/scope/augment", { body: { project_name: projectName, section: "personas", subkey: "lines", count: PERSONA_AUGMENT_COUNT, lines } })
