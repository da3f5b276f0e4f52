// Budget (waterfall.md §3 and §9, agile.md §3 and §5): lines sum to the total; a contingency with its basis
// (a percentage, risk exposure or the simulated P80, docs/forecast.md); the total against the money the
// brief names (issue 19's message when the cap is exceeded); CAPEX/OPEX set on every line.
import type { BudgetItemInput } from "../../document/artefacts"
import { briefLimitWarnings } from "../planning/brief-limits"
import { budgetTotals } from "../budget/budget-totals"
import { aimedAt, finding, type Draft } from "./finding"
import { limitMessage, list, str, type PackContext } from "./pack-context"

const itemsOf = (ctx: PackContext): ReadonlyArray<BudgetItemInput> => list(ctx.artefacts.budget?.items).filter((i) => i !== null && typeof i === "object")
// amounts beyond a trillion are not money a pack holds (and overflow the cent arithmetic): read as missing
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) && Math.abs(v) < 1e12 ? v : undefined)
const pctOf = (ctx: PackContext): number => Math.min(num(ctx.artefacts.budget?.config?.contingency_pct) ?? 0, 100)
const money = (n: number): string => Math.round(n).toLocaleString("en")

const computed = (ctx: PackContext) => budgetTotals(itemsOf(ctx).map((i) => ({ ...i, estimated_cost: num(i.estimated_cost) ?? 0 })), pctOf(ctx))

export const linesSumToTotal = (ctx: PackContext): ReadonlyArray<Draft> => {
  const stored = num(ctx.artefacts.budget?.totals?.total)
  if (stored === undefined || itemsOf(ctx).length === 0) return []
  const total = computed(ctx).total
  if (Math.abs(total - stored) < 1) return []
  return [finding("error", "budget.sum", "budget", [`Total ${money(stored)}`], `The budget lines and contingency sum to ${money(total)}, not the total of ${money(stored)}.`, "Recalculate the budget on the Budget screen (or correct the line that changed) so the total is the sum of its lines.")]
}

export const contingencyJustified = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (itemsOf(ctx).length === 0) return []
  if (pctOf(ctx) > 0 || str(ctx.artefacts.forecast?.contingency_method) !== "") return []
  return [finding("warning", "budget.contingency", "budget", [], "The budget has no contingency, nor a basis for one (a percentage, the risk exposure or the simulated P80).", "Set a contingency percentage on the Budget screen, or base it on the risks or the forecast's P80 on the Forecast screen.")]
}

export const totalAgainstBrief = (ctx: PackContext): ReadonlyArray<Draft> => {
  const cap = ctx.limits.budgetCap
  if (cap === undefined || itemsOf(ctx).length === 0) return []
  const total = num(ctx.artefacts.budget?.totals?.total) ?? computed(ctx).total
  const currency = str(ctx.artefacts.budget?.config?.currency)
  // the drafter's own limits (issue 19: above the cap; issue 33: far under the money named)
  return briefLimitWarnings({ text: ctx.limitsText, total, currency }).map((message) =>
    total > cap.value
      ? finding("error", "budget.cap", "budget", [cap.text], limitMessage(ctx, message), "Cut or re-phase budget lines, or ask the board to raise the cap.")
      : finding("warning", "budget.under-cap", "budget", [cap.text], limitMessage(ctx, message), "Check that every work package, licence and third party has a budget line on the Budget screen.")
  )
}

export const costTypesSet = (ctx: PackContext): ReadonlyArray<Draft> => {
  const unset = itemsOf(ctx).filter((i) => !/^(capex|opex)$/i.test(str(i.cost_type)))
  if (unset.length === 0) return []
  // the link goes to the first of them
  return [aimedAt(finding("warning", "budget.cost-type", "budget", unset.map((i) => str(i.item) || str(i.category) || "(unnamed line)"), unset.length === 1 ? "A budget line has no cost type (CAPEX or OPEX)." : `${unset.length} budget lines have no cost type (CAPEX or OPEX).`, "Set CAPEX or OPEX on each line on the Budget screen (Update cost types)."), unset[0]!.id)]
}

export const linesCosted = (ctx: PackContext): ReadonlyArray<Draft> => {
  const bare = itemsOf(ctx).filter((i) => !(num(i.estimated_cost)! > 0) && !/^contingency$/i.test(str(i.category)))
  if (bare.length === 0) return []
  return [aimedAt(finding("warning", "budget.uncosted", "budget", bare.map((i) => str(i.item) || "(unnamed line)"), bare.length === 1 ? "A budget line has no cost yet." : `${bare.length} budget lines have no cost yet.`, "Estimate each line on the Budget screen, or remove it."), bare[0]!.id)]
}

export const budgetRules = [linesSumToTotal, contingencyJustified, totalAgainstBrief, costTypesSet, linesCosted]
