import { useEffect, useState } from "react"
import { Link, useLocation } from "react-router"
import { backendStatus } from "@initpack/core/messages/general"
import { Alert } from "../../../components/ui/alert"
import { Badge } from "../../../components/ui/badge"
import { Card } from "../../../components/ui/card"
import { Table } from "../../../components/ui/table"
import type { ApiResult } from "../../../lib/api-client"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { getAlerts } from "../api/get-alerts"
import { getSubscriptionStats } from "../api/get-subscription-stats"
import { getTopupStats } from "../api/get-topup-stats"
import { getUsageStats } from "../api/get-usage-stats"
import { getUserStats } from "../api/get-user-stats"
import { STAT_WINDOWS, type ActionRow, bundlesFor, countFor, toAlerts, usageByActionWindows } from "../lib/admin-view"

interface Stats {
  readonly users: unknown
  readonly subscriptions: unknown
  readonly topups: unknown
  readonly usage: unknown
  readonly alerts: unknown
}

const show = (n: number | undefined): string => (n === undefined ? "—" : String(n))

const StatCard = ({ title, value }: { readonly title: string; readonly value: number | undefined }) => (
  <Card title={title} titleLevel={3} aria-label={title}>
    <p data-testid="stat-value" style={{ margin: 0, fontSize: "var(--text-2xl)", fontWeight: 800 }}>
      {show(value)}
    </p>
  </Card>
)

/** /app/admin and /app/admin/subscriptions (platform.md §2.13). */
export const AdminDashboardPage = () => {
  const { pathname } = useLocation()
  const subscriptionsOnly = pathname.endsWith("/subscriptions")
  useDocumentTitle(subscriptionsOnly ? "Admin: subscriptions" : "Admin Dashboard")
  const [stats, setStats] = useState<Stats | null>(null)
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])

  useEffect(() => {
    let live = true
    const calls: ReadonlyArray<readonly [keyof Stats, () => Promise<ApiResult<unknown>>]> = [
      ["users", getUserStats],
      ["subscriptions", getSubscriptionStats],
      ["topups", getTopupStats],
      ["usage", getUsageStats],
      ["alerts", getAlerts]
    ]
    void Promise.all(calls.map(([, call]) => call())).then((results) => {
      if (!live) return
      const found: string[] = []
      const data: Record<string, unknown> = {}
      results.forEach((result, i) => {
        const key = calls[i]![0]
        if (result.ok) data[key] = result.data
        else found.push(`${key}: ${result.message || backendStatus(result.status)}`)
      })
      setErrors(found)
      setStats(data as unknown as Stats)
    })
    return () => {
      live = false
    }
  }, [])

  const windows = STAT_WINDOWS.map((window) => ({
    window,
    users: countFor(stats?.users, window),
    subscriptions: countFor(stats?.subscriptions, window),
    topups: countFor(stats?.topups, window),
    bundles: bundlesFor(stats?.topups, window),
    usage: countFor(stats?.usage, window)
  }))
  const alerts = toAlerts(stats?.alerts)
  const usage = usageByActionWindows(stats?.usage)
  const last = windows[0]

  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: "space-between" }}>
        <h1 style={{ margin: 0 }}>{subscriptionsOnly ? "Subscriptions and top-ups" : "Admin Dashboard"}</h1>
        <div className="row">
          <Link to="/app/admin/subscriptions">Subscriptions</Link>
          <Link to="/app/admin/users">Manage users →</Link>
        </div>
      </div>
      {errors.map((e) => (
        <Alert key={e} tone="error">
          {e}
        </Alert>
      ))}
      {subscriptionsOnly ? null : (
        <div className="grid-cards">
          <StatCard title="New users (24h)" value={last?.users} />
          <StatCard title="New subscriptions (24h)" value={last?.subscriptions} />
          <StatCard title="Usage events (24h)" value={last?.usage} />
        </div>
      )}
      <section className="stack" aria-labelledby="windows-title">
        <h2 id="windows-title" style={{ margin: 0 }}>Subscriptions and top-ups by window</h2>
        <Table
          caption="Counts by window"
          rows={windows}
          rowKey={(row) => row.window}
          columns={[
            { key: "window", header: "Window", cell: (row) => row.window },
            { key: "users", header: "New users", cell: (row) => show(row.users) },
            { key: "subs", header: "Subscriptions", cell: (row) => show(row.subscriptions) },
            { key: "topups", header: "Top-ups", cell: (row) => show(row.topups) },
            { key: "bundles", header: "Top-up bundles", cell: (row) => show(row.bundles) }
          ]}
        />
      </section>
      {subscriptionsOnly ? null : (
        <>
          <section className="stack" aria-labelledby="usage-title">
            <h2 id="usage-title" style={{ margin: 0 }}>Usage by action</h2>
            <Table
              caption="Usage by action"
              rows={usage}
              rowKey={(row) => row.action}
              empty="No usage recorded."
              columns={[
                { key: "action", header: "Action", cell: (row) => row.action },
                ...STAT_WINDOWS.map((window, i) => ({ key: window, header: window, cell: (row: ActionRow) => row.counts[i] ?? 0 }))
              ]}
            />
          </section>
          <section className="stack" aria-labelledby="alerts-title">
            <h2 id="alerts-title" style={{ margin: 0 }}>Excessive-use alerts</h2>
            <Table
              caption="Excessive-use alerts"
              rows={alerts}
              rowKey={(row) => row.id}
              empty="No alerts."
              columns={[
                { key: "email", header: "User", cell: (row) => row.email },
                { key: "window", header: "Window", cell: (row) => row.window },
                { key: "observed", header: "Observed", cell: (row) => show(row.observed) },
                { key: "threshold", header: "Threshold", cell: (row) => show(row.threshold) },
                { key: "p95", header: "Baseline p95", cell: (row) => show(row.baselineP95) },
                { key: "state", header: "State", cell: (row) => <Badge tone={row.resolvedAt ? "neutral" : "warning"}>{row.resolvedAt ? "resolved" : "open"}</Badge> }
              ]}
            />
          </section>
        </>
      )}
    </div>
  )
}
