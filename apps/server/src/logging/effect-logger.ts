import * as HashMap from "effect/HashMap"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Option from "effect/Option"
import type { LogLevel, ServerLog } from "./server-log"

const levelOf = (label: string): LogLevel =>
  label === "ERROR" || label === "FATAL" ? "ERROR" : label === "WARN" ? "WARN" : label === "INFO" ? "INFO" : "DEBUG"

const text = (parts: ReadonlyArray<unknown>) => parts.map((m) => (typeof m === "string" ? m : m instanceof Error ? m.message : JSON.stringify(m))).join(" ")

/**
 * Effect's log lines (Effect.logInfo, logWarning ... in use cases and adapters) written through the server's
 * log, with the annotations a request adds (request_id, method, path; http/kit.ts).
 */
export const effectLoggerLayer = (log: ServerLog) =>
  Logger.replace(
    Logger.defaultLogger,
    Logger.make(({ logLevel, message, annotations, cause }) => {
      // Effect.logWarning("feedback mail failed", cause): the first part is the message, the rest its detail
      const [first, ...rest] = Array.isArray(message) ? message : [message]
      const fields: Record<string, unknown> = rest.length > 0 ? { detail: text(rest) } : {}
      for (const [key, value] of HashMap.toEntries(annotations)) fields[key] = value
      const failure = Option.getOrUndefined(Option.some(cause).pipe(Option.filter((c) => c._tag !== "Empty")))
      if (failure) fields.cause = String(failure)
      log.write(levelOf(logLevel.label), text([first]), fields)
    })
  ) as Layer.Layer<never>
