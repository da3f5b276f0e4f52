import type { BacklogDraftResponse } from "../../responses/agile/backlog-responses"
import * as Effect from "effect/Effect"
import { recordAiUse } from "./record-ai-use"
import { uniqueBy } from "../../drafting/guards"
import { BacklogRepository } from "../../ports/agile/backlog-repository"
import { Drafter } from "../../ports/drafter"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { agileScopeContext, loadAgileScope } from "./agile-scope-document"
import { BACKLOG_ORDER_STEP, loadBacklog, nextOrder } from "./backlog-view"
import { writeDocument } from "./versioned-write"

/** POST /agile/epics/generate: epics drafted from the agile scope, appended; names already used (ignoring case) are skipped. */
export const generateEpics = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    const { scope } = yield* loadAgileScope(project.id)
    const backlog = yield* BacklogRepository
    const drafter = yield* Drafter
    const { epics: existing } = yield* backlog.list(project.id)
    const titles = (items: ReadonlyArray<{ readonly title: string }>) => items.map((i) => i.title)
    const { epics } = yield* drafter.draftEpics({
      project_name: project.name,
      vision: scope.vision.text,
      outcomes: titles(scope.problems_outcomes.outcomes),
      nfrs: [...titles(scope.nfrs.security), ...titles(scope.nfrs.performance), ...titles(scope.nfrs.privacy), ...titles(scope.nfrs.compliance)],
      personas: scope.personas.map((p) => p.name),
      existing_names: existing.map((e) => e.name),
      context: agileScopeContext(project.name, scope)
    })
    yield* recordAiUse(auth, "draftEpics", project.id)
    const fresh = uniqueBy(epics, (e) => e.name, existing.map((e) => e.name))
    let order = nextOrder(existing)
    let n = existing.length
    for (const epic of fresh) {
      n += 1
      yield* backlog.insertEpic(project.id, {
        key: epic.key.trim() || `E${n}`,
        name: epic.name.trim(),
        outcome_link: epic.outcome_link,
        nfr_tags: epic.nfr_tags.map((t) => t.trim()).filter((t) => t !== ""),
        order_index: order
      })
      order += BACKLOG_ORDER_STEP
    }
    yield* writeDocument(project.id, "backlog", { generated_at: auth.now.toISOString() })
    return { ok: true, added: fresh.length, model: drafter.name, ...(yield* loadBacklog(project.id)) } satisfies BacklogDraftResponse
  })
