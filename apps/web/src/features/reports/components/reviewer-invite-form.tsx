import { useState } from "react"
import { BOARD_ROLES } from "@initpack/core/schemas/enum-lists"
import { Button } from "../../../components/ui/button"
import { Input } from "../../../components/ui/input"
import { Select } from "../../../components/ui/select"
import type { InviteRow } from "../lib/board-review-types"

// PRINCE2's Executive authorises a waterfall pack, the Project Sponsor an agile one (docs/board-review.md).
const ROLE_OPTIONS = ["Executive", ...BOARD_ROLES.filter((r) => r !== "Project Manager")].map((r) => ({ value: r, label: r }))

interface Props {
  readonly version: number
  readonly busy: boolean
  readonly onInvite: (row: InviteRow) => Promise<boolean>
}

/** issue 36: invite one board member (name, email, board role) to review a version; mailed a personal link. */
export const ReviewerInviteForm = ({ version, busy, onInvite }: Props) => {
  const [name, setName] = useState("")
  const [email, setEmail] = useState("")
  const [role, setRole] = useState("Executive")
  return (
    <form
      className="board-invite"
      aria-label={`Invite a reviewer to version ${version}`}
      onSubmit={(e) => {
        e.preventDefault()
        void onInvite({ name: name.trim(), email: email.trim(), board_role: role }).then((ok) => {
          if (ok) {
            setName("")
            setEmail("")
          }
        })
      }}
    >
      <Input id="board-invite-name" label="Reviewer name" value={name} required maxLength={200} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      <Input id="board-invite-email" label="Email" type="email" value={email} required maxLength={254} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      <Select id="board-invite-role" label="Board role" value={role} options={ROLE_OPTIONS} onChange={(e) => setRole(e.target.value)} />
      <Button type="submit" disabled={busy || !name.trim() || !email.trim()}>
        Invite reviewer
      </Button>
    </form>
  )
}
