// esbuild plugin: pdfkit is bundled into the PDF chunk instead of imported as a package, so that fontkit (about
// 0.12 s to import) loads only when a PDF embeds a TrueType font (DejaVu Sans, a CJK font), not for the standard
// fonts. pdfkit's two references to its own folder are pointed at the installed pdfkit package, whose
// standard-font modules and data files it reads at run time.
import { readFile } from "node:fs/promises"

const LAZY_FONTKIT = "initpack-lazy-fontkit"

/**
 * pdfkit's fontkit import (or every fontkit import, with `everywhere`) becomes `contents`, a module whose
 * create() requires the fontkit package on first use.
 */
export const lazyFontkit = (build, contents, resolveDir, everywhere = false) => {
  build.onResolve({ filter: /^fontkit$/ }, (args) =>
    everywhere || /[\\/]node_modules[\\/]pdfkit[\\/]/.test(args.importer) ? { path: LAZY_FONTKIT, namespace: LAZY_FONTKIT } : undefined
  )
  build.onLoad({ filter: /.*/, namespace: LAZY_FONTKIT }, () => ({ contents, loader: "js", resolveDir }))
}

/** Applies [from, to] edits to a file's text; each `from` must occur exactly once. */
export const editOnce = (contents, edits, path, plugin) => {
  for (const [from, to] of edits) {
    const at = contents.indexOf(from)
    if (at < 0 || contents.indexOf(from, at + 1) >= 0) throw new Error(`${plugin}: expected "${from}" once in ${path}`)
    contents = contents.replace(from, to)
  }
  return contents
}

/** Each edit must match exactly once: a pdfkit release that changes these lines fails the build, not the PDFs. */
const EDITS = [
  // '#standard-fonts/*' are subpath imports of the pdfkit package: resolve them from pdfkit's own file
  ["const require$1 = createRequire(import.meta.url);", "const require$1 = createRequire(createRequire(import.meta.url).resolve('pdfkit'));"],
  [
    "new URL('./data/sRGB_IEC61966_2_1.icc', import.meta.url).href",
    "new URL('./data/sRGB_IEC61966_2_1.icc', createRequire(import.meta.url)('node:url').pathToFileURL(createRequire(import.meta.url).resolve('pdfkit'))).href"
  ]
]

export const pdfkitInBundle = {
  name: "pdfkit-in-bundle",
  setup(build) {
    // fontkit stays a package (external): required on pdfkit's first embedded font
    lazyFontkit(build, `export const create = (...args) => require("fontkit").create(...args)`, process.cwd())
    build.onLoad({ filter: /[\\/]node_modules[\\/]pdfkit[\\/]js[\\/]pdfkit\.node\.mjs$/ }, async (args) => {
      return { contents: editOnce(await readFile(args.path, "utf8"), EDITS, args.path, "pdfkit-in-bundle"), loader: "js" }
    })
  }
}
