import type { ResumeEducationSuggestion, ResumeSuggestions, ResumeWorkSuggestion } from '@attest/contracts';

type Section = 'work' | 'education' | 'skills' | 'other' | null;

const HEADINGS: [RegExp, Section][] = [
  [/^(work\s+|professional\s+|employment\s+)?(experience|history)$|^employment$|^work history$|^experiencia( laboral)?$/i, 'work'],
  [/^education(\s+and\s+training)?$|^educaci[oó]n$/i, 'education'],
  [/^(technical\s+|key\s+|core\s+)?skills(\s+and\s+abilities)?$|^core competencies$|^habilidades$/i, 'skills'],
  [/^(summary|profile|objective|certifications?|licenses?|references|languages|interests|awards|contact)$/i, 'other'],
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DATE = `(?:${MONTH}\\s+\\d{4}|\\d{1,2}\\/\\d{4}|\\d{4})`;
const NOW = '(?:present|current|now|today|actual(?:idad)?)';
const RANGE = new RegExp(`(${DATE})\\s*(?:-|–|—|to|a|until)\\s*(${DATE}|${NOW})`, 'i');
const YEAR_ALONE = /\b(19\d{2}|20\d{2})\b/;

/** "Jan 2020" / "01/2020" / "2020" → YYYY-MM-01 (January when only the year is written). */
export function resumeDate(text: string): string | null {
  const t = text.trim().toLowerCase();
  const slash = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (slash) {
    const m = Number(slash[1]);
    return m >= 1 && m <= 12 ? `${slash[2]}-${String(m).padStart(2, '0')}-01` : null;
  }
  const named = new RegExp(`^(${MONTH})\\s+(\\d{4})$`).exec(t);
  if (named) {
    const m = MONTHS.indexOf(named[1].slice(0, 3)) + 1;
    return `${named[2]}-${String(m).padStart(2, '0')}-01`;
  }
  return /^\d{4}$/.test(t) ? `${t}-01-01` : null;
}

const DEGREES: [RegExp, string][] = [
  [/\b(ph\.?\s?d|doctor(ate)?( of)?)\b/i, 'PHD'],
  [/\b(master'?s?|m\.?s\.?c?|m\.?a\.?|mba|m\.?s\.?n)\b/i, 'MA'],
  [/\b(bachelor'?s?|b\.?s\.?n?|b\.?a\.?|b\.?sc)\b/i, 'BA'],
  [/\b(associate'?s?|a\.?a\.?s?|a\.?s\.?)\b(?! at)/i, 'AA'],
  [/\bGED\b/, 'GED'],
  [/\bhigh school( diploma)?\b/i, 'HS'],
];
const SCHOOL = /\b(university|college|school|institute|academy|universidad|escuela|polytechnic)\b/i;

const clean = (s: string) => s.replace(/^[\s•·*\-–—|,]+|[\s•·*\-–—|,]+$/g, '').replace(/\s+/g, ' ').trim();
const cap = (s: string, max: number) => (s.length > max ? s.slice(0, max).trim() : s);

function headingOf(line: string): Section | undefined {
  const t = clean(line).replace(/:$/, '');
  if (t.length > 40) {
    return undefined;
  }
  return HEADINGS.find(([re]) => re.test(t))?.[1];
}

/** Splits "Employer — Title" / "Title at Employer" / "Employer, Title" into its two parts. */
function employerAndTitle(text: string): { employer: string; title: string | null } | null {
  const t = clean(text);
  if (!t) {
    return null;
  }
  const at = /^(.+?)\s+(?:at|en)\s+(.+)$/i.exec(t);
  if (at) {
    return { employer: cap(clean(at[2]), 255), title: cap(clean(at[1]), 255) };
  }
  const parts = t.split(/\s+[-–—|]\s+|\s*[|,]\s*/).map(clean).filter(Boolean);
  return parts.length ? { employer: cap(parts[0], 255), title: parts[1] ? cap(parts.slice(1).join(', '), 255) : null } : null;
}

function readWork(lines: string[]): ResumeWorkSuggestion[] {
  const out: ResumeWorkSuggestion[] = [];
  lines.forEach((line, i) => {
    const m = RANGE.exec(line);
    if (!m) {
      return;
    }
    let rest = clean(line.replace(m[0], ''));
    if (!rest && i > 0 && !RANGE.exec(lines[i - 1])) {
      rest = lines[i - 1];
    }
    const who = employerAndTitle(rest);
    if (!who) {
      return;
    }
    const current = new RegExp(`^${NOW}$`, 'i').test(m[2].trim());
    out.push({ employer: who.employer, title: who.title, start_date: resumeDate(m[1]), end_date: current ? null : resumeDate(m[2]), current });
  });
  return out.slice(0, 20);
}

function degreeOf(text: string): string | null {
  return DEGREES.find(([re]) => re.test(text))?.[1] ?? null;
}

function readEducation(lines: string[]): ResumeEducationSuggestion[] {
  const out: ResumeEducationSuggestion[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!SCHOOL.test(line)) {
      continue;
    }
    // The school's line, and the next line when it holds the degree or the dates.
    const next = lines[i + 1] && !SCHOOL.test(lines[i + 1]) ? lines[i + 1] : '';
    const both = `${line} ${next}`;
    const range = RANGE.exec(both);
    const year = range ? null : YEAR_ALONE.exec(both);
    const parts = clean(line.replace(range?.[0] ?? '', '').replace(year?.[0] ?? '', '')).split(/\s+[-–—|]\s+|\s*[|,]\s*/).map(clean).filter(Boolean);
    const schoolPart = parts.find((p) => SCHOOL.test(p)) ?? parts[0];
    const degreeText = [...parts.filter((p) => p !== schoolPart), clean(next.replace(range?.[0] ?? '', '').replace(year?.[0] ?? ''  , ''))].find((p) => p && degreeOf(p)) ?? null;
    const degree = degreeOf(degreeText ?? '') ?? (/high school/i.test(schoolPart) ? 'HS' : null);
    const end = range ? (new RegExp(`^${NOW}$`, 'i').test(range[2].trim()) ? null : resumeDate(range[2])) : year ? `${year[1]}-01-01` : null;
    out.push({
      school: cap(schoolPart, 255),
      degree,
      degree_text: degreeText ? cap(degreeText, 128) : null,
      start_date: range ? resumeDate(range[1]) : null,
      end_date: range ? end : null,
      grad_year: end ? end.slice(0, 4) : null,
    });
    if (next && (degreeText === clean(next) || RANGE.test(next) || YEAR_ALONE.test(next))) {
      i++;
    }
  }
  return out.slice(0, 10);
}

function readSkills(lines: string[]): string[] {
  const seen = new Map<string, string>();
  for (const line of lines) {
    for (const raw of line.split(/[,;•·|]|\s{2,}|\t/)) {
      const s = clean(raw.replace(/:$/, ''));
      if (s.length >= 2 && s.length <= 60 && !seen.has(s.toLowerCase())) {
        seen.set(s.toLowerCase(), s);
      }
    }
  }
  return [...seen.values()].slice(0, 50);
}

/**
 * Reads a resume's text into suggestions (decision 0044): lines are grouped under their headings (experience,
 * education, skills, others); a work entry is a line with a date range and the employer and title beside it or on
 * the line above; an education entry is a line naming a school, its degree mapped to an EDU_DEGREE code; skills
 * are the skills section's comma or bullet separated items. Nothing is saved from here: the applicant confirms.
 */
export function parseResume(text: string): ResumeSuggestions {
  const sections: Record<'work' | 'education' | 'skills', string[]> = { work: [], education: [], skills: [] };
  let current: Section = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      continue;
    }
    const heading = headingOf(line);
    if (heading !== undefined) {
      current = heading;
      continue;
    }
    if (current === 'work' || current === 'education' || current === 'skills') {
      sections[current].push(line);
    }
  }
  return { work_history: readWork(sections.work), education: readEducation(sections.education), skills: readSkills(sections.skills) };
}
