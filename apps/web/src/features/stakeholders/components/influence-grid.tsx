import { useMemo, useState, type KeyboardEvent } from "react"
import { DOT_RADIUS, PLOT, SPLIT, placeOnGrid, type PlacedPoint } from "../lib/grid-placement"
import { LABEL_FONT, placeLabels } from "../lib/grid-labels"
import type { StakeholderRow } from "../lib/stakeholder-row"
import { rowLabelOf } from "../lib/use-stakeholders"

// Margins around the plot for the quadrant names (outside, so no point hides them) and the axis titles.
const LEFT = 34
const TOP = 24
const BOTTOM = 50
const RIGHT = 8
const WIDTH = LEFT + PLOT + RIGHT
const HEIGHT = TOP + PLOT + BOTTOM

// The same four quadrants and fills as the server's matrix image (high influence at the top).
const QUADRANTS = [
  { name: "Keep satisfied", x: 0, y: 0, w: SPLIT, h: PLOT - SPLIT, fill: "#fff4e5", ly: -8 },
  { name: "Manage closely", x: SPLIT, y: 0, w: PLOT - SPLIT, h: PLOT - SPLIT, fill: "#fde2e1", ly: -8 },
  { name: "Monitor", x: 0, y: PLOT - SPLIT, w: SPLIT, h: SPLIT, fill: "#eef2f7", ly: PLOT + 18 },
  { name: "Keep informed", x: SPLIT, y: PLOT - SPLIT, w: PLOT - SPLIT, h: SPLIT, fill: "#e6f4ea", ly: PLOT + 18 }
] as const

const describe = (p: PlacedPoint, role: string): string =>
  `${p.label}${role ? `, ${role}` : ""}: influence ${p.influence}, interest ${p.interest}, ${p.quadrant}${p.crowd > 1 ? ` (${p.crowd} stakeholders share this spot)` : ""}`

const clip = (text: string, max = 28): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

export interface InfluenceGridProps {
  readonly rows: ReadonlyArray<StakeholderRow>
  /** Enter or a click on a point: the screen moves focus to that row. */
  readonly onPick: (key: string) => void
}

/**
 * The influence/interest grid drawn in the page from the rows as they are edited (no server round trip):
 * each point is focusable, names itself to screen readers, and shows its name on hover or focus.
 */
export const InfluenceGrid = ({ rows, onPick }: InfluenceGridProps) => {
  const [active, setActive] = useState<string | null>(null)
  const placed = useMemo(
    () => placeOnGrid(rows.map((r) => ({ key: r.key, label: rowLabelOf(r), influence: r.influence, interest: r.interest }))),
    [rows]
  )
  const roles = useMemo(() => new Map(rows.map((r) => [r.key, r.role.trim()])), [rows])
  // issue 37: every dot named where its name fits, else numbered with the name listed under the grid
  const labels = useMemo(() => placeLabels(placed), [placed])
  const numbered = labels.flatMap((l) => (l.kind === "number" ? [{ number: l.number, name: placed.find((p) => p.key === l.key)?.label ?? "" }] : []))
  const shown = placed.find((p) => p.key === active)
  const onKey = (event: KeyboardEvent<SVGGElement>, key: string) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault()
      onPick(key)
    }
  }
  const label = shown ? clip(shown.label) : ""
  const labelWidth = label.length * 7 + 14
  const labelX = shown ? Math.min(Math.max(shown.x - labelWidth / 2, 2), PLOT - labelWidth - 2) : 0
  const labelY = shown ? (shown.y - DOT_RADIUS - 30 < 2 ? shown.y + DOT_RADIUS + 6 : shown.y - DOT_RADIUS - 30) : 0

  return (
    <>
    <svg
      className="sh-grid"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={`Influence and interest grid of ${rows.length} ${rows.length === 1 ? "stakeholder" : "stakeholders"}`}
      data-testid="influence-grid"
    >
      <g transform={`translate(${LEFT} ${TOP})`}>
        {QUADRANTS.map((q) => (
          <g key={q.name} aria-hidden="true">
            <rect x={q.x} y={q.y} width={q.w} height={q.h} fill={q.fill} stroke="#d5dbe5" />
            <text x={q.x + q.w / 2} y={q.ly} textAnchor="middle" className="sh-grid-quadrant">
              {q.name}
            </text>
          </g>
        ))}
        {placed.map((p) => (
          <g
            key={p.key}
            className="sh-grid-point"
            tabIndex={0}
            role="button"
            aria-label={describe(p, roles.get(p.key) ?? "")}
            data-key={p.key}
            data-quadrant={p.quadrant}
            onFocus={() => setActive(p.key)}
            onBlur={() => setActive((a) => (a === p.key ? null : a))}
            onMouseEnter={() => setActive(p.key)}
            onMouseLeave={() => setActive((a) => (a === p.key ? null : a))}
            onClick={() => onPick(p.key)}
            onKeyDown={(e) => onKey(e, p.key)}
          >
            <title>{describe(p, roles.get(p.key) ?? "")}</title>
            {/* a larger transparent target makes the point easy to hit */}
            <circle cx={p.x} cy={p.y} r={DOT_RADIUS + 3} fill="transparent" />
            <circle cx={p.x} cy={p.y} r={DOT_RADIUS} className="sh-grid-dot" />
          </g>
        ))}
        <g aria-hidden="true" pointerEvents="none" data-testid="grid-names">
          {labels.map((l) => (
            <text
              key={l.key}
              x={l.box.x + l.box.w / 2}
              y={l.box.y + l.box.h / 2}
              dominantBaseline="central"
              textAnchor="middle"
              fontSize={l.kind === "number" && l.onDot ? LABEL_FONT - 2 : LABEL_FONT}
              className={l.kind === "number" && l.onDot ? "sh-grid-name sh-grid-name-on-dot" : "sh-grid-name"}
              data-key={l.key}
              data-kind={l.kind}
              data-box={`${l.box.x} ${l.box.y} ${l.box.w} ${l.box.h}`}
            >
              {l.text}
            </text>
          ))}
        </g>
        {shown ? (
          <g aria-hidden="true" className="sh-grid-label" pointerEvents="none">
            <rect x={labelX} y={labelY} width={labelWidth} height={24} rx={4} />
            <text x={labelX + labelWidth / 2} y={labelY + 16} textAnchor="middle">
              {label}
            </text>
          </g>
        ) : null}
      </g>
      <text x={LEFT + PLOT / 2} y={HEIGHT - 8} textAnchor="middle" className="sh-grid-axis" aria-hidden="true">
        Interest →
      </text>
      <text x={14} y={TOP + PLOT / 2} textAnchor="middle" className="sh-grid-axis" transform={`rotate(-90 14 ${TOP + PLOT / 2})`} aria-hidden="true">
        Influence →
      </text>
    </svg>
    {numbered.length > 0 ? (
      <ol className="sh-grid-legend" aria-label="Numbered stakeholders on the grid" data-testid="grid-legend">
        {numbered.map((n) => (
          <li key={n.number} value={n.number}>
            {n.name}
          </li>
        ))}
      </ol>
    ) : null}
    </>
  )
}
