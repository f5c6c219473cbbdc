// Bulk transfer (issue 16, decision 0030): 200 templates (10 fields each: text fields, a dropdown with codes and a
// show trigger) made in the demo's globex customer are transferred into acme through the real server and its
// transfers queue (export → signed bundle in storage → import job), then the same transfer again, which must
// report no changes. Reports seconds; it asserts nothing about timings, but checks the copies and the re-run.
import fs from 'node:fs';
import path from 'node:path';
import { postJson, stopChild } from '../../services/server/bench/procs.mjs';
import { withConnection } from '../../services/server/bench/seed.mjs';

const TEMPLATES = 200;
const FIELDS = 10;

async function seedSource(database, adminEmail) {
  return withConnection(database, async (c) => {
    const [[globex]] = await c.query("SELECT id FROM customers WHERE customer_code = 'globex'");
    const [[admin]] = await c.query('SELECT user_id FROM cst_users WHERE email = ?', [adminEmail]);
    // The acme admin also administers globex: globex is then a source customer for them.
    await c.query('INSERT INTO user_roles (user_id, customer_id, role_id, location_id) VALUES (?, ?, 1, NULL)', [admin.user_id, globex.id]);
    const ids = [];
    const now = new Date();
    for (let i = 1; i <= TEMPLATES; i++) {
      const [t] = await c.query(
        "INSERT INTO edc_templates (customer_id, template_type_id, name, external_id, description, directive, active, params, created_at, updated_at) VALUES (?, 4, ?, ?, 'bench', '', 1, '{}', ?, ?)",
        [globex.id, `Bench template ${i}`, `BENCH-${i}`, now, now],
      );
      ids.push(t.insertId);
      const fields = Array.from({ length: FIELDS }, (_, j) => [globex.id, t.insertId, j === 0 ? 7 : 1, `f${j}`, `Field ${j}`, j + 1, j === 1 ? 0 : 1]);
      const [f] = await c.query('INSERT INTO edc_fields (customer_id, template_id, datatype_id, code, name, sort_order, trigger_show) VALUES ?', [fields]);
      const choice = f.insertId;
      await c.query('INSERT INTO edc_field_codes (customer_id, field_id, category, code, value, sort_order) VALUES ?', [[[globex.id, choice, 'YN', 'Y', 'Yes', 1], [globex.id, choice, 'YN', 'N', 'No', 2]]]);
      const [tr] = await c.query('INSERT INTO edc_field_triggers (customer_id, field_id, trigger_value) VALUES (?, ?, ?)', [globex.id, choice, 'Y']);
      await c.query("INSERT INTO edc_field_trigger_actions (customer_id, trigger_id, action_target_type, action_target_id, action) VALUES (?, ?, 'field', ?, 'show')", [globex.id, tr.insertId, choice + 1]);
    }
    return { sourceCustomerId: globex.id, templateIds: ids };
  });
}

async function waitForResult(storageDir, key, timeoutMs) {
  const file = path.join(storageDir, key);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
    if (Date.now() > deadline) throw new Error(`no transfer result after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `startServer`, `login`, `freshDatabase`, `varDir`: bench.mjs's own (varDir() is the last server's data folder). */
export async function benchBulkTransfer({ startServer, login, freshDatabase, varDir, adminEmail, log }) {
  const database = await freshDatabase('transfer');
  log(`bulk transfer: starting the real server on database ${database}`);
  const real = await startServer(database);
  const storageDir = path.join(varDir(), 'files');
  try {
    const { customerId, headers } = await login(real.base);
    const { sourceCustomerId, templateIds } = await seedSource(database, adminEmail);
    const body = { source_customer_id: sourceCustomerId, template_ids: templateIds };
    const run = async () => {
      const started = performance.now();
      const transfer = await postJson(real.base, `/api/v2/customers/${customerId}/bulktransfer/transferTemplatesAndPackages`, body, headers);
      const result = await waitForResult(storageDir, `transfers/${customerId}/${transfer.transfer_id}.result.json`, 5 * 60_000);
      return { seconds: Math.round(performance.now() - started) / 1000, result };
    };
    log(`bulk transfer: ${TEMPLATES} templates, first run`);
    const first = await run();
    log(`bulk transfer: first run ${first.seconds} s; second run`);
    const second = await run();
    const copies = await withConnection(database, async (c) => {
      const [[n]] = await c.query("SELECT COUNT(*) AS n FROM edc_templates WHERE customer_id = ? AND external_id LIKE 'BENCH-%'", [customerId]);
      const [[f]] = await c.query("SELECT COUNT(*) AS n FROM edc_fields f JOIN edc_templates t ON t.template_id = f.template_id WHERE t.customer_id = ? AND t.external_id LIKE 'BENCH-%' AND f.active = 1", [customerId]);
      return { templates: Number(n.n), fields: Number(f.n) };
    });
    return {
      templates: TEMPLATES,
      fieldsPerTemplate: FIELDS,
      first: { seconds: first.seconds, summary: first.result.summary, changes: first.result.changes },
      second: { seconds: second.seconds, summary: second.result.summary, changes: second.result.changes },
      copies,
      correct: first.result.summary.templates.new === TEMPLATES && second.result.changes === false && copies.templates === TEMPLATES && copies.fields === TEMPLATES * FIELDS,
    };
  } finally {
    await stopChild(real.child);
  }
}

export function bulkTransferReport(r, n) {
  if (!r) return [];
  return [
    `${n}. Bulk transfer of ${r.templates} templates (${r.fieldsPerTemplate} fields each, codes and a trigger) between two customers through the transfers queue`,
    `  first run (all new): ${r.first.seconds} s   second run (no changes: ${r.second.changes === false}): ${r.second.seconds} s   copies right: ${r.correct}`,
  ];
}
