import { useTagger } from "@initpack/adapters/drafting/offline/brief-nlp"
import { startTaggerThread, type TaggerThread } from "@initpack/adapters/drafting/offline/tagger-thread"
import { bundledEntry } from "./bundled-entry"
import { openAiConfigured } from "./openai-configured"

/**
 * For a command that drafts offline on a machine with a second core: the offline drafter tags the brief on a
 * thread started now, so compromise loads there while this thread loads the rest (INITPACK_TAGGER_THREAD=0: not).
 */
export const startTagger = (offline: boolean, env: NodeJS.ProcessEnv, cores: number): TaggerThread | undefined => {
  if ((!offline && openAiConfigured(env)) || env["INITPACK_TAGGER_THREAD"] === "0" || cores < 2) return undefined
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
