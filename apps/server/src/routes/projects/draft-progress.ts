// POST /projects/draft with Accept: application/x-ndjson (issue 35): the checks answer as any call does (400, 401,
// 402); then each module's state is streamed as it is drafted, and the last line is the draft or the module the
// model failed on with the modules kept for a retry (core/src/use-cases/pack/draft-events.ts).
import type { Context } from "hono"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Runtime from "effect/Runtime"
import { make as makeOfflineDrafter } from "@initpack/adapters/drafting/offline-drafter"
import { Drafter } from "@initpack/core/ports/drafter"
import type { DraftProjectRequest } from "@initpack/core/requests/pack/project-draft-requests"
import { draftProjectByModule, draftStartLine } from "@initpack/core/use-cases/pack/draft-project-by-module"
import { prepareProjectDraft } from "@initpack/core/use-cases/pack/prepare-project-draft"
import type { PlatformServices } from "../../compose"
import { errorResponse } from "../../http/error-response"
import type { Kit } from "../../http/kit"
import { ndjsonResponse } from "../../http/ndjson-stream"

/** The drafter of the modules the user chose to draft offline after the model failed on them. */
export const offlineDrafter = Effect.runSync(makeOfflineDrafter)

export const draftWithProgress = (kit: Kit, c: Context, body: DraftProjectRequest): Promise<Response> =>
  kit.run(
    c,
    kit.authed(c, (auth) =>
      Effect.gen(function* () {
        const prepared = yield* prepareProjectDraft(auth, body.brief, body.resume)
        const model = yield* Drafter
        const runtime = yield* Effect.runtime<PlatformServices>()
        return { prepared, drafter: model.name, runtime }
      })
    ),
    ({ prepared, drafter, runtime }) => {
      let fiber: Fiber.RuntimeFiber<unknown, unknown> | undefined
      return ndjsonResponse(
        (out) =>
          new Promise<void>((done) => {
            out.send(draftStartLine(prepared, drafter))
            const drafting = Runtime.runFork(runtime)(draftProjectByModule(prepared, { offline: offlineDrafter, offlineModules: body.offline_modules, emit: out.send }))
            fiber = drafting
            drafting.addObserver((exit) => {
              if (Exit.isSuccess(exit)) {
                out.send(exit.value)
                return done()
              }
              if (Exit.isInterrupted(exit)) return done()
              // a refusal found while drafting answers as the JSON call would, as the last line
              const refused = errorResponse(c, exit.cause)
              void refused.json().then((b: { error?: string }) => {
                out.send({ type: "error", status: refused.status, error: b.error ?? "" })
                done()
              })
            })
          }),
        () => {
          if (fiber) Effect.runFork(Fiber.interrupt(fiber))
        }
      )
    }
  )
