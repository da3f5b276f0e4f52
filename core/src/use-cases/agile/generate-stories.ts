import type { BacklogDraftResponse } from "../../responses/agile/backlog-responses"
import * as Effect from "effect/Effect"
import { recordAiUse } from "./record-ai-use"
import { sameTextKey, uniqueBy } from "../../drafting/guards"
import { BacklogRepository } from "../../ports/agile/backlog-repository"
import { Drafter } from "../../ports/drafter"
import type { StoriesGenerateRequest } from "../../requests/agile/backlog-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { agileProject } from "./agile-project"
import { agileScopeContext, loadAgileScope } from "./agile-scope-document"
import { EPICS_NEEDED } from "./agile-texts"
import { BACKLOG_ORDER_STEP, loadBacklog, nextOrder } from "./backlog-view"
import { writeDocument } from "./versioned-write"

const storyKey = (s: { readonly as_a: string; readonly i_want: string }) => `${sameTextKey(s.as_a)}|${sameTextKey(s.i_want)}`

/**
 * POST /agile/backlog/generate and its fallback /agile/stories/generate: per_epic stories (3 by default,
 * agile.md §9) for every epic, or the epics in epic_ids. New stories start as todo; acceptance keeps
 * one line per criterion with blank lines dropped; a story repeating an existing one is skipped.
 */
export const generateStories = (auth: Authenticated, request: StoriesGenerateRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const backlog = yield* BacklogRepository
    const { epics: all, stories: existing } = yield* backlog.list(project.id)
    const wanted = request.epic_ids === null ? null : new Set(request.epic_ids)
    const epics = all.filter((e) => wanted === null || wanted.has(e.id)).map((e, i) => ({ ...e, key: e.key || `E${i + 1}` }))
    if (epics.length === 0) return yield* new InvalidInput({ message: EPICS_NEEDED })
    const { scope } = yield* loadAgileScope(project.id)
    const drafter = yield* Drafter
    const { stories } = yield* drafter.draftStories({
      project_name: project.name,
      epics: epics.map((e) => ({ key: e.key, name: e.name, outcome_link: e.outcome_link })),
      per_epic: request.per_epic,
      personas: scope.personas.map((p) => p.name),
      context: agileScopeContext(project.name, scope)
    })
    yield* recordAiUse(auth, "draftStories", project.id)
    const epicByKey = new Map(epics.map((e) => [sameTextKey(e.key), e.id]))
    const fresh = uniqueBy(stories, storyKey, existing.map(storyKey)).filter((s) => s.as_a.trim() !== "" && s.i_want.trim() !== "")
    let order = nextOrder(existing)
    for (const s of fresh) {
      yield* backlog.insertStory(project.id, {
        epic_id: epicByKey.get(sameTextKey(s.epic_key)) ?? epics[0]!.id,
        as_a: s.as_a.trim(),
        i_want: s.i_want.trim(),
        so_that: s.so_that.trim(),
        acceptance: s.acceptance.map((line) => line.trim()).filter((line) => line !== ""),
        points: s.points >= 0 ? s.points : null,
        priority: s.priority,
        status: "todo",
        order_index: order
      })
      order += BACKLOG_ORDER_STEP
    }
    yield* writeDocument(project.id, "backlog", { generated_at: auth.now.toISOString() })
    return { ok: true, added: fresh.length, model: drafter.name, ...(yield* loadBacklog(project.id)) } satisfies BacklogDraftResponse
  })
