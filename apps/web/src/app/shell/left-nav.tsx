import { NavLink } from "react-router"

// platform.md §2.3 navigation items.
const ITEMS = [
  { to: "/app", label: "Home", icon: "⌂", end: true },
  { to: "/app/create", label: "Create New Project", icon: "+", end: false },
  { to: "/app/projects", label: "Existing Projects", icon: "▤", end: true },
  { to: "/app/projects/archived", label: "Archived Projects", icon: "⌸", end: false },
  { to: "/app/account/mysubscription", label: "Subscription Status", icon: "$", end: false },
  { to: "/app/feedback", label: "Feedback", icon: "✉", end: false }
] as const

export const LeftNav = ({ collapsed, onToggle }: { readonly collapsed: boolean; readonly onToggle: () => void }) => (
  <nav className="shell-nav" aria-label="Main">
    <button
      type="button"
      className="ui-btn ui-btn-ghost ui-btn-sm shell-nav-toggle"
      aria-expanded={!collapsed}
      aria-controls="shell-nav-list"
      onClick={onToggle}
    >
      <span aria-hidden="true">{collapsed ? "»" : "«"}</span>
      <span className={collapsed ? "sr-only" : ""}>{collapsed ? "Expand menu" : "Collapse menu"}</span>
    </button>
    <ul id="shell-nav-list">
      {ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} title={collapsed ? item.label : undefined}>
            <span className="shell-nav-icon" aria-hidden="true">
              {item.icon}
            </span>
            <span className="shell-nav-text">{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
)
