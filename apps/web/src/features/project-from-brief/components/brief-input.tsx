import { useState, type FormEvent } from "react"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Textarea } from "../../../components/ui/textarea"

export type BriefSource = { readonly text: string } | { readonly file: File }

/** Step 1: paste the brief, or upload a .docx, .md, .txt or brief .yaml. */
export const BriefInput = ({ busy, onRead }: { readonly busy: boolean; readonly onRead: (source: BriefSource) => void }) => {
  const [text, setText] = useState("")
  const [file, setFile] = useState<File | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onRead(file ? { file } : { text })
  }
  return (
    <Card>
      <form className="stack" onSubmit={submit} noValidate>
        <Textarea
          id="brief-text"
          label="Paste the brief"
          rows={10}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="A few sentences of situation, goals with dates, constraints with money, the risks you see."
        />
        <div className="ui-field">
          <label className="ui-label" htmlFor="brief-file">
            Or upload a document (.docx, .md, .txt or brief .yaml, up to 2 MB)
          </label>
          <input id="brief-file" type="file" accept=".docx,.md,.markdown,.txt,.yaml,.yml" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <div>
          <Button type="submit" disabled={busy || (text.trim() === "" && file === null)}>
            {busy ? "Reading…" : "Read the brief"}
          </Button>
        </div>
      </form>
    </Card>
  )
}
