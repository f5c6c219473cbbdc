// A real OpenID Connect provider (oidc-provider, ESM-only) for the SSO integration tests, run in a
// child process. Configured by environment:
//   OIDC_REDIRECT_URIS  comma-separated redirect URIs of the one confidential client
//   OIDC_CLIENT_ID, OIDC_CLIENT_SECRET
//   OIDC_ACCOUNTS       JSON: [{ "email": "...", "email_verified": true, "name": "..." }]
// Prints `READY <issuer>` once listening on 127.0.0.1 (a free port).
// The login page is replaced by `POST /interaction/{uid}/login` with form field `email`: any listed
// account signs in without a password. Consent is granted for the requested scopes.
import http from 'node:http';
import { URLSearchParams } from 'node:url';
import Provider from 'oidc-provider';

const accounts = JSON.parse(process.env.OIDC_ACCOUNTS ?? '[]');
const byId = new Map(accounts.map((a) => [a.email, a]));

let handler = (_req, res) => {
  res.statusCode = 503;
  res.end();
};
const server = http.createServer((req, res) => handler(req, res));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID,
      client_secret: process.env.OIDC_CLIENT_SECRET,
      redirect_uris: (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean),
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  pkce: { methods: ['S256'], required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ['attest-test-provider'] },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, id) {
    const account = byId.get(id);
    return account
      ? { accountId: id, claims: async () => ({ sub: id, email: account.email, email_verified: account.email_verified, name: account.name }) }
      : undefined;
  },
  // Consent is not what these tests are about: every requested scope is granted.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope(ctx.oidc.requestParamScopes ? [...ctx.oidc.requestParamScopes].join(' ') : 'openid');
    await grant.save();
    return grant;
  },
});

const callback = provider.callback();
handler = (req, res) => {
  const m = /^\/interaction\/([^/]+)\/login$/.exec(req.url ?? '');
  if (req.method === 'POST' && m) {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const email = new URLSearchParams(raw).get('email') ?? '';
      const result = byId.has(email)
        ? { login: { accountId: email } }
        : { error: 'access_denied', error_description: 'unknown test account' };
      provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false }).catch((err) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    });
    return;
  }
  callback(req, res);
};

process.stdout.write(`READY ${issuer}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
