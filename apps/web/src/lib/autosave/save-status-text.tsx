import type { AutosaveQueue, SaveAnswer, SaveStatus } from "./autosave-queue"
import { useSaveStatus } from "./use-autosave"

const clock = (at: number): string => new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" })

/** "Saving…", "Saved 14:03:12", "Unsaved changes" or "Not saved: {message}" (waterfall.md §4). */
export const saveStatusText = (status: SaveStatus | undefined): string => {
  if (!status) return ""
  switch (status.state) {
    case "pending":
      return "Unsaved changes"
    case "saving":
      return "Saving…"
    case "saved":
      return `Saved ${clock(status.at)}`
    case "error":
      return status.message ? `Not saved: ${status.message}` : "Not saved"
  }
}

/** A polite live region with the save status of one key or of the screen. */
export const SaveStatusText = <P, A extends SaveAnswer>({
  queue,
  statusKey,
  className = "ui-save-status"
}: {
  readonly queue: AutosaveQueue<P, A>
  readonly statusKey?: string
  readonly className?: string
}) => {
  const status = useSaveStatus(queue, statusKey)
  return (
    <span className={className} data-state={status?.state ?? "idle"} role="status" aria-live="polite">
      {saveStatusText(status)}
    </span>
  )
}
