/** Loads shared/api/openapi.yaml once at start and serves it as YAML and JSON (assumptions row 23). */
import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'

/** The document as served; null when the file does not exist (yet). */
export interface OpenApiDocs {
  yaml: string | null
  json: string | null
}

/**
 * The bundled main.js carries the document inline: Vite turns `new URL(file, import.meta.url)` into a data: URL
 * when it bundles, so the packaged app needs no shared/ folder beside it. Run from source, it is a file: URL.
 */
async function readDocument(url: URL): Promise<string> {
  if (url.protocol === 'data:') return (await fetch(url)).text()
  return readFile(url, 'utf8')
}

/** Reads the document next to the repository's shared/ folder; a missing or broken file is reported, not fatal. */
export async function loadOpenApi(
  url: URL = new URL('../../shared/api/openapi.yaml', import.meta.url),
): Promise<OpenApiDocs> {
  let yaml: string
  try {
    yaml = await readDocument(url)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      process.stderr.write(`openapi: cannot read ${url.pathname}: ${(err as Error).message}\n`)
    return { yaml: null, json: null }
  }
  try {
    return { yaml, json: JSON.stringify(parse(yaml)) }
  } catch (err) {
    process.stderr.write(
      `openapi: ${url.pathname} is not valid YAML, serving it as YAML only: ${(err as Error).message}\n`,
    )
    return { yaml, json: null }
  }
}
