import { useState } from "react"
import { Button } from "../../../components/ui/button"
import { Textarea } from "../../../components/ui/textarea"

export interface InScopeCardProps {
  readonly narrative: string
  readonly busy: boolean
  readonly improving: boolean
  readonly onChange: (text: string) => void
  readonly onBlur: () => void
  readonly onImprove: (note: string) => void
}

const words = (text: string): number => (text.trim() === "" ? 0 : text.trim().split(/\s+/).length)

/** The In Scope narrative (about 120-220 words, waterfall.md §9), editable and improvable with AI. */
export const InScopeCard = ({ narrative, busy, improving, onChange, onBlur, onImprove }: InScopeCardProps) => {
  const [note, setNote] = useState("")
  return (
    <div className="scope-narrative">
      <div className="scope-narrative-head">
        <h3>In Scope</h3>
        <span className="muted scope-count">{words(narrative)} words · aim for 120-220</span>
      </div>
      <Textarea id="scope-in-scope" label="In Scope narrative" rows={6} value={narrative} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      <div className="scope-ai-add">
        <label className="sr-only" htmlFor="scope-in-scope-note">
          Note for In Scope (optional)
        </label>
        <input
          id="scope-in-scope-note"
          className="ui-input"
          placeholder="What should the AI add? (optional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button variant="secondary" size="sm" onClick={() => onImprove(note)} disabled={busy || narrative.trim() === ""} aria-busy={improving}>
          Improve In Scope with AI
        </Button>
      </div>
    </div>
  )
}
