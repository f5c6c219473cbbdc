import type { FastifyReply } from 'fastify';

/** Sends an .ics file as a download. */
export function sendIcs(reply: FastifyReply, fileName: string, body: string): void {
  void reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}
