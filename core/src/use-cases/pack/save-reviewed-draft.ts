// POST /projects/from-draft (issue 35): the draft /projects/draft signed, less the lines the user unticked, saved.
import * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "../../document/artefacts"
import { packProvenance } from "../../drafting/provenance/pack-provenance"
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
    const kept = withoutLines(draft, body.removed)
    // issue 35: each kept line's provenance is saved with it (read the kept draft, so keys are its own)
    return yield* saveDraftedProject(auth, kept, packProvenance(kept))
  })
