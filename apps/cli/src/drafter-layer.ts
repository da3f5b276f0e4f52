import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Drafter, type DrafterService } from "@initpack/core/ports/drafter"
import { draftsWithModel } from "./openai-configured"

export interface DrafterChoice {
  readonly layer: Layer.Layer<Drafter>
  /** "offline" or "openai:<model>", for the output. */
  readonly name: string
}

/** The offline drafter unless OpenAI is configured and --offline is not given. Adapters load on demand. */
export const chooseDrafter = async (offline: boolean, env: NodeJS.ProcessEnv = process.env): Promise<DrafterChoice> => {
  if (draftsWithModel(offline, env)) {
    const openai = await import("@initpack/adapters/drafting/openai-drafter")
    const layer = openai.layerFromEnv(env)
    return { layer, name: `openai:${openai.modelFromEnv(env)}` }
  }
  const { layer } = await import("@initpack/adapters/drafting/offline-drafter")
  return { layer, name: "offline" }
}

/**
 * The same drafter, but each task first yields to the event loop, so the live terminal view repaints
 * between modules even when the drafts are computed synchronously (the offline drafter).
 */
export const yieldingDrafter = (choice: DrafterChoice): DrafterChoice => ({
  name: choice.name,
  layer: Layer.effect(
    Drafter,
    Effect.map(Drafter, (service): DrafterService => {
      const wrapped: Record<string, unknown> = { ...service }
      for (const [key, value] of Object.entries(service)) {
        if (typeof value === "function") {
          wrapped[key] = (request: unknown) => Effect.zipRight(Effect.sleep(0), (value as (r: unknown) => Effect.Effect<unknown>)(request))
        }
      }
      return wrapped as unknown as DrafterService
    })
  ).pipe(Layer.provide(choice.layer))
})
