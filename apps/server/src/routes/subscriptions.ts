import { Hono } from "hono"
import { SubscribeRequest } from "@initpack/core/requests/platform/subscribe-request"
import { listPlans } from "@initpack/core/use-cases/platform/list-plans"
import { getMySubscription } from "@initpack/core/use-cases/platform/get-my-subscription"
import { getUsage } from "@initpack/core/use-cases/platform/get-usage"
import { newSubscribeChallenge } from "@initpack/core/use-cases/platform/subscribe-challenge"
import { subscribePlan } from "@initpack/core/use-cases/platform/subscribe-plan"
import { activateFreePlan } from "@initpack/core/use-cases/platform/activate-free-plan"
import type { Kit } from "../http/kit"

/** /api/subscriptions: plans, the user's subscription and usage, the a+b challenge, subscribe, free activation. */
export const subscriptionRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit

  // public: the pricing page lists plans before sign-in
  app.get("/plans", (c) => run(c, listPlans))
  app.get("/me", (c) => run(c, authed(c, getMySubscription)))
  app.get("/usage", (c) => run(c, authed(c, getUsage)))
  app.get("/gotcha/new", (c) => run(c, authed(c, (auth) => newSubscribeChallenge(auth.user.id))))
  app.post("/subscribe", (c) =>
    withBody(c, SubscribeRequest, (body) => run(c, authed(c, (auth) => subscribePlan(auth, body.plan_code, body))))
  )
  app.post("/free", (c) => run(c, authed(c, activateFreePlan)))

  return app
}
