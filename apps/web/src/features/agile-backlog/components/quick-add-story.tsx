import { useState, type FormEvent } from "react"
import type { CellOption } from "../../../components/editable/editable-column"
import { Button } from "../../../components/ui/button"

export interface QuickAddInput {
  readonly epicUid: string | null
  readonly as_a: string
  readonly i_want: string
  readonly so_that: string
}

/** agile.md §2, §5: Epic, As a and I want (required), So that (optional); the story starts as todo. */
export const QuickAddStory = ({
  epicOptions,
  defaultEpic,
  onAdd
}: {
  readonly epicOptions: ReadonlyArray<CellOption>
  readonly defaultEpic: string
  readonly onAdd: (input: QuickAddInput) => string | undefined
}) => {
  const [epic, setEpic] = useState<string | null>(null)
  const [asA, setAsA] = useState("")
  const [iWant, setIWant] = useState("")
  const [soThat, setSoThat] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  const chosen = epic ?? defaultEpic

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = onAdd({ epicUid: chosen === "" ? null : chosen, as_a: asA, i_want: iWant, so_that: soThat })
    setError(problem)
    if (problem !== undefined) return
    setIWant("")
    setSoThat("")
    document.getElementById("bl-qa-want")?.focus()
  }

  return (
    <form className="bl-quick-add" onSubmit={submit} aria-labelledby="bl-qa-heading" noValidate>
      <h3 id="bl-qa-heading" className="bl-sub-heading">
        Quick add a story
      </h3>
      <div className="bl-qa-grid">
        <div className="ui-field">
          <label className="ui-label" htmlFor="bl-qa-epic">
            Epic
          </label>
          <select id="bl-qa-epic" className="ui-select" value={chosen} onChange={(e) => setEpic(e.target.value)}>
            {epicOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label className="ui-label" htmlFor="bl-qa-as">
            As a
          </label>
          <input id="bl-qa-as" className="ui-input" value={asA} onChange={(e) => setAsA(e.target.value)} placeholder="warehouse picker" aria-required="true" />
        </div>
        <div className="ui-field">
          <label className="ui-label" htmlFor="bl-qa-want">
            I want
          </label>
          <input id="bl-qa-want" className="ui-input" value={iWant} onChange={(e) => setIWant(e.target.value)} placeholder="to scan a pallet offline" aria-required="true" />
        </div>
        <div className="ui-field">
          <label className="ui-label" htmlFor="bl-qa-so">
            So that (optional)
          </label>
          <input id="bl-qa-so" className="ui-input" value={soThat} onChange={(e) => setSoThat(e.target.value)} placeholder="no pick is lost" />
        </div>
        <Button type="submit" className="bl-qa-submit">
          Add story
        </Button>
      </div>
      {error ? (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
