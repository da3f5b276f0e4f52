import { render } from "ink"
import { exitCodeOf } from "../cli-errors"
import type { Reporter } from "../output/reporter"
import { reportError } from "../output/plain-reporter"
import { LivePackView } from "./pack-view"
import { createViewStore, initialViewState, onDone, onFailed, onFile, onProgress, onWriting, type ViewStore } from "./view-state"

/** The live Ink view for a terminal (loaded only when stdout is a TTY and --json is not given). */
export const inkReporter = (stdout: NodeJS.WriteStream, stderr: (line: string) => void): Reporter => {
  let store: ViewStore | undefined
  let instance: ReturnType<typeof render> | undefined
  const finish = async () => {
    // let React flush the last state before unmounting
    await new Promise((resolve) => setTimeout(resolve, 20))
    instance?.unmount()
    await instance?.waitUntilExit()
  }
  return {
    interactive: true,
    start: (info) => {
      store = createViewStore(initialViewState(`initpack ${info.command}: ${info.project}`, `(${info.method}, ${info.drafter} drafter)`, info.steps))
      instance = render(<LivePackView store={store} />, { stdout, exitOnCtrlC: true, patchConsole: false })
    },
    progress: (e) => store?.update((s) => onProgress(s, e)),
    writing: () => store?.update(onWriting),
    file: (f) => store?.update((s) => onFile(s, f)),
    done: async () => {
      store?.update(onDone)
      await finish()
    },
    failed: async (error) => {
      if (store === undefined || exitCodeOf(error) !== 3) {
        await finish()
        reportError(stderr, error)
        return
      }
      store.update((s) => onFailed(s, `initpack: ${error.message}`))
      await finish()
    }
  }
}
