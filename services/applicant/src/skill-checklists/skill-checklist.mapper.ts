import type { ApplicantSkillChecklist, ApplicantSkillChecklistDetail, SkillChecklistItem } from '@attest/contracts';
import { parseJson } from '@attest/platform';
import type { ApplicantSkillChecklistEntity } from './entities/applicant-skill-checklist.entity';
import type { SkillChecklistItemEntity } from './entities/skill-checklist-item.entity';
import type { SkillChecklistEntity } from './entities/skill-checklist.entity';

/** Dates travel as YYYY-MM-DD (UTC). */
export const ymd = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

export function storedAnswers(row: ApplicantSkillChecklistEntity): Record<string, number> {
  const raw = parseJson<Record<string, unknown>>(row.answers, {});
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (typeof v === 'number') {
      out[k] = v;
    }
  }
  return out;
}

export const toItem = (i: SkillChecklistItemEntity): SkillChecklistItem => ({ item_id: String(i.item_id), section: i.section, skill: i.skill });

export function toSummary(row: ApplicantSkillChecklistEntity, def: SkillChecklistEntity): ApplicantSkillChecklist {
  return {
    id: row.id,
    checklist_id: row.checklist_id,
    name: def.name,
    description: def.description,
    state: row.state,
    assigned_date: ymd(row.assigned_at)!,
    completed_date: ymd(row.completed_at),
    has_signature: !!row.signature,
    has_pdf: !!row.pdf_storage_key,
  };
}

export function toDetail(row: ApplicantSkillChecklistEntity, def: SkillChecklistEntity, items: SkillChecklistItemEntity[]): ApplicantSkillChecklistDetail {
  return { ...toSummary(row, def), items: items.map(toItem), answers: storedAnswers(row), signature: row.signature };
}
