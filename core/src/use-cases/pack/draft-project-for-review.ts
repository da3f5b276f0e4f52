// POST /projects/draft (issue 35): the brief form drafted into every module of its method by the same use case
// as `initpack pack`, nothing saved; the answer is signed so the save takes back exactly what was reviewed.
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { briefFromForm, type BriefForm } from "../../brief/brief-form"
import { decodeBrief } from "../../brief/decode-brief"
import { resolveBrief } from "../../brief/resolve-brief"
import { PROJECT_NAME_REQUIRED } from "../../messages/platform-projects"
import type { DraftProjectResponse } from "../../responses/pack/draft-responses"
import { SecretSigner } from "../../ports/secret-signer"
import { checkEntitlement } from "../../rules/platform/entitlements"
import { todayIso } from "../../rules/planning/dates/display-date"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput, PlanLimit } from "../platform/errors"
import { loadPlanAccess, requireActive } from "../platform/plan-access"
import { draftProject } from "./draft-project"
import { draftWithinPlan } from "./draft-within-plan"
import type { PackStep } from "./pack-progress"

export interface DraftedStep {
  readonly step: PackStep
  readonly label: string
  readonly summary: string
}

export const draftProjectForReview = (auth: Authenticated, form: BriefForm) =>
  Effect.gen(function* () {
    if (form.name.trim() === "") return yield* new InvalidInput({ message: PROJECT_NAME_REQUIRED })
    const access = yield* Effect.flatMap(loadPlanAccess(auth.user.id, auth.now), requireActive)
    // platform.md §6: agile is not on the free plan; said before drafting, not at the save
    if (form.method === "agile") {
      const agile = checkEntitlement(access.plan, "agile")
      if (Either.isLeft(agile)) return yield* new PlanLimit({ message: agile.left.message, cta: agile.left.cta })
    }
    const decoded = decodeBrief(briefFromForm(form))
    if (Either.isLeft(decoded)) return yield* new InvalidInput({ message: decoded.left.message })
    const brief = resolveBrief(decoded.right, {}, todayIso(auth.now.getTime()))
    const steps: Array<DraftedStep> = []
    const drafted = yield* draftProject(brief, {
      now: auth.now,
      onProgress: (e) => {
        if (e._tag === "StepDone") steps.push({ step: e.step, label: e.label, summary: e.summary })
      }
    }).pipe(Effect.catchTag("InvalidBaseStart", (e) => Effect.fail(new InvalidInput({ message: e.message }))))
    // the free plan's draft holds what the plan allows (one item per scope tab, one risk, no stakeholders, WBS or comms)
    const allowed = draftWithinPlan(access.plan, drafted)
    const signature = yield* (yield* SecretSigner).sign(JSON.stringify(allowed))
    return { draft: allowed, signature, method: brief.method, steps } satisfies DraftProjectResponse
  })
