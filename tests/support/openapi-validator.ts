/** Checks HTTP responses against shared/api/openapi.yaml with a real JSON Schema 2020-12 validator. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

/** Location of the OpenAPI document this validator reads. */
export const OPENAPI_PATH = fileURLToPath(new URL('../../shared/api/openapi.yaml', import.meta.url))

type Json = Record<string, unknown>
/** Response headers as fetch gives them or as a plain record. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>

const DOC_ID = 'urn:bridge-explorer:openapi'
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace']

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const escapePointer = (s: string): string => s.replaceAll('~', '~0').replaceAll('/', '~1')

function headerOf(headers: HeaderSource, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name)
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase())
  const v = key === undefined ? undefined : headers[key]
  if (v === undefined) return null
  return Array.isArray(v) ? v.join(', ') : v
}

/** A loaded document: operations, path matching and compiled validators. */
export class OpenApiValidator {
  readonly doc: Json
  readonly #ajv: Ajv2020
  readonly #compiled = new Map<string, ValidateFunction>()

  constructor(doc: Json) {
    this.doc = doc
    // strict off: OpenAPI adds keywords (example, discriminator, xml) that are not JSON Schema.
    this.#ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
    addFormats.default(this.#ajv)
    // The whole document is registered so every `#/components/...` ref resolves inside it.
    this.#ajv.addSchema(doc, DOC_ID)
  }

  /** Follows `$ref` chains of OpenAPI objects (responses, headers), returning the object and its pointer. */
  #deref(obj: unknown, pointer: string): { obj: unknown; pointer: string } {
    let cur = obj
    let ptr = pointer
    for (let i = 0; i < 20 && isObj(cur) && typeof cur.$ref === 'string'; i++) {
      const ref = cur.$ref
      if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`)
      ptr = ref.slice(1)
      cur = ref
        .slice(2)
        .split('/')
        .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), this.doc)
    }
    return { obj: cur, pointer: ptr }
  }

  #validatorAt(pointer: string): ValidateFunction {
    let v = this.#compiled.get(pointer)
    if (!v) {
      // Percent-encoding keeps `{slug}` and similar segments valid inside a URI fragment.
      v = this.#ajv.compile({ $ref: `${DOC_ID}#${pointer.split('/').map(encodeURIComponent).join('/')}` })
      this.#compiled.set(pointer, v)
    }
    return v
  }

  /** Path prefixes the document's servers put in front of its path templates ('' always included). */
  serverPrefixes(): string[] {
    const servers = Array.isArray(this.doc.servers) ? this.doc.servers : []
    const out = new Set<string>([''])
    for (const s of servers) {
      if (!isObj(s) || typeof s.url !== 'string') continue
      // Only the path matters; scheme, host and port (often `{variables}`) are dropped.
      out.add(s.url.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/\/$/, ''))
    }
    return [...out]
  }

  /** The document's path template matching a request path from the origin (e.g. `/v1/api/bridges/x`), or null. */
  matchPath(pathname: string): string | null {
    const paths = isObj(this.doc.paths) ? Object.keys(this.doc.paths) : []
    // Literal templates win over templated ones, as in OpenAPI path matching.
    const ordered = [...paths].sort((a, b) => Number(a.includes('{')) - Number(b.includes('{')))
    for (const prefix of this.serverPrefixes()) {
      for (const tpl of ordered) {
        const re = tpl.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')
        if (new RegExp(`^${prefix.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}${re}$`).test(pathname)) return tpl
      }
    }
    return null
  }

  /** Problems of one response; an empty list means it conforms. `pathTemplate` is a key of `paths`, or null for an unknown path. */
  validateResponse(
    method: string,
    pathTemplate: string | null,
    status: number,
    headers: HeaderSource,
    body: unknown,
  ): string[] {
    const m = method.toLowerCase()
    const label = `${method.toUpperCase()} ${pathTemplate ?? '(unknown path)'} ${status}`
    const candidates = this.#responsesFor(m, pathTemplate, status)
    if (typeof candidates === 'string') return [`${label}: ${candidates}`]
    // An unknown path or method has no operation; its body must fit one documented answer with this status.
    const all = candidates.map((c) => this.#checkOne(m, c.obj, c.pointer, headers, body))
    const best = all.find((p) => p.length === 0) ?? all[0] ?? []
    return best.map((p) => `${label}: ${p}`)
  }

  #responsesFor(m: string, tpl: string | null, status: number): { obj: unknown; pointer: string }[] | string {
    const paths = isObj(this.doc.paths) ? this.doc.paths : {}
    const item = tpl === null ? undefined : paths[tpl]
    // HEAD is answered like GET (assumption 17) when the document does not describe it separately.
    const opName = m === 'head' && isObj(item) && !isObj(item.head) ? 'get' : m
    if (tpl !== null && isObj(item) && isObj(item[opName])) {
      const responses = (item[opName] as Json).responses
      const key = this.#statusKey(responses, status)
      if (key === null) return `status ${status} is not documented for this operation`
      const base = `/paths/${escapePointer(tpl)}/${opName}/responses/${key}`
      return [this.#deref((responses as Json)[key], base)]
    }
    if (tpl !== null && !isObj(item)) return `path ${tpl} is not in the document`
    const found: { obj: unknown; pointer: string }[] = []
    for (const [p, it] of Object.entries(paths)) {
      for (const op of METHODS) {
        const responses = isObj(it) && isObj(it[op]) ? (it[op] as Json).responses : undefined
        const key = this.#statusKey(responses, status)
        if (key === null) continue
        found.push(this.#deref((responses as Json)[key], `/paths/${escapePointer(p)}/${op}/responses/${key}`))
      }
    }
    return found.length > 0 ? found : `status ${status} is documented for no operation`
  }

  #statusKey(responses: unknown, status: number): string | null {
    if (!isObj(responses)) return null
    if (String(status) in responses) return String(status)
    const range = `${String(status)[0]}XX`
    return range in responses ? range : null
  }

  #checkOne(m: string, response: unknown, pointer: string, headers: HeaderSource, body: unknown): string[] {
    const problems: string[] = []
    if (!isObj(response)) return [`response object at ${pointer} is missing`]
    problems.push(...this.#checkHeaders(response, pointer, headers))
    const content = isObj(response.content) ? response.content : null
    if (!content || m === 'head') return problems
    const ctype = (headerOf(headers, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    const media = Object.keys(content).find((k) => k.toLowerCase() === ctype)
    if (media === undefined) {
      problems.push(`content-type "${ctype}" is not one of ${Object.keys(content).join(', ')}`)
      return problems
    }
    const mediaObj = content[media]
    if (!isObj(mediaObj) || mediaObj.schema === undefined) return problems
    const validate = this.#validatorAt(`${pointer}/content/${escapePointer(media)}/schema`)
    if (!validate(body)) {
      for (const e of validate.errors ?? [])
        problems.push(`body${e.instancePath} ${e.message ?? 'invalid'} ${JSON.stringify(e.params)}`)
    }
    return problems
  }

  #checkHeaders(response: Json, pointer: string, headers: HeaderSource): string[] {
    const problems: string[] = []
    const declared = isObj(response.headers) ? response.headers : {}
    for (const [name, raw] of Object.entries(declared)) {
      if (name.toLowerCase() === 'content-type') continue // OpenAPI says Content-Type headers are ignored
      const { obj: h, pointer: hp } = this.#deref(raw, `${pointer}/headers/${escapePointer(name)}`)
      if (!isObj(h)) continue
      const value = headerOf(headers, name)
      if (value === null) {
        if (h.required === true) problems.push(`required header ${name} is missing`)
        continue
      }
      if (!isObj(h.schema)) continue
      const schemaType = this.#deref(h.schema, `${hp}/schema`).obj
      const type = isObj(schemaType) ? schemaType.type : undefined
      const types = Array.isArray(type) ? type : [type]
      let parsed: unknown = value
      if (types.includes('integer') || types.includes('number')) {
        if (!/^-?\d+(\.\d+)?$/.test(value.trim())) {
          problems.push(`header ${name} "${value}" is not numeric`)
          continue
        }
        parsed = Number(value)
      }
      const validate = this.#validatorAt(`${hp}/schema`)
      if (!validate(parsed))
        problems.push(`header ${name} "${value}" ${validate.errors?.[0]?.message ?? 'invalid'}`)
    }
    return problems
  }
}

let shared: OpenApiValidator | null = null

/** The validator for shared/api/openapi.yaml, loaded once per process. */
export function loadValidator(): OpenApiValidator {
  shared ??= new OpenApiValidator(parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json)
  return shared
}
