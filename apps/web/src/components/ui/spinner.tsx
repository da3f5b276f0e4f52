export const Spinner = ({ label = "Loading…" }: { readonly label?: string }) => (
  <span className="row muted" role="status">
    <span className="ui-spinner" aria-hidden="true" />
    {label}
  </span>
)
