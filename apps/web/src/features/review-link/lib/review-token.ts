/** The reviewer's token from the mailed link's fragment (`/review#token=...`); browsers never send a fragment. */
export const reviewTokenOf = (hash: string): string | undefined => {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token")?.trim()
  return token ? token : undefined
}

/** The header the review routes read the token from. */
export const tokenHeaders = (token: string): Readonly<Record<string, string>> => ({ "X-Review-Token": token })
