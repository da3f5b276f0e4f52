import { contingencyWarning } from "@initpack/core/rules/budget/contingency-warning"
import { Checkbox } from "../../../components/ui/checkbox"
import { Input } from "../../../components/ui/input"
import type { BudgetForm, FieldProblem } from "../lib/budget-form"
import { RateCardEditor } from "./rate-card-editor"
import { RoleAllocation } from "./role-allocation"

interface Props {
  readonly form: BudgetForm
  readonly setForm: (update: (form: BudgetForm) => BudgetForm) => void
  readonly problems: ReadonlyArray<FieldProblem>
  readonly loading: boolean
  /** agile.md §2: 'Collapse labour to sprint/phase' and a Scrum Master allocation besides the Project Manager's. */
  readonly collapseLabel?: string
  readonly scrumMaster?: boolean
  /** Where the rate card's roles are named: the WBS, or the agile schedule. */
  readonly roleSource?: string
}

/** Configuration: labour roll-up, contingency, default rate, currency, PM (and agile SM) allocation, rate card (waterfall.md §2, §5, §9; agile.md §2, §5, §9). */
export const ConfigurationCard = ({ form, setForm, problems, loading, collapseLabel = "Collapse labour to parent/phase", scrumMaster = false, roleSource = "WBS" }: Props) => {
  const problem = (field: string) => problems.find((p) => p.field === field)?.message
  const set = (patch: Partial<BudgetForm>) => setForm((f) => ({ ...f, ...patch }))
  const percent = Number(form.contingency)
  // hours and days of the allocated roles (PM, and SM in agile)
  const workingTime = (
    <>
      <Input
        id="hours-per-day"
        label="Hours per day"
        type="number"
        min={0}
        max={24}
        step="0.5"
        value={form.hoursPerDay}
        error={problem("hours-per-day")}
        onChange={(e) => set({ hoursPerDay: e.target.value })}
      />
      <Input
        id="days-per-week"
        label="Days per week"
        type="number"
        min={0}
        max={7}
        step="0.5"
        value={form.daysPerWeek}
        error={problem("days-per-week")}
        onChange={(e) => set({ daysPerWeek: e.target.value })}
      />
    </>
  )
  return (
    <section className="ui-card budget-card" aria-labelledby="budget-config-heading" aria-busy={loading}>
      <h2 id="budget-config-heading" className="ui-card-title">
        Configuration
      </h2>
      <Checkbox
        id="budget-collapse"
        label={collapseLabel}
        checked={form.collapseLabour}
        onChange={(e) => set({ collapseLabour: e.target.checked })}
      />
      <div className="budget-grid">
        <Input
          id="contingency"
          label="Contingency (decimal)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          hint={Number.isFinite(percent) && form.contingency.trim() !== "" ? `${Math.round(percent * 10000) / 100}% of the subtotals` : "0.1 = 10%"}
          value={form.contingency}
          error={problem("contingency")}
          warning={form.contingency.trim() === "" ? undefined : contingencyWarning(percent)}
          onChange={(e) => set({ contingency: e.target.value })}
        />
        <Input
          id="default-rate"
          label={`Default hourly rate (${form.currency})`}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={form.defaultRate}
          error={problem("default-rate")}
          onChange={(e) => set({ defaultRate: e.target.value })}
        />
        <Input
          id="currency"
          label="Currency"
          maxLength={3}
          autoComplete="off"
          value={form.currency}
          error={problem("currency")}
          onChange={(e) => set({ currency: e.target.value.toUpperCase() })}
        />
        <Input id="region" label="Region" autoComplete="off" value={form.region} onChange={(e) => set({ region: e.target.value })} />
        <Input
          id="horizon"
          label="Pricing horizon (months)"
          type="number"
          min={1}
          max={600}
          step="1"
          value={form.horizonMonths}
          error={problem("horizon")}
          onChange={(e) => set({ horizonMonths: e.target.value })}
        />
      </div>
      {scrumMaster ? (
        <>
          <RoleAllocation
            role="Project Manager"
            id="pm"
            mode={form.pmMode}
            percent={form.pmPercent}
            percentLabel="Project Manager percent of time"
            error={problem("pm-percent")}
            onMode={(pmMode) => set({ pmMode })}
            onPercent={(pmPercent) => set({ pmPercent })}
          />
          <RoleAllocation
            role="Scrum Master"
            id="sm"
            mode={form.smMode}
            percent={form.smPercent}
            percentLabel="Scrum Master percent of time"
            error={problem("sm-percent")}
            onMode={(smMode) => set({ smMode })}
            onPercent={(smPercent) => set({ smPercent })}
          />
          <div className="budget-grid">{workingTime}</div>
        </>
      ) : (
        <RoleAllocation
          role="Project Manager"
          id="pm"
          mode={form.pmMode}
          percent={form.pmPercent}
          percentLabel="Percent of time"
          error={problem("pm-percent")}
          onMode={(pmMode) => set({ pmMode })}
          onPercent={(pmPercent) => set({ pmPercent })}
        >
          {workingTime}
        </RoleAllocation>
      )}
      <RateCardEditor form={form} setForm={setForm} source={roleSource} />
    </section>
  )
}
