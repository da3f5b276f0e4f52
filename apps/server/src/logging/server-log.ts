/** LOG_FORMAT: `text` (logfmt, the default) or `json` (one JSON object per line). */
export type LogFormat = "text" | "json"
export type LogLevel = "DEBUG" | "INFO" | "WARN" | "ERROR"
export type LogFields = Readonly<Record<string, unknown>>

/** Where the server's log lines go: one call per line, already formatted. */
export interface ServerLog {
  readonly format: LogFormat
  /** False when the lines go nowhere (quiet tests): callers may skip building them. */
  readonly enabled: boolean
  readonly write: (level: LogLevel, message: string, fields?: LogFields) => void
}

const plain = /^[^\s"=\\]+$/

const logfmtValue = (value: unknown) => {
  const text = typeof value === "string" ? value : value instanceof Error ? (value.stack ?? value.message) : JSON.stringify(value) ?? String(value)
  return plain.test(text) ? text : JSON.stringify(text)
}

/** One log line: time, level, message, then the fields (request_id, method, path, status, duration_ms, ...). */
export const formatLine = (format: LogFormat, level: LogLevel, message: string, fields: LogFields = {}, time = new Date()): string => {
  const entry: Record<string, unknown> = { time: time.toISOString(), level, message }
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && !(key in entry)) entry[key] = value instanceof Error ? (value.stack ?? value.message) : value
  if (format === "json") return JSON.stringify(entry)
  return Object.entries(entry)
    .map(([key, value]) => `${key}=${logfmtValue(value)}`)
    .join(" ")
}

/** A log writing each line to `sink` (default: console.log, errors and warnings console.error). */
export const makeServerLog = (format: LogFormat, sink?: (line: string, level: LogLevel) => void): ServerLog => {
  const out = sink ?? ((line: string, level: LogLevel) => (level === "ERROR" || level === "WARN" ? console.error(line) : console.log(line)))
  return { format, enabled: true, write: (level, message, fields) => out(formatLine(format, level, message, fields), level) }
}

export const silentLog: ServerLog = { format: "text", enabled: false, write: () => {} }

/** The request being answered: its id and the log of the server answering it. */
export interface RequestScope {
  readonly id: string
  readonly method: string
  readonly path: string
  readonly log: ServerLog
}

// by the request's Hono context, which every handler, error handler and kit.run holds (an AsyncLocalStorage
// would cost every promise of the process its hooks)
const scopes = new WeakMap<object, RequestScope>()

/** Files the scope of the request answered by the Hono context `c` (http/request-id.ts). */
export const enterScope = (c: object, scope: RequestScope): void => {
  scopes.set(c, scope)
}

/** The scope of the request answered by the Hono context `c`, if it went through http/request-id.ts. */
export const scopeOf = (c: object): RequestScope | undefined => scopes.get(c)

/** The fields every line of the current request carries. */
export const requestFields = (scope: RequestScope): LogFields => ({ request_id: scope.id, method: scope.method, path: scope.path })

/** Writes one line in the log of the request `c` answers (with its id); outside a request, to stderr. */
export const logInRequest = (c: object, level: LogLevel, message: string, fields: LogFields = {}) => {
  const scope = scopes.get(c)
  if (scope) scope.log.write(level, message, { ...requestFields(scope), ...fields })
  else process.stderr.write(formatLine("text", level, message, fields) + "\n")
}
