import { useState, type DragEvent, type ReactNode } from "react"
import type { Placement } from "@initpack/core/rules/planning/release/place-story"
import type { CardStory } from "../lib/release-data"
import { StoryCard, type CardActions } from "./story-card"

export interface LaneColumnProps {
  readonly id: Placement
  readonly title: string
  readonly summary: ReactNode
  readonly cards: ReadonlyArray<CardStory>
  readonly empty: string
  readonly over?: boolean
  readonly actions: CardActions
  readonly children?: ReactNode
}

/** One lane (or the Backlog): a drop target for dragged cards, and a list of cards. */
export const LaneColumn = ({ id, title, summary, cards, empty, over = false, actions, children }: LaneColumnProps) => {
  const [hover, setHover] = useState(false)
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = "move"
    if (!hover) setHover(true)
  }
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    setHover(false)
    const storyId = event.dataTransfer.getData("text/plain")
    if (storyId) actions.place(storyId, id)
  }
  const headingId = `rl-lane-${id}`
  return (
    <section
      className={["rl-lane", `rl-lane-${id}`, hover ? "rl-lane-hover" : "", over ? "rl-lane-over" : ""].filter(Boolean).join(" ")}
      aria-labelledby={headingId}
      data-lane={id}
      onDragOver={onDragOver}
      onDragLeave={() => setHover(false)}
      onDrop={onDrop}
    >
      <header className="rl-lane-head">
        <h2 id={headingId} className="rl-lane-title">
          {title}
        </h2>
        <p className="rl-lane-summary" data-testid={`summary-${id}`}>
          {summary}
        </p>
      </header>
      {children}
      {cards.length === 0 ? (
        <p className="muted rl-lane-empty">{empty}</p>
      ) : (
        <ul className="rl-cards" aria-labelledby={headingId}>
          {cards.map((story) => (
            <StoryCard key={story.id} story={story} lane={id === "unplaced" ? null : id} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  )
}
