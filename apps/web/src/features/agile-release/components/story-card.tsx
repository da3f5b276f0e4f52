import { memo, type DragEvent } from "react"
import { priorityLabel } from "@initpack/core/rules/planning/backlog/story-fields"
import { LANES, type Lane } from "@initpack/core/rules/planning/release/release-types"
import type { Direction } from "@initpack/core/rules/planning/release/move-within-lane"
import type { Placement } from "@initpack/core/rules/planning/release/place-story"
import type { CardStory } from "../lib/release-data"

export const LANE_TITLES: { readonly [L in Lane]: string } = { now: "Now", next: "Next", later: "Later" }

export const cardName = (story: CardStory): string => `story ${story.n}`

export interface CardActions {
  readonly place: (storyId: string, target: Placement) => void
  readonly move: (storyId: string, direction: Direction) => void
  /** Remembers which control to focus once the card has moved (it may change lanes). */
  readonly focusLater: (storyId: string, action: string) => void
}

const onDragStart = (event: DragEvent<HTMLElement>, id: string) => {
  event.dataTransfer.setData("text/plain", id)
  event.dataTransfer.effectAllowed = "move"
}

/** A story card: up, down, move to another lane, remove (agile.md §2); draggable, every action also a button. */
export const StoryCard = memo(({ story, lane, actions }: { readonly story: CardStory; readonly lane: Lane | null; readonly actions: CardActions }) => {
  const name = cardName(story)
  const act = (action: string, run: () => void) => () => {
    actions.focusLater(story.id, action)
    run()
  }
  const title = [story.as_a && `As a ${story.as_a}`, story.i_want && `I want ${story.i_want}`].filter(Boolean).join(", ") || "(no text yet)"
  return (
    <li
      className="rl-card"
      draggable
      data-story-id={story.id}
      tabIndex={-1}
      aria-label={`${name}: ${title}`}
      onDragStart={(event) => onDragStart(event, story.id)}
    >
      <div className="rl-card-head">
        <span className="rl-card-n">#{story.n}</span>
        {story.epic ? <span className="rl-card-epic">{story.epic}</span> : null}
        <span className="rl-card-pts" title="Story points">
          {story.points === null ? "– pts" : `${story.points} pts`}
        </span>
      </div>
      <p className="rl-card-text">{title}</p>
      <p className="rl-card-meta">
        {priorityLabel(story.priority)} · {story.status || "no status"}
      </p>
      <div className="rl-card-actions">
        {lane !== null ? (
          <>
            <button type="button" className="rl-btn" data-action="up" aria-label={`Move ${name} up`} onClick={act("up", () => actions.move(story.id, "up"))}>
              ↑
            </button>
            <button type="button" className="rl-btn" data-action="down" aria-label={`Move ${name} down`} onClick={act("down", () => actions.move(story.id, "down"))}>
              ↓
            </button>
          </>
        ) : null}
        {LANES.filter((l) => l !== lane).map((target) => (
          <button
            type="button"
            key={target}
            className="rl-btn"
            data-action={`to-${target}`}
            aria-label={`Move ${name} to ${LANE_TITLES[target]}`}
            onClick={act(`to-${target}`, () => actions.place(story.id, target))}
          >
            → {LANE_TITLES[target]}
          </button>
        ))}
        {lane !== null ? (
          <button
            type="button"
            className="rl-btn rl-remove"
            data-action="remove"
            aria-label={`Remove ${name} from ${LANE_TITLES[lane]}`}
            onClick={act("remove", () => actions.place(story.id, "unplaced"))}
          >
            Remove
          </button>
        ) : null}
      </div>
    </li>
  )
})
