import { spawn, type ChildProcess } from 'child_process';
import * as path from 'path';

export interface TestAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts oidc-provider-process.mjs (a real oidc-provider) in a child process; answers once it listens. */
export async function startTestProvider(options: {
  redirectUris: string[];
  clientId: string;
  clientSecret: string;
  accounts: TestAccount[];
}): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider-process.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      OIDC_REDIRECT_URIS: options.redirectUris.join(','),
      OIDC_CLIENT_ID: options.clientId,
      OIDC_CLIENT_SECRET: options.clientSecret,
      OIDC_ACCOUNTS: JSON.stringify(options.accounts),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`OIDC test provider did not start: ${stderr}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`OIDC test provider exited (${code}): ${stderr}`));
    });
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A browser of sorts: follows redirects by hand, keeping cookies per host (name only: enough for the
 * provider's and our cookies), until a response is not a redirect or `stopAt` matches the next URL.
 */
export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  private jar(url: URL): Map<string, string> {
    let jar = this.jars.get(url.host);
    if (!jar) {
      jar = new Map();
      this.jars.set(url.host, jar);
    }
    return jar;
  }

  async request(method: string, url: string, body?: string): Promise<Response> {
    const u = new URL(url);
    const jar = this.jar(u);
    const headers: Record<string, string> = {};
    if (jar.size) {
      headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') {
        jar.delete(name);
      } else {
        jar.set(name, value);
      }
    }
    return res;
  }

  /** GETs `url` and follows redirects; answers the last URL and response (a redirect to `stopAt` is not followed). */
  async follow(url: string, stopAt?: (next: URL) => boolean, method = 'GET', body?: string): Promise<{ url: string; res: Response }> {
    let current = url;
    let res = await this.request(method, current, body);
    for (let hops = 0; hops < 20 && res.status >= 300 && res.status < 400; hops++) {
      const next = new URL(res.headers.get('location') ?? '', current);
      if (stopAt?.(next)) {
        return { url: next.toString(), res };
      }
      current = next.toString();
      res = await this.request('GET', current);
    }
    return { url: current, res };
  }
}
