import { useState } from "react"
import { Button } from "../../../components/ui/button"
import { Input } from "../../../components/ui/input"
import { Textarea } from "../../../components/ui/textarea"
import type { Background } from "../lib/scope-model"
import { formatDateTime } from "../../../lib/date-format"

export interface BackgroundPanelProps {
  readonly background: Background
  readonly dirty: boolean
  readonly busy: boolean
  readonly onChange: (text: string) => void
  readonly onGenerate: (note: string) => void
  readonly onSave: () => void
  readonly onClear: () => void
}

/** Background & Drivers: one text (150-220 words) generated, edited, and saved or cleared explicitly (§2, §4). */
export const BackgroundPanel = ({ background, dirty, busy, onChange, onGenerate, onSave, onClear }: BackgroundPanelProps) => {
  const [note, setNote] = useState("")
  const saved = background.savedAt ? new Date(background.savedAt) : null
  return (
    <div className="stack scope-section">
      <p className="muted">
        Why the project exists and what drives it. This text is saved only when you press Save Background.
        {saved && !Number.isNaN(saved.getTime()) ? ` Last saved ${formatDateTime(saved.toISOString())}.` : " Not saved yet."}
      </p>
      <Textarea id="scope-background" label="Background & Drivers text" rows={9} value={background.text} onChange={(event) => onChange(event.target.value)} />
      {dirty ? <p className="ui-hint scope-unsaved">Unsaved changes</p> : null}
      <Input id="scope-background-note" label="Note for AI (optional)" value={note} onChange={(event) => setNote(event.target.value)} />
      <div className="row">
        <Button variant="secondary" onClick={() => onGenerate(note)} disabled={busy}>
          Generate Background (AI)
        </Button>
        <Button onClick={onSave} disabled={busy}>
          Save Background
        </Button>
        <Button variant="ghost" onClick={onClear} disabled={busy || (background.text === "" && !background.savedAt)}>
          Clear Background
        </Button>
      </div>
    </div>
  )
}
