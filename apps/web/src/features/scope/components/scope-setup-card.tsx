import { useState, type ReactNode } from "react"
import { FILL_SETUP_FIRST } from "@initpack/core/messages/scope"
import { Button } from "../../../components/ui/button"
import { Input } from "../../../components/ui/input"
import { Select } from "../../../components/ui/select"
import { Textarea } from "../../../components/ui/textarea"
import { CLARIFICATION_QUESTIONS, PROCUREMENT_CHOICES, THIRD_PARTY_CHOICES } from "../lib/scope-model"
import type { SetupForm } from "../lib/use-scope-builder"
import { StepHeading } from "./step-heading"

export interface ScopeSetupCardProps {
  readonly mode: "create" | "edit"
  readonly projectName: string
  readonly onProjectName: (name: string) => void
  readonly setup: SetupForm
  readonly onSetup: (setup: SetupForm) => void
  readonly hasScope: boolean
  readonly busy: boolean
  readonly onGenerate: () => void
  readonly onLoadLatest: () => void
  /** Issue 37: the generations left, beside AI Generate Scope, and a plan limit met by that button. */
  readonly allowance?: ReactNode
  readonly limit?: ReactNode
}

const options = (values: ReadonlyArray<string>) => values.map((value) => ({ value, label: value }))

/** Step 1 (waterfall.md §2): name, Procurement, Third-Party Engagement, the clarification answers. */
export const ScopeSetupCard = ({ mode, projectName, onProjectName, setup, onSetup, hasScope, busy, onGenerate, onLoadLatest, allowance, limit }: ScopeSetupCardProps) => {
  const ready = projectName.trim() !== ""
  const [expanded, setExpanded] = useState(false)
  // Once a scope exists the setup folds into a summary line; Edit setup opens it again.
  const open = !hasScope || expanded
  const answered = Object.values(setup.answers).filter((a) => a.trim() !== "").length
  return (
    <section className="ui-card scope-step" aria-labelledby="scope-step-1">
      <div className="scope-result-head">
        <StepHeading id="scope-step-1" step={1} title="Set up the scope" subtitle="Tell the AI about the project. The more context you give, the better the first draft." />
        {hasScope ? (
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls="scope-setup-fields" onClick={() => setExpanded(!expanded)}>
            {open ? "Hide setup" : "Edit setup"}
          </Button>
        ) : null}
      </div>
      {open ? null : (
        <p className="scope-setup-summary" data-testid="scope-setup-summary">
          <span>
            Procurement: <strong>{setup.procurement}</strong>
          </span>
          <span>
            Third-Party Engagement: <strong>{setup.thirdParties}</strong>
          </span>
          <span>
            Clarifications answered: <strong>{answered} of {CLARIFICATION_QUESTIONS.length}</strong>
          </span>
        </p>
      )}
      <div id="scope-setup-fields" className="stack" hidden={!open}>
        <div className="scope-setup-grid">
          <Input
            id="scope-project-name"
            label="Project name"
            value={projectName}
            readOnly={mode === "create"}
            onChange={(event) => onProjectName(event.target.value)}
            {...(mode === "create" ? { hint: "Set when the project was created." } : {})}
          />
          <Select
            id="scope-procurement"
            label="Procurement"
            options={options(PROCUREMENT_CHOICES)}
            value={setup.procurement}
            onChange={(event) => onSetup({ ...setup, procurement: event.target.value })}
          />
          <Select
            id="scope-third-parties"
            label="Third-Party Engagement"
            options={options(THIRD_PARTY_CHOICES)}
            value={setup.thirdParties}
            onChange={(event) => onSetup({ ...setup, thirdParties: event.target.value })}
          />
        </div>
        <fieldset className="scope-questions">
          <legend className="ui-label">Clarification questions</legend>
          {CLARIFICATION_QUESTIONS.map((question) => (
            <Textarea
              key={question.key}
              id={`scope-question-${question.key}`}
              label={question.label}
              rows={3}
              value={setup.answers[question.label] ?? setup.answers[question.key] ?? ""}
              onChange={(event) => onSetup({ ...setup, answers: { ...setup.answers, [question.label]: event.target.value } })}
            />
          ))}
        </fieldset>
      </div>
      <div className="row">
        <Button onClick={onGenerate} disabled={!ready || busy} aria-describedby={ready ? "scope-allowance-generate" : "scope-generate-hint"}>
          AI Generate Scope
        </Button>
        {allowance}
        {mode === "edit" ? (
          <Button variant="secondary" onClick={onLoadLatest} disabled={!ready || busy}>
            Load Latest
          </Button>
        ) : null}
        {!ready ? (
          <span className="ui-hint" id="scope-generate-hint">
            {FILL_SETUP_FIRST}
          </span>
        ) : hasScope ? (
          <span className="ui-hint">Generating again replaces every section and clears Background &amp; Drivers.</span>
        ) : null}
        {limit}
      </div>
    </section>
  )
}
