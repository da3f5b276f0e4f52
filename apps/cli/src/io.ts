/** The process streams and environment a command runs with (swapped in tests). */
export interface CliIo {
  readonly stdout: NodeJS.WriteStream
  readonly stderr: NodeJS.WriteStream
  readonly stdin: NodeJS.ReadableStream
  readonly env: NodeJS.ProcessEnv
}

export const processIo = (): CliIo => ({ stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env })

export const line = (stream: NodeJS.WriteStream) => (text: string) => {
  stream.write(`${text}\n`)
}
