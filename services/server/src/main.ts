import 'reflect-metadata';
import { createApp, loadConfig, registeredRoutes, rootLogger, type AppConfig } from '@attest/platform';
import { ServerModule } from './server.module';
import { seedDemo, type DemoLogins } from './seed/seed-demo';
import { explainStartupError } from './startup/explain-startup-error';
import { preflight } from './startup/preflight';
import { serveWeb } from './web/serve-web';

function banner(config: AppConfig, logins: DemoLogins | undefined): string {
  const url = config.publicUrl;
  const lines = [
    '',
    `Attest is running at ${url}`,
    `  database: ${config.databaseUrl ? 'MySQL' : `SQLite (${config.sqlitePath})`}; queue: ${config.redisUrl ? 'BullMQ on Redis' : 'in-process'}`,
  ];
  if (logins) {
    lines.push(
      `  applicant portal: ${url}/${logins.customerCode}/hq/login  —  ${logins.applicant.email} / ${logins.applicant.password}`,
      `  staff:            ${url}/${logins.customerCode}/hq/login?as=staff  —  ${logins.staff.email} / ${logins.staff.password}`,
    );
  }
  if (config.mailboxEnabled) {
    lines.push(`  mailbox (emails the demo would send): ${url}/_mailbox`);
  }
  lines.push(`  API docs: ${url}/api/docs`, '');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  let config: AppConfig;
  try {
    config = loadConfig();
    await preflight(config);
  } catch (err) {
    console.error(`Attest could not start: ${explainStartupError(err)}`);
    process.exit(1);
  }
  try {
    const app = await createApp(ServerModule.forRoot(config), config, { openApiTitle: 'Attest API' });
    await serveWeb(app, { webRoot: config.webRoot, manifestPath: process.env.REMOTES_MANIFEST });
    const logins = process.env.SEED_DEMO === 'false' ? undefined : await seedDemo(app, { fixtures: process.env.SEED_FIXTURES === 'true' });
    await app.listen(config.port, config.host);
    // One JSON line for operators (the routes are listed only at LOG_LEVEL=debug, decision 0047).
    rootLogger().info(
      {
        url: config.publicUrl,
        database: config.databaseUrl ? 'mysql' : 'sqlite',
        queue: config.redisUrl ? 'bullmq' : 'in-process',
        worker: config.runWorker,
        routes: registeredRoutes(app).length,
        startupMs: Date.now() - started,
      },
      'Attest started',
    );
    // The demo's login help for `npm start` (the Quick start); a deployment without the demo prints only the line above.
    if (logins) {
      console.log(banner(config, logins));
    }
  } catch (err) {
    console.error(`Attest could not start: ${explainStartupError(err)}`);
    process.exit(1);
  }
}

void main();
