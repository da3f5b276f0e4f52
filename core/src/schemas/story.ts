import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { StoryPriority, StoryStatus } from "./enums"
import { Epic } from "./epic"
import { Id, LinesField, looseLiteral, NonNegativeInt, nullable, requiredText, Text, withDefault } from "./primitives"

const POINTS_MESSAGE = "points must be a number of at least 0, or empty"
const PRIORITY_MESSAGE = "priority must be P1, P2, P3 or none (stored as 1 to 3)"

/** Story points: a number >= 0, or null; "" decodes to null (agile.md §5). */
export const Points = Schema.transformOrFail(
  Schema.Union(Schema.Number, Schema.String, Schema.Null),
  Schema.NullOr(Schema.Number),
  {
    strict: true,
    decode: (u, _, ast) => {
      if (u === null || (typeof u === "string" && u.trim() === "")) return ParseResult.succeed(null)
      const n = typeof u === "number" ? u : Number(u.trim())
      return Number.isFinite(n) && n >= 0
        ? ParseResult.succeed(n)
        : ParseResult.fail(new ParseResult.Type(ast, u, POINTS_MESSAGE))
    },
    encode: ParseResult.succeed
  }
).annotations({
  message: () => POINTS_MESSAGE,
  jsonSchema: { anyOf: [{ type: "number", minimum: 0 }, { type: "null" }] }
})

/** Priority P1..P3 stored as 1..3, or null for none; accepts 1, "2", "P3", "none", "". */
export const Priority = Schema.transformOrFail(
  Schema.Union(Schema.Number, Schema.String, Schema.Null),
  Schema.NullOr(StoryPriority),
  {
    strict: true,
    decode: (u, _, ast) => {
      const s = u === null ? "" : String(u).trim().toLowerCase().replace(/^p/, "")
      if (s === "" || s === "none") return ParseResult.succeed(null)
      const n = Number(s)
      return n === 1 || n === 2 || n === 3
        ? ParseResult.succeed<StoryPriority | null>(n)
        : ParseResult.fail(new ParseResult.Type(ast, u, PRIORITY_MESSAGE))
    },
    encode: ParseResult.succeed
  }
).annotations({
  message: () => PRIORITY_MESSAGE,
  jsonSchema: { anyOf: [{ type: "integer", enum: [1, 2, 3] }, { type: "null" }] }
})

/** Status todo, in_progress, done or "" (blank); null decodes to "". */
const Status = withDefault(looseLiteral(StoryStatus.literals), () => "" as const)

export const STORY_ALIASES = {
  id: ["story_id"],
  acceptance: ["acceptance_criteria"]
} as const

/** A user story (agile.md §3). id is null until saved. */
export const Story = withAliases(
  "Story",
  Schema.Struct({
    id: nullable(Id),
    epic_id: nullable(Id),
    as_a: Text,
    i_want: Text,
    so_that: Text,
    acceptance: LinesField,
    points: withDefault(Points, () => null),
    priority: withDefault(Priority, () => null),
    status: Status,
    order_index: withDefault(NonNegativeInt, () => 0)
  }),
  STORY_ALIASES
)
export type Story = typeof Story.Type

/** Quick add: As a and I want required, So that optional; new stories start as todo. */
export const NewStory = Schema.Struct({
  epic_id: nullable(Id),
  as_a: requiredText("As a is required."),
  i_want: requiredText("I want is required."),
  so_that: Text,
  status: withDefault(looseLiteral(StoryStatus.literals), () => "todo" as const)
}).annotations({ title: "NewStory" })
export type NewStory = typeof NewStory.Type

/** GET /agile/backlog answer. */
export const Backlog = Schema.Struct({
  project_id: nullable(Id),
  epics: withDefault(Schema.Array(Epic), () => []),
  stories: withDefault(Schema.Array(Story), () => [])
}).annotations({ title: "Backlog" })
export type Backlog = typeof Backlog.Type

/** POST /agile/backlog/save. */
export const BacklogSaveRequest = Schema.Struct({
  project_name: requiredText("Project name is required."),
  epics: withDefault(Schema.Array(Epic), () => []),
  stories: withDefault(Schema.Array(Story), () => []),
  delete_epic_ids: withDefault(Schema.Array(Id), () => []),
  delete_story_ids: withDefault(Schema.Array(Id), () => [])
}).annotations({ title: "BacklogSaveRequest" })
export type BacklogSaveRequest = typeof BacklogSaveRequest.Type
