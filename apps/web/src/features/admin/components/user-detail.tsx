import { useCallback, useEffect, useRef, useState } from "react"
import { ADMIN_DELETE_FAILED, ADMIN_TOPUP_FAILED } from "@initpack/core/messages/platform-admin"
import { ADMIN_QUICK_TOPUP_BUNDLES } from "@initpack/core/rules/platform/topup-bundles"
import { PLANS } from "@initpack/core/rules/platform/plans"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Badge } from "../../../components/ui/badge"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Dialog } from "../../../components/ui/dialog"
import { Input } from "../../../components/ui/input"
import { Select } from "../../../components/ui/select"
import { useToast } from "../../../components/ui/toast"
import { failureText } from "../../../lib/api-client"
import { createPasswordResetToken } from "../api/create-password-reset-token"
import { deleteUser } from "../api/delete-user"
import { deleteUserProjects, type ProjectScope } from "../api/delete-user-projects"
import { getUser } from "../api/get-user"
import { getUserCurrentPlan } from "../api/get-user-current-plan"
import { grantTopups } from "../api/grant-topups"
import { updateUser } from "../api/update-user"
import { parseBundles, toAdminUser, type AdminUser } from "../lib/admin-view"

type Pending = { readonly kind: "projects"; readonly scope: ProjectScope } | { readonly kind: "user" } | null

// Wording per scope: "Delete the archived projects of …?", "Delete all projects of …?", "Deleted 2 archived projects."
const SCOPE_TARGET: Record<ProjectScope, string> = { true: "the archived projects", false: "the active projects", all: "all projects" }
const SCOPE_NOUN: Record<ProjectScope, string> = { true: "archived ", false: "active ", all: "" }

const deletedText = (scope: ProjectScope, count: number | undefined): string =>
  count === undefined ? `Deleted ${SCOPE_TARGET[scope]}.` : `Deleted ${count} ${SCOPE_NOUN[scope]}project${count === 1 ? "" : "s"}.`

/** One user's detail with the admin actions of platform.md §6. */
export const UserDetail = ({
  id,
  onChanged,
  onDeleted,
  onClose
}: {
  readonly id: string
  readonly onChanged: () => void
  readonly onDeleted: () => void
  readonly onClose: () => void
}) => {
  const toast = useToast()
  const [user, setUser] = useState<AdminUser | null>(null)
  const [plan, setPlan] = useState("")
  const [custom, setCustom] = useState("")
  const [token, setToken] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const card = useRef<HTMLDivElement>(null)
  const shownId = useRef<string | null>(null)

  const load = useCallback(async () => {
    const [detail, current] = await Promise.all([getUser(id), getUserCurrentPlan(id)])
    if (!detail.ok) return setError(detail.message)
    const parsed = toAdminUser(detail.data)
    setUser(parsed ?? null)
    setPlan((current.ok ? current.data.plan_code : undefined) ?? parsed?.plan ?? "")
  }, [id])

  useEffect(() => {
    setToken(null)
    setError(null)
    void load()
  }, [load])

  const after = async (ok: boolean, message: string) => {
    if (ok) {
      toast.show(message)
      await load()
      onChanged()
    }
  }

  const toggleActive = async () => {
    if (!user) return
    const result = await updateUser(id, { is_active: !user.isActive })
    if (!result.ok) return setError(result.message)
    await after(true, user.isActive ? "User deactivated." : "User activated.")
  }

  const savePlan = async () => {
    const result = await updateUser(id, { plan: plan === "" ? null : plan })
    if (!result.ok) return setError(result.message)
    await after(true, plan === "" ? "Plan cleared." : `Plan set to ${plan}.`)
  }

  const topup = async (bundles: number) => {
    setError(null)
    const result = await grantTopups(id, bundles)
    if (!result.ok) return setError(failureText(result, ADMIN_TOPUP_FAILED))
    await after(true, `Granted ${bundles} top-up bundle${bundles === 1 ? "" : "s"}.`)
  }

  const topupCustom = async () => {
    const parsed = parseBundles(custom)
    if (!parsed.ok) return setError(parsed.message)
    setCustom("")
    await topup(parsed.bundles)
  }

  const resetToken = async () => {
    const result = await createPasswordResetToken(id)
    if (!result.ok) return setError(result.message)
    setToken(result.data.token ?? null)
  }

  const confirm = async () => {
    const action = pending
    setPending(null)
    if (!action) return
    if (action.kind === "projects") {
      const result = await deleteUserProjects(id, action.scope)
      if (!result.ok) return setError(failureText(result, ADMIN_DELETE_FAILED))
      const count = (result.data as { readonly deleted?: unknown } | null)?.deleted
      return after(true, deletedText(action.scope, typeof count === "number" ? count : undefined))
    }
    const result = await deleteUser(id)
    if (!result.ok) return setError(failureText(result, ADMIN_DELETE_FAILED))
    toast.show("User deleted.")
    onDeleted()
  }

  // Bring a newly opened user's detail (below the result table) into view once it has loaded.
  useEffect(() => {
    if (!user || shownId.current === id) return
    shownId.current = id
    card.current?.scrollIntoView({ block: "nearest" })
  }, [user, id])

  if (!user) return error ? <ErrorBanner message={error} /> : <p className="muted">Loading…</p>
  const resetLink = token ? `${window.location.origin}/reset-password?token=${encodeURIComponent(token)}` : null
  return (
    <Card title={`User: ${user.email}`} aria-label={`User ${user.email}`}>
      <div className="stack" ref={card}>
        <ErrorBanner message={error} />
        {/* Labels take their width (up to half the card) so values sit next to them on a wide card. */}
        <dl className="ui-dl" style={{ gridTemplateColumns: "fit-content(50%) minmax(0, 1fr)" }}>
          <dt>Name</dt>
          <dd>{user.name ?? "—"}</dd>
          <dt>Roles</dt>
          <dd>{user.roles.join(", ") || "user"}</dd>
          <dt>Status</dt>
          <dd>
            <Badge tone={user.isActive ? "success" : "warning"}>{user.isActive ? "active" : "inactive"}</Badge>
          </dd>
          <dt>Projects</dt>
          <dd>
            {user.activeProjects ?? "—"} active, {user.archivedProjects ?? "—"} archived
          </dd>
        </dl>
        <div className="row">
          <Button variant="secondary" onClick={() => void toggleActive()}>
            {user.isActive ? "Deactivate" : "Activate"}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close details
          </Button>
        </div>
        <div className="row" style={{ alignItems: "flex-end" }}>
          <div style={{ minWidth: "12rem" }}>
            <Select id="admin-plan" label="Plan" placeholder="No plan" options={PLANS.map((p) => ({ value: p.code, label: p.label }))} value={plan} onChange={(e) => setPlan(e.target.value)} />
          </div>
          <Button variant="secondary" onClick={() => void savePlan()}>
            {plan === "" ? "Clear plan" : "Set plan"}
          </Button>
        </div>
        <div className="row" style={{ alignItems: "flex-end" }}>
          <Button variant="secondary" onClick={() => void topup(ADMIN_QUICK_TOPUP_BUNDLES)}>
            Grant 1 top-up (+2 projects)
          </Button>
          <div style={{ width: "9rem" }}>
            <Input id="admin-topup" label="Bundles" inputMode="numeric" value={custom} onChange={(e) => setCustom(e.target.value)} />
          </div>
          <Button variant="secondary" onClick={() => void topupCustom()}>
            Grant top-ups
          </Button>
        </div>
        <div className="row">
          <Button variant="secondary" onClick={() => void resetToken()}>
            Create password reset token
          </Button>
        </div>
        {resetLink ? (
          <Alert tone="info" title="One-time reset link (valid 2 hours)">
            <code data-testid="admin-reset-link" style={{ wordBreak: "break-all" }}>
              {resetLink}
            </code>
          </Alert>
        ) : null}
        <div className="row">
          <Button variant="secondary" onClick={() => setPending({ kind: "projects", scope: "true" })}>
            Delete archived projects
          </Button>
          <Button variant="secondary" onClick={() => setPending({ kind: "projects", scope: "false" })}>
            Delete active projects
          </Button>
          <Button variant="secondary" onClick={() => setPending({ kind: "projects", scope: "all" })}>
            Delete all projects
          </Button>
          <Button variant="danger" onClick={() => setPending({ kind: "user" })}>
            Delete user
          </Button>
        </div>
      </div>
      <Dialog
        open={pending !== null}
        danger
        title={pending?.kind === "user" ? "Delete user" : "Delete projects"}
        confirmLabel="Delete"
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        <p>
          {pending?.kind === "user"
            ? `Delete ${user.email} and all their data? This cannot be undone.`
            : pending
              ? `Delete ${SCOPE_TARGET[pending.scope]} of ${user.email}? This cannot be undone.`
              : null}
        </p>
      </Dialog>
    </Card>
  )
}
