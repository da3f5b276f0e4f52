import { closeSync, openSync, readSync } from "node:fs"
import { compromiseLoaded, useTagger } from "@initpack/adapters/drafting/offline/brief-nlp"
import { startTaggerThread, type TaggerThread } from "@initpack/adapters/drafting/offline/tagger-thread"
import { ARTEFACTS_FORMAT } from "./artefacts-format"
import { bundledEntry } from "./bundled-entry"
import { draftsWithModel } from "./openai-configured"

const SAVED = new RegExp(`"format"\\s*:\\s*"${ARTEFACTS_FORMAT}"`)

/** An earlier pack's artefacts.json is rendered again without drafting (pack writes its format first). */
const renderOnly = (source: string): boolean => {
  if (source === "-") return false
  try {
    const fd = openSync(source, "r")
    try {
      const head = Buffer.alloc(4096)
      return SAVED.test(head.toString("utf8", 0, readSync(fd, head, 0, head.length, 0)))
    } finally {
      closeSync(fd)
    }
  } catch {
    return false
  }
}

/** Whether `source` will be drafted by the offline drafter on a machine with a second core. */
export const wantsTagger = (source: string, offline: boolean, env: NodeJS.ProcessEnv, cores: number): boolean =>
  !draftsWithModel(offline, env) && env["INITPACK_TAGGER_THREAD"] !== "0" && cores > 1 && !renderOnly(source)

/**
 * For a command about to draft `source` offline: the drafter tags the brief on a thread started now, so
 * compromise loads on the second core while this thread loads the rest (INITPACK_TAGGER_THREAD=0: not).
 */
export const startTagger = (source: string, offline: boolean, env: NodeJS.ProcessEnv, cores: number): TaggerThread | undefined => {
  // in the start-up snapshot compromise is loaded already
  if (compromiseLoaded() || !wantsTagger(source, offline, env, cores)) return undefined
  const file = bundledEntry("tagger-worker", import.meta.url)
  if (file === undefined) return undefined
  const thread = startTaggerThread(file)
  useTagger(thread.tag)
  return {
    tag: thread.tag,
    close: async () => {
      useTagger(undefined)
      await thread.close()
    }
  }
}
