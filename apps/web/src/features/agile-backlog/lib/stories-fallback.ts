/**
 * agile.md §4: when generating stories for all epics fails with an error mentioning backlog/generate
 * (the route is missing on an older server: 404/405, or a message naming it), the screen tries the
 * stories-generate call with the same body. A refusal (signed out, plan limit, bad input) is final.
 */
export const shouldFallBackToStories = (failure: { readonly status: number; readonly message: string }): boolean => {
  if (failure.status === 401 || failure.status === 402 || failure.status === 400 || failure.status === 409) return false
  return failure.status === 404 || failure.status === 405 || /backlog\/generate/i.test(failure.message)
}
