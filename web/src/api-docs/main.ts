// The API reference page (/api/docs): renders /api/openapi.json as readable HTML. Plain DOM with
// textContent only (the document's texts are never parsed as HTML) and one external stylesheet,
// so the page keeps the site's strict CSP (docs/decisions/015).
import '@/api-docs/api-docs.css'

type Schema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  additionalProperties?: boolean | Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  description?: string
}
type Parameter = {
  name: string
  in: string
  required?: boolean
  description?: string
  schema?: Schema
  example?: unknown
}
type Media = { schema?: Schema; example?: unknown }
type Response = {
  description: string
  content?: Record<string, Media>
  headers?: Record<string, { description?: string }>
}
type Operation = {
  operationId: string
  summary?: string
  description?: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content: Record<string, Media> }
  responses: Record<string, Response>
  security?: unknown[]
}
type Document = {
  info: { title: string; version: string; summary?: string; description?: string }
  tags?: { name: string; description?: string }[]
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string | null | false)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
  add(el, ...children)
  return el
}

/** Appends nodes and texts (appendChild: the Workers types' Element.append would shadow the DOM's). */
function add(parent: Node, ...children: (Node | string | null | false)[]): void {
  for (const child of children) {
    if (child === null || child === false) continue
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child)
  }
}

let components: Record<string, Schema> = {}

function resolve(schema: Schema): { schema: Schema; name: string | null } {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? ''
    return { schema: components[name] ?? {}, name }
  }
  return { schema, name: null }
}

/** A one-line summary of a schema's type: "string (date)", "array of Codon", "number or null". */
function typeLabel(input: Schema): string {
  const { schema, name } = resolve(input)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return [...new Set(alternatives.map(typeLabel))].join(' or ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  const label = types
    .map((t) => {
      if (t === 'array') return `array of ${schema.items ? typeLabel(schema.items) : 'anything'}`
      if (t === 'object' && name) return name
      if (t === 'string' && schema.format) return `string (${schema.format})`
      return t
    })
    .join(' or ')
  return label || name || 'any JSON value'
}

function constraints(input: Schema): string[] {
  const { schema } = resolve(input)
  const out: string[] = []
  // zod states every integer's safe range; that is no rule of this API.
  if (schema.minimum !== undefined && Math.abs(schema.minimum) >= Number.MAX_SAFE_INTEGER)
    schema.minimum = undefined
  if (schema.maximum !== undefined && Math.abs(schema.maximum) >= Number.MAX_SAFE_INTEGER)
    schema.maximum = undefined
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    out.push(`${schema.minimum} to ${schema.maximum}`)
  else if (schema.minimum !== undefined) out.push(`at least ${schema.minimum}`)
  else if (schema.maximum !== undefined) out.push(`at most ${schema.maximum}`)
  if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`)
  if (schema.minLength !== undefined && schema.minLength > 1)
    out.push(`at least ${schema.minLength} characters`)
  if (schema.maxItems !== undefined) out.push(`at most ${schema.maxItems} items`)
  if (schema.pattern) out.push(`pattern ${schema.pattern}`)
  for (const alt of schema.anyOf ?? schema.oneOf ?? []) out.push(...constraints(alt))
  return out
}

/** The object a schema describes, looking through arrays and "or null". */
function objectOf(input: Schema, depth: number): Schema | null {
  if (depth > 6) return null
  const { schema } = resolve(input)
  if (schema.properties) return schema
  if (schema.items) return objectOf(schema.items, depth + 1)
  for (const alt of schema.anyOf ?? schema.oneOf ?? []) {
    const found = objectOf(alt, depth + 1)
    if (found) return found
  }
  return null
}

function fieldList(input: Schema, depth = 0): HTMLElement | null {
  const object = objectOf(input, depth)
  if (!object?.properties) return null
  const required = new Set(object.required ?? [])
  const list = h('dl', { class: 'fields' })
  for (const [name, field] of Object.entries(object.properties)) {
    const notes = constraints(field)
    add(
      list,
      h(
        'dt',
        {},
        h('code', {}, name),
        ' ',
        h('span', { class: 'type' }, typeLabel(field)),
        required.has(name) ? h('span', { class: 'req' }, ' required') : '',
      ),
      h(
        'dd',
        {},
        field.description ?? resolve(field).schema.description ?? '',
        notes.length ? h('span', { class: 'notes' }, ` ${notes.join('; ')}.`) : '',
        depth < 4 ? fieldList(field, depth + 1) : null,
      ),
    )
  }
  return list
}

function schemaBlock(media: Record<string, Media> | undefined): HTMLElement | null {
  const schema = media?.['application/json']?.schema
  if (!schema) return null
  // A shared shape is described once, under "Shared shapes", and linked from here.
  const { name } = resolve(schema)
  if (name)
    return h('div', { class: 'schema' }, h('p', {}, 'JSON: ', h('a', { href: `#schema-${name}` }, name)))
  return h(
    'div',
    { class: 'schema' },
    h('p', {}, 'JSON: ', h('span', { class: 'type' }, typeLabel(schema))),
    fieldList(schema),
  )
}

let examples = 0

/**
 * An example as the document gives it: JSON, indented, in a block that scrolls on a phone. The
 * block is a focusable region (so a keyboard can scroll a wide one) named by its visible label and
 * the operation's title.
 */
function exampleBlock(label: string, value: unknown, operationId: string): HTMLElement {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2)
  const labelId = `example-${++examples}`
  return h(
    'div',
    { class: 'example' },
    h('p', { class: 'notes', id: labelId }, label),
    h(
      'pre',
      { tabindex: '0', role: 'region', 'aria-labelledby': `${labelId} ${operationId}-title` },
      h('code', {}, text),
    ),
  )
}

/** The example request line: method, path with its example parameters, and the query. */
function requestLine(method: string, path: string, params: Parameter[]): string {
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params.find((p) => p.in === 'path' && p.name === name)?.example
    return typeof value === 'string' ? value : whole
  })
  const query = params
    .filter((p) => p.in === 'query' && p.example !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example))}`)
  const headers = params
    .filter((p) => p.in === 'header' && p.example !== undefined)
    .map((p) => `\n${p.name}: ${String(p.example)}`)
  return `${method.toUpperCase()} ${filled}${query.length ? `?${query.join('&')}` : ''}${headers.join('')}`
}

function operationSection(method: string, path: string, op: Operation): HTMLElement {
  const params = op.parameters ?? []
  const schemes = (op.security ?? []).flatMap((requirement) => Object.keys(requirement as object))
  const section = h(
    'section',
    { class: 'op', id: op.operationId, 'aria-labelledby': `${op.operationId}-title` },
    h(
      'h3',
      { id: `${op.operationId}-title` },
      h('span', { class: `method ${method}` }, method.toUpperCase()),
      ' ',
      h('code', {}, path),
    ),
    op.summary ? h('p', {}, op.summary) : null,
    op.description ? h('p', { class: 'notes' }, op.description) : null,
    schemes.includes('adminCookie')
      ? h('p', { class: 'notes' }, 'Needs the admin login (the __Host-admin cookie).')
      : null,
    schemes.includes('sessionId')
      ? h(
          'p',
          { class: 'notes' },
          'A visitor’s own data: send their session id in the x-session-id header (or the sessionId field).',
        )
      : null,
  )
  if (params.length > 0) {
    add(section, h('h4', {}, 'Parameters'))
    const list = h('dl', { class: 'fields' })
    for (const p of params) {
      const notes = p.schema ? constraints(p.schema) : []
      add(
        list,
        h(
          'dt',
          {},
          h('code', {}, p.name),
          ' ',
          h('span', { class: 'type' }, `${p.in}${p.schema ? `, ${typeLabel(p.schema)}` : ''}`),
          p.required ? h('span', { class: 'req' }, ' required') : '',
        ),
        h(
          'dd',
          {},
          p.description ?? '',
          notes.length ? h('span', { class: 'notes' }, ` ${notes.join('; ')}.`) : '',
        ),
      )
    }
    add(section, list)
  }
  if (op.requestBody) {
    add(section, h('h4', {}, op.requestBody.required ? 'Request body' : 'Request body (optional)'))
    const block = schemaBlock(op.requestBody.content)
    if (block) add(section, block)
  }
  const body = op.requestBody?.content['application/json']?.example
  if (params.some((p) => p.example !== undefined) || body !== undefined)
    add(
      section,
      exampleBlock(
        'Example request',
        `${requestLine(method, path, params)}${schemes.includes('sessionId') ? '\nx-session-id: luna_…' : ''}${body !== undefined ? `\n\n${JSON.stringify(body, null, 2)}` : ''}`,
        op.operationId,
      ),
    )
  add(section, h('h4', {}, 'Answers'))
  for (const [status, response] of Object.entries(op.responses)) {
    const details = h(
      'details',
      {},
      h('summary', {}, h('span', { class: `status s${status[0]}` }, status), ' ', response.description),
    )
    const block = schemaBlock(response.content)
    if (block) add(details, block)
    const example = response.content?.['application/json']?.example
    if (example !== undefined) add(details, exampleBlock(`Example answer ${status}`, example, op.operationId))
    for (const [name, header] of Object.entries(response.headers ?? {}))
      add(
        details,
        h('p', { class: 'notes' }, 'Header ', h('code', {}, name), `: ${header.description ?? ''}`),
      )
    add(section, details)
  }
  return section
}

async function main(): Promise<void> {
  const main = document.getElementById('main') as HTMLElement
  const toc = document.getElementById('toc') as HTMLElement
  const status = document.getElementById('status') as HTMLElement
  let doc: Document
  try {
    const res = await fetch('/api/openapi.json', { headers: { accept: 'application/json' } })
    if (!res.ok) throw new Error(String(res.status))
    doc = (await res.json()) as Document
  } catch {
    status.textContent = 'The API document could not be loaded. Check your connection and reload the page.'
    return
  }
  components = doc.components?.schemas ?? {}
  status.remove()
  add(
    main,
    h('p', { class: 'lede' }, `${doc.info.title} ${doc.info.version}. ${doc.info.summary ?? ''}`),
    h('p', {}, doc.info.description ?? ''),
  )
  const byTag = new Map<string, [string, string, Operation][]>()
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), [method, path, op]])
    }
  }
  const tags = [...(doc.tags ?? []).map((t) => t.name), ...byTag.keys()].filter(
    (t, i, all) => byTag.has(t) && all.indexOf(t) === i,
  )
  const tocList = h('ul', {})
  for (const tag of tags) {
    const slug = `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
    const description = doc.tags?.find((t) => t.name === tag)?.description
    const group = h(
      'section',
      { 'aria-labelledby': slug },
      h('h2', { id: slug }, tag),
      description ? h('p', {}, description) : null,
    )
    const links = h('ul', {})
    for (const [method, path, op] of byTag.get(tag) ?? []) {
      add(group, operationSection(method, path, op))
      add(links, h('li', {}, h('a', { href: `#${op.operationId}` }, `${method.toUpperCase()} ${path}`)))
    }
    add(main, group)
    add(tocList, h('li', {}, h('a', { href: `#${slug}` }, tag), links))
  }
  const shared = Object.keys(components)
  if (shared.length > 0) {
    const section = h(
      'section',
      { 'aria-labelledby': 'shared-shapes' },
      h('h2', { id: 'shared-shapes' }, 'Shared shapes'),
    )
    for (const name of shared) {
      const schema = components[name] ?? {}
      add(
        section,
        h(
          'section',
          { class: 'op shape', id: `schema-${name}`, 'aria-labelledby': `schema-${name}-title` },
          h('h3', { id: `schema-${name}-title` }, h('code', {}, name)),
          schema.description ? h('p', {}, schema.description) : null,
          fieldList(schema),
        ),
      )
    }
    add(main, section)
    add(tocList, h('li', {}, h('a', { href: '#shared-shapes' }, 'Shared shapes')))
  }
  add(toc, tocList)
  // A link to an operation (#postArchetype) works once the page is built.
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView()
}

void main()
