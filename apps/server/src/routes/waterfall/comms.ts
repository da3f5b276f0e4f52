import { Hono } from "hono"
import { CommsQuery, CommsSaveRequest, CommsShortplanRequest } from "@initpack/core/requests/waterfall/comms-requests"
import { prefillComms } from "@initpack/core/use-cases/waterfall/prefill-comms"
import { getLatestComms } from "@initpack/core/use-cases/waterfall/get-latest-comms"
import { generateCommsPlan } from "@initpack/core/use-cases/waterfall/generate-comms-plan"
import { saveCommsPlan } from "@initpack/core/use-cases/waterfall/save-comms-plan"
import type { Kit } from "../../http/kit"
import { withQuery } from "./with-query"

/** Short Communications Plan calls (waterfall.md §7 Comms), mounted at /api/comms; approach Waterfall or Agile. */
export const commsRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  app.get("/prefill", (c) => withQuery(c, CommsQuery, (q) => run(c, authed(c, (auth) => prefillComms(auth, q)))))
  app.get("/latest", (c) => withQuery(c, CommsQuery, (q) => run(c, authed(c, (auth) => getLatestComms(auth, q)))))
  app.post("/shortplan", (c) => withBody(c, CommsShortplanRequest, (b) => run(c, authed(c, (auth) => generateCommsPlan(auth, b)))))
  app.post("/save", (c) => withBody(c, CommsSaveRequest, (b) => run(c, authed(c, (auth) => saveCommsPlan(auth, b)))))
  return app
}
