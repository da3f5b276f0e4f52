// The CLI's start-up snapshot (src/snapshot/entry.ts): a heap with everything `pack` and `sow` load, written
// next to the bundle once per Node version and machine (by `npm install`'s postinstall outside CI, or the
// repository's build), from which bin/initpack.js starts those commands (in the installed package on POSIX, the
// launcher written with the blob starts them itself). Run directly, it builds the blob and never fails: without
// a blob the CLI loads its modules as usual.
import { spawn, spawnSync } from "node:child_process"
import { accessSync, chmodSync, constants as fsConstants, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { constants } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const COMMANDS = new Set(["pack", "sow"])

/** A snapshot holds one Node version's heap: the file is named for the version, platform and architecture. */
export const blobPath = (dist) => join(dist, `snapshot-${process.version}-${process.platform}-${process.arch}.blob`)

/**
 * V8 flags the blob is built with and started with (they must match, or Node refuses the blob): a young
 * generation that starts at 16 MB a semi-space instead of 1 MB, so a pack's garbage is collected in about 5
 * scavenges instead of 40 (--trace-gc: about 20 ms of pauses instead of 50-70 ms, at about 20 MB more memory);
 * and no rehashing: a process keeps the string hash seed the blob was built with (random, one per build)
 * instead of rehashing every string and hash table of the 13 MB heap as it starts (about 35 ms).
 */
export const SNAPSHOT_V8_FLAGS = ["--min-semi-space-size=16", "--no-rehash-snapshot"]

/** OPENAI_API_KEY or OPENAI_BASE_URL (not blank) select the model, the only part of pack and sow that uses the network (src/openai-configured.ts). */
const modelConfigured = (env) => (env.OPENAI_API_KEY ?? "").trim() !== "" || (env.OPENAI_BASE_URL ?? "").trim() !== ""

/**
 * The environment of a process started from the snapshot. Node 20 parses every certificate in
 * NODE_EXTRA_CA_CERTS as it starts (about 40 ms for Debian's bundle), for TLS connections; a pack or SOW
 * drafted offline makes none, so it starts without them. With a model configured they stay.
 */
export const snapshotEnv = (env) => {
  if (modelConfigured(env) || env.NODE_EXTRA_CA_CERTS === undefined) return env
  const { NODE_EXTRA_CA_CERTS: _unused, ...rest } = env
  return rest
}

/** Builds dist/snapshot.cjs into the blob; resolves to undefined, or why it could not. */
export const makeSnapshot = (dist) => {
  const blob = blobPath(dist)
  const temp = `${blob}.${process.pid}.tmp`
  const env = { ...process.env }
  // V8 flags in NODE_OPTIONS would be built into the blob, and the bin starts it without them
  delete env.NODE_OPTIONS
  const built = spawnSync(process.execPath, [...SNAPSHOT_V8_FLAGS, "--snapshot-blob", temp, "--build-snapshot", join(dist, "snapshot.cjs")], { cwd: dist, env, encoding: "utf8" })
  if (built.status !== 0) {
    rmSync(temp, { force: true })
    return (built.error?.message ?? built.stderr ?? "").trim() || `node --build-snapshot exited with ${built.status ?? built.signal}`
  }
  renameSync(temp, blob)
  writeLauncher(dist, blob)
  return undefined
}

const shQuote = (text) => `'${text.replaceAll("'", "'\\''")}'`

/**
 * The installed package's bin on POSIX once a blob is built: a shell script (valid JavaScript too: every shell
 * line is a string and a comment to Node) that starts `pack` and `sow` as `node --snapshot-blob <blob>` itself,
 * so no Node process of its own runs in front of the command (about one `node -e 0`). It does so only where it
 * cannot be wrong: the `node` on PATH is the one that built the blob and has not changed since (else Node
 * would refuse the blob), the blob is there, no NODE_OPTIONS, INITPACK_SNAPSHOT is not 0, and standard output
 * is not a terminal (the live view); with no model configured, without NODE_EXTRA_CA_CERTS (snapshotEnv).
 * Everything else goes to bin/cli.js, the JavaScript bin, as before.
 */
export const launcherScript = ({ node, blob, cli }) => `#!/bin/sh
":" //; # initpack's launcher, written by bin/snapshot.js with the start-up snapshot (see docs/cli.md, Speed)
":" //; node=${shQuote(node)} blob=${shQuote(blob)} cli=${shQuote(cli)}
":" //; [ -f "$cli" ] || { l=$(readlink -- "$0") || l=$0; case $l in /*) ;; *) l=$(dirname -- "$0")/$l ;; esac; cli=$(dirname -- "$l")/cli.js; }
":" //; case "$1" in pack|sow) ;; *) exec node "$cli" "$@" ;; esac
":" //; [ "\${INITPACK_SNAPSHOT-}" != 0 ] && [ -z "\${NODE_OPTIONS-}" ] && [ ! -t 1 ] && [ -f "$blob" ] && [ ! "$node" -nt "$blob" ] && [ "$(command -v node)" -ef "$node" ] || exec node "$cli" "$@"
":" //; case "\${OPENAI_API_KEY-}\${OPENAI_BASE_URL-}" in *[![:space:]]*) ;; *) unset NODE_EXTRA_CA_CERTS ;; esac
":" //; exec "$node" ${SNAPSHOT_V8_FLAGS.join(" ")} --snapshot-blob "$blob" "$@"
import "./cli.js"
`

/**
 * Writes the launcher over bin/initpack.js (npm's .bin link points there) in the installed package on POSIX:
 * never in the repository, whose bin is the JavaScript one, nor on Windows, whose npm shims run bins with node.
 */
const writeLauncher = (dist, blob) => {
  const root = dirname(dist)
  const bin = join(root, "bin/initpack.js")
  const cli = join(root, "bin/cli.js")
  if (process.platform === "win32" || !existsSync(cli)) return
  try {
    if (JSON.parse(readFileSync(join(root, "package.json"), "utf8")).private === true) return
    const temp = `${bin}.${process.pid}.tmp`
    writeFileSync(temp, launcherScript({ node: process.execPath, blob, cli }))
    chmodSync(temp, 0o755)
    renameSync(temp, bin)
  } catch {
    // bin/initpack.js stays the JavaScript bin, which starts the snapshot as a child process
  }
}

const inCi = (env) => !["", "0", "false"].includes((env.CI ?? "").trim().toLowerCase())

/**
 * Whether `initpack <argv>` starts from the snapshot: pack and sow, unless INITPACK_SNAPSHOT=0, Node runs with
 * flags of its own (they must match the blob's), or a terminal shows the live view (Ink is not in the snapshot;
 * the same rule as output/choose-reporter.ts).
 */
export const startsFromSnapshot = (argv, env = process.env, stdoutIsTty = process.stdout.isTTY === true, nodeArgs = process.execArgv) =>
  COMMANDS.has(argv[0]) &&
  env.INITPACK_SNAPSHOT !== "0" &&
  nodeArgs.length === 0 &&
  (env.NODE_OPTIONS ?? "").trim() === "" &&
  !(stdoutIsTty && !inCi(env) && !argv.includes("--json"))

/** The one line a pack or sow without a start-up snapshot prints on stderr (docs/cli.md, Speed): the same files, only slower. */
export const SPEED_NOTE =
  "initpack: no start-up snapshot (the package's install script did not run), so pack and sow start about 0.2 s slower; `node node_modules/@initpack/cli/bin/snapshot.js` builds it"
export const SPEED_NOTE_BUILDING =
  "initpack: no start-up snapshot yet (the package's install script did not run), so this pack starts about 0.2 s slower; it is being built for the next ones"

/** The started process writes one byte to this descriptor first: a process that never did could not start. */
const STARTED_FD = 3
/** Node's exit code for a snapshot it refuses (another Node build, other V8 flags); the CLI never exits with it. */
const NODE_REFUSED_SNAPSHOT = 14

/** Removes a blob Node cannot start from, and says so. */
const forget = (blob) => {
  try {
    rmSync(blob, { force: true })
    console.error(`initpack: removed the start-up snapshot Node could not start from; node ${fileURLToPath(new URL("snapshot.js", import.meta.url))} builds it again`)
  } catch {
    console.error(`initpack: Node could not start from ${blob}; remove it, or set INITPACK_SNAPSHOT=0`)
  }
}

/**
 * Runs `initpack <argv>` in a process started from the snapshot and resolves to its exit code; undefined when
 * there is no snapshot or Node could not start from it (another Node build, a damaged file: Node exits with 14
 * or aborts before our code runs), and the caller then runs the command itself.
 */
export const runFromSnapshot = async (dist, argv) => {
  if (!startsFromSnapshot(argv)) return undefined
  const blob = blobPath(dist)
  if (!existsSync(blob)) {
    const later = buildsLater(dist)
    // where a snapshot was wanted (not on CI by default): the install script did not run, or it could not build one
    if (buildsAtInstall()) console.error(later ? SPEED_NOTE_BUILDING : SPEED_NOTE)
    if (later) process.once("exit", () => buildDetached())
    return undefined
  }
  const child = spawn(process.execPath, [...SNAPSHOT_V8_FLAGS, "--snapshot-blob", blob, ...argv], {
    stdio: ["inherit", "inherit", "inherit", "pipe"],
    env: { ...snapshotEnv(process.env), INITPACK_SNAPSHOT_STARTED_FD: String(STARTED_FD) }
  })
  let started = false
  child.stdio[STARTED_FD].once("data", () => (started = true))
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"]
  let forwarded
  const forward = (signal) => {
    forwarded = signal
    child.kill(signal)
  }
  for (const s of signals) process.on(s, forward)
  const [code, signal] = await new Promise((done) => {
    child.on("error", () => done([undefined, undefined]))
    child.on("close", (c, s) => done([c, s]))
  })
  for (const s of signals) process.off(s, forward)
  // the signal the child ended by, or one sent to the bin before the child started: end the same way (the
  // caller must not run the command again meanwhile)
  const endedBy = signal && (started || forwarded !== undefined) ? signal : started ? undefined : forwarded
  if (endedBy !== undefined) {
    process.kill(process.pid, endedBy)
    return 128 + (constants.signals[endedBy] ?? 0)
  }
  if (!started) {
    // Node printed why; a blob it refuses (exit 14) or aborts on is no use to later runs either
    if (code === NODE_REFUSED_SNAPSHOT || signal === "SIGABRT") forget(blob)
    return undefined
  }
  return code ?? 1
}

/**
 * Whether `npm install` builds the blob: it takes 2-3 s and saves about 0.2 s a pack, so not on a CI runner,
 * which usually installs afresh and packs once (INITPACK_SNAPSHOT=1 builds it there too, e.g. for a cached
 * node_modules; INITPACK_SNAPSHOT=0 never).
 */
export const buildsAtInstall = (env = process.env) => env.INITPACK_SNAPSHOT === "1" || (env.INITPACK_SNAPSHOT !== "0" && !inCi(env))

const writable = (dir) => {
  try {
    accessSync(dir, fsConstants.W_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Whether a pack or sow that found no blob builds one for the next runs: where no postinstall ran (pnpm and yarn
 * leave dependencies' install scripts off unless allowed, npm can be told to), on the same terms as npm install,
 * and only into a folder this user can write.
 */
export const buildsLater = (dist, env = process.env) => buildsAtInstall(env) && existsSync(join(dist, "snapshot.cjs")) && writable(dist)

/** Builds the blob in a process of its own that outlives this one, started as this one exits (the command is not slowed). */
const buildDetached = () => {
  try {
    spawn(process.execPath, [fileURLToPath(import.meta.url)], { detached: true, stdio: "ignore", windowsHide: true }).unref()
  } catch {
    // the next run tries again
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && buildsAtInstall()) {
  const dist = fileURLToPath(new URL("../dist/", import.meta.url))
  const why = existsSync(join(dist, "snapshot.cjs")) ? makeSnapshot(dist) : "dist/snapshot.cjs is missing"
  if (why !== undefined) console.warn(`initpack: no start-up snapshot (${why.split("\n")[0]}); commands load their modules as usual`)
}
