import { memo, useMemo, useState } from "react"
import * as Either from "effect/Either"
import { briefFromForm, type BriefForm } from "@initpack/core/brief/brief-form"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { packProvenance } from "@initpack/core/drafting/provenance/pack-provenance"
import { PROVENANCE_LABELS, type Provenance } from "@initpack/core/drafting/provenance/provenance"
import { reviewLines, REVIEW_MODULE_LABELS, type ReviewLine, type ReviewModule } from "@initpack/core/rules/pack-review/review-lines"
import { formatLongDate } from "@initpack/core/rules/planning/brief-limits"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import type { ProjectDraft } from "../api/draft-project"
import { reviewRows, reviewSummary } from "../lib/review-rows"
import { ProvenanceMarker } from "./provenance-marker"

const money = (total: number | null, currency: string): string => (total === null ? "none" : `${currency} ${Math.round(total).toLocaleString("en")}`.trim())
const day = (iso: string | null): string => (iso === null ? "not dated" : formatLongDate(new Date(`${iso}T00:00:00Z`)))

/** One line with its tick: unchanged lines are not rendered again when another is ticked (10,000 lines). */
const LineRow = memo(function LineRow({
  line,
  sectionHead,
  ticked,
  provenance,
  onToggle
}: {
  readonly line: ReviewLine
  readonly sectionHead: boolean
  readonly ticked: boolean
  readonly provenance: Provenance | undefined
  readonly onToggle: (key: string, ticked: boolean) => void
}) {
  return (
    <li style={line.depth > 0 ? { paddingLeft: `${Math.min(line.depth, 4) * 1.25}rem` } : undefined}>
      {sectionHead ? <p className="draft-section">{line.section}</p> : null}
      <div className="draft-line">
        <div className="ui-checkbox">
          <input id={`line-${line.key}`} type="checkbox" checked={ticked} onChange={(e) => onToggle(line.key, e.target.checked)} />
          <label htmlFor={`line-${line.key}`}>{line.text}</label>
        </div>
        {provenance ? <ProvenanceMarker provenance={provenance} /> : null}
      </div>
    </li>
  )
})

/** Step 3: every drafted line of every module with a tick (all ticked); the totals follow the ticks; Save. */
export const DraftReview = ({
  drafted,
  form,
  removed,
  busy,
  onToggle,
  onSave,
  onBack
}: {
  readonly drafted: ProjectDraft
  /** The brief the draft was made from: its parties and risk context license lines too. */
  readonly form: BriefForm
  readonly removed: ReadonlySet<string>
  readonly busy: boolean
  readonly onToggle: (key: string, ticked: boolean) => void
  readonly onSave: () => void
  readonly onBack: () => void
}) => {
  const lines = useMemo(() => reviewLines(drafted.draft), [drafted])
  const provenance = useMemo(() => {
    const brief = decodeBrief(briefFromForm(form))
    return packProvenance(drafted.draft, Either.isRight(brief) ? brief.right : undefined)
  }, [drafted, form])
  const [assumedOnly, setAssumedOnly] = useState<ReadonlySet<ReviewModule>>(new Set())
  // grouped once per draft; a tick recomputes the totals and counts only (lib/review-rows.ts, bench/web-review.ts)
  const rows = useMemo(() => reviewRows(drafted.draft, drafted.method, lines, provenance), [drafted, lines, provenance])
  const totals = useMemo(() => reviewSummary(rows, removed), [rows, removed])
  return (
    <div className="stack">
      <div className="draft-totals" aria-live="polite" data-testid="draft-totals">
        <dl>
          <div>
            <dt>Budget total</dt>
            <dd data-testid="budget-total">{money(totals.budgetTotal, totals.currency)}</dd>
          </div>
          <div>
            <dt>Finish</dt>
            <dd data-testid="finish-date">{day(totals.finish)}</dd>
          </div>
          <div>
            <dt>Lines kept</dt>
            <dd data-testid="lines-kept">
              {totals.kept} of {rows.total}
            </dd>
          </div>
        </dl>
        <div className="row">
          <Button size="sm" onClick={onSave} disabled={busy}>
            {busy ? "Saving…" : "Save the project"}
          </Button>
          <Button size="sm" variant="secondary" onClick={onBack} disabled={busy}>
            Back to the brief
          </Button>
        </div>
      </div>
      <Card>
        <h2 style={{ marginTop: 0 }}>Drafted</h2>
        <ol className="draft-steps">
          {drafted.steps.map((s) => (
            <li key={s.step}>
              <strong>{s.label}</strong>: {s.summary}
            </li>
          ))}
        </ol>
      </Card>
      {rows.modules.map(({ module, lines: all, assumed: assumedLines, counts }) => {
        const assumed = totals.assumedTicked[module] ?? 0
        const filtered = assumedOnly.has(module)
        const list = filtered ? assumedLines : all
        return (
          <Card key={module}>
            <section className="draft-module" aria-labelledby={`module-${module}`} data-module={module}>
              <div className="draft-module-head">
                <h2 id={`module-${module}`}>{REVIEW_MODULE_LABELS[module]}</h2>
                {assumedLines.length > 0 ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-pressed={filtered}
                    data-testid={`assumed-only-${module}`}
                    onClick={() => setAssumedOnly((s) => (filtered ? new Set([...s].filter((m) => m !== module)) : new Set([...s, module])))}
                  >
                    {`Assumed lines still to review (${assumed})`}
                  </Button>
                ) : null}
              </div>
              <p className="draft-module-counts" data-testid={`provenance-counts-${module}`}>
                {counts.map(([k, n]) => `${PROVENANCE_LABELS[k]} ${n}`).join(" · ")}
              </p>
              <ul className="draft-lines">
                {list.map((line, i) => (
                  <LineRow
                    key={line.key}
                    line={line}
                    sectionHead={line.section !== "" && line.section !== list[i - 1]?.section}
                    ticked={!removed.has(line.key)}
                    provenance={provenance[line.key]}
                    onToggle={onToggle}
                  />
                ))}
              </ul>
            </section>
          </Card>
        )
      })}
    </div>
  )
}
