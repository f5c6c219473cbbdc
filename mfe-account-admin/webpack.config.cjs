const { createWebpackConfig } = require('../shared-ui/build/create-webpack-config.cjs');

// Remote [account_admin]: ./routes and ./RecruiterTab for the shell, a standalone index.html for development,
// and recruiter-tab.html, the production page the ATS frames (served at /recruiter-tab with its frame-ancestors, decision 0023).
module.exports = createWebpackConfig({
  name: 'account_admin',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx', './RecruiterTab': './src/recruiter-tab/RecruiterTab.tsx' },
  publicPath: 'auto',
  htmlPages: [
    { filename: 'index.html', title: 'Attest — account_admin (standalone)', entry: 'main' },
    {
      filename: 'recruiter-tab.html',
      title: 'Attest — Recruiter tab',
      entry: 'recruiterTab',
      entryImport: 'src/recruiter-tab/index.ts',
      // Served at /recruiter-tab (not under /remotes/account-admin/), so its script URL must not be relative.
      publicPath: '/remotes/account-admin/',
    },
  ],
});
