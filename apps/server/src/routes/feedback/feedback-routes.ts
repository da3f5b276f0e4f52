import { Hono } from "hono"
import { Feedback } from "@initpack/core/schemas/feedback"
import { submitFeedback } from "@initpack/core/use-cases/feedback/submit-feedback"
import type { Kit } from "../../http/kit"

/** /api/feedback (platform.md §7 Feedback): signed-in users send feedback from /app/feedback. */
export const feedbackRoutes = (kit: Kit) => {
  const app = new Hono()
  app.post("/submit", (c) => kit.withBody(c, Feedback, (body) => kit.run(c, kit.authed(c, (auth) => submitFeedback(auth, body)))))
  return app
}
