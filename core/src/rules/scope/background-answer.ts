// Issue 37: the PM's answer to the Scope set-up's background question is the project's background until
// one is drafted or saved (waterfall.md §2 default clarification prompts).

/** waterfall.md §2: the first default clarification prompt; the web keys the answer by this label. */
export const BACKGROUND_QUESTION = "What is the background and context, including the business case?"

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** The answer to the background question (keyed by the prompt or by "background"), trimmed; "" when none. */
export const backgroundAnswer = (answers: unknown): string => {
  const map = record(answers)
  for (const key of [BACKGROUND_QUESTION, "background", "Background"]) {
    const value = map[key]
    if (typeof value === "string" && value.trim() !== "") return value.trim()
  }
  return ""
}

/** The saved or drafted background when there is one, else the PM's answer to the background question. */
export const effectiveBackground = (saved: string | null | undefined, answers: unknown): string => {
  const text = (saved ?? "").trim()
  return text !== "" ? text : backgroundAnswer(answers)
}
