// What POST /projects/draft checks before anything is drafted (issue 35): a name, an active plan that allows the
// method, a brief that decodes, and (on a retry after a model failure) modules kept that the server itself signed.
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { briefFromForm, type BriefForm } from "../../brief/brief-form"
import { decodeBrief } from "../../brief/decode-brief"
import { resolveBrief, type ResolvedBrief } from "../../brief/resolve-brief"
import { KEPT_DRAFT_CHANGED } from "../../messages/project-draft"
import { PROJECT_NAME_REQUIRED } from "../../messages/platform-projects"
import { SecretSigner } from "../../ports/secret-signer"
import type { KeptModules } from "../../requests/pack/project-draft-requests"
import { checkEntitlement } from "../../rules/platform/entitlements"
import { todayIso } from "../../rules/planning/dates/display-date"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput, PlanLimit } from "../platform/errors"
import { loadPlanAccess, requireActive, type PlanAccess } from "../platform/plan-access"
import type { PackStep } from "./pack-progress"

export interface PreparedDraft {
  readonly auth: Authenticated
  readonly form: BriefForm
  readonly access: PlanAccess
  readonly brief: ResolvedBrief
  readonly kept: Readonly<Partial<Record<PackStep, unknown>>>
}

/** What a kept-modules signature covers: the brief form they were drafted from, and the modules. */
export const keptPayload = (form: BriefForm, kept: unknown): string => JSON.stringify({ brief: form, kept })

export const prepareProjectDraft = (auth: Authenticated, form: BriefForm, resume?: KeptModules) =>
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
    if (resume !== undefined && !(yield* (yield* SecretSigner).verify(keptPayload(form, resume.kept), resume.signature))) {
      return yield* new InvalidInput({ message: KEPT_DRAFT_CHANGED })
    }
    return { auth, form, access, brief, kept: (resume?.kept ?? {}) as Partial<Record<PackStep, unknown>> } satisfies PreparedDraft
  })
