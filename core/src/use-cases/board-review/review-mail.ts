import type { MailMessage } from "../../ports/mailer"

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
