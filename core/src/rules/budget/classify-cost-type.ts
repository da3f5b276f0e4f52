import { budgetBucket, isExternalCategory } from "./budget-category"
import { parseCostType, type CostType } from "./cost-type"

/*
 * Cost-type classification fallback (agile.md §5, waterfall.md §9).
 * Order (first that applies wins):
 *   1. an explicit cost_type CAPEX or OPEX, any case;
 *   2. a Labour or Contingency category -> OPEX;
 *   3. an OPEX word in item + justification -> OPEX (so "annual server support" is OPEX: the spec
 *      names recurring words and labour first, and a recurring charge is never capitalised);
 *   4. a CAPEX word -> CAPEX;
 *   5. an External category -> CAPEX;
 *   6. otherwise OPEX.
 * Words match case-insensitively as whole words: not inside a longer word ("cloudy", "rebuild" do
 * not match), but "-" and punctuation are boundaries ("cloud-based" matches). Accepted forms are
 * listed below; multi-word phrases allow any spacing or a hyphen.
 */
export const OPEX_KEYWORDS: ReadonlyArray<readonly [word: string, pattern: string]> = [
  ["subscription", "subscriptions?"],
  ["support", "support"],
  ["maintenance", "maintenance"],
  ["renewal", "renewals?"],
  ["monthly", "monthly"],
  ["annual", "annual"],
  ["cloud", "cloud"],
  ["SaaS", "saas"],
  ["labour", "labou?r"]
]

export const CAPEX_KEYWORDS: ReadonlyArray<readonly [word: string, pattern: string]> = [
  ["hardware", "hardware"],
  ["server", "servers?"],
  ["network gear", "network[\\s-]+gear"],
  ["on-prem", "on[\\s-]*prem(?:ise|ises)?"],
  ["perpetual", "perpetual"],
  ["build", "build"],
  ["implementation", "implementation"],
  ["setup", "set[\\s-]?up"],
  ["install", "install(?:ation)?"],
  ["one-off", "one[\\s-]*off"]
]

const wholeWords = (entries: ReadonlyArray<readonly [string, string]>): RegExp =>
  new RegExp(`(?<![a-z0-9])(?:${entries.map(([, pattern]) => pattern).join("|")})(?![a-z0-9])`, "i")

const OPEX_PATTERN = wholeWords(OPEX_KEYWORDS)
const CAPEX_PATTERN = wholeWords(CAPEX_KEYWORDS)

export interface ClassifiableLine {
  readonly cost_type?: string | null
  readonly category?: string | null
  readonly item?: string | null
  readonly justification?: string | null
}

export function classifyCostType(line: ClassifiableLine): CostType {
  const explicit = parseCostType(line.cost_type)
  if (explicit !== undefined) return explicit
  const bucket = budgetBucket(line.category)
  if (bucket === "labour" || bucket === "contingency") return "OPEX"
  const text = `${line.item ?? ""}\n${line.justification ?? ""}`
  if (OPEX_PATTERN.test(text)) return "OPEX"
  if (CAPEX_PATTERN.test(text)) return "CAPEX"
  if (isExternalCategory(line.category)) return "CAPEX"
  return "OPEX"
}
