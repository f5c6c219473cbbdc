import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as fs from 'fs';
import * as path from 'path';
import { REMOTES, readRemoteManifest, remoteBasePath } from './remote-manifest';

export interface WebOptions {
  webRoot: string;
  manifestPath?: string;
}

/**
 * Serves the built front ends from this process: the shell at / (with the SPA fallback), each remote
 * under /remotes/<name>/, the recruiter tab's standalone page and the runtime manifest.
 * These routes are public on purpose: they are static assets.
 */
export async function serveWeb(app: NestFastifyApplication, options: WebOptions): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const shellDist = path.join(options.webRoot, 'shell/dist');
  const noStore = (res: { setHeader(n: string, v: string): void }, file: string) => {
    // Entry points must never be cached or a redeployed remote would not be picked up.
    if (/(index\.html|remoteEntry\.js|recruiter-tab\.html)$/.test(file)) {
      res.setHeader('cache-control', 'no-cache');
    } else {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    }
  };
  for (const folder of Object.values(REMOTES)) {
    const dist = path.join(options.webRoot, folder, 'dist');
    if (fs.existsSync(dist)) {
      await fastify.register(fastifyStatic, { root: dist, prefix: remoteBasePath(folder), decorateReply: false, setHeaders: noStore });
    }
  }
  if (fs.existsSync(shellDist)) {
    await fastify.register(fastifyStatic, { root: shellDist, prefix: '/', wildcard: false, decorateReply: false, setHeaders: noStore });
  }
  fastify.get('/remotes.manifest.json', async (_req: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    return readRemoteManifest(options.manifestPath);
  });
  fastify.get('/recruiter-tab', async (_req: FastifyRequest, reply: FastifyReply) => sendHtml(reply, path.join(options.webRoot, 'mfe-account-admin/dist/recruiter-tab.html')));
  // Any other GET that is not an API path is a client-side route of the shell.
  fastify.get('/*', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', messageKey: 'route_not_found' });
    }
    return sendHtml(reply, path.join(shellDist, 'index.html'));
  });
}

function sendHtml(reply: FastifyReply, file: string) {
  if (!fs.existsSync(file)) {
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', messageKey: 'frontend_not_built' });
  }
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(file));
}
