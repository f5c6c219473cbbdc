/** One PDF text reader for every service's tests: platform/testing. */
export { pdfText } from '@attest/platform/testing';
