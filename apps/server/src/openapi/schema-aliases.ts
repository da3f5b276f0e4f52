import * as Option from "effect/Option"
import * as AST from "effect/SchemaAST"
import { AliasesAnnotationId, type AliasMap } from "@initpack/core/schemas/aliases"

type Json = Record<string, unknown>

/**
 * Every withAliases schema inside `ast`, by title: the alternate field names decoding reads. A recursive
 * schema is walked once per identifier (a derived AST, e.g. a type side, makes new nodes on each visit).
 */
export const collectAliases = (ast: AST.AST, out = new Map<string, Record<string, ReadonlyArray<string>>>(), seen = new Set<AST.AST | string>()) => {
  const identifier = Option.getOrUndefined(AST.getIdentifierAnnotation(ast))
  if (seen.has(ast) || (identifier !== undefined && seen.has(identifier))) return out
  seen.add(ast)
  if (identifier !== undefined) seen.add(identifier)
  const aliases = ast.annotations[AliasesAnnotationId] as AliasMap | undefined
  const title = Option.getOrUndefined(AST.getTitleAnnotation(ast))
  if (aliases && title) {
    const known = out.get(title) ?? {}
    for (const [key, names] of Object.entries(aliases)) known[key] = [...new Set([...(known[key] ?? []), ...names])]
    out.set(title, known)
  }
  const surrogate = Option.getOrUndefined(AST.getSurrogateAnnotation(ast))
  if (surrogate) collectAliases(surrogate, out, seen)
  switch (ast._tag) {
    case "Transformation":
      collectAliases(ast.from, out, seen)
      collectAliases(ast.to, out, seen)
      break
    case "Refinement":
      collectAliases(ast.from, out, seen)
      break
    case "Suspend":
      collectAliases(ast.f(), out, seen)
      break
    case "Union":
      for (const member of ast.types) collectAliases(member, out, seen)
      break
    case "TupleType":
      for (const element of ast.elements) collectAliases(element.type, out, seen)
      for (const rest of ast.rest) collectAliases(rest.type, out, seen)
      break
    case "TypeLiteral":
      for (const property of ast.propertySignatures) collectAliases(property.type, out, seen)
      for (const index of ast.indexSignatures) collectAliases(index.type, out, seen)
      break
    case "Declaration":
      for (const parameter of ast.typeParameters) collectAliases(parameter, out, seen)
      break
  }
  return out
}

/** Adds each alternate name beside its canonical property in every titled object of a JSON Schema. */
export const addAliasProperties = (schema: unknown, aliases: ReadonlyMap<string, Record<string, ReadonlyArray<string>>>): void => {
  if (Array.isArray(schema)) {
    for (const item of schema) addAliasProperties(item, aliases)
    return
  }
  if (typeof schema !== "object" || schema === null) return
  const node = schema as Json
  for (const value of Object.values(node)) addAliasProperties(value, aliases)
  const map = typeof node.title === "string" ? aliases.get(node.title) : undefined
  const properties = node.properties as Record<string, Json> | undefined
  if (!map || !properties) return
  for (const [canonical, names] of Object.entries(map)) {
    const target = properties[canonical]
    if (!target) continue
    for (const name of names) {
      if (properties[name]) continue
      properties[name] = { ...target, description: `Alternate name of ${canonical} (read when ${canonical} is absent).` }
    }
  }
}
