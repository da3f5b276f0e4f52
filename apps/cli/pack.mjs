// Makes the installable npm package of the CLI: `npm run pack -w @initpack/cli [-- --out <dir>]`.
// apps/cli/package.json is the workspace manifest (private, @initpack/* workspace dependencies); the
// published package is staged in a temporary folder with its own manifest: core and adapters are
// bundled into dist/, only the packages the bundle imports at run time are dependencies (pdfkit and
// fontkit read data files next to their code; the PDF renderer reads DejaVu Sans from dejavu-fonts-ttf;
// the offline drafter requires compromise at run time, on the first brief it tags; backup and restore load
// PGlite, which reads its WebAssembly from beside its code).
import { execFile } from "node:child_process"
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { buildCli } from "./build.mjs"

const run = promisify(execFile)
const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, "../..")

/** Run-time imports left out of the bundle, with the ranges the workspace uses. */
const RUNTIME_DEPENDENCIES = ["pdfkit", "fontkit", "dejavu-fonts-ttf", "compromise", "@electric-sql/pglite"]

const readJson = async (path) => JSON.parse(await readFile(path, "utf8"))

/** The publish manifest: name, version and engines of the CLI, its bin, files and run-time dependencies. */
export const publishManifest = async () => {
  const cli = await readJson(join(here, "package.json"))
  const workspace = await readJson(join(root, "package.json"))
  const adapters = await readJson(join(root, "adapters/package.json"))
  const ranges = { ...adapters.dependencies, ...cli.dependencies }
  return {
    name: cli.name,
    version: cli.version,
    description: workspace.description,
    type: "module",
    license: "UNLICENSED",
    engines: workspace.engines,
    bin: { initpack: "bin/initpack.js" },
    // the start-up snapshot is built for the installing Node; without it (--ignore-scripts) the CLI runs as usual
    scripts: { postinstall: "node bin/snapshot.js" },
    files: ["bin", "dist", "README.md"],
    keywords: ["project-initiation", "statement-of-work", "prince2", "agile", "cli"],
    dependencies: Object.fromEntries(RUNTIME_DEPENDENCIES.map((name) => [name, ranges[name]]))
  }
}

/** Stages the package and runs `npm pack` on it; resolves to the tarball's path. */
export const packCli = async ({ out = here, quiet = false } = {}) => {
  const stage = await mkdtemp(join(tmpdir(), "initpack-cli-package-"))
  try {
    await buildCli({ quiet: true, outdir: join(stage, "dist"), blob: false })
    await mkdir(join(stage, "bin"))
    // the repository's own bin: dist/ is always there in the package, so it never builds. On POSIX the
    // postinstall writes a launcher over bin/initpack.js (bin/snapshot.js); bin/cli.js stays the JavaScript bin
    for (const [from, to] of [["initpack.js", "initpack.js"], ["initpack.js", "cli.js"], ["snapshot.js", "snapshot.js"]]) await copyFile(join(here, "bin", from), join(stage, "bin", to))
    for (const file of ["initpack.js", "cli.js"]) await chmod(join(stage, "bin", file), 0o755)
    await writeFile(join(stage, "package.json"), `${JSON.stringify(await publishManifest(), null, 2)}\n`)
    await copyFile(join(here, "README.md"), join(stage, "README.md"))
    await mkdir(out, { recursive: true })
    const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", resolve(out)], { cwd: stage })
    const [info] = JSON.parse(stdout)
    const tarball = join(resolve(out), info.filename)
    if (!quiet) console.log(`${tarball}: ${info.entryCount} files, ${(info.size / 1024).toFixed(0)} kB packed, ${(info.unpackedSize / 1024).toFixed(0)} kB unpacked`)
    return { tarball, size: info.size, unpackedSize: info.unpackedSize, files: info.entryCount }
  } finally {
    await rm(stage, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--out")
  await packCli({ out: i > 0 ? process.argv[i + 1] : here })
}
