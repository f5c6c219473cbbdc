// Sizes of the built web files a page loaded: raw, brotli and gzip, and whether a file is a copy of React.
// Used by bench-first-load.mjs; reads the build output only (no server).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The file in the build output a same-origin URL path is served from (see services/server/src/web/serve-web.ts). */
export function distFileOf(webRoot, urlPath) {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(urlPath);
  if (remote) {
    return path.join(webRoot, `mfe-${remote[1]}`, 'dist', remote[2]);
  }
  return path.join(webRoot, 'shell/dist', urlPath.replace(/^\/+/, ''));
}

/** Which build a URL path belongs to: 'shell' or the remote's folder name (e.g. 'account-admin'). */
export function buildOf(urlPath) {
  return /^\/remotes\/([^/]+)\//.exec(urlPath)?.[1] ?? 'shell';
}

/** The precompressed file the build wrote next to `file`, else the same compression done here. */
function compressedSize(file, raw, ext, compress) {
  const pre = `${file}.${ext}`;
  return fs.existsSync(pre)
    ? { bytes: fs.statSync(pre).size, prebuilt: true }
    : { bytes: compress(raw).length, prebuilt: false };
}

const brotli = (buf) =>
  zlib.brotliCompressSync(buf, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  });
const gzip = (buf) => zlib.gzipSync(buf, { level: 9 });

// React 18 core (react/index.js) has createFactory and cloneElement; React 19 its client internals.
// react-dom alone has findDOMNode / createPortal's host config, so it is counted apart.
const REACT_CORE = [
  /\bcreateFactory\b[\s\S]*\bcloneElement\b|\bcloneElement\b[\s\S]*\bcreateFactory\b/,
  /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/,
];
const REACT_DOM = [/\bfindDOMNode\b/, /__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/];

/** { file, raw, br, gz, brPrebuilt, react, reactDom } for one built file; null when it is not in the build. */
export function fileSizes(file) {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    return null;
  }
  const raw = fs.readFileSync(file);
  const text = raw.toString('utf8');
  const br = compressedSize(file, raw, 'br', brotli);
  const gz = compressedSize(file, raw, 'gz', gzip);
  return {
    file,
    raw: raw.length,
    br: br.bytes,
    gz: gz.bytes,
    brPrebuilt: br.prebuilt,
    react: REACT_CORE.some((re) => re.test(text)),
    reactDom: REACT_DOM.some((re) => re.test(text)),
  };
}

export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
