import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { CommaList, Id, NonNegativeInt, requiredText, Text } from "./primitives"

/** An epic (agile.md §3). id is null until saved; order_index steps by 10 (a rule). */
export const Epic = withAliases(
  "Epic",
  Schema.Struct({
    id: Schema.optionalWith(Schema.NullOr(Id), { default: () => null }),
    key: Text,
    name: requiredText("Epic name is required."),
    outcome_link: Text,
    nfr_tags: Schema.optionalWith(CommaList, { default: () => [] }),
    order_index: Schema.optionalWith(NonNegativeInt, { default: () => 0, nullable: true })
  }),
  { id: ["epic_id"], name: ["title"], outcome_link: ["outcome"], nfr_tags: ["nfrs", "tags"] }
)
export type Epic = typeof Epic.Type
