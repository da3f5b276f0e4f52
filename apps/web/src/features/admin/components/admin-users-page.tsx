import { useCallback, useEffect, useState, type FormEvent } from "react"
import { Link } from "react-router"
import { searchFailed } from "@initpack/core/messages/platform-admin"
import { PLANS } from "@initpack/core/rules/platform/plans"
import { ErrorBanner } from "../../../components/ui/alert"
import { Badge } from "../../../components/ui/badge"
import { Button } from "../../../components/ui/button"
import { Input } from "../../../components/ui/input"
import { Select } from "../../../components/ui/select"
import { Table } from "../../../components/ui/table"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { searchUsers, type UserSearch } from "../api/search-users"
import { toAdminUsers, type AdminUser } from "../lib/admin-view"
import { UserDetail } from "./user-detail"

const ROLES = ["user", "admin", "support", "owner"].map((r) => ({ value: r, label: r }))
const ACTIVE = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" }
]

/** /app/admin/users (platform.md §2.13): search by q, role, plan, active; detail view. */
export const AdminUsersPage = () => {
  useDocumentTitle("Admin Users")
  const [search, setSearch] = useState<UserSearch>({ q: "", role: "", plan: "", active: "" })
  const [rows, setRows] = useState<ReadonlyArray<AdminUser> | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const run = useCallback(async (s: UserSearch) => {
    const result = await searchUsers(s)
    if (!result.ok) {
      setError(searchFailed(result.status))
      return setRows([])
    }
    setError(null)
    setRows(toAdminUsers(result.data))
  }, [])

  useEffect(() => {
    void run({ q: "", role: "", plan: "", active: "" })
  }, [run])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run(search)
  }
  const set = (key: keyof UserSearch, value: string) => setSearch((s) => ({ ...s, [key]: value }))

  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: "space-between" }}>
        <h1 style={{ margin: 0 }}>Admin Users</h1>
        <Link to="/app/admin">← Dashboard</Link>
      </div>
      <ErrorBanner message={error} />
      <form className="row" role="search" style={{ alignItems: "flex-end" }} onSubmit={onSubmit}>
        <div style={{ minWidth: "14rem", flex: 1 }}>
          <Input id="admin-q" label="Search" type="search" value={search.q} onChange={(e) => set("q", e.target.value)} />
        </div>
        <Select id="admin-role" label="Role" placeholder="Any" options={ROLES} value={search.role} onChange={(e) => set("role", e.target.value)} />
        <Select id="admin-plan-filter" label="Plan" placeholder="Any" options={PLANS.map((p) => ({ value: p.code, label: p.label }))} value={search.plan} onChange={(e) => set("plan", e.target.value)} />
        <Select id="admin-active" label="Active" placeholder="Any" options={ACTIVE} value={search.active} onChange={(e) => set("active", e.target.value)} />
        <Button type="submit">Search</Button>
      </form>
      {rows === null ? (
        <p className="muted">Loading…</p>
      ) : (
        <Table
          caption="Users"
          rows={rows}
          rowKey={(u) => u.id}
          empty="No users match."
          columns={[
            { key: "email", header: "Email", cell: (u) => u.email },
            { key: "name", header: "Name", cell: (u) => u.name ?? "—" },
            { key: "roles", header: "Roles", cell: (u) => u.roles.join(", ") || "user" },
            { key: "plan", header: "Plan", cell: (u) => (u.plan ? (PLANS.find((p) => p.code === u.plan)?.label ?? u.plan) : "—") },
            { key: "active", header: "Active", cell: (u) => <Badge tone={u.isActive ? "success" : "warning"}>{u.isActive ? "yes" : "no"}</Badge> },
            {
              key: "open",
              header: <span className="sr-only">Actions</span>,
              cell: (u) => (
                <Button size="sm" variant="secondary" onClick={() => setSelected(u.id)} aria-label={`Details for ${u.email}`}>
                  Details
                </Button>
              )
            }
          ]}
        />
      )}
      {selected ? (
        <UserDetail
          id={selected}
          onChanged={() => void run(search)}
          onClose={() => setSelected(null)}
          onDeleted={() => {
            setSelected(null)
            void run(search)
          }}
        />
      ) : null}
    </div>
  )
}
