// Entry of the CLI's start-up snapshot (dist/snapshot.cjs; bin/snapshot.js builds and starts it). A process
// started from the snapshot begins with compromise, effect, docx and pdfkit loaded and the pack's code
// compiled, instead of loading and compiling them: about a third less CPU for a cold `pack`.
import { closeSync, writeSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { startupSnapshot } from "node:v8"
import nlp from "compromise/two"
import { forgetSegmenters } from "@initpack/core/brief/segmenters"
import { forgetSimulationKernel } from "@initpack/core/rules/forecast/wasm-simulation"
import { useCompromise } from "@initpack/adapters/drafting/offline/brief-nlp"
import { forgetInputCaches } from "@initpack/adapters/input-caches"
import { processIo } from "../io"
import { renderOnThisThread } from "../pack/render-pool"
import { runCli } from "../program"
import { warmUp } from "./warm-up"

/** The bundle's own URL (snapshot-bundle.mjs defines import.meta.url as this). */
declare let __initpackUrl: string

useCompromise(nlp)

/**
 * Ends the process once standard output and error have taken everything written to them. Every file of a pack
 * or SOW is written synchronously by then, so Node's own teardown of the heap and its helper threads, about
 * 20 ms after a pack, is skipped.
 */
const exitWhenFlushed = (code: number): void => {
  process.exitCode = code
  process.stdout.write("", () => process.stderr.write("", () => process.exit(code)))
}

// the snapshot is written once the event loop is empty, after the warm-up; a failed warm-up fails the build
void warmUp().then(() => {
  // Intl objects hold ICU state that a snapshot cannot keep; they are made again on first use
  forgetSegmenters()
  // nor WebAssembly: the forecast's kernel is compiled again on the first forecast
  forgetSimulationKernel()
  // the warm-up's results are not the user's: a larger snapshot only loads more slowly
  forgetInputCaches()
})

startupSnapshot.setDeserializeMainFunction(() => {
  // the blob sits next to the bundle: files next to it are found from there, wherever the folder is now
  const blob = process.execArgv[process.execArgv.indexOf("--snapshot-blob") + 1]
  if (blob !== undefined) __initpackUrl = pathToFileURL(join(dirname(resolve(blob)), "snapshot.cjs")).href
  // tell bin/snapshot.js that this process started (else it runs the command itself)
  const startedFd = Number(process.env["INITPACK_SNAPSHOT_STARTED_FD"])
  delete process.env["INITPACK_SNAPSHOT_STARTED_FD"]
  if (Number.isInteger(startedFd) && startedFd > 2) {
    writeSync(startedFd, "1")
    closeSync(startedFd)
  }
  renderOnThisThread()
  const trace = process.env["INITPACK_SNAPSHOT_TRACE"]
  // 2 also names the process and its parent (tests tell whether a bin process ran in front of it)
  if (trace === "1" || trace === "2") process.stderr.write(`initpack: started from the start-up snapshot${trace === "2" ? ` (pid ${process.pid}, parent ${process.ppid})` : ""}\n`)
  // the arguments of a process started from a snapshot are [node, ...arguments]
  void runCli(process.argv.slice(1), processIo()).then(exitWhenFlushed)
})
