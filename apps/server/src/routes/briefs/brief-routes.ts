import { Hono } from "hono"
import * as Effect from "effect/Effect"
import { readBriefDocument, BriefUnreadable } from "@initpack/adapters/brief-reader/read-brief-document"
import { BRIEF_EMPTY, BRIEF_MAX_BYTES, BRIEF_TOO_LARGE } from "@initpack/core/messages/brief-reader"
import { BriefReadRequest } from "@initpack/core/requests/pack/project-draft-requests"
import { todayIso } from "@initpack/core/rules/planning/dates/display-date"
import type { BriefReadResponse } from "@initpack/core/responses/pack/brief-responses"
import { requireActive, loadPlanAccess } from "@initpack/core/use-cases/platform/plan-access"
import { jsonError } from "../../http/error-response"
import type { Kit } from "../../http/kit"

/** Briefs (issue 35), mounted at /api/briefs: POST /read turns pasted text or an uploaded document into the brief form. */
export const briefRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit

  app.post("/read", (c) =>
    withBody(c, BriefReadRequest, (body) =>
      run(
        c,
        authed(c, (auth) => Effect.as(Effect.flatMap(loadPlanAccess(auth.user.id, auth.now), requireActive), auth)),
        async (auth) => {
          const file = body.content_base64
          // a base64 text four thirds the size of its bytes: too large before it is decoded
          if (file !== undefined && Math.floor((file.length * 3) / 4) > BRIEF_MAX_BYTES + 2) return jsonError(c, 413, BRIEF_TOO_LARGE)
          const bytes = file !== undefined ? Buffer.from(file, "base64") : new TextEncoder().encode(body.text ?? "")
          if (file === undefined && body.text === undefined) return jsonError(c, 400, BRIEF_EMPTY)
          try {
            const form = await readBriefDocument({ fileName: file !== undefined ? (body.file_name ?? "") : undefined, bytes }, todayIso(auth.now.getTime()))
            return c.json({ form } satisfies BriefReadResponse)
          } catch (error) {
            if (error instanceof BriefUnreadable) return jsonError(c, error.status, error.message)
            throw error
          }
        }
      )
    )
  )

  return app
}
