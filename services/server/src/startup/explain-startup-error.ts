/** One clear line for the failures an operator can fix, instead of a stack dump. */
export function explainStartupError(err: unknown): string {
  const e = err as { code?: string; message?: string; address?: string; port?: number; errno?: number; target?: string };
  const msg = e?.message ?? String(err);
  switch (e?.code ?? '') {
    case 'ECONNREFUSED':
      return `cannot reach ${e.target ?? 'a service'}${e.address ? ` at ${e.address}${e.port ? ':' + e.port : ''}` : ''} (connection refused)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot resolve host in DATABASE_URL or REDIS_URL (${msg})`;
    case 'ETIMEDOUT':
      return `connection timed out — check DATABASE_URL / REDIS_URL (${msg})`;
    case 'ER_ACCESS_DENIED_ERROR':
      return `database refused the credentials in DATABASE_URL (${msg})`;
    case 'ER_BAD_DB_ERROR':
      return `the database named in DATABASE_URL does not exist (${msg})`;
    case 'EADDRINUSE':
      return `port already in use — set PORT to a free port (${msg})`;
    default:
      return e?.target ? `cannot reach ${e.target} (${msg.split('\n')[0]})` : msg.split('\n')[0];
  }
}
