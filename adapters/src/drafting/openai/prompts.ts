// Prompts for the OpenAI-compatible drafter. The request travels as JSON so the model sees the user's
// own words; the task's goal comes from the core catalogue.
import { draftingTasks, type DraftingTaskName } from "@initpack/core/drafting/tasks"
import { factsForPrompt } from "../offline/brief-checks"

export const SYSTEM_PROMPT = [
  "You are Initpack's drafting assistant for project managers.",
  "You write credible first drafts of project-initiation documents (PRINCE2 waterfall and agile) that the user will edit.",
  "Always name the user's project, reuse the user's own phrases where they fit, and be concrete to their context.",
  "Never write placeholder text such as TBD, Lorem ipsum, braces or empty titles, and never repeat a title the request already lists.",
  "Answer with one JSON object only, matching the JSON Schema you are given. Use British English."
].join("\n")

/** The task, its goal, the request as JSON, and what the brief states (steps, parties, quantities, deadline, cap). */
export const taskPrompt = (task: DraftingTaskName, request: unknown): string =>
  [`Task: ${task}`, draftingTasks[task].goal, "", "Request (JSON):", "```json", JSON.stringify(request, null, 2), "```", factsForPrompt(request)].join("\n").trimEnd()

/** Used in JSON mode (no json_schema support): the schema travels in the prompt instead. */
export const schemaInstruction = (schema: unknown): string =>
  `Reply with a JSON object that validates against this JSON Schema:\n${JSON.stringify(schema)}`

export const repairPrompt = (problem: string): string =>
  `Your previous answer could not be used: ${problem}. Reply again with only the corrected JSON object that matches the schema exactly.`

export const TRUNCATED = "it was cut off before the end (too long); keep every text field shorter"
