import { createServer, type Server } from "node:http"

/** A stand-in for Stripe's API on 127.0.0.1 (no network): answers POST /v1/checkout/sessions and records the form fields. */
export const startFakeStripeApi = async () => {
  const sessions: Array<Record<string, string>> = []
  const server: Server = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
        const fields = Object.fromEntries(new URLSearchParams(body))
        sessions.push({ ...fields, authorization: String(req.headers.authorization) })
        const id = `cs_test_${sessions.length}`
        res.writeHead(200, { "content-type": "application/json" })
        res.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}`, client_reference_id: fields.client_reference_id }))
        return
      }
      res.writeHead(404, { "content-type": "application/json" })
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `no route ${req.method} ${req.url}` } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, sessions, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A checkout.session.completed event as Stripe sends it (the fields this server reads). */
export const sessionCompletedEvent = (eventId: string, checkoutId: string, type = "checkout.session.completed") =>
  JSON.stringify({
    id: eventId,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: "cs_test_1", object: "checkout.session", client_reference_id: checkoutId, metadata: { checkout_id: checkoutId }, payment_status: "paid" } }
  })
