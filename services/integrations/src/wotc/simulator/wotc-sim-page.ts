import type { WotcStatus } from '@attest/contracts';
import { WOTC_QUESTIONS } from './wotc-questions';
import { wotcSimText, type WotcSimLanguage, type WotcSimTextKey } from './wotc-sim-texts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const STYLE = `
*{box-sizing:border-box}body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
main{max-width:640px;margin:0 auto;padding:16px}h1{font-size:1.25rem;margin:0 0 4px}.lead{color:#5b6477;margin:0 0 16px}
fieldset{border:0;background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 12px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
legend{float:left;width:100%;padding:0;margin:0 0 8px;font-weight:600}.choices{clear:both;display:flex;gap:24px}
label{display:inline-flex;align-items:center;gap:6px;min-height:44px;cursor:pointer}input[type=radio]{width:20px;height:20px}
fieldset.missing{outline:2px solid #c62828}.error{color:#c62828;font-weight:600}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin:16px 0}button{min-height:44px;padding:8px 20px;font:inherit;border-radius:6px;border:0;cursor:pointer}
button[value=submit]{background:#3d7eff;color:#fff}button[value=opt_out]{background:#e3e6ec;color:#1d2330}
.note{font-size:.85rem;color:#5b6477}.done{background:#fff;border-radius:8px;padding:24px;text-align:center}
`;

function page(lang: WotcSimLanguage, title: string, body: string, nonce?: string, script?: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script && nonce ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}

export interface SurveyPageInput {
  orderId: string;
  token: string;
  firstName: string | null;
  /** Questions left unanswered on a previous submit. */
  missing?: string[];
  previous?: Record<string, unknown>;
  /** The candidate's language (the portal passes it as `lang`). */
  lang?: WotcSimLanguage;
}

/** The survey: one Yes/No fieldset per question, Submit and Opt out, in the candidate's language. */
export function renderSurveyPage(input: SurveyPageInput): string {
  const lang = input.lang ?? 'en';
  const say = (key: WotcSimTextKey, params?: Record<string, string>) => esc(wotcSimText(lang, key, params));
  const missing = new Set(input.missing ?? []);
  const action = `/_sim/wotc/${encodeURIComponent(input.orderId)}?token=${encodeURIComponent(input.token)}&lang=${lang}`;
  const questions = WOTC_QUESTIONS.map((q, i) => {
    const prev = input.previous?.[q.code];
    const radio = (value: 'yes' | 'no') =>
      `<label><input type="radio" name="${q.code}" value="${value}" required${prev === value ? ' checked' : ''}> ${say(value)}</label>`;
    return `<fieldset${missing.has(q.code) ? ' class="missing"' : ''}><legend>${i + 1}. ${say(`q_${q.code}` as WotcSimTextKey)}</legend>
<div class="choices">${radio('yes')}${radio('no')}</div>${missing.has(q.code) ? `<p class="error">${say('answer_yes_no')}</p>` : ''}</fieldset>`;
  }).join('\n');
  const hello = input.firstName ? `${say('hello', { name: input.firstName })} ` : '';
  return page(
    lang,
    wotcSimText(lang, 'page_title'),
    `<h1>${say('heading')}</h1>
<p class="lead">${hello}${say('lead')}</p>
${missing.size ? `<p class="error" role="alert">${say('answer_every')}</p>` : ''}
<form method="post" action="${esc(action)}">
<input type="hidden" name="token" value="${esc(input.token)}">
<input type="hidden" name="lang" value="${lang}">
${questions}
<div class="actions"><button type="submit" name="action" value="submit">${say('submit')}</button>
<button type="submit" name="action" value="opt_out" formnovalidate>${say('opt_out')}</button></div>
<p class="note">${say('note', { order: input.orderId })}</p>
</form>`,
  );
}

const DONE_TEXT: Partial<Record<WotcStatus, WotcSimTextKey>> = { COMPLETE: 'done_complete', OPTED_OUT: 'done_opted_out' };

/** After Submit or Opt out (or when the survey is already finished): thank the candidate and tell the portal. */
export function renderDonePage(status: WotcStatus, nonce: string, lang: WotcSimLanguage = 'en'): string {
  // The portal and the simulator share an origin (the one server or ingress), so only that origin hears it.
  const script = `window.parent.postMessage({type:'wotc',status:${JSON.stringify(status)}},window.location.origin);`;
  const text = wotcSimText(lang, DONE_TEXT[status] ?? 'done_closed');
  return page(lang, wotcSimText(lang, 'page_title'), `<div class="done" data-status="${status}"><h1>${esc(text)}</h1><p class="lead">${esc(wotcSimText(lang, 'done_return'))}</p></div>`, nonce, script);
}

/** A link that is forged, for another order, or expired. */
export function renderLinkProblemPage(reason: 'invalid' | 'expired' | 'not_found', lang: WotcSimLanguage = 'en'): string {
  const text = wotcSimText(lang, reason === 'expired' ? 'link_expired' : 'link_invalid');
  return page(lang, wotcSimText(lang, 'page_title'), `<div class="done"><h1>${esc(text)}</h1></div>`);
}
