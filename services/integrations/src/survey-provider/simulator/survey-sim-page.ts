import type { SurveyOrderStatus } from '@attest/contracts';

/** The simulated provider hosts its own page in the candidate's language (the portal passes `lang`). */
const TEXTS = {
  en: {
    title: 'Your opinion',
    heading: 'How likely are you to recommend us to a friend?',
    lead: '0 means not at all likely, 10 extremely likely.',
    hello: 'Hello {{name}}.',
    pick: 'Please choose a number from 0 to 10.',
    submit: 'Send',
    note: 'Simulated survey provider · order {{order}}',
    done: 'Thank you. Your answer was sent.',
    closed: 'This survey is closed.',
    invalid: 'This survey link is not valid.',
    expired: 'This survey link has expired. Open the survey again from the portal.',
  },
  es: {
    title: 'Su opinión',
    heading: '¿Qué tan probable es que nos recomiende a un amigo?',
    lead: '0 significa nada probable, 10 muy probable.',
    hello: 'Hola, {{name}}.',
    pick: 'Elija un número del 0 al 10.',
    submit: 'Enviar',
    note: 'Proveedor de encuestas simulado · orden {{order}}',
    done: 'Gracias. Su respuesta fue enviada.',
    closed: 'Esta encuesta está cerrada.',
    invalid: 'Este enlace de encuesta no es válido.',
    expired: 'Este enlace de encuesta ha vencido. Abra la encuesta de nuevo desde el portal.',
  },
} as const;
export type SurveySimLanguage = keyof typeof TEXTS;
type Key = keyof (typeof TEXTS)['en'];

export const surveySimLanguage = (v: unknown): SurveySimLanguage => (v === 'es' ? 'es' : 'en');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const say = (lang: SurveySimLanguage, key: Key, params: Record<string, string> = {}) =>
  esc(TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? ''));

const STYLE = `*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
main{max-width:640px;margin:0 auto;padding:16px}h1{font-size:1.2rem;margin:0 0 4px}.lead{color:#5b6477;margin:0 0 12px}
.scale{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 12px;border:0;padding:0}.scale label{display:inline-flex;align-items:center;justify-content:center;
min-width:44px;min-height:44px;border:1px solid #c5cad3;border-radius:6px;background:#fff;cursor:pointer}.scale input{margin:0 4px 0 0}
button{min-height:44px;padding:8px 20px;font:inherit;border:0;border-radius:6px;background:#3d7eff;color:#fff;cursor:pointer}
.error{color:#c62828;font-weight:600}.note{font-size:.85rem;color:#5b6477}.done{background:#fff;border-radius:8px;padding:24px;text-align:center}`;

function page(lang: SurveySimLanguage, body: string, nonce?: string, script?: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say(lang, 'title')}</title><style>${STYLE}</style></head><body><main>${body}</main>${script && nonce ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}

/** The survey: the 0–10 scale and Send. */
export function renderSurveySimPage(p: { orderId: string; token: string; firstName: string | null; lang: SurveySimLanguage; missing?: boolean }): string {
  const action = `/_sim/survey/${encodeURIComponent(p.orderId)}?token=${encodeURIComponent(p.token)}&lang=${p.lang}`;
  const radios = Array.from({ length: 11 }, (_, n) => `<label><input type="radio" name="score" value="${n}" required>${n}</label>`).join('');
  return page(
    p.lang,
    `<h1>${say(p.lang, 'heading')}</h1><p class="lead">${p.firstName ? `${say(p.lang, 'hello', { name: p.firstName })} ` : ''}${say(p.lang, 'lead')}</p>
${p.missing ? `<p class="error" role="alert">${say(p.lang, 'pick')}</p>` : ''}
<form method="post" action="${esc(action)}"><fieldset class="scale"><legend class="lead">${say(p.lang, 'lead')}</legend>${radios}</fieldset>
<button type="submit">${say(p.lang, 'submit')}</button><p class="note">${say(p.lang, 'note', { order: p.orderId })}</p></form>`,
  );
}

/** After Send (or when already finished): thanks, and tell the framing portal. */
export function renderSurveySimDone(status: SurveyOrderStatus, nonce: string, lang: SurveySimLanguage): string {
  const script = `window.parent.postMessage({type:'survey',status:${JSON.stringify(status)}},window.location.origin);`;
  return page(lang, `<div class="done" data-status="${status}"><h1>${say(lang, status === 'COMPLETE' ? 'done' : 'closed')}</h1></div>`, nonce, script);
}

export function renderSurveySimProblem(reason: 'invalid' | 'expired', lang: SurveySimLanguage): string {
  return page(lang, `<div class="done"><h1>${say(lang, reason)}</h1></div>`);
}
