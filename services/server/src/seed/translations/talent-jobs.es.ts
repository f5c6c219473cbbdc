/** Spanish for the answers of jobs, the applicant's placements and interviews (issue 18, services/talent, decision 0040). */
export const TALENT_JOBS_ES: Record<string, string> = {
  job_not_found: 'No encontramos este empleo o ya no está abierto.',
  placement_not_found: 'No encontramos esta asignación.',
  interview_not_found: 'No encontramos esta entrevista.',
};
