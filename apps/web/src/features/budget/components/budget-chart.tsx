import { useEffect, useId, useRef, useState } from "react"
import { barLayout, FONT_SIZE } from "../lib/bar-layout"
import { capexOpexSplit, costGroups } from "../lib/chart-data"
import type { BudgetLine, BudgetTotals } from "../lib/budget-result"

interface Props {
  readonly lines: ReadonlyArray<BudgetLine>
  readonly totals: BudgetTotals
  readonly money: (amount: number) => string
}

/** The drawing's width follows its box, so text keeps its size and labels are shortened instead of squeezed. */
const useWidth = (fallback: number) => {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const box = ref.current
    if (!box || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0)
      if (next > 0) setWidth(next)
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

const FILL = { labour: "#1f4fd1", other: "#17693a", contingency: "#8a5a00" } as const

/** Cost by phase and category, and the CapEx vs OpEx split, drawn from the budget lines (beyond the spec). */
export const BudgetChart = ({ lines, totals, money }: Props) => {
  const [ref, width] = useWidth(560)
  const titleId = useId()
  const descId = useId()
  const groups = costGroups(lines, totals)
  const { rows, height } = barLayout(
    groups.map((g) => ({ label: g.label, amount: g.amount, value: money(g.amount) })),
    width
  )
  const [capex, opex] = capexOpexSplit(totals)
  const splitTop = height + 28
  const splitBar = 16
  const legendY = splitTop + splitBar + 22
  const total = legendY + 22
  const capexWidth = capex.share * width
  const pct = (share: number) => `${Math.round(share * 100)}%`
  return (
    <figure className="budget-chart" ref={ref}>
      <figcaption className="budget-chart-caption">Cost by phase and category · CapEx vs OpEx</figcaption>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width={width}
        height={total}
        viewBox={`0 0 ${width} ${total}`}
        className="budget-chart-svg"
        data-testid="budget-chart"
      >
        <title id={titleId}>Budget cost by phase and category, and the CapEx and OpEx split</title>
        <desc id={descId}>
          {groups.map((g) => `${g.label}: ${money(g.amount)}`).join("; ")}. CapEx {money(capex.amount)} ({pct(capex.share)}), OpEx {money(opex.amount)} (
          {pct(opex.share)}).
        </desc>
        <g fontSize={FONT_SIZE} aria-hidden="true">
          {rows.map((row, i) => (
            <g key={row.fullLabel} data-chart-row={row.fullLabel}>
              <text x={0} y={row.textY} fill="#141a2b">
                {row.label !== row.fullLabel ? <title>{row.fullLabel}</title> : null}
                {row.label}
              </text>
              <text x={width} y={row.textY} textAnchor="end" fill="#4a5470" fontWeight={600}>
                {row.value}
              </text>
              <rect x={0} y={row.barY} width={row.barWidth} height={row.barHeight} rx={3} fill={FILL[groups[i]!.kind]} />
            </g>
          ))}
          <text x={0} y={splitTop - 8} fill="#141a2b" fontWeight={700}>
            CapEx vs OpEx
          </text>
          <rect x={0} y={splitTop} width={width} height={splitBar} rx={4} fill="#eef1f8" />
          <rect x={0} y={splitTop} width={capexWidth} height={splitBar} fill="#7a2e9a" />
          <rect x={capexWidth} y={splitTop} width={Math.max(0, width - capexWidth)} height={splitBar} fill="#0e7490" />
          <rect x={0} y={legendY - 10} width={10} height={10} fill="#7a2e9a" />
          <text x={16} y={legendY} fill="#141a2b">
            CapEx {pct(capex.share)}
          </text>
          <rect x={Math.max(width / 2, 120)} y={legendY - 10} width={10} height={10} fill="#0e7490" />
          <text x={Math.max(width / 2, 120) + 16} y={legendY} fill="#141a2b">
            OpEx {pct(opex.share)}
          </text>
        </g>
      </svg>
    </figure>
  )
}
