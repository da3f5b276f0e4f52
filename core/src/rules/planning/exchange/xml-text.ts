// eslint-disable-next-line no-control-regex
const SPECIAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/

/** Text or attribute value escaped for XML 1.0; characters XML 1.0 cannot carry are dropped. */
export const xmlText = (s: string): string =>
  !SPECIAL.test(s)
    ? s
    : s
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
