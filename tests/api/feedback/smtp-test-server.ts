import { SMTPServer } from "smtp-server"

export interface ReceivedMail {
  readonly from: string
  readonly to: ReadonlyArray<string>
  readonly raw: string
  /** The raw message with quoted-printable soft breaks and escapes undone (enough to read links and text). */
  readonly text: string
}

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** A local SMTP server (smtp-server package) that keeps every message it receives. */
export const startSmtpServer = async () => {
  const received: Array<ReceivedMail> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = ""
      stream.setEncoding("utf8")
      stream.on("data", (chunk: string) => (raw += chunk))
      stream.on("end", () => {
        const from = session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) })
        callback()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const address = server.server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until `n` messages arrived. */
    waitFor: async (n: number, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs
      while (received.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
