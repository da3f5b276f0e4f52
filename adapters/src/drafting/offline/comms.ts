// Offline short communications plan: the six parts of waterfall.md §2 / §3.
import type { CommsPlanDraft, CommsPlanRequest } from "@initpack/core/drafting/comms"
import { uniqueBy } from "@initpack/core/drafting/guards"
import { CHANNELS, COMMS_RISKS, GOVERNANCE } from "../knowledge/comms"
import { makeContext } from "./context"
import { departments, goalPhrases } from "./phrases"
import { listPhrase, lowerFirst } from "./text"

export const commsPlan = (req: CommsPlanRequest): CommsPlanDraft => {
  const ctx = makeContext("commsPlan", req)
  const approach = req.project_approach
  const fits = (a: string) => a === "Both" || a === approach
  const goals = goalPhrases([req.context]).slice(0, 2)
  const depts = departments([req.context])
  const objectives = uniqueBy(
    [
      `Keep everyone affected by ${ctx.project} informed of what is changing, when and why`,
      ...goals.map((g) => `Build support for the aim to ${lowerFirst(g)}`),
      `Give ${ctx.domain.users} time to prepare for each ${approach === "Agile" ? "release" : "stage"} and know where to get help`,
      `Secure timely decisions from the ${approach === "Agile" ? "steering group" : "project board"}`,
      `Surface concerns early and close the loop on feedback`
    ],
    (s) => s
  ).slice(0, 5)
  // The method's own rhythm first (board and highlight report, or sprint review and stand-up), then shared channels.
  const own = CHANNELS.filter((c) => c.approach === approach)
  const shared = ctx.rng.shuffle(CHANNELS.filter((c) => c.approach === "Both" && (approach === "Agile" || !/sprint|release/i.test(c.cadence))))
  const channels = [...own.slice(0, 2), ...shared, ...own.slice(2)].slice(0, 5).map(({ channel, purpose, cadence, owner }) => ({ channel, purpose, cadence, owner }))
  const who = depts.length > 0 ? `${listPhrase(depts.slice(0, 4))} teams` : ctx.domain.users
  const audiences = [
    { segment: "Sponsor and board", who: approach === "Agile" ? "Sponsor, Product Owner and steering group" : "Project Sponsor, Senior User, Senior Supplier" },
    { segment: "Affected users", who: `${who[0]!.toUpperCase()}${who.slice(1)} who will use ${ctx.domain.noun}` },
    { segment: "Delivery team", who: `Project team and ${ctx.domain.supplier}` },
    { segment: "Support and operations", who: "Service desk, operations and support teams" },
    { segment: "Wider organisation", who: "All staff interested in the change" }
  ]
  const key_messages = [
    { audience: "Sponsor and board", message: `${ctx.project} is on track against its plan; decisions needed are flagged early with options.`, cta: "Approve stage outputs and decisions on time", spokesperson: "Project Manager" },
    { audience: "Affected users", message: `${ctx.project} will make daily work easier; you will be trained and supported before anything changes.`, cta: "Join a briefing and name a change champion", spokesperson: "Project Sponsor" },
    { audience: "Delivery team", message: `Our priority is ${goals[0] ? `to ${lowerFirst(goals[0])}` : "delivering the agreed scope with quality"}; raise blockers the same day.`, cta: "Update progress and risks before each checkpoint", spokesperson: approach === "Agile" ? "Product Owner" : "Project Manager" },
    { audience: "Support and operations", message: `You will receive runbooks and training before ${ctx.project} goes live.`, cta: "Take part in readiness testing", spokesperson: "Change Manager" }
  ]
  const governance = GOVERNANCE.filter((g) => fits(g.approach)).slice(0, 3).map(({ forum, cadence, participants, purpose }) => ({ forum, cadence, participants, purpose }))
  const risks_mitigations = ctx.rng.shuffle(COMMS_RISKS).slice(0, 4).map((r) => ({ ...r }))
  return { objectives, channels, key_messages, audiences, governance, risks_mitigations }
}
