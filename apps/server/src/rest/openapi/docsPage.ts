import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from './document';

/**
 * GET /api/docs: the description as a page to read, rendered on the server from the same document as
 * /api/openapi.json. Plain HTML and one inline style sheet, no script and nothing fetched from elsewhere, so
 * it reads offline and under the site's Content-Security-Policy.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The little Markdown the descriptions use: `code`, **bold**, paragraphs and "- " lists. */
function markdown(text: string): string {
  const inline = (line: string) =>
    escapeHtml(line)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  return text
    .split(/\n\n+/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines[0]?.startsWith('- ')) {
        const items = block
          .split(/\n(?=- )/)
          .map((item) => `<li>${inline(item.slice(2).replace(/\n\s*/g, ' '))}</li>`);
        return `<ul>${items.join('')}</ul>`;
      }
      return `<p>${inline(block.replace(/\n\s*/g, ' '))}</p>`;
    })
    .join('');
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;
const anchorOf = (method: string, path: string) => `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');

/** A schema's type in a few words: `string (uuid), at most 254`, `one of 'ny', 'fl'`, ... */
function typeWords(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  const parts: string[] = [];
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  if (schema.const !== undefined)
    parts.push(`exactly <code>${escapeHtml(JSON.stringify(schema.const))}</code>`);
  else if (Array.isArray(schema.enum)) {
    parts.push(
      `one of ${schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(', ')}`,
    );
  } else if (type) parts.push(escapeHtml(type));
  else if (!schema.anyOf && !schema.oneOf && !schema.allOf) parts.push('any');
  if (typeof schema.format === 'string') parts.push(`(${escapeHtml(schema.format)})`);
  const bounds: [string, string][] = [
    ['minLength', 'at least %s characters'],
    ['maxLength', 'at most %s characters'],
    ['minimum', 'from %s'],
    ['maximum', 'up to %s'],
    ['exclusiveMinimum', 'above %s'],
    ['exclusiveMaximum', 'below %s'],
    ['minItems', 'at least %s items'],
    ['maxItems', 'at most %s items'],
  ];
  for (const [key, words] of bounds) {
    const value = schema[key];
    if (typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER) {
      parts.push(words.replace('%s', String(value)));
    }
  }
  if (typeof schema.pattern === 'string' && schema.format === undefined && schema.pattern.length <= 80) {
    parts.push(`matching <code>${escapeHtml(schema.pattern)}</code>`);
  }
  if (schema.default !== undefined)
    parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  return parts.join(', ');
}

/** A schema as a nested list of its fields. */
function schemaHtml(schema: JsonSchema, depth = 0): string {
  if (depth > 8) return '';
  const described =
    typeof schema.description === 'string' ? ` — ${markdown(schema.description).replace(/<\/?p>/g, '')}` : '';
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const items = alternatives.map((alt) => `<li>${typeWords(alt)}${schemaHtml(alt, depth + 1)}</li>`);
    // A field's description is on its own line already; only a whole body's is said here.
    const intro = depth === 0 && described ? `<p>${described.slice(3)}</p>` : '';
    return `${intro}<div class="alt">one of:<ul>${items.join('')}</ul></div>`;
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    const items = schema.items as JsonSchema;
    return `<div class="items">items: ${typeWords(items)}${schemaHtml(items, depth + 1)}</div>`;
  }
  const properties = schema.properties;
  if (!properties || Object.keys(properties).length === 0) return '';
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(properties).map(([name, property]) => {
    const words = typeWords(property);
    const note = typeof property.description === 'string' ? ` — ${escapeHtml(property.description)}` : '';
    const flag = required.has(name) ? ' <span class="req">required</span>' : '';
    return `<li><code class="field">${escapeHtml(name)}</code>${flag} <span class="type">${words}</span>${note}${schemaHtml(property, depth + 1)}</li>`;
  });
  return `<ul class="fields">${rows.join('')}</ul>`;
}

function parametersHtml(parameters: OpenApiParameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${typeWords(p.schema)}${p.description ? ` — ${escapeHtml(p.description)}` : ''}${schemaHtml(p.schema, 1)}</td></tr>`,
  );
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function responsesHtml(document: OpenApiDocument, responses: Record<string, unknown>): string {
  const rows = Object.entries(responses).map(([status, raw]) => {
    let response = raw as {
      $ref?: string;
      description?: string;
      content?: Record<string, { schema: JsonSchema }>;
    };
    if (response.$ref) {
      const name = refName(response.$ref);
      response = (document.components.responses?.[name] ?? {}) as typeof response;
    }
    const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
    const body = media
      ? ` <span class="type">${escapeHtml(type ?? '')}: ${typeWords(media.schema)}</span>`
      : '';
    return `<li><span class="status s${status[0]}">${escapeHtml(status)}</span> ${escapeHtml(response.description ?? '')}${body}</li>`;
  });
  return `<h4>Answers</h4><ul class="answers">${rows.join('')}</ul>`;
}

function operationHtml(
  document: OpenApiDocument,
  method: string,
  path: string,
  op: OpenApiOperation,
): string {
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, media]) =>
            `<h4>Body <span class="type">${escapeHtml(type)}</span></h4>${schemaHtml(media.schema) || `<p>${typeWords(media.schema)}</p>`}${
              media.example === undefined
                ? ''
                : `<details><summary>Example</summary><pre>${escapeHtml(JSON.stringify(media.example, null, 2))}</pre></details>`
            }`,
        )
        .join('')
    : '';
  const token = op['x-link-token']
    ? `<p>The e-mailed link's token goes in <code>Authorization: JWT &lt;token&gt;</code>: ${typeWords(op['x-link-token'])}.</p>`
    : '';
  return `<section class="op" id="${anchorOf(method, path)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(op.summary)}</p>
${markdown(op.description)}${token}${parametersHtml(op.parameters)}${body}${responsesHtml(document, op.responses)}
</section>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2733;background:#f6f7f9}
header,main{max-width:980px;margin:0 auto;padding:16px 24px}
header{background:#12324a;color:#fff;max-width:none}
header h1{margin:0 auto;max-width:980px;font-size:22px}
header p{margin:4px auto 0;max-width:980px}
header a{color:#bfe3ff}
nav ul{columns:2;padding-left:18px}
code{font:13px ui-monospace,monospace;background:#eef1f4;padding:1px 4px;border-radius:3px}
pre{background:#eef1f4;padding:8px;overflow:auto}
.op{background:#fff;border:1px solid #d9dee4;border-radius:6px;padding:4px 16px 12px;margin:16px 0}
.method{display:inline-block;min-width:56px;text-align:center;color:#fff;border-radius:4px;font-size:13px;padding:2px 6px}
.get{background:#2a7a3b}.post{background:#1f5fa8}.put{background:#8a5a00}.delete{background:#a12a2a}
.summary{font-weight:600}
.req{color:#a12a2a;font-size:12px}
.type{color:#4a5663}
.status{display:inline-block;min-width:36px;font-weight:700}
.s2,.s3{color:#2a7a3b}.s4{color:#8a5a00}.s5{color:#a12a2a}
table{border-collapse:collapse;width:100%}td,th{border-top:1px solid #e3e7eb;padding:4px 6px;text-align:left;vertical-align:top}
ul.fields{padding-left:18px;margin:4px 0}
`;

/** The whole page. */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, [string, string, OpenApiOperation][]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), [method, path, op]]);
    }
  }
  const tags = document.tags.map((t) => t.name).filter((name) => byTag.has(name));
  const nav = tags
    .map((tag) => {
      const links = byTag
        .get(tag)!
        .map(
          ([method, path]) =>
            `<li><a href="#${anchorOf(method, path)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
        );
      return `<h3>${escapeHtml(tag)}</h3><ul>${links.join('')}</ul>`;
    })
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<h2>${escapeHtml(tag)}</h2>${byTag
          .get(tag)!
          .map(([method, path, op]) => operationHtml(document, method, path, op))
          .join('')}`,
    )
    .join('');
  const schemas = Object.entries(document.components.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section class="op" id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${schemaHtml(schema as JsonSchema) || `<p>${typeWords(schema as JsonSchema)}</p>`}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a></p></header>
<main>${markdown(document.info.description)}<nav aria-label="Paths">${nav}</nav>${sections}<h2>Answer shapes</h2>${schemas}</main>
</body></html>`;
}
