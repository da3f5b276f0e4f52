import { useId } from "react"
import type { CurvePoint, HistogramBin } from "../lib/forecast-types"

const W = 320
const H = 170
const L = 34
const R = 8
const T = 10
const B = 26
const PW = W - L - R
const PH = H - T - B
export const P50_COLOUR = "#0f766e"
export const P80_COLOUR = "#b45309"

export interface Marker {
  readonly label: "P50" | "P80"
  readonly value: number
  readonly text: string
}

interface Props {
  readonly kind: "curve" | "histogram"
  readonly title: string
  readonly curve: ReadonlyArray<CurvePoint>
  readonly bins: ReadonlyArray<HistogramBin>
  readonly markers: ReadonlyArray<Marker>
  readonly tick: (value: number) => string
  readonly testId: string
}

/** An S-curve (share of iterations at or below a value) or a histogram, with P50 and P80 marked; it scales to its box. */
export const DistributionChart = ({ kind, title, curve, bins, markers, tick, testId }: Props) => {
  const titleId = useId()
  const values = [...curve.map((c) => c.value), ...bins.flatMap((b) => [b.from, b.to])]
  let lo = Math.min(...values)
  let hi = Math.max(...values)
  if (!(hi > lo)) {
    lo -= 1
    hi += 1
  }
  const x = (v: number) => L + ((v - lo) / (hi - lo)) * PW
  const maxCount = Math.max(1, ...bins.map((b) => b.count))
  const y = (share: number) => T + (1 - share) * PH
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={titleId} className="forecast-chart" data-testid={testId}>
      <title id={titleId}>{`${title}: ${markers.map((m) => `${m.label} ${m.text}`).join(", ")}`}</title>
      {[0, 0.5, 1].map((s) => (
        <g key={s}>
          <line x1={L} x2={L + PW} y1={y(s)} y2={y(s)} stroke="#d1d5db" strokeWidth={0.6} />
          <text x={L - 4} y={y(s) + 3} fontSize={8} textAnchor="end" fill="#6b7280">
            {kind === "curve" ? `${s * 100}%` : String(Math.round(s * maxCount))}
          </text>
        </g>
      ))}
      {[0, 0.5, 1].map((k) => (
        <text key={k} x={x(lo + (hi - lo) * k)} y={H - 12} fontSize={8} textAnchor={k === 0 ? "start" : k === 1 ? "end" : "middle"} fill="#6b7280">
          {tick(lo + (hi - lo) * k)}
        </text>
      ))}
      {kind === "curve" ? (
        <polyline fill="none" stroke="#2563eb" strokeWidth={1.8} points={curve.map((c) => `${x(c.value).toFixed(1)},${y(c.p).toFixed(1)}`).join(" ")} />
      ) : (
        bins.map((b, i) => (
          <rect key={i} x={x(b.from) + 0.5} width={Math.max(0.5, x(b.to) - x(b.from) - 1)} y={y(b.count / maxCount)} height={PH * (b.count / maxCount)} fill="#93c5fd" data-count={b.count} />
        ))
      )}
      {markers.map((m) => {
        const colour = m.label === "P50" ? P50_COLOUR : P80_COLOUR
        const share = m.label === "P50" ? 0.5 : 0.8
        return (
          <g key={m.label} data-marker={m.label} data-value={m.value}>
            <line x1={x(m.value)} x2={x(m.value)} y1={kind === "curve" ? y(share) : T} y2={T + PH} stroke={colour} strokeWidth={1.2} strokeDasharray="3 2" />
            {kind === "curve" ? <line x1={L} x2={x(m.value)} y1={y(share)} y2={y(share)} stroke={colour} strokeWidth={1} strokeDasharray="3 2" /> : null}
            <text x={kind === "curve" ? L + 3 : x(m.value) + 3} y={kind === "curve" ? y(share) - 3 : T + 9 + (m.label === "P80" ? 10 : 0)} fontSize={8.5} fontWeight={700} fill={colour}>
              {`${m.label} ${m.text}`}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
