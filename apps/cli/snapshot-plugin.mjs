// esbuild plugin for the start-up snapshot's CommonJS bundle (snapshot-bundle.mjs). While a snapshot is built
// only built-in modules can be required and nothing may load node:module, so: node:module is reached at run
// time only, pdfkit's standard fonts are bundled, fontkit is required on the first embedded font, and the Ink
// view (ESM with top-level await) is left out: the bin starts the snapshot only where no terminal view is
// drawn, and should that ever differ, progress comes as plain lines.
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { editOnce, lazyFontkit } from "./pdfkit-plugin.mjs"

const NS = "initpack-snapshot"
const src = join(import.meta.dirname, "src")

const EDITS = [
  ["const require$1 = createRequire(import.meta.url);", ""],
  // the sRGB profile (PDF/A only) is found where pdfkit is installed, when it is read
  ["const ICC_PROFILE_PATH = new URL('./data/sRGB_IEC61966_2_1.icc', import.meta.url).href;", ""],
  [
    "iccProfile = fs.readFileSync(ICC_PROFILE_PATH);",
    "iccProfile = fs.readFileSync(require('node:path').join(require('node:path').dirname(createRequire(import.meta.url).resolve('pdfkit')), 'data', 'sRGB_IEC61966_2_1.icc'));"
  ]
]

const COMPROMISE_EDITS = [
  [
    "nlp.plugin(preTag) //~103kb\n",
    `nlp.plugin(preTag) //~103kb
for (const [own, merged] of [[preTag.model.one.lexicon, nlp.world().model.one.lexicon], [preTag.model.two.switches, nlp.world().model.two.switches]])
  if (own !== merged) for (const word of Object.keys(own)) delete own[word]
`
  ]
]

export const snapshotPlugin = {
  name: "initpack-snapshot",
  setup(build) {
    build.onResolve({ filter: /[\\/]view[\\/]ink-reporter$/ }, () => ({ path: "plain-view", namespace: NS }))
    build.onLoad({ filter: /^plain-view$/, namespace: NS }, () => ({
      contents: `import { plainReporter } from "./output/plain-reporter"
export const inkReporter = (stdout, stderr) => plainReporter((text) => stdout.write(text + "\\n"), stderr)`,
      resolveDir: src,
      loader: "js"
    }))
    // `initpack check`'s Ink view (issue 34): its plain lines instead
    build.onResolve({ filter: /[\\/]view[\\/]check-view$/ }, () => ({ path: "plain-check-view", namespace: NS }))
    build.onLoad({ filter: /^plain-check-view$/, namespace: NS }, () => ({
      contents: `import { checkLines } from "./output/check-summary"
export const renderCheck = async (stdout, { summary, findings }) => { stdout.write(checkLines(summary, findings)) }`,
      resolveDir: src,
      loader: "js"
    }))
    build.onResolve({ filter: /^(node:)?module$/ }, () => ({ path: "module-at-run-time", namespace: NS }))
    build.onLoad({ filter: /^module-at-run-time$/, namespace: NS }, () => ({
      contents: `export const createRequire = (from) => process.getBuiltinModule("node:module").createRequire(from)`,
      loader: "js"
    }))
    lazyFontkit(
      build,
      `import { createRequire } from "node:module"
export const create = (...args) => createRequire(import.meta.url)("fontkit").create(...args)`,
      src,
      // the PDF fonts' own import too: fontkit and its WOFF2 decoder (brotli) would be 0.7 MB of source in the snapshot
      true
    )
    // compromise merges each plugin's model into its world as a copy; the pre-tagger's own lexicon and switches
    // (about 25,000 words) are not read again, and would be a second copy of 1.8 MB in the snapshot
    build.onLoad({ filter: /[\\/]node_modules[\\/]compromise[\\/]src[\\/]two\.js$/ }, async (args) => ({
      contents: editOnce(await readFile(args.path, "utf8"), COMPROMISE_EDITS, args.path, "initpack-snapshot"),
      loader: "js"
    }))
    // pdfkit encrypts only password-protected PDFs (the CLI writes none); AES's tables would be 1.3 MB of the snapshot
    build.onResolve({ filter: /^@noble\/ciphers\/aes$/ }, () => ({ path: "aes-at-run-time", namespace: NS }))
    build.onLoad({ filter: /^aes-at-run-time$/, namespace: NS }, () => ({
      contents: `import { createRequire } from "node:module"
const aes = () => createRequire(createRequire(import.meta.url).resolve("pdfkit"))("@noble/ciphers/aes")
export const cbc = (...args) => aes().cbc(...args)
export const ecb = (...args) => aes().ecb(...args)`,
      resolveDir: src,
      loader: "js"
    }))
    build.onLoad({ filter: /[\\/]node_modules[\\/]pdfkit[\\/]js[\\/]pdfkit\.node\.mjs$/ }, async (args) => {
      const contents = editOnce(await readFile(args.path, "utf8"), EDITS, args.path, "initpack-snapshot")
      // static requires of the standard fonts, so that esbuild bundles them
      const fonts = contents.replaceAll("require$1('#standard-fonts/", "require('#standard-fonts/")
      if (fonts.includes("require$1")) throw new Error(`initpack-snapshot: pdfkit requires something else than its standard fonts in ${args.path}`)
      return { contents: fonts, loader: "js" }
    })
  }
}
