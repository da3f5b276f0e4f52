import type { AdminUserView } from "../../responses/admin/admin-responses"
import type { AdminUserRecord } from "../../ports/admin/admin-repository"

/** platform.md §3 Admin user view. */
export const adminUserView = (u: AdminUserRecord): AdminUserView => ({
  id: u.id,
  email: u.email,
  name: u.name,
  roles: [...u.roles],
  is_active: u.isActive,
  created_at: u.createdAt.toISOString(),
  plan: u.planCode,
  plan_code: u.planCode,
  projects: { active: u.activeProjects, archived: u.archivedProjects }
})
