import { Alert } from "../../../components/ui/alert"
import { Checkbox } from "../../../components/ui/checkbox"
import { Textarea } from "../../../components/ui/textarea"
import { missingExtrasWarning } from "@initpack/core/rules/validation/budget"
import { EXTRA_KEYS, EXTRA_LABELS, type BudgetForm, type ExtraKey } from "../lib/budget-form"

interface Props {
  readonly form: BudgetForm
  readonly setForm: (update: (form: BudgetForm) => BudgetForm) => void
  readonly rough: boolean
  /** The extras offered: agile.md §2 has Software and Third-party only. */
  readonly keys?: ReadonlyArray<ExtraKey>
}

const PLACEHOLDERS: Readonly<Record<ExtraKey, string>> = {
  software: "Licences, SaaS subscriptions, tools…",
  hardware: "Devices, servers, network gear…",
  third_party: "Vendors, contractors, integrators…"
}

/** Scope Extras: Software, Hardware, Third-party (agile: no Hardware), each with its specifics once ticked (waterfall.md §2, §5; agile.md §2, §5). */
export const ScopeExtrasCard = ({ form, setForm, rough, keys = EXTRA_KEYS }: Props) => {
  // the soft amber warning names only the extras on offer
  const warning = missingExtrasWarning(Object.fromEntries(keys.map((key) => [key, form.extras[key]])))
  const set = (key: ExtraKey, patch: Partial<BudgetForm["extras"][ExtraKey]>) =>
    setForm((f) => ({ ...f, extras: { ...f.extras, [key]: { ...f.extras[key], ...patch } } }))
  return (
    <section className="ui-card budget-card" aria-labelledby="budget-extras-heading">
      <h2 id="budget-extras-heading" className="ui-card-title">
        Scope Extras
      </h2>
      <p className="muted budget-lead">
        Tick what the project buys besides labour; the AI drafts those lines from your specifics.
        {rough ? " On the Free plan no extras are drafted." : ""}
      </p>
      <div className="budget-extras">
        {keys.map((key) => (
          <div key={key} className="budget-extra">
            <Checkbox id={`budget-extra-${key}`} label={EXTRA_LABELS[key]} checked={form.extras[key].ticked} onChange={(e) => set(key, { ticked: e.target.checked })} />
            {form.extras[key].ticked ? (
              <Textarea
                id={`budget-extra-${key}-text`}
                label={`${EXTRA_LABELS[key]} specifics`}
                rows={3}
                value={form.extras[key].text}
                placeholder={PLACEHOLDERS[key]}
                onChange={(e) => set(key, { text: e.target.value })}
              />
            ) : null}
          </div>
        ))}
      </div>
      {warning ? <Alert tone="warning">{warning}</Alert> : null}
    </section>
  )
}
