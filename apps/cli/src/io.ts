/** The process streams and environment a command runs with (swapped in tests). */
export interface CliIo {
  readonly stdout: NodeJS.WriteStream
  readonly stderr: NodeJS.WriteStream
  readonly stdin: NodeJS.ReadableStream
  readonly env: NodeJS.ProcessEnv
}

/**
 * The process's own streams. A reader that goes away (`initpack pack ... | head -1`) must not stop the pack
 * half written: writing to a closed pipe (EPIPE) is ignored, other stream errors still end the process.
 */
export const processIo = (): CliIo => {
  for (const stream of [process.stdout, process.stderr]) {
    if (!stream.listeners("error").includes(ignoreClosedPipe)) stream.on("error", ignoreClosedPipe)
  }
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env }
}

function ignoreClosedPipe(error: NodeJS.ErrnoException): void {
  if (error.code !== "EPIPE") throw error
}

export const line = (stream: NodeJS.WriteStream) => (text: string) => {
  stream.write(`${text}\n`)
}
