// Budget lines from a brief no domain template fits: the things its steps buy, hire or commission, in its own
// words ("Hire the crew" -> "Crew"), each at an assumed cost written beside it; no pattern line the brief never names.
import type { BudgetExtraItem, ExtraCategory } from "@initpack/core/drafting/budget"
import type { DraftContext } from "./context"
import { capitalise } from "./text"

type Category = ExtraCategory

const SPEND_VERBS: Record<Category, RegExp> = {
  "Hardware": /^(buy|procure|purchase|install|equip|fit|fence|supply)\b/i,
  "Third-party": /^(hire|appoint|commission|contract|engage|print|reprint|cater|insure|book|compose|translate)\b/i,
  "Software": /^(license|licence|subscribe)\b/i
}
// assumed costs in AUD (converted by the caller's rate), per line
const ASSUMED_AUD: Record<Category, number> = { "Hardware": 20000, "Third-party": 15000, "Software": 6000 }

/** The object of a spending step, as a line title: "Buy a direct drill" -> "Direct drill". */
const objectOf = (task: string): string =>
  // (verbs joined by "and" go too: "Install and integrate an automated dispensing robot" -> "Automated dispensing robot")
  capitalise(task.replace(/^\S+(\s+(?:up|out|in))?(?:,?\s+(?:and|or)\s+[a-z]+)*\s+/, "").replace(/^(the|a|an|our|new|two|three|four)\s+/i, "").replace(/\s+(with|for|from|to|at|in|on)\s+.*$/i, ""))

/** Lines for one category from the brief's spending steps that its named lines do not already cover. */
export const briefSpendLines = (ctx: DraftContext, category: Category, named: ReadonlyArray<string>, rate: number, round: (n: number) => number): Array<BudgetExtraItem> => {
  if (!ctx.fromBrief) return []
  const covered = named.join(" ").toLowerCase()
  return ctx.facts.steps
    .filter((s) => SPEND_VERBS[category].test(s.task))
    .map((s) => objectOf(s.task))
    .filter((item) => item.length >= 3 && !item.toLowerCase().split(/\s+/).some((w) => w.length > 3 && covered.includes(w.slice(0, Math.max(4, w.length - 1)))))
    .slice(0, 2)
    .map((item) => {
      const cost = round(ASSUMED_AUD[category] * rate)
      return {
        category,
        item,
        estimated_cost: cost,
        justification: `Needed for the work (${item.toLowerCase()}); priced at an assumed ${cost.toLocaleString("en")} until a quote is in.`,
        cost_type: "CAPEX"
      } satisfies BudgetExtraItem
    })
}
