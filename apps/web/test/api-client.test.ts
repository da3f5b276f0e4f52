import { describe, expect, it } from "vitest"
import { failureMessage, failureText, query, readResponse } from "../src/lib/api-client"

describe("api client: the generic error rule (platform.md §8)", () => {
  it("§8: the server's error field is shown", () => {
    expect(failureMessage(400, JSON.stringify({ error: "Project name is required." })).message).toBe("Project name is required.")
  })

  it("§8: the message field is shown when there is no error field (e.g. a 402 body)", () => {
    const body = { message: "Upgrade to add more.", cta: { label: "Subscription Status", path: "/account/billing" } }
    expect(failureMessage(402, JSON.stringify(body))).toEqual({ message: "Upgrade to add more.", body })
  })

  it("§8: otherwise Backend {status}", () => {
    expect(failureMessage(503, JSON.stringify({ ok: false })).message).toBe("Backend 503")
    expect(failureMessage(500, "").message).toBe("Backend 500")
  })

  it("§8: a non-JSON body gives Invalid JSON ({status}) with the first 200 characters", () => {
    const html = `<html>${"x".repeat(400)}</html>`
    const { message } = failureMessage(502, html)
    expect(message).toBe(`Invalid JSON (502) ${html.slice(0, 200)}`)
    expect(message.length).toBe("Invalid JSON (502) ".length + 200)
  })

  it("reads a 2xx JSON body and treats a 2xx non-JSON body as Invalid JSON", async () => {
    await expect(readResponse(new Response(JSON.stringify({ id: 7 }), { status: 201 }))).resolves.toEqual({ ok: true, status: 201, data: { id: 7 } })
    const bad = await readResponse(new Response("<!doctype html>", { status: 200 }))
    expect(bad).toMatchObject({ ok: false, status: 200, message: "Invalid JSON (200) <!doctype html>" })
  })

  it("failureText prefers the server's field, then the Invalid JSON text, then the screen's fallback", () => {
    expect(failureText({ message: "Backend 401", body: { error: "Invalid email or password." } }, "Login failed (401)")).toBe("Invalid email or password.")
    expect(failureText({ message: "Backend 401", body: {} }, "Login failed (401)")).toBe("Login failed (401)")
    expect(failureText({ message: "Invalid JSON (500) oops", body: "oops" }, "Login failed (500)")).toBe("Invalid JSON (500) oops")
  })

  it("query drops empty values and encodes the rest", () => {
    expect(query({ q: "a b", role: "", plan: undefined, active: false })).toBe("?q=a+b&active=false")
    expect(query({})).toBe("")
  })
})
