// The collapsed state of the left navigation is remembered locally (platform.md §2.3, §9).
export const NAV_COLLAPSED_KEY = "initpack.nav.collapsed"

export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export const readCollapsed = (store: KeyValueStore | undefined): boolean => {
  try {
    return store?.getItem(NAV_COLLAPSED_KEY) === "1"
  } catch {
    return false
  }
}

export const writeCollapsed = (store: KeyValueStore | undefined, collapsed: boolean): void => {
  try {
    store?.setItem(NAV_COLLAPSED_KEY, collapsed ? "1" : "0")
  } catch {
    // Private mode or storage disabled: the state just is not remembered.
  }
}
