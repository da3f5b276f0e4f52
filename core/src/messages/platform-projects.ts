// Project creation, list and workspace texts (platform.md §2.4, §2.5, §5, §8).

// §5 validation
export const PROJECT_NAME_REQUIRED = "Project name is required."
export const METHODOLOGY_NOT_ON_PLAN = "That delivery method isn’t available on your plan."
export const PROJECT_NAME_TAKEN = "You already have a project with that name. Choose another."
export const MAX_PROJECTS_REACHED =
  "You’ve already created the maximum projects for your current billing window."

// §2.4 / §2.5 screen texts
export const AGILE_NOT_ON_PLAN = "Agile isn’t available on your current plan."
export const ARCHIVE_PROJECT_CONFIRM = "Archive this project? You can restore it from Archived Projects."
export const UPGRADE_REQUIRED = "Upgrade required"

// §8 errors
export const FETCH_PROJECTS_FAILED = "Fetch projects failed"
export const FETCH_ARCHIVED_PROJECTS_FAILED = "Fetch archived projects failed"
export const CREATE_PROJECT_FAILED = "Create project failed"
export const FETCH_PROJECT_FAILED = "Fetch project failed"
export const CREATE_SUCCEEDED_WITHOUT_ID = "Create succeeded but no project ID was returned"
export const FAILED_TO_DETECT_PROJECT = "Failed to detect project."

export const failedToLoadPlan = (status: number | string): string => `Failed to load plan (${status})`
export const capacityCheckFailed = (status: number | string): string => `Capacity check failed (${status})`
export const nameCheckFailed = (status: number | string): string => `Name check failed (${status})`
export const createFailed = (status: number | string): string => `Create failed (${status})`
export const listFailed = (status: number | string): string => `Failed: ${status}`
export const archiveFailed = (status: number | string): string => `Archive failed: ${status}`
export const unarchiveFailed = (status: number | string): string => `Unarchive failed: ${status}`
export const deliveryCheckFailed = (status: number | string): string => `Delivery check failed ${status}`
export const resolveFailed = (status: number | string): string => `Resolve failed ${status}`
