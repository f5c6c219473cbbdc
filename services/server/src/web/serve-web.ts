import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as fs from 'fs';
import * as path from 'path';
import { RecruiterTabFramingService } from '@attest/identity';
import { STORAGE, type StorageService } from '@attest/platform';
import { frontEndOnSend } from './front-end-on-send';
import { REMOTES, readRemoteManifest, remoteBasePath } from './remote-manifest';
import { downloadOriginsOf, frameOriginsFromEnv, setPageSecurityHeaders, type PageHeaderOptions } from './security-headers';

export interface WebOptions {
  webRoot: string;
  manifestPath?: string;
}

/**
 * How the built files are sent: the `.br`/`.gz` the build wrote beside a file when the browser accepts
 * one (preCompressed), never as files of their own (globIgnore); no Cache-Control from the static
 * plugin (it would say max-age=0), frontEndOnSend sets it by file name.
 */
const STATIC_OPTIONS: Omit<FastifyStaticOptions, 'root'> = {
  decorateReply: false,
  preCompressed: true,
  cacheControl: false,
  // HTML pages go only through the handlers below, which set the page's security policy (decision 0049).
  globIgnore: ['**/*.br', '**/*.gz', '**/*.html'],
  allowedPath: (pathname: string) => !/\.html?$/i.test(pathname),
};

/**
 * Serves the built front ends from this process: the shell at / (with the SPA fallback), each remote
 * under /remotes/<name>/, the recruiter tab's standalone page and the runtime manifest.
 * These routes are public on purpose: they are static assets. Caching and compression: front-end-on-send.ts.
 */
export async function serveWeb(app: NestFastifyApplication, options: WebOptions): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const pageHeaders: PageHeaderOptions = {
    manifestPath: options.manifestPath,
    frameOrigins: frameOriginsFromEnv(),
    downloadOrigins: downloadOriginsOf(storageOf(app)),
  };
  // One encapsulated scope: the hook applies to these routes only, never to the API.
  await fastify.register(async (web: FastifyInstance) => {
    web.addHook('onSend', frontEndOnSend);
    await registerFiles(web, options.webRoot);
    web.get('/remotes.manifest.json', async (_req: FastifyRequest, reply: FastifyReply) => {
      // Generated from the environment on every request: never kept by a browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return readRemoteManifest(options.manifestPath);
    });
    // The tab is framed by the customer's ATS: only origins its configuration lists may (decision 0023).
    const framing = app.get(RecruiterTabFramingService, { strict: false });
    web.get('/recruiter-tab', async (req: FastifyRequest<{ Querystring: { customer?: string } }>, reply: FastifyReply) => {
      setPageSecurityHeaders(req, reply, pageHeaders, ["'self'", ...(await framing.allowedOrigins(req.query.customer))]);
      return sendHtml(reply, path.join(options.webRoot, 'mfe-account-admin/dist/recruiter-tab.html'));
    });
    // Any other GET that is not an API path is a client-side route of the shell.
    web.get('/*', async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.url.startsWith('/api/')) {
        return reply.status(404).send({ statusCode: 404, error: 'Not Found', messageKey: 'route_not_found' });
      }
      setPageSecurityHeaders(req, reply, pageHeaders);
      return sendHtml(reply, path.join(options.webRoot, 'shell/dist/index.html'));
    });
  });
}

function storageOf(app: NestFastifyApplication): StorageService | null {
  try {
    return app.get<StorageService>(STORAGE, { strict: false });
  } catch {
    return null;
  }
}

async function registerFiles(web: FastifyInstance, webRoot: string): Promise<void> {
  for (const folder of Object.values(REMOTES)) {
    const dist = path.join(webRoot, folder, 'dist');
    if (fs.existsSync(dist)) {
      await web.register(fastifyStatic, { ...STATIC_OPTIONS, root: dist, prefix: remoteBasePath(folder) });
    }
  }
  const shellDist = path.join(webRoot, 'shell/dist');
  if (fs.existsSync(shellDist)) {
    await web.register(fastifyStatic, { ...STATIC_OPTIONS, root: shellDist, prefix: '/', wildcard: false });
  }
}

async function sendHtml(reply: FastifyReply, file: string) {
  if (!fs.existsSync(file)) {
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', messageKey: 'frontend_not_built' });
  }
  // Small enough to read whole; the hook compresses it when it is worth it.
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(await fs.promises.readFile(file));
}
