// POST /projects/draft (issue 35): the brief form drafted into every module of its method by the same use case
// as `initpack pack`, nothing saved; the answer is signed so the save takes back exactly what was reviewed.
// The JSON answer: a model failure is a 502 (the NDJSON stream keeps what was drafted: draft-project-by-module.ts);
// modules kept from a failed streamed attempt and modules to draft offline are honoured here too.
import * as Effect from "effect/Effect"
import type { DraftProjectRequest } from "../../requests/pack/project-draft-requests"
import type { DraftProjectResponse } from "../../responses/pack/draft-responses"
import { Drafter, type DrafterService } from "../../ports/drafter"
import { SecretSigner } from "../../ports/secret-signer"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { draftProject } from "./draft-project"
import type { DraftedStep } from "./draft-events"
import { drafterByModule } from "./drafter-by-module"
import { draftWithinPlan } from "./draft-within-plan"
import { prepareProjectDraft } from "./prepare-project-draft"

export type { DraftedStep }

export const draftProjectForReview = (auth: Authenticated, body: DraftProjectRequest, offline: DrafterService) =>
  Effect.gen(function* () {
    const prepared = yield* prepareProjectDraft(auth, body.brief, body.resume)
    const router = drafterByModule(yield* Drafter, offline, new Set(body.offline_modules))
    const steps: Array<DraftedStep> = []
    const drafted = yield* draftProject(prepared.brief, {
      now: auth.now,
      kept: prepared.kept,
      onProgress: (e) => {
        router.follow(e)
        if (e._tag === "StepDone") steps.push({ step: e.step, label: e.label, summary: e.summary })
      }
    }).pipe(
      Effect.provideService(Drafter, router.service),
      Effect.catchTag("InvalidBaseStart", (e) => Effect.fail(new InvalidInput({ message: e.message })))
    )
    // the free plan's draft holds what the plan allows (one item per scope tab, one risk, no stakeholders, WBS or comms)
    const allowed = draftWithinPlan(prepared.access.plan, drafted)
    const signature = yield* (yield* SecretSigner).sign(JSON.stringify(allowed))
    return { draft: allowed, signature, method: prepared.brief.method, steps } satisfies DraftProjectResponse
  })
