import { i9MessageEn } from '@attest/contracts';
import { escapeHtml } from '@attest/platform';
import { OVERDUE_KINDS, type OverdueItem } from './overdue-records';

/** At most this many records are listed one by one; the rest are counted. */
export const DIGEST_MAX_LINES = 100;

export interface DigestInput {
  publicUrl: string;
  customerCode: string;
  locationCodes: ReadonlyMap<number, string>;
  firstName: string;
  day: string;
  items: readonly OverdueItem[];
}

export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
}

/** `{publicUrl}/{customerCode}/{locationCode}/admin/i9/{id}`: the record page in the record's location ('hq' when it has none). */
export function recordLink(input: Pick<DigestInput, 'publicUrl' | 'customerCode' | 'locationCodes'>, item: Pick<OverdueItem, 'recordId' | 'locationId'>): string {
  const location = (item.locationId !== null ? input.locationCodes.get(item.locationId) : undefined) ?? 'hq';
  return `${input.publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(input.customerCode)}/${encodeURIComponent(location)}/admin/i9/${item.recordId}`;
}

/**
 * One staff user's daily digest: counts by reason, then each record with its employee's name, what is late
 * and the link. The employee's name is the only personal data (decision 0011). Texts are message keys
 * (I9_EXPORTS_ALERTS_MESSAGES_EN), in English: staff accounts have no language yet.
 */
export function overdueDigestEmail(input: DigestInput): DigestEmail {
  const items = [...input.items].sort((a, b) => OVERDUE_KINDS.indexOf(a.kind) - OVERDUE_KINDS.indexOf(b.kind) || a.due.localeCompare(b.due) || a.recordId - b.recordId);
  const counts = OVERDUE_KINDS.map((kind) => ({ kind, count: items.filter((i) => i.kind === kind).length })).filter((c) => c.count > 0);
  const listed = items.slice(0, DIGEST_MAX_LINES).map((item) => ({
    line: i9MessageEn(`i9_alert_line_${item.kind}`, { name: item.name || `#${item.recordId}`, due: item.due, days: item.days }),
    link: recordLink(input, item),
  }));
  const more = items.length - listed.length;
  const greeting = i9MessageEn('i9_alert_greeting', { name: input.firstName });
  const intro = i9MessageEn('i9_alert_intro', { day: input.day });
  const countLines = counts.map((c) => i9MessageEn(`i9_alert_count_${c.kind}`, { count: c.count }));
  const moreLine = more > 0 ? i9MessageEn('i9_alert_more', { count: more }) : null;
  const footer = i9MessageEn('i9_alert_footer');
  const text = [
    greeting, '', intro, ...countLines.map((l) => `- ${l}`), '',
    ...listed.map((l) => `${l.line}\n  ${l.link}`),
    ...(moreLine ? ['', moreLine] : []), '', footer, '',
  ].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
    `<ul>${countLines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<ul>${listed.map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.line)}</a></li>`).join('')}</ul>` +
    (moreLine ? `<p>${escapeHtml(moreLine)}</p>` : '') +
    `<p>${escapeHtml(footer)}</p>`;
  return { subject: i9MessageEn('i9_alert_subject', { count: items.length }), text, html };
}
