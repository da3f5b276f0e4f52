import type { CompiledForecast } from "./compile-forecast"
import { SIMULATION_WASM } from "./simulation-wasm"

/** The exports of simulation.wat. */
interface Kernel {
  readonly memory: WebAssembly.Memory
  readonly simulate: (args: number, from: number, to: number) => void
  readonly replay: (args: number, from: number, to: number) => void
  readonly ranks: (values: number, sorted: number, out: number, n: number) => number
}

/**
 * Iterations a call: V8 runs a call to the end in the code it started in, and compiles a function again with its
 * optimising tier once it has run for a while, so later chunks run faster.
 */
const CHUNK = 64

const inChunks = (run: (args: number, from: number, to: number) => void, iterations: number): void => {
  for (let from = 0; from < iterations; from += CHUNK) run(0, from, Math.min(iterations, from + CHUNK))
}

let kernel: Kernel | null | undefined

/**
 * The WebAssembly loops of the run, compiled on first use (about a millisecond); undefined where WebAssembly is
 * not available, and the caller runs the same loops in JavaScript.
 */
export const simulationKernel = (): Kernel | undefined => {
  if (kernel === undefined) {
    try {
      const bytes = Uint8Array.from(atob(SIMULATION_WASM), (c) => c.charCodeAt(0))
      kernel = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as unknown as Kernel
    } catch {
      kernel = null
    }
  }
  return kernel ?? undefined
}

/** Drops the compiled kernel: a start-up snapshot cannot hold WebAssembly; the next run compiles it again. */
export const forgetSimulationKernel = (): void => {
  kernel = undefined
}

/** false runs the loops in JavaScript from now on (tests compare the two), true compiles the kernel again. */
export const useSimulationKernel = (on: boolean): void => {
  kernel = on ? undefined : null
}

type Typed = Float64Array | Int32Array

/** Lays arrays out in the kernel's memory, 8-byte aligned after a header of `headerBytes`, growing it as needed. */
const layout = (k: Kernel, headerBytes: number, arrays: ReadonlyArray<Typed>) => {
  const at: Array<number> = []
  let end = headerBytes
  for (const a of arrays) {
    at.push(end)
    end += Math.ceil(a.byteLength / 8) * 8
  }
  const missing = end - k.memory.buffer.byteLength
  if (missing > 0) k.memory.grow(Math.ceil(missing / 65536))
  const buffer = k.memory.buffer
  arrays.forEach((a, i) => new Uint8Array(buffer, at[i]!, a.byteLength).set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength)))
  return { at, buffer }
}

/** Copies the kernel's memory back into the arrays laid out at `at` (the kernel never grows its memory). */
const copyBack = (buffer: ArrayBuffer, at: ReadonlyArray<number>, arrays: ReadonlyArray<Typed>) =>
  arrays.forEach((into, i) => new Uint8Array(into.buffer, into.byteOffset, into.byteLength).set(new Uint8Array(buffer, at[i]!, into.byteLength)))

export interface KernelRun {
  readonly finish: Float64Array
  readonly cost: Float64Array
  readonly critical: Int32Array
  readonly occurred: Int32Array
}

/** runSimulation's iterations in the kernel; `state` is sfc32's state, advanced as the JavaScript would. */
export const simulateInKernel = (
  k: Kernel,
  c: CompiledForecast,
  iterations: number,
  pertTable: Float64Array | undefined,
  derived: { readonly split: Float64Array; readonly below: Float64Array; readonly above: Float64Array; readonly leafOfNode: Int32Array },
  state: Int32Array
): KernelRun => {
  const out: KernelRun = { finish: new Float64Array(iterations), cost: new Float64Array(iterations), critical: new Int32Array(c.leaves), occurred: new Int32Array(c.riskProbability.length) }
  const outputs: ReadonlyArray<Typed> = [out.finish, out.cost, out.critical, out.occurred, state]
  const arrays: ReadonlyArray<Typed> = [
    c.low, c.high, derived.split, derived.below, derived.above, c.costRate, c.leafNode, c.pertAt, pertTable ?? new Float64Array(2),
    c.riskProbability, c.riskDays, c.riskCost, c.riskFirst, c.riskLeaf,
    Int32Array.from(c.nodeKind), c.startFloor, c.inFirst, c.inMid, c.inSrc, c.inLag, derived.leafOfNode,
    // scratch: dur, V, boundS, boundF
    new Float64Array(c.nodes), new Float64Array(2 * c.nodes), new Float64Array(c.nodes), new Float64Array(c.nodes),
    ...outputs
  ]
  const HEADER = 160
  const { at, buffer } = layout(k, HEADER, arrays)
  const head = new Int32Array(buffer, 0, 36)
  head.set([iterations, c.leaves, c.nodes, c.riskProbability.length, pertTable !== undefined ? 1 : 0, ...at])
  new Float64Array(buffer, 144, 2).set([c.fixedCost, c.costPerProjectDay])
  inChunks(k.simulate, iterations)
  copyBack(buffer, at.slice(-outputs.length), outputs)
  return out
}

export interface ReplaySums {
  readonly su: Float64Array
  readonly suu: Float64Array
  readonly suf: Float64Array
  readonly suc: Float64Array
  readonly sx: Float64Array
  readonly sxf: Float64Array
  readonly sxc: Float64Array
}

/** rankSensitivity's replay of the run's stream in the kernel: the sums of each leaf's and risk's draws. */
export const replayInKernel = (k: Kernel, leaves: number, riskProbability: Float64Array, rankFinish: Float64Array, rankCost: Float64Array, state: Int32Array, mean: number): ReplaySums => {
  const R = riskProbability.length
  const sums: ReplaySums = {
    su: new Float64Array(leaves),
    suu: new Float64Array(leaves),
    suf: new Float64Array(leaves),
    suc: new Float64Array(leaves),
    sx: new Float64Array(R),
    sxf: new Float64Array(R),
    sxc: new Float64Array(R)
  }
  const outputs: ReadonlyArray<Typed> = [sums.su, sums.suu, sums.suf, sums.suc, sums.sx, sums.sxf, sums.sxc, state]
  const HEADER = 64
  const { at, buffer } = layout(k, HEADER, [rankFinish, rankCost, riskProbability, ...outputs])
  new Int32Array(buffer, 0, 14).set([rankFinish.length, leaves, R, ...at])
  new Float64Array(buffer, 56, 1)[0] = mean
  inChunks(k.replay, rankFinish.length)
  copyBack(buffer, at.slice(-outputs.length), outputs)
  return sums
}

/** ranks' mean ranks of `values` (sorted: their sorted copy) in the kernel; undefined for values with a NaN. */
export const ranksInKernel = (k: Kernel, values: Float64Array, sorted: Float64Array): Float64Array | undefined => {
  const out = new Float64Array(values.length)
  const { at, buffer } = layout(k, 0, [values, sorted, out])
  if (k.ranks(at[0]!, at[1]!, at[2]!, values.length) === 0) return undefined
  copyBack(buffer, at.slice(2), [out])
  return out
}
