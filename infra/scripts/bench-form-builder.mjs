// Form builder (issue 16 part 3, decision 0029): builder operations on the 200-field template (the form
// engine's large-template fixture): add a field, move a field, edit a trigger rule. Measures (a) the server
// save path — PUT /api/v1/templates/{id}/builder with the whole edited form, validated, diffed, written,
// versioned and audited — against a save that changes nothing (the same request, read + check + diff, no
// writes) as the bare baseline; and (b) the pure client state update (the builder's reducer) against a bare
// copy of the field map. Reports medians; it asserts nothing about timings.
import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stopChild } from '../../services/server/bench/procs.mjs';

const ROUNDS = 15;
const REDUCER_ROUNDS = 200;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function call(base, method, url, headers, body) {
  const res = await fetch(base + url, { method, headers: { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} -> ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const newField = (key, name) => ({
  key, field_id: null, datatype_id: 1, name, label: name, required: false, field_type: null, model_field: null, mask: null, translation_display_key: null,
  trigger_show: true, disabled: false, exclude_from_doc: false, col_lg: 6, col_md: 6, col_sm: 12, params: {}, codes: [],
});

/** The builder's reducer compiled from its TypeScript (esbuild, the repo's path aliases). */
async function loadReducer(root) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'attest-bench-builder-')), 'reducer.mjs');
  await build({ entryPoints: [path.join(root, 'mfe-content-admin/src/form-builder/state/builder-reducer.ts')], bundle: true, format: 'esm', platform: 'node', outfile: out, tsconfig: path.join(root, 'tsconfig.base.json'), logLevel: 'silent' });
  const mod = await import(pathToFileURL(out).href);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return mod;
}

function timeEach(rounds, fn) {
  const ms = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn(i);
    ms.push(performance.now() - t);
  }
  return median(ms);
}

/** `startServer`, `login`, `freshDatabase`: bench.mjs's own. */
export async function benchFormBuilder({ root, startServer, login, freshDatabase, withConnection, log }) {
  const database = await freshDatabase('builder');
  log(`form builder: starting the real server on database ${database}`);
  const real = await startServer(database);
  try {
    const { headers } = await login(real.base);
    const templateId = await withConnection(database, async (c) => {
      const [[row]] = await c.query("SELECT t.template_id FROM edc_templates t JOIN customers c ON c.id = t.customer_id WHERE c.customer_code = 'acme' AND t.name = 'Large form (200 fields)'");
      return row.template_id;
    });
    const url = `/api/v1/templates/${templateId}/builder`;
    let form = await call(real.base, 'GET', url, headers);
    const startFields = form.fields.length;
    log(`form builder: template ${templateId} has ${form.fields.length} fields, ${form.rules.length} rules`);
    // A rule to edit: the first dropdown-like field with codes (or the first field) shows the last field.
    const source = form.fields.find((f) => f.codes.length) ?? form.fields[0];
    const target = form.fields[form.fields.length - 1];
    form = (await call(real.base, 'PUT', url, headers, { base_version: form.version, fields: form.fields, layout: form.layout, rules: [...form.rules, { source: source.key, op: 'is', value: source.codes[0]?.code ?? 'x', action: 'show', target: target.key }] })).form;
    const save = async (edit) => {
      const body = { base_version: form.version, fields: form.fields, layout: form.layout, rules: form.rules, ...edit(form) };
      const t = performance.now();
      const res = await call(real.base, 'PUT', url, headers, body);
      const ms = performance.now() - t;
      form = res.form;
      return ms;
    };
    const ops = {
      noop: () => ({}),
      add: (f) => ({ fields: [...f.fields, newField(`bench${f.version}`, `bench_added_${f.version}`)] }),
      move: (f) => ({ fields: [...f.fields.slice(1), f.fields[0]], layout: null }),
      trigger: (f) => ({ rules: f.rules.map((r, i) => (i === f.rules.length - 1 ? { ...r, value: r.value === 'x' ? 'y' : 'x' } : r)) }),
    };
    const server = {};
    for (const [name, edit] of Object.entries(ops)) {
      await save(edit); // warm-up
      const ms = [];
      for (let i = 0; i < ROUNDS; i++) ms.push(await save(edit));
      server[name] = median(ms);
      log(`form builder: server ${name} median ${server[name].toFixed(1)} ms`);
    }

    const { builderReducer, emptyState, fieldOrder } = await loadReducer(root);
    let state = builderReducer(emptyState, { type: 'load', form });
    const keys = fieldOrder(state);
    const rule = state.rules.length - 1;
    const client = {
      bare: timeEach(REDUCER_ROUNDS, () => { state = { ...state, fields: { ...state.fields } }; }),
      add: timeEach(REDUCER_ROUNDS, () => { state = builderReducer(state, { type: 'add', datatypeId: 1 }); }),
      move: timeEach(REDUCER_ROUNDS, (i) => { state = builderReducer(state, { type: 'nudge', key: keys[i % keys.length], direction: i % 2 ? 'up' : 'down' }); }),
      trigger: timeEach(REDUCER_ROUNDS, (i) => { state = builderReducer(state, { type: 'updateRule', index: rule, rule: { ...state.rules[rule], value: `v${i}` } }); }),
    };
    return { templateId, fields: startFields, rounds: ROUNDS, reducerRounds: REDUCER_ROUNDS, server, client };
  } finally {
    await stopChild(real.child);
  }
}

export function formBuilderReport(r, n) {
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(1)}×` : '-');
  return [
    `(${n}) Form builder on the ${r.fields}-field template (each add keeps its field) (median of ${r.rounds} saves; reducer median of ${r.reducerRounds} updates)`,
    `    server save (PUT …/builder): add ${r.server.add.toFixed(1)} ms, move ${r.server.move.toFixed(1)} ms, edit a trigger ${r.server.trigger.toFixed(1)} ms;`,
    `      an unchanged save (read + check + diff, no writes) ${r.server.noop.toFixed(1)} ms → ${ratio(r.server.add, r.server.noop)}, ${ratio(r.server.move, r.server.noop)}, ${ratio(r.server.trigger, r.server.noop)}`,
    `    client reducer: add ${(r.client.add * 1000).toFixed(0)} µs, move ${(r.client.move * 1000).toFixed(0)} µs, edit a trigger ${(r.client.trigger * 1000).toFixed(0)} µs;`,
    `      a bare copy of the field map ${(r.client.bare * 1000).toFixed(0)} µs → ${ratio(r.client.add, r.client.bare)}, ${ratio(r.client.move, r.client.bare)}, ${ratio(r.client.trigger, r.client.bare)}`,
  ];
}
