import type { Context } from "hono"
import * as Effect from "effect/Effect"
import { DRAFTING_FAILURE_STATUS, draftingFailureMessage } from "@initpack/core/drafting/failure-message"
import type { DraftingTaskName } from "@initpack/core/drafting/tasks"
import type { AgileProjectRef } from "@initpack/core/use-cases/agile/agile-project"
import type { Authenticated } from "@initpack/core/use-cases/platform/authenticate-session"
import type { PlatformServices } from "../../compose"
import { jsonError } from "../../http/error-response"
import { parseId, type AppDeps, type Kit } from "../../http/kit"

/** An agile failure answered here rather than by the shared tag table (it carries more than a message). */
class Answered {
  constructor(readonly response: (c: Context) => Response) {}
}

/**
 * The agile routes' runner: kit.run plus the agile failures the shared table does not know:
 * StaleWrite -> 409 {error, version, current_version, current}; AgileItemNotFound -> 404; DraftingError -> 502
 * with the screen's message (core/src/drafting/failure-message.ts).
 */
export const makeAgileKit = (kit: Kit, deps: AppDeps) => {
  const run = <A, E>(
    c: Context,
    f: (auth: Authenticated) => Effect.Effect<A, E, PlatformServices>,
    ok: (value: A) => Response | Promise<Response> = (value) => c.json(value as object)
  ) =>
    kit.run(
      c,
      kit.authed(c, f).pipe(
        Effect.catchIf(
          (e): e is E & { _tag: string } => typeof e === "object" && e !== null && "_tag" in e,
          (e) => {
            const err = e as unknown as { _tag: string; message: string; currentVersion?: number; current?: unknown; task?: string }
            switch (err._tag) {
              case "StaleWrite":
                return Effect.succeed(
                  new Answered((cc) =>
                    cc.json({ error: err.message, version: err.currentVersion, current_version: err.currentVersion, current: err.current ?? null }, 409)
                  )
                )
              case "AgileItemNotFound":
                return Effect.succeed(new Answered((cc) => jsonError(cc, 404, err.message)))
              case "DraftingError":
                // an Effect log line: it carries the request's id (kit.run annotates the effect)
                return Effect.as(
                  Effect.logWarning(`drafting failed: ${err.message}`),
                  new Answered((cc) => jsonError(cc, DRAFTING_FAILURE_STATUS, draftingFailureMessage(err.task as DraftingTaskName)))
                )
              default:
                return Effect.fail(e)
            }
          }
        )
      ),
      (value) => (value instanceof Answered ? value.response(c) : ok(value as A))
    )

  /** The project named by the query: project_name, project or name; project_id, projectId or id. */
  const queryRef = (c: Context): AgileProjectRef => ({
    project_name: c.req.query("project_name") ?? c.req.query("project") ?? c.req.query("projectName") ?? c.req.query("name") ?? null,
    project_id: parseId(c.req.query("project_id") ?? c.req.query("projectId") ?? c.req.query("id") ?? null)
  })

  /** Runs a check; any failure counts as false. */
  const runtimeCheck = (effect: Effect.Effect<boolean, unknown, PlatformServices>) =>
    deps.runtime.runPromise(Effect.catchAll(effect, () => Effect.succeed(false)))

  return { ...kit, runAgile: run, queryRef, runtimeCheck }
}

export type AgileKit = ReturnType<typeof makeAgileKit>

/** A CSV download answer. */
export const csvResponse = (c: Context, fileName: string, text: string) =>
  c.body(text, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${fileName.replace(/["\\\r\n]/g, "_")}"`
  })
