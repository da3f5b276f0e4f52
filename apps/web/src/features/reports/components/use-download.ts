import { useCallback, useRef, useState } from "react"
import { saveBlob } from "../../../lib/download"
import type { FileAnswer } from "../lib/fetch-file"
import { screenError, type ScreenError } from "../lib/screen-error"

export type DownloadState =
  | { readonly phase: "idle" }
  | { readonly phase: "busy"; readonly received: number }
  | { readonly phase: "done"; readonly fileName: string; readonly size: number; readonly ms: number }
  | { readonly phase: "failed" }

/**
 * One download button: busy (with the bytes received so far) while the file comes, then its name and size.
 * Nothing else on the page waits for it; a refusal goes to the screen's error.
 */
export const useDownload = (report: (error: ScreenError | null) => void) => {
  const [state, setState] = useState<DownloadState>({ phase: "idle" })
  const running = useRef(false)
  const start = useCallback(
    async (fetcher: (onProgress: (received: number) => void) => Promise<FileAnswer>, fallbackName: string) => {
      if (running.current) return
      running.current = true
      report(null)
      const started = performance.now()
      setState({ phase: "busy", received: 0 })
      try {
        const answer = await fetcher((received) => setState({ phase: "busy", received }))
        if (!answer.ok) {
          setState({ phase: "failed" })
          report(screenError(answer))
          return
        }
        const fileName = answer.fileName ?? fallbackName
        saveBlob(answer.blob, fileName)
        setState({ phase: "done", fileName, size: answer.size, ms: Math.round(performance.now() - started) })
      } finally {
        running.current = false
      }
    },
    [report]
  )
  return { state, start }
}
