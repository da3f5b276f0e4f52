import { useCallback, useEffect, useRef, useState } from "react"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { failureText } from "../../../lib/api-client"
import { runForecast, setContingencyMethod, type ForecastProjectRef } from "../api/forecast-api"
import type { ContingencyMethod, ForecastAnswer } from "../lib/forecast-types"
import { DistributionChart } from "./distribution-chart"
import { ForecastInputs } from "./forecast-inputs"
import "../forecast.css"
import { formatDay } from "../../../lib/date-format"

interface Props extends ForecastProjectRef {
  /** the Budget screen: the contingency method can be chosen here */
  readonly chooseMethod?: boolean
  /** after the method changed (the budget's totals carry the new contingency) */
  readonly onMethodChanged?: () => void
  /** Issue 37: a summary of the plan (rows, durations, dates); once the panel has run, a change runs it again. */
  readonly planKey?: string
}

/** How long the plan must stay unchanged before the panel runs again (typing a duration changes it per key). */
const PLAN_SETTLE_MS = 700

// issue 37: the user's one date format (lib/date-format)
const day = (iso: string) => formatDay(iso)
const pct = (x: number) => `${Math.round(x * 100)}%`

/**
 * The Forecast panel (issue 23) of the Budget and WBS screens: S-curve and histogram of the finish and the
 * cost with P50 and P80 marked, the top five drivers, and the contingency method with every method's figure.
 */
export const ForecastPanel = ({ projectName, projectId, chooseMethod = false, onMethodChanged, planKey }: Props) => {
  const [answer, setAnswer] = useState<ForecastAnswer | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; cta?: { label: string; path: string } } | null>(null)
  const money = useCallback(
    (x: number) => `${answer?.currency ?? "AUD"} ${Math.round(x).toLocaleString("en-AU")}`,
    [answer?.currency]
  )
  const compact = (x: number) => (Math.abs(x) >= 1e6 ? `${(x / 1e6).toFixed(1)}m` : Math.abs(x) >= 1e3 ? `${Math.round(x / 1e3)}k` : String(Math.round(x)))

  const load = useCallback(async () => {
    if (!projectName && projectId === undefined) return
    setBusy(true)
    const r = await runForecast({ projectName, projectId })
    setBusy(false)
    if (r.ok) {
      setAnswer(r.data)
      setError(null)
    } else {
      const body = r.body as { cta?: { label: string; path: string } } | null
      setError({ message: failureText(r, "The forecast could not run."), ...(body && typeof body === "object" && body.cta ? { cta: body.cta } : {}) })
    }
  }, [projectName, projectId])

  // the run starts when the panel comes into view: editing a large plan above it does not wait on the server's simulation
  const box = useRef<HTMLElement>(null)
  const ran = useRef(false)
  useEffect(() => {
    const el = box.current
    if (!el || typeof IntersectionObserver === "undefined") {
      ran.current = true
      void load()
      return
    }
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        seen.disconnect()
        ran.current = true
        void load()
      }
    })
    seen.observe(el)
    return () => seen.disconnect()
  }, [load])

  // the forecast follows the plan: once it has run, a changed plan (built, edited, recalculated) runs it again
  const lastKey = useRef(planKey)
  useEffect(() => {
    if (planKey === lastKey.current) return
    lastKey.current = planKey
    if (!ran.current) return
    const later = setTimeout(() => void load(), PLAN_SETTLE_MS)
    return () => clearTimeout(later)
  }, [planKey, load])

  const choose = async (method: ContingencyMethod) => {
    if (!answer) return
    // shown at once; the run after the save confirms it (or shows the stored one on a failure)
    setAnswer({ ...answer, contingency_method: method })
    setBusy(true)
    const r = await setContingencyMethod({ projectName, projectId }, method, answer.contingency_method_version)
    setBusy(false)
    if (!r.ok) setError({ message: failureText(r, "The contingency method was not saved.") })
    await load()
    if (r.ok) onMethodChanged?.()
  }

  if (error?.cta) return <section className="ui-card forecast-panel" aria-label="Forecast"><h2 className="ui-card-title">Forecast</h2><PlanLimitAlert upgrade={{ message: error.message, cta: error.cta }} /></section>

  const f = answer
  // a plan without a budget has nothing to spread: say so instead of drawing a flat line at zero
  const costed = f !== null && (f.base.cost > 0 || f.cost.percentiles.P80 > 0)
  return (
    <section className="ui-card forecast-panel" aria-label="Forecast" data-testid="forecast-panel" ref={box}>
      <div className="forecast-head">
        <h2 className="ui-card-title">Forecast: schedule and cost confidence</h2>
        <Button variant="secondary" size="sm" onClick={() => void load()} disabled={busy}>
          {busy ? "Running…" : "Run again"}
        </Button>
      </div>
      <ErrorBanner message={error?.message} />
      {f === null ? (
        <p className="muted">{busy ? "Simulating the plan…" : "No forecast yet."}</p>
      ) : (
        <>
          <p className="muted forecast-lead">
            {f.iterations.toLocaleString("en-AU")} iterations (seed {f.seed}).{" "}
            {costed
              ? `Plan: finish ${day(f.base.finish.date)}, cost ${money(f.base.cost)}; chance of finishing by then ${pct(f.finish.onTime)}, of staying within that cost ${pct(f.cost.withinBase)}.`
              : `Plan: finish ${day(f.base.finish.date)}; chance of finishing by then ${pct(f.finish.onTime)}.`}
          </p>
          {costed ? null : (
            <p className="muted" data-testid="forecast-no-cost">
              No budget yet: the cost is forecast once the Budget has been generated.
            </p>
          )}
          <dl className="forecast-figures" data-testid="forecast-figures">
            <div data-figure="finish-P50"><dt>P50 finish</dt><dd>{day(f.finish.percentiles.P50.date)}</dd></div>
            <div data-figure="finish-P80"><dt>P80 finish</dt><dd>{day(f.finish.percentiles.P80.date)}</dd></div>
            {costed ? (
              <>
                <div data-figure="cost-P50"><dt>P50 cost</dt><dd>{money(f.cost.percentiles.P50)}</dd></div>
                <div data-figure="cost-P80"><dt>P80 cost</dt><dd>{money(f.cost.percentiles.P80)}</dd></div>
              </>
            ) : null}
          </dl>
          <div className="forecast-grid">
            <figure>
              <figcaption>Finish (working days): S-curve</figcaption>
              <DistributionChart kind="curve" testId="forecast-finish-curve" title="Finish S-curve" curve={f.finish.sCurve} bins={[]} tick={(v) => String(Math.round(v))}
                markers={[{ label: "P50", value: f.finish.percentiles.P50.days, text: day(f.finish.percentiles.P50.date) }, { label: "P80", value: f.finish.percentiles.P80.days, text: day(f.finish.percentiles.P80.date) }]} />
            </figure>
            <figure>
              <figcaption>Finish (working days): histogram</figcaption>
              <DistributionChart kind="histogram" testId="forecast-finish-histogram" title="Finish histogram" curve={[]} bins={f.finish.histogram} tick={(v) => String(Math.round(v))}
                markers={[{ label: "P50", value: f.finish.percentiles.P50.days, text: "" }, { label: "P80", value: f.finish.percentiles.P80.days, text: "" }]} />
            </figure>
            {costed ? (
              <>
                <figure>
                  <figcaption>Cost ({f.currency}): S-curve</figcaption>
                  <DistributionChart kind="curve" testId="forecast-cost-curve" title="Cost S-curve" curve={f.cost.sCurve} bins={[]} tick={compact}
                    markers={[{ label: "P50", value: f.cost.percentiles.P50, text: money(f.cost.percentiles.P50) }, { label: "P80", value: f.cost.percentiles.P80, text: money(f.cost.percentiles.P80) }]} />
                </figure>
                <figure>
                  <figcaption>Cost ({f.currency}): histogram</figcaption>
                  <DistributionChart kind="histogram" testId="forecast-cost-histogram" title="Cost histogram" curve={[]} bins={f.cost.histogram} tick={compact}
                    markers={[{ label: "P50", value: f.cost.percentiles.P50, text: "" }, { label: "P80", value: f.cost.percentiles.P80, text: "" }]} />
                </figure>
              </>
            ) : null}
          </div>
          <h3 className="forecast-subtitle">Top drivers</h3>
          <p className="muted forecast-note">How closely each task's length or risk's occurrence moves the finish (Spearman rank correlation).</p>
          <ol className="forecast-drivers" data-testid="forecast-drivers">
            {f.drivers.map((d) => (
              <li key={`${d.kind}-${d.id}`}>
                <span className={`forecast-kind forecast-kind-${d.kind}`}>{d.kind === "risk" ? "Risk" : "Task"}</span> {d.label} <span className="muted">({d.finish.toFixed(2)})</span>
              </li>
            ))}
          </ol>
          <h3 className="forecast-subtitle">Contingency method</h3>
          <fieldset className="forecast-methods" data-testid="forecast-methods" disabled={busy || !chooseMethod}>
            <legend className="sr-only">Contingency method</legend>
            {f.contingency.map((o) => (
              <label key={o.method} className="forecast-method" data-method={o.method} data-chosen={o.method === f.contingency_method ? "true" : "false"}>
                <input type="radio" name={`contingency-${projectId ?? projectName}`} checked={o.method === f.contingency_method} onChange={() => void choose(o.method)} />
                <span>
                  <strong>{o.label}</strong>: {money(o.amount)} <span className="muted">({o.basis})</span>
                </span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      <ForecastInputs projectName={projectName} projectId={projectId} onSaved={() => void load()} />
    </section>
  )
}
