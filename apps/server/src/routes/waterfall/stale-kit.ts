import type { Context } from "hono"
import * as Effect from "effect/Effect"
import type { PlatformServices } from "../../compose"
import type { Kit } from "../../http/kit"

/** A StaleVersion failure, answered here because it carries the stored row besides the message. */
class Conflict {
  constructor(readonly body: Record<string, unknown>) {}
}

const isStale = (e: unknown): e is { _tag: "StaleVersion"; message: string; current_version: number; current?: unknown; stale_ids?: ReadonlyArray<number> } =>
  typeof e === "object" && e !== null && (e as { _tag?: unknown })._tag === "StaleVersion"

/**
 * The kit with a runner that answers a stale save 409 {error, current_version, current[, stale_ids]}:
 * the stored version and row (nothing was written), so the client can reload or merge and save again.
 */
export const staleAwareKit = (kit: Kit): Kit => {
  const run = <A, E>(
    c: Context,
    effect: Effect.Effect<A, E, PlatformServices>,
    ok: (value: A) => Response | Promise<Response> = (value) => c.json(value as object)
  ): Promise<Response> =>
    kit.run(
      c,
      Effect.catchIf(effect, isStale, (e) =>
        Effect.succeed(
          new Conflict({
            error: e.message,
            current_version: e.current_version,
            current: e.current ?? null,
            ...(e.stale_ids ? { stale_ids: e.stale_ids } : {})
          })
        )
      ),
      (value) => (value instanceof Conflict ? c.json(value.body, 409) : ok(value as A))
    )
  return { ...kit, run }
}
