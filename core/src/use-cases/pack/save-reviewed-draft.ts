// POST /projects/from-draft (issue 35): the draft /projects/draft signed, less the lines the user unticked, saved.
import * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "../../document/artefacts"
import { DRAFT_CHANGED } from "../../messages/brief-reader"
import { SecretSigner } from "../../ports/secret-signer"
import { withoutLines } from "../../rules/pack-review/review-lines"
import type { SaveDraftRequest } from "../../requests/pack/project-draft-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { saveDraftedProject } from "./save-drafted-project"

export const saveReviewedDraft = (auth: Authenticated, body: SaveDraftRequest) =>
  Effect.gen(function* () {
    const signed = yield* (yield* SecretSigner).verify(JSON.stringify(body.draft), body.signature)
    if (!signed) return yield* new InvalidInput({ message: DRAFT_CHANGED })
    const draft = body.draft as unknown as ProjectArtefacts
    return yield* saveDraftedProject(auth, withoutLines(draft, body.removed))
  })
