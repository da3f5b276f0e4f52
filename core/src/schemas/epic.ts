import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { CommaList, Id, NonNegativeInt, nullable, requiredText, Text, withDefault } from "./primitives"

/** An epic (agile.md §3). id is null until saved; order_index steps by 10 (a rule). */
export const Epic = withAliases(
  "Epic",
  Schema.Struct({
    id: nullable(Id),
    key: Text,
    name: requiredText("Epic name is required."),
    outcome_link: Text,
    nfr_tags: withDefault(CommaList, () => []),
    order_index: withDefault(NonNegativeInt, () => 0)
  }),
  { id: ["epic_id"], name: ["title"], outcome_link: ["outcome"], nfr_tags: ["nfrs", "tags"] }
)
export type Epic = typeof Epic.Type
