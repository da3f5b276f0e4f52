import { html } from "hono/html"

export interface PageCheckout {
  readonly id: string
  readonly description: string
  readonly amount: string
  readonly email: string
  readonly status: string
}

const layout = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- so the Confirm form post carries this page's Origin (the site-wide policy is no-referrer) -->
    <meta name="referrer" content="same-origin" />
    <title>${title} · Initpack</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #1b1f24; }
      .card { border: 1px solid #d0d7de; border-radius: 8px; padding: 1.5rem; }
      button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 6px; border: 0; background: #0b5cad; color: #fff; cursor: pointer; }
      a { color: #0b5cad; }
      .note { color: #57606a; font-size: 0.9rem; }
    </style>
  </head>
  <body>
    <main class="card">${body}</main>
  </body>
</html>`

/** The local checkout's confirmation page: no card is taken; Confirm credits the purchase. */
export const confirmationPage = (c: PageCheckout) =>
  layout(
    "Confirm purchase",
    html`<h1>Confirm purchase</h1>
      <p>${c.description}</p>
      <p><strong>${c.amount}</strong> for ${c.email}</p>
      ${c.status === "completed"
        ? html`<p>This purchase is already confirmed.</p>
            <p><a href="/app/account/subscription?status=success">Go to Subscription &amp; Usage</a></p>`
        : html`<form method="post" action="/checkout/local/${c.id}/confirm">
              <button type="submit">Confirm and pay</button>
            </form>
            <p><a href="/pricing">Cancel</a></p>`}
      <p class="note">Local checkout: this server has no payment provider configured, so no card is charged.</p>`
  )

export const messagePage = (title: string, message: string) =>
  layout(title, html`<h1>${title}</h1><p>${message}</p><p><a href="/app">Back to Initpack</a></p>`)
