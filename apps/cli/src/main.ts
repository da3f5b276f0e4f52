import { processIo } from "./io"
import { runCli } from "./program"

// Entry of the bundled CLI (dist/initpack.js). Streams are drained before exiting.
const code = await runCli(process.argv.slice(2), processIo())
process.exitCode = code
