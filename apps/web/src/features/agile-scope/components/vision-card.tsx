import { Button } from "../../../components/ui/button"
import { Input } from "../../../components/ui/input"
import { Textarea } from "../../../components/ui/textarea"

export interface VisionCardProps {
  readonly text: string
  readonly northStar: string
  readonly busy: string | null
  readonly onChange: (field: "text" | "north_star_metric", value: string) => void
  readonly onExpand: () => void
}

/** Vision and north-star metric (agile.md §2, §3), with Expand vision by AI. */
export const VisionCard = ({ text, northStar, busy, onChange, onExpand }: VisionCardProps) => (
  <section className="ui-card agile-vision" aria-labelledby="agile-vision-heading">
    <div className="agile-list-head">
      <h2 id="agile-vision-heading" className="ui-card-title">
        Vision and north-star metric
      </h2>
      <Button variant="secondary" size="sm" disabled={busy !== null} onClick={onExpand}>
        {busy === "vision" ? "Expanding the vision…" : "Expand vision with AI"}
      </Button>
    </div>
    <Textarea id="agile-vision-text" label="Vision" rows={4} value={text} onChange={(e) => onChange("text", e.target.value)} placeholder="For whom, what changes for them, and why it matters now." />
    <Input id="agile-north-star" label="North-star metric" value={northStar} onChange={(e) => onChange("north_star_metric", e.target.value)} placeholder="e.g. Weekly active bookers" />
  </section>
)
