// The installed package's POSIX launcher (bin/snapshot.js launcherScript), run by /bin/sh with a stand-in for
// Node that prints how it was started: which runs start the snapshot themselves and which go to bin/cli.js.
import { execFileSync, spawnSync } from "node:child_process"
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
// @ts-expect-error bin/snapshot.js is plain JavaScript without types
import { launcherScript, SNAPSHOT_V8_FLAGS, snapshotEnv } from "../bin/snapshot.js"
import { draftsWithModel } from "../src/openai-configured"

const script = launcherScript as (paths: { node: string; blob: string; cli: string }) => string
const flags = SNAPSHOT_V8_FLAGS as ReadonlyArray<string>
const work = mkdtempSync(join(tmpdir(), "initpack-launcher-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A package folder (with a quote and a space in its path) holding bin/, dist/ and a stand-in `node` in its own PATH folder. */
const setUp = (name: string) => {
  const root = join(work, `it's ${name}`)
  const pathDir = join(root, "path")
  for (const dir of ["bin", "dist", "path"]) mkdirSync(join(root, dir), { recursive: true })
  const node = join(pathDir, "node")
  // prints its arguments one per line, as Node would receive them
  writeFileSync(node, '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n')
  chmodSync(node, 0o755)
  const blob = join(root, "dist/snapshot.blob")
  writeFileSync(blob, "blob")
  const cli = join(root, "bin/cli.js")
  writeFileSync(cli, "")
  const launcher = join(root, "bin/initpack.js")
  writeFileSync(launcher, script({ node, blob, cli }))
  chmodSync(launcher, 0o755)
  const run = (args: ReadonlyArray<string>, env: Record<string, string> = {}, bin = launcher): ReadonlyArray<string> => {
    const r = spawnSync(bin, args, { env: { PATH: `${pathDir}:/usr/bin:/bin`, ...env }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
    expect(r.status, r.stderr).toBe(0)
    return r.stdout.trimEnd().split("\n")
  }
  return { root, node, blob, cli, launcher, run }
}

describe("the POSIX launcher written with the start-up snapshot", () => {
  it("starts pack and sow from the snapshot itself, the arguments as given", () => {
    const { blob, run } = setUp("direct")
    expect(run(["pack", "my brief.yaml", "--out", "it's out/"])).toEqual([...flags, "--snapshot-blob", blob, "pack", "my brief.yaml", "--out", "it's out/"])
    expect(run(["sow", "b.yaml", "--out", "s.pdf"])).toEqual([...flags, "--snapshot-blob", blob, "sow", "b.yaml", "--out", "s.pdf"])
  })

  it("hands every other command, and pack and sow where the snapshot cannot be used, to bin/cli.js", () => {
    const { blob, cli, node, run } = setUp("fallback")
    for (const command of ["validate", "init", "--version", "diff"]) expect(run([command, "x"])).toEqual([cli, command, "x"])
    expect(run([])).toEqual([cli])
    expect(run(["pack", "b.yaml"], { INITPACK_SNAPSHOT: "0" })).toEqual([cli, "pack", "b.yaml"])
    expect(run(["pack", "b.yaml"], { INITPACK_SNAPSHOT: "1" })).toEqual([...flags, "--snapshot-blob", blob, "pack", "b.yaml"])
    expect(run(["pack", "b.yaml"], { NODE_OPTIONS: "--max-old-space-size=4096" })).toEqual([cli, "pack", "b.yaml"])
    // Node replaced in place after the blob was built (an upgrade): Node would refuse the blob
    utimesSync(blob, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000))
    utimesSync(node, new Date(), new Date())
    expect(run(["pack", "b.yaml"])).toEqual([cli, "pack", "b.yaml"])
    // no blob (removed after Node refused it)
    rmSync(blob)
    expect(run(["sow", "b.yaml"])).toEqual([cli, "sow", "b.yaml"])
  })

  it("starts the snapshot only with the Node on PATH that built it", () => {
    const { root, run } = setUp("other-node")
    const otherDir = join(root, "other")
    mkdirSync(otherDir)
    writeFileSync(join(otherDir, "node"), '#!/bin/sh\necho other "$@"\n')
    chmodSync(join(otherDir, "node"), 0o755)
    const r = spawnSync(join(root, "bin/initpack.js"), ["pack", "b.yaml"], { env: { PATH: `${otherDir}:/usr/bin:/bin` }, encoding: "utf8" })
    expect(r.stdout.trim()).toBe(`other ${join(root, "bin/cli.js")} pack b.yaml`)
    // the same Node through a symbolic link (Homebrew, nvm shims) is the same file
    const linked = join(root, "linked")
    mkdirSync(linked)
    symlinkSync(join(root, "path/node"), join(linked, "node"))
    expect(run(["pack", "b.yaml"], { PATH: `${linked}:/usr/bin:/bin` }).slice(flags.length)[0]).toBe("--snapshot-blob")
  })

  it("finds bin/cli.js next to itself through npm's .bin link when the package folder has moved", () => {
    const { root, cli, run } = setUp("moved")
    const moved = `${root}-moved`
    execFileSync("mv", [root, moved])
    mkdirSync(join(moved, ".bin"))
    symlinkSync("../bin/initpack.js", join(moved, ".bin/initpack"))
    const out = run(["validate", "b.yaml"], { PATH: `${join(moved, "path")}:/usr/bin:/bin` }, join(moved, ".bin/initpack"))
    expect(out).toEqual([`${moved}/.bin/../bin/cli.js`, "validate", "b.yaml"])
    expect(out[0]).not.toBe(cli)
  })

  it("starts an offline pack without NODE_EXTRA_CA_CERTS, and keeps them when a model drafts", () => {
    const { root, blob, cli } = setUp("certificates")
    // a stand-in Node that prints the certificates it was given, then its arguments
    const node = join(root, "path/node")
    writeFileSync(node, '#!/bin/sh\nprintf "%s\\n" "ca=${NODE_EXTRA_CA_CERTS-none}" "$@"\n')
    // not newer than the blob (a Node changed after the blob was built is not started with it)
    utimesSync(node, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000))
    const run = (args: ReadonlyArray<string>, env: Record<string, string>) =>
      execFileSync(join(root, "bin/initpack.js"), args, { env: { PATH: `${join(root, "path")}:/usr/bin:/bin`, NODE_EXTRA_CA_CERTS: "/etc/ca.pem", ...env }, encoding: "utf8" }).trimEnd().split("\n")
    expect(run(["pack", "b.yaml"], {})).toEqual(["ca=none", ...flags, "--snapshot-blob", blob, "pack", "b.yaml"])
    expect(run(["sow", "b.yaml"], { OPENAI_API_KEY: "  " })[0]).toBe("ca=none")
    expect(run(["pack", "b.yaml"], { OPENAI_API_KEY: "sk-test" })[0]).toBe("ca=/etc/ca.pem")
    expect(run(["pack", "b.yaml"], { OPENAI_BASE_URL: "https://llm.internal/v1" })[0]).toBe("ca=/etc/ca.pem")
    // other commands, and packs that do not start from the snapshot, keep their environment
    expect(run(["validate", "b.yaml"], {})).toEqual(["ca=/etc/ca.pem", cli, "validate", "b.yaml"])
    expect(run(["pack", "b.yaml"], { INITPACK_SNAPSHOT: "0" })).toEqual(["ca=/etc/ca.pem", cli, "pack", "b.yaml"])
  })

  it("the JavaScript bin's child drops the certificates on the same terms as the CLI's choice of drafter", () => {
    const envs: ReadonlyArray<Record<string, string>> = [{}, { OPENAI_API_KEY: "sk" }, { OPENAI_API_KEY: " " }, { OPENAI_BASE_URL: "http://127.0.0.1:9/v1" }, { OPENAI_API_KEY: "", OPENAI_BASE_URL: "\t" }]
    for (const env of envs) {
      const started = (snapshotEnv as (e: Record<string, string>) => Record<string, string>)({ ...env, NODE_EXTRA_CA_CERTS: "/etc/ca.pem", HOME: "/home/u" })
      expect(started["NODE_EXTRA_CA_CERTS"] === undefined).toBe(!draftsWithModel(false, env))
      expect(started["HOME"]).toBe("/home/u")
    }
  })

  it("is JavaScript too: `node bin/initpack.js` runs bin/cli.js", () => {
    const dir = join(work, "as-js")
    mkdirSync(join(dir, "bin"), { recursive: true })
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n')
    writeFileSync(join(dir, "bin/cli.js"), 'console.log("cli", process.argv.slice(2).join(" "))\n')
    writeFileSync(join(dir, "bin/initpack.js"), script({ node: process.execPath, blob: join(dir, "none.blob"), cli: join(dir, "bin/cli.js") }))
    expect(execFileSync(process.execPath, [join(dir, "bin/initpack.js"), "pack", "b.yaml"], { encoding: "utf8" }).trim()).toBe("cli pack b.yaml")
  })
})
