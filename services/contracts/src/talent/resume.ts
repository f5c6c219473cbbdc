import { array, object, string, type InferType } from 'yup';

/** A work history entry read from a resume (the applicant confirms it before it is saved). */
export interface ResumeWorkSuggestion {
  employer: string;
  title: string | null;
  /** YYYY-MM-DD (the first of the month when only month and year are written). */
  start_date: string | null;
  end_date: string | null;
  current: boolean;
}

/** An education entry read from a resume; degree is an EDU_DEGREE code when the text names one. */
export interface ResumeEducationSuggestion {
  school: string;
  degree: string | null;
  degree_text: string | null;
  start_date: string | null;
  end_date: string | null;
  grad_year: string | null;
}

export interface ResumeSuggestions {
  work_history: ResumeWorkSuggestion[];
  education: ResumeEducationSuggestion[];
  skills: string[];
}

/** POST /api/resume answers the stored file and what was read from it. */
export interface ResumeUploadAnswer {
  resume_id: number;
  file_name: string;
  mime: string;
  size: number;
  suggestions: ResumeSuggestions;
}

/** POST /api/resume/{id}/skills: the skills the applicant confirmed (work history and education go through their own paths). */
export const confirmResumeSkillsSchema = object({
  skills: array(string().strict().typeError('invalid_entry').trim().required('required_field').max(100, 'es_max')).max(100, 'es_max').required('required_field'),
}).noUnknown(true, 'unknown_field');
export type ConfirmResumeSkillsInput = InferType<typeof confirmResumeSkillsSchema>;


/** Only these are read (content checked, not the name): a PDF or a Word (.docx) document. */
export const RESUME_EXTENSIONS = ['.pdf', '.docx'] as const;
/** 5 MB: a resume is text. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
