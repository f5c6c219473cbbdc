/** Set at build time (ATTEST_BUILD_LABEL through webpack's DefinePlugin): tells which build of the remote is live. */
export const BUILD_LABEL: string = process.env.ATTEST_BUILD_LABEL ?? '';
