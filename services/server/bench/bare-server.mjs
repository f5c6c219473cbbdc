// Baseline for `npm run bench`: the same reads as GET /api/v2/customers/{c}/applicants/{a} on the real
// server (token check plus the six SELECTs of ApplicantRecordService.load()), with no framework between.
import crypto from 'node:crypto';
import Fastify from 'fastify';
import mysql from 'mysql2/promise';

// Same pool size as the real server's DataSource (create-data-source.ts), so the comparison is fair.
const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 20 });
const app = Fastify({ logger: false });

async function one(sql, params) {
  const [rows] = await pool.execute(sql, params);
  return rows[0] ?? null;
}

app.get('/api/v2/customers/:customerId/applicants/:applicantId', async (req, reply) => {
  const auth = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  if (!auth) {
    return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', messageKey: 'unauthorized', details: {} });
  }
  const hash = crypto.createHash('sha256').update(auth[1]).digest('hex');
  const token = await one(
    `SELECT customer_id, party, subject_id FROM auth_tokens
     WHERE token_hash = ? AND kind = 'access' AND revoked_at IS NULL AND expires_at > ? LIMIT 1`,
    [hash, new Date()],
  );
  const customerId = Number(req.params.customerId);
  const applicantId = Number(req.params.applicantId);
  const headerCustomer = Number(req.headers['x-request-customer-id']);
  if (!token || token.party !== req.headers['x-requested-by-party'] || token.customer_id !== headerCustomer) {
    return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', messageKey: 'unauthorized', details: {} });
  }
  if (customerId !== token.customer_id || (token.party === 'applicant' && token.subject_id !== applicantId)) {
    return reply.code(403).send({ statusCode: 403, error: 'Forbidden', messageKey: 'forbidden', details: {} });
  }
  const by = [applicantId, customerId];
  const applicant = await one('SELECT * FROM applicants WHERE applicant_id = ? AND customer_id = ? LIMIT 1', by);
  if (!applicant) {
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
  }
  const [fedTax, eeoc, admission, [altIds], [props]] = await Promise.all([
    one('SELECT * FROM applicant_fed_tax WHERE applicant_id = ? AND customer_id = ? LIMIT 1', by),
    one('SELECT * FROM applicant_eeoc WHERE applicant_id = ? AND customer_id = ? LIMIT 1', by),
    one('SELECT * FROM applicant_admissions WHERE applicant_id = ? AND customer_id = ? LIMIT 1', by),
    pool.execute('SELECT * FROM applicant_alt_ids WHERE applicant_id = ? AND customer_id = ?', by),
    pool.execute('SELECT * FROM applicant_props WHERE applicant_id = ? AND customer_id = ?', by),
  ]);
  const { password_hash: _omit, ...view } = applicant;
  return { ...view, fed_tax: fedTax, eeoc, admission, altId: altIds[0] ?? null, props };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server listening');
