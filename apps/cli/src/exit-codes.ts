/** Exit codes of `initpack` (docs/cli.md). */
export const EXIT = {
  ok: 0,
  badBrief: 1,
  usage: 2,
  failure: 3
} as const
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]
