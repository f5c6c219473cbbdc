/** Test fixtures of the talent service for other packages' tests (the e2e suite): small real resume files. */
export { makeResumeDocx, makeResumePdf, SAMPLE_RESUME_LINES } from '../resume/testing/resume-fixtures';
