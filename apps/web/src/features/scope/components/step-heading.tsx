/** A numbered step title for the two-step layout. */
export const StepHeading = ({ id, step, title, subtitle }: { readonly id: string; readonly step: number; readonly title: string; readonly subtitle?: string }) => (
  <div className="scope-step-heading">
    <span className="scope-step-number" aria-hidden="true">
      {step}
    </span>
    <div>
      <h2 id={id} className="scope-step-title">
        <span className="sr-only">Step {step}: </span>
        {title}
      </h2>
      {subtitle ? <p className="muted scope-step-subtitle">{subtitle}</p> : null}
    </div>
  </div>
)
