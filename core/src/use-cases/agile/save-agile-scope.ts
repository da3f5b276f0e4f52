import type { AgileScopeSaveResponse } from "../../responses/agile/scope-responses"
import * as Effect from "effect/Effect"
import { Transactor } from "../../ports/transactor"
import type { AgileScopeSaveRequest } from "../../requests/agile/scope-requests"
import { AGILE_LISTS, agileList, itemText, lineText } from "../../rules/pack-review/review-lines"
import { dropEditedLines } from "../pack/drop-edited-lines"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject } from "./agile-project"
import { loadAgileScope } from "./agile-scope-document"
import { writeDocument } from "./versioned-write"

/** POST /agile/scope/save: the whole scope (overwrite); with a version, a stale save is refused (409). */
export const saveAgileScope = (auth: Authenticated, request: AgileScopeSaveRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const version = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        const { scope: before } = yield* loadAgileScope(project.id)
        const written = yield* writeDocument(project.id, "scope", request.data, request.version)
        // issue 35: a drafted item changed here is the user's (the vision is one line)
        const after = request.data
        yield* dropEditedLines(project.id, "agile_scope", [before.vision ?? null], [after.vision ?? null], (v) => lineText(v?.text ?? ""))
        for (const [list] of AGILE_LISTS)
          yield* dropEditedLines(project.id, "agile_scope", agileList(before, list).items, agileList(after, list).items, (item) => lineText(itemText(item)))
        return written
      })
    )
    return { ok: true, project_id: project.id, version, saved_at: auth.now.toISOString(), scope: request.data } satisfies AgileScopeSaveResponse
  })
