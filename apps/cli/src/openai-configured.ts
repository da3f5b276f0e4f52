/** OPENAI_API_KEY or OPENAI_BASE_URL select the OpenAI-compatible adapter (design.md Configuration). */
export const openAiConfigured = (env: NodeJS.ProcessEnv): boolean =>
  (env["OPENAI_API_KEY"] ?? "").trim() !== "" || (env["OPENAI_BASE_URL"] ?? "").trim() !== ""

/** The model drafts when it is configured and --offline is not given; the offline drafter otherwise. */
export const draftsWithModel = (offline: boolean, env: NodeJS.ProcessEnv): boolean => !offline && openAiConfigured(env)
