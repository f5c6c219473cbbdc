import type { OutboxMessage } from './notification-outbox';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Escapes the body and turns its http(s) links into anchors (escaped too). */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index ?? 0;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
header{background:#1d2330;color:#fff;padding:16px}
header h1{margin:0 0 4px;font-size:1.3rem}header p{margin:0 0 8px;opacity:.8;font-size:.9rem}
form{display:flex;gap:8px;flex-wrap:wrap}input{flex:1;min-width:200px;padding:8px;font:inherit;border-radius:6px;border:0}
button,.clear{padding:8px 14px;font:inherit;border-radius:6px;border:0;background:#3d7eff;color:#fff;text-decoration:none}
main{max-width:860px;margin:0 auto;padding:12px}
article{background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 12px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.meta{font-size:.85rem;color:#5b6477;display:flex;gap:8px;flex-wrap:wrap}
.channel{text-transform:uppercase;font-weight:600;color:#fff;background:#5b6477;border-radius:4px;padding:0 6px}
.channel.email{background:#2e7d32}.channel.sms{background:#8e24aa}
h2{font-size:1.05rem;margin:6px 0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#2452c8;word-break:break-all}.empty{text-align:center;color:#5b6477;padding:32px}
`;

function renderMessage(m: OutboxMessage): string {
  return `<article>
<div class="meta"><span class="channel ${m.channel}">${m.channel}</span><span>to <strong>${escapeHtml(m.to)}</strong></span><span>customer ${m.customer_id}</span><time datetime="${m.created_at}">${m.created_at.replace('T', ' ').slice(0, 19)} UTC</time></div>
${m.subject !== null ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
<pre>${linkify(m.body)}</pre>
</article>`;
}

/** The operators' mailbox: a plain, mobile-friendly page, newest first, everything escaped. */
export function renderMailboxPage(messages: OutboxMessage[], to?: string): string {
  const filter = to ? escapeHtml(to) : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · Attest</title><style>${STYLE}</style></head>
<body><header><h1>Mailbox</h1><p>Email and SMS that would have been sent. Newest first.</p>
<form method="get" action="/_mailbox"><input type="search" name="to" placeholder="Filter by recipient" value="${filter}" aria-label="Recipient">
<button type="submit">Filter</button>${to ? '<a class="clear" href="/_mailbox">All</a>' : ''}</form></header>
<main>${messages.length ? messages.map(renderMessage).join('\n') : '<p class="empty">No messages yet.</p>'}</main></body></html>`;
}
