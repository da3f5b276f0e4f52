// waterfall.md §4: when every save attempt fails, the summary is kept in the browser's local storage.

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">

export const summaryDraftKey = (project: { readonly project_id?: number | undefined; readonly project_name: string }, phase: string): string =>
  `initpack.wbs.summary.${project.project_id !== undefined ? `id:${project.project_id}` : `name:${project.project_name.trim().toLowerCase()}`}.${phase}`

export const readDraft = (storage: DraftStorage | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export const writeDraft = (storage: DraftStorage | undefined, key: string, content: string): boolean => {
  try {
    storage?.setItem(key, content)
    return storage !== undefined
  } catch {
    return false
  }
}

export const clearDraft = (storage: DraftStorage | undefined, key: string): void => {
  try {
    storage?.removeItem(key)
  } catch {
    // storage unavailable: nothing to clear
  }
}

export const browserStorage = (): DraftStorage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
