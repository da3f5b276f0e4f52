/**
 * The clock reading of a run. SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention) fixes it,
 * so the same brief gives byte-identical HTML and Markdown.
 */
export const runClock = (env: NodeJS.ProcessEnv = process.env): Date => {
  const epoch = env["SOURCE_DATE_EPOCH"]
  if (epoch !== undefined && /^\d+$/.test(epoch.trim())) return new Date(Number(epoch.trim()) * 1000)
  return new Date()
}
