// Chooses the drafter from the environment: OpenAI-compatible when OPENAI_API_KEY or OPENAI_BASE_URL is
// set, else the offline drafter; logs which one it uses (design.md, Configuration).
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Drafter } from "@initpack/core/ports/drafter"
import * as Offline from "./offline-drafter"
import * as OpenAi from "./openai-drafter"

export const drafterLayerFromEnv = (env: Readonly<Record<string, string | undefined>> = process.env): Layer.Layer<Drafter> =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const config = OpenAi.configFromEnv(env)
      if (config) {
        yield* Effect.logInfo(`Drafter: OpenAI-compatible, model ${config.model} at ${config.baseURL ?? "api.openai.com"}`)
        return OpenAi.layer(config)
      }
      yield* Effect.logInfo("Drafter: offline (no OPENAI_API_KEY or OPENAI_BASE_URL set)")
      return Offline.layer
    })
  )
