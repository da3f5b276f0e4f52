import type { BacklogSavedResponse } from "../../responses/agile/backlog-responses"
import * as Effect from "effect/Effect"
import { BacklogRepository, type EpicRecord, type StoryRecord } from "../../ports/agile/backlog-repository"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"
import { Transactor } from "../../ports/transactor"
import type { BacklogSaveRequest } from "../../requests/agile/backlog-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject } from "./agile-project"
import { loadBacklog, MAX_ROW_ID, renumbered } from "./backlog-view"
import { StaleWrite } from "./agile-errors"
import { writeDocument } from "./versioned-write"

// issue 35: what a drafted epic or story says; its place in the list (renumbered on every save) and a story's
// status (its progress, not its content) are not edits
const EPIC_CONTENT = ["key", "name", "outcome_link", "nfr_tags"] as const
const STORY_CONTENT = ["epic_id", "as_a", "i_want", "so_that", "acceptance", "points", "priority"] as const
const changed = <A extends object>(fields: ReadonlyArray<keyof A>, stored: A | undefined, sent: A): boolean =>
  stored !== undefined && fields.some((k) => JSON.stringify(stored[k]) !== JSON.stringify(sent[k]))

const knownId = (id: number | null, known: ReadonlySet<number>): id is number => id !== null && id <= MAX_ROW_ID && known.has(id)

/**
 * POST /agile/backlog/save (agile.md §4, §7): deleted epic and story ids are removed, then every sent
 * epic and story is updated (known id) or added (no or unknown id), each list ordered by order_index
 * and renumbered in steps of 10. A story's epic must be one of the project's epics, else it has none.
 * With a version, a stale save is refused (409 with the stored backlog) and nothing is written.
 */
export const saveBacklog = (auth: Authenticated, request: BacklogSaveRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const backlog = yield* BacklogRepository
    const transactor = yield* Transactor
    yield* transactor.run(
      Effect.gen(function* () {
        yield* writeDocument(project.id, "backlog", { saved_at: auth.now.toISOString() }, request.version)
        const deleteStories = request.delete_story_ids.filter((id) => id <= MAX_ROW_ID)
        const deleteEpics = request.delete_epic_ids.filter((id) => id <= MAX_ROW_ID)
        yield* backlog.deleteStories(project.id, deleteStories)
        yield* backlog.deleteEpics(project.id, deleteEpics)
        const existing = yield* backlog.list(project.id)
        const provenance = yield* LineProvenanceRepository
        const storedEpics = new Map<number, EpicRecord>(existing.epics.map((e) => [e.id, e]))
        const storedStories = new Map<number, StoryRecord>(existing.stories.map((s) => [s.id, s]))
        const epicIds = new Set(existing.epics.map((e) => e.id))
        const storyIds = new Set(existing.stories.map((s) => s.id))
        const goneStories = new Set(deleteStories)
        const goneEpics = new Set(deleteEpics)

        for (const epic of renumbered(request.epics.filter((e) => e.id === null || !goneEpics.has(e.id)))) {
          const fields = { key: epic.key.trim(), name: epic.name, outcome_link: epic.outcome_link, nfr_tags: epic.nfr_tags, order_index: epic.order_index }
          if (knownId(epic.id, epicIds)) {
            yield* backlog.updateEpic(project.id, { id: epic.id, ...fields })
            if (changed(EPIC_CONTENT, storedEpics.get(epic.id), { id: epic.id, ...fields })) yield* provenance.dropRecord(project.id, "epics", epic.id)
          } else epicIds.add((yield* backlog.insertEpic(project.id, fields)).id)
        }
        for (const story of renumbered(request.stories.filter((s) => s.id === null || !goneStories.has(s.id)))) {
          const fields: Omit<StoryRecord, "id"> = {
            epic_id: knownId(story.epic_id, epicIds) ? story.epic_id : null,
            as_a: story.as_a,
            i_want: story.i_want,
            so_that: story.so_that,
            acceptance: story.acceptance,
            points: story.points,
            priority: story.priority,
            status: story.status,
            order_index: story.order_index
          }
          if (knownId(story.id, storyIds)) {
            yield* backlog.updateStory(project.id, { id: story.id, ...fields })
            if (changed(STORY_CONTENT, storedStories.get(story.id), { id: story.id, ...fields })) yield* provenance.dropRecord(project.id, "stories", story.id)
          } else yield* backlog.insertStory(project.id, fields)
        }
      })
    ).pipe(
      Effect.catchTag("StaleWrite", (stale) =>
        Effect.flatMap(loadBacklog(project.id), (current) => Effect.fail(new StaleWrite({ message: stale.message, currentVersion: stale.currentVersion, current })))
      )
    )
    return { ok: true, ...(yield* loadBacklog(project.id)) } satisfies BacklogSavedResponse
  })
