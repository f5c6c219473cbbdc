import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { ACME, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import type { Session } from '@attest/platform/testing';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */

export interface TemplateAdminKit extends EdocsTestKit {
  /** A staff user of acme with the Viewer role (content.read, no content.manage). */
  viewer: Session;
  /** A staff user of acme with the Recruiter role (content.read only). */
  recruiter: Session;
}

export async function startTemplateAdmin(): Promise<TemplateAdminKit> {
  const k = await startEdocs();
  return {
    ...k,
    viewer: await sessionFor(k.t.app, 'user', 910, ACME, SEEDED_ROLE_IDS.VIEWER),
    recruiter: await sessionFor(k.t.app, 'user', 911, ACME, SEEDED_ROLE_IDS.RECRUITER),
  };
}

/** The tables template administration writes, row by row: "nothing changed" compares two of these. */
export async function snapshot(k: EdocsTestKit): Promise<string> {
  const tables = ['edc_templates', 'edc_template_tags', 'edc_field_codes', 'audit_log'];
  const rows = await Promise.all(tables.map((t) => k.ds.query(`SELECT * FROM ${t} ORDER BY 1`)));
  return JSON.stringify(rows);
}

/** A browser form post (application/x-www-form-urlencoded); repeated keys for lists. */
export function postForm(k: EdocsTestKit, method: string, path: string, fields: [string, string][], session: Session) {
  const body = new URLSearchParams(fields).toString();
  return k.call(method, path, { session, rawBody: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

/** Audit rows of a template, newest first. */
export async function auditRows(k: EdocsTestKit, templateId: number): Promise<any[]> {
  const rows: any[] = await k.ds.query("SELECT * FROM audit_log WHERE entity = 'template' AND entity_id = ? ORDER BY id DESC", [String(templateId)]);
  return rows.map((r) => ({ ...r, changes: JSON.parse(r.changes) }));
}

export async function templateIdByName(k: EdocsTestKit, customerId: number, name: string): Promise<number> {
  const [row] = (await k.ds.query('SELECT template_id FROM edc_templates WHERE customer_id = ? AND name = ?', [customerId, name])) as { template_id: number }[];
  return Number(row.template_id);
}
