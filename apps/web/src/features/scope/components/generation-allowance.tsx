import type { Allowance } from "../lib/use-scope-builder"

/** Issue 37: the AI generations the project has left, beside the buttons that use them. */
export const GenerationAllowance = ({ allowance, id }: { readonly allowance: Allowance | undefined; readonly id: string }) =>
  allowance ? (
    <span className={allowance.left === 0 ? "scope-allowance scope-allowance-out" : "scope-allowance"} id={id} data-testid={id}>
      {allowance.left} of {allowance.cap} AI generations left for this project (scope, goals, KPIs)
    </span>
  ) : null
