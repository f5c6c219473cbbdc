/**
 * A small allow-list HTML sanitiser for customer-written instructions (APPLICANT_INSTRUCTIONS). The
 * output is rebuilt from tokens: only the tags and attributes below survive, attribute values are
 * decoded, checked and re-escaped, text is escaped, and script-like elements are dropped with their
 * content. No DOM is needed, so the server and the browser run the same code.
 */

const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Dropped together with everything up to their closing tag. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frameset', 'object', 'applet', 'noscript', 'noembed',
  'noframes', 'template', 'svg', 'math', 'textarea', 'title', 'xmp', 'plaintext', 'select', 'head',
]);
// Void elements such as embed, frame, input, link, meta and base are simply not allowed: the tag goes.

const GLOBAL_ATTRS = new Set(['title', 'lang', 'dir']);
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start']),
};
const URL_ATTRS = new Set(['href', 'src']);
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
  sol: '/', lpar: '(', rpar: ')', period: '.', comma: ',', semi: ';', equals: '=', num: '#',
};

/** Decodes numeric and the common named character references (what a browser does to an attribute). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text keeps well-formed character references; every other '&', '<' and '>' is escaped. */
const escapeText = (v: string) =>
  v.replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A URL is kept when it is relative or its scheme is allowed; browsers ignore whitespace and controls in it. */
export function isSafeUrl(raw: string, schemes: ReadonlySet<string> = LINK_SCHEMES): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be removed
  const squeezed = raw.replace(/[\u0000-\u0020\u007f-\u00a0\u2028\u2029\ufeff]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed);
  if (scheme) {
    return schemes.has(scheme[1]);
  }
  // No scheme: a path, query or fragment. A ':' before any '/', '?' or '#' would be read as a scheme.
  return !/^[^/?#]*:/.test(squeezed) && !squeezed.startsWith('\\');
}

interface Tag {
  name: string;
  closing: boolean;
  attrs: [string, string][];
  end: number;
}

/** Reads a tag starting at `start` ('<'); null when it is not a tag (then '<' is text) or never closes. */
function readTag(html: string, start: number): Tag | null | 'unterminated' {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64));
  if (!head) {
    return null;
  }
  const attrs: [string, string][] = [];
  let i = start + head[0].length;
  while (i < html.length) {
    const c = html[i];
    if (c === '>') {
      return { name: head[2].toLowerCase(), closing: head[1] === '/', attrs, end: i + 1 };
    }
    if (/[\s/]/.test(c)) {
      i += 1;
      continue;
    }
    const name = /^[^\s/>][^\s/>=]*/.exec(html.slice(i))![0];
    i += name.length;
    while (i < html.length && /\s/.test(html[i])) {
      i += 1;
    }
    let value = '';
    if (html[i] === '=') {
      i += 1;
      while (i < html.length && /\s/.test(html[i])) {
        i += 1;
      }
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) {
          return 'unterminated';
        }
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        value = /^[^\s>]*/.exec(html.slice(i))![0];
        i += value.length;
      }
    }
    attrs.push([name.toLowerCase(), decodeEntities(value)]);
  }
  return 'unterminated';
}

function renderOpenTag(tag: Tag): string {
  const allowed = TAG_ATTRS[tag.name];
  const seen = new Set<string>();
  let opensWindow = false;
  let out = `<${tag.name}`;
  for (const [name, value] of tag.attrs) {
    if (seen.has(name) || !(GLOBAL_ATTRS.has(name) || allowed?.has(name))) {
      continue;
    }
    seen.add(name);
    if (URL_ATTRS.has(name) && !isSafeUrl(value, tag.name === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES)) {
      continue;
    }
    if (name === 'target') {
      if (value !== '_blank') {
        continue;
      }
      opensWindow = true;
    }
    if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(name) && !/^\d{1,4}$/.test(value)) {
      continue;
    }
    out += ` ${name}="${escapeAttr(value.trim())}"`;
  }
  if (opensWindow) {
    out += ' rel="noopener noreferrer"';
  }
  return out + '>';
}

/** Index just past `</name ...>` (case-insensitive), or the end of the input when it never closes. */
function skipPast(html: string, from: number, name: string): number {
  const re = new RegExp(`</${name}[\\s/>]`, 'ig');
  re.lastIndex = from;
  const m = re.exec(html);
  if (!m) {
    return html.length;
  }
  const gt = html.indexOf('>', m.index);
  return gt < 0 ? html.length : gt + 1;
}

/** Sanitises HTML to the allow-list; unknown tags are removed but their text is kept. */
export function sanitizeHtml(input: string | null | undefined): string {
  const html = input ?? '';
  const open: string[] = [];
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (tag === null) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    if (tag === 'unterminated') {
      break;
    }
    i = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) {
        i = skipPast(html, i, tag.name);
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) {
      continue;
    }
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at >= 0) {
        out += open.splice(at).reverse().map((n) => `</${n}>`).join('');
      }
      continue;
    }
    out += renderOpenTag(tag);
    if (!VOID_TAGS.has(tag.name)) {
      open.push(tag.name);
    }
  }
  return out + open.reverse().map((n) => `</${n}>`).join('');
}
