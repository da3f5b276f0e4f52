import * as Effect from "effect/Effect"
import { Mailer, type MailMessage } from "../../ports/mailer"
import type { Authenticated } from "../platform/authenticate-session"
import { PlatformSettings } from "../platform/settings"

// issue 36: the mails of a board review are plain text (no HTML is rendered, so a name or a project name
// holding markup reaches the reader as typed). The link carries the token after '#': browsers never send
// the fragment, so no server or proxy log sees it; the log echo of the outbox shows the link without it.

export const reviewLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, "")}/review#token=${encodeURIComponent(token)}`

const HIDDEN_LINK = (publicUrl: string) => `${publicUrl.replace(/\/+$/, "")}/review#token=[hidden]`

export interface ReviewMailInput {
  readonly ownerId: number
  readonly ownerName: string
  readonly projectName: string
  readonly version: number
  readonly reviewer: { readonly name: string; readonly email: string; readonly boardRole: string }
  readonly token: string
  readonly expiresAt: Date
  readonly publicUrl: string
}

const body = (m: ReviewMailInput, link: string, reminder: boolean) =>
  [
    `Dear ${m.reviewer.name},`,
    "",
    reminder
      ? `A reminder: ${m.ownerName} is waiting for your decision on version ${m.version} of the initiation pack of "${m.projectName}".`
      : `${m.ownerName} asks you, as ${m.reviewer.boardRole}, to review version ${m.version} of the initiation pack of "${m.projectName}".`,
    "",
    "Open the pack, comment on its sections and record your decision (approve, approve with conditions, or reject) here:",
    link,
    "",
    `The link is yours alone and works until ${m.expiresAt.toISOString().slice(0, 10)}. You need no account.`
  ].join("\n")

export const reviewMail = (m: ReviewMailInput, reminder: boolean): MailMessage => ({
  userId: m.ownerId,
  to: m.reviewer.email,
  subject: reminder ? `Reminder: your decision on "${m.projectName}" (version ${m.version})` : `Please review "${m.projectName}" (version ${m.version})`,
  text: body(m, reviewLink(m.publicUrl, m.token), reminder),
  logText: body(m, HIDDEN_LINK(m.publicUrl), reminder)
})

/** Sends a reviewer their link (an invitation, or a reminder with a new link), from the signed-in owner. */
export const mailReviewer = (
  auth: Authenticated,
  project: { readonly userId: number; readonly name: string },
  version: number,
  reviewer: ReviewMailInput["reviewer"],
  link: { readonly token: string; readonly expiresAt: Date },
  reminder: boolean
) =>
  Effect.gen(function* () {
    const mailer = yield* Mailer
    const settings = yield* PlatformSettings
    yield* mailer.send(
      reviewMail(
        { ownerId: project.userId, ownerName: auth.user.name || auth.user.email, projectName: project.name, version, reviewer, token: link.token, expiresAt: link.expiresAt, publicUrl: settings.publicUrl },
        reminder
      )
    )
  })
