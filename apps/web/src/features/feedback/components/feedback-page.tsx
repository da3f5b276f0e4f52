import { useState, type FormEvent } from "react"
import { FEEDBACK_SEND_FAILED, FEEDBACK_SENT } from "@initpack/core/messages/platform-feedback"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Select } from "../../../components/ui/select"
import { Textarea } from "../../../components/ui/textarea"
import { useSession } from "../../../lib/session"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { FEEDBACK_TYPES, submitFeedback, type FeedbackType } from "../api/submit-feedback"

/** /app/feedback (platform.md §2.12, §4, §5). */
export const FeedbackPage = () => {
  useDocumentTitle("Feedback")
  const { session } = useSession()
  const [type, setType] = useState<FeedbackType>("Feedback")
  const [message, setMessage] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const blank = message.trim() === ""

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (blank || busy) return
    setBusy(true)
    setError(null)
    setSent(null)
    const result = await submitFeedback({
      type,
      message: message.trim(),
      ...(session.user?.name ? { name: session.user.name } : {}),
      ...(session.user?.email ? { email: session.user.email } : {})
    })
    setBusy(false)
    if (!result.ok) return setError(result.message || FEEDBACK_SEND_FAILED)
    if (result.data.error) return setError(result.data.error)
    setMessage("")
    setSent(result.data.status ?? FEEDBACK_SENT)
  }

  return (
    <div className="stack" style={{ maxWidth: "40rem" }}>
      <h1>Feedback</h1>
      <ErrorBanner message={error} />
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      <Card>
        <form className="stack" onSubmit={(event) => void onSubmit(event)}>
          <Select
            id="feedback-type"
            label="Type"
            options={FEEDBACK_TYPES.map((t) => ({ value: t, label: t }))}
            value={type}
            onChange={(e) => setType(e.target.value as FeedbackType)}
          />
          <Textarea id="feedback-message" label="Message" value={message} onChange={(e) => setMessage(e.target.value)} />
          <div className="row">
            <Button type="submit" disabled={blank || busy}>
              {busy ? "Sending…" : "Send"}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setMessage("")
                setSent(null)
                setError(null)
              }}
            >
              Clear
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}
