import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

/**
 * Finds every per-customer configuration key the product reads, by parsing the source (not by grepping
 * names), so the catalogue test can compare it with CONFIGURATION_CATALOG. A read is:
 * - `<config>.flag(customer, KEY)`, `.flags(customer, [KEYS])`, `.get(customer, KEY)` on a receiver named
 *   like a configuration service, and `<config>.isOn(KEY)` / `.value(KEY)` / a bare `isOn(KEY)`;
 * - `configFlag: KEY` (applicant navigation entries shown by a flag);
 * - `{ name: KEY }` in a file that queries CustomerConfigEntity directly;
 * - every string in a key registry: a constant named `*_CONFIG_KEYS`, `*_FLAGS` or `*_FLAG_NAMES`.
 * KEY may be a literal, an UPPER_CASE constant (anywhere in the scanned files), a property of one, or an
 * array or spread of those; a read whose key cannot be resolved is reported as unresolved.
 */
export interface ConfigReadScan {
  /** key → files reading it. */
  reads: Map<string, Set<string>>;
  /** `file:line text` of reads whose key is not a resolvable constant. */
  unresolved: string[];
}

const REGISTRY = /(_CONFIG_KEYS|_FLAGS|_FLAG_NAMES)$/;
const CONFIG_RECEIVER = /config/i;

export function sourceFilesOf(repoRoot: string, dirs: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        return ['__tests__', 'testing', 'node_modules', 'dist', 'e2e'].includes(e.name) ? [] : walk(full);
      }
      return /\.tsx?$/.test(e.name) && !/\.(spec|integration-spec|e2e-spec|d)\.tsx?$/.test(e.name) ? [full] : [];
    });
  return dirs.flatMap((d) => (fs.existsSync(path.join(repoRoot, d)) ? walk(path.join(repoRoot, d)) : []));
}

export function scanConfigReads(files: readonly string[], repoRoot: string): ConfigReadScan {
  const sources = files.map((f) => ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true));
  const constants = new Map<string, ts.Expression>();
  /** Per file: `import { A as B }` → B → A, so a renamed constant still resolves. */
  const importAliases = new Map<ts.SourceFile, Map<string, string>>();
  let current: ts.SourceFile | undefined;
  const constantOf = (name: string) => constants.get(importAliases.get(current!)?.get(name) ?? name);
  for (const sf of sources) {
    const aliases = new Map<string, string>();
    importAliases.set(sf, aliases);
    const visit = (node: ts.Node): void => {
      if (ts.isImportSpecifier(node) && node.propertyName) {
        aliases.set(node.name.text, node.propertyName.text);
      }
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && /^[A-Z][A-Z0-9_]*$/.test(node.name.text)) {
        constants.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  const reads = new Map<string, Set<string>>();
  const unresolved: string[] = [];
  const add = (key: string, file: string) => {
    const set = reads.get(key) ?? new Set<string>();
    set.add(path.relative(repoRoot, file));
    reads.set(key, set);
  };

  /** Every key an expression names; null when part of it is not a constant. */
  const keysOf = (expr: ts.Expression, depth = 0): string[] | null => {
    if (depth > 8) {
      return null;
    }
    if (ts.isStringLiteralLike(expr)) {
      return [expr.text];
    }
    if (ts.isAsExpression(expr) || ts.isParenthesizedExpression(expr) || ts.isSatisfiesExpression(expr)) {
      return keysOf(expr.expression, depth + 1);
    }
    if (ts.isIdentifier(expr)) {
      const init = constantOf(expr.text);
      return init ? keysOf(init, depth + 1) : null;
    }
    if (ts.isPropertyAccessExpression(expr)) {
      const owner = keysOfObjectProperty(expr.expression, expr.name.text, depth);
      return owner;
    }
    if (ts.isArrayLiteralExpression(expr) || ts.isObjectLiteralExpression(expr)) {
      return allStrings(expr, depth);
    }
    return null;
  };

  const keysOfObjectProperty = (ownerExpr: ts.Expression, prop: string, depth: number): string[] | null => {
    const owner = ts.isIdentifier(ownerExpr) ? unwrap(constantOf(ownerExpr.text)) : undefined;
    if (!owner || !ts.isObjectLiteralExpression(owner)) {
      return null;
    }
    const found = owner.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === prop);
    return found && ts.isPropertyAssignment(found) ? keysOf(found.initializer, depth + 1) : null;
  };

  /** The strings of an array or object literal (nested, spreads and constants followed). */
  const allStrings = (expr: ts.Node, depth: number): string[] | null => {
    const out: string[] = [];
    let ok = true;
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node)) {
        out.push(node.text);
      } else if (ts.isIdentifier(node) && /^[A-Z][A-Z0-9_]*$/.test(node.text) && !ts.isPropertyAssignment(node.parent)) {
        const nested = keysOf(node, depth + 1);
        if (nested) {
          out.push(...nested);
        } else {
          ok = false;
        }
      } else if (ts.isPropertyAssignment(node)) {
        visit(node.initializer);
      } else {
        ts.forEachChild(node, visit);
      }
    };
    ts.forEachChild(expr, visit);
    return ok ? out : null;
  };

  const record = (expr: ts.Expression | undefined, sf: ts.SourceFile, at: ts.Node) => {
    const keys = expr ? keysOf(expr) : null;
    if (keys) {
      keys.forEach((k) => add(k, sf.fileName));
    } else {
      const { line } = sf.getLineAndCharacterOfPosition(at.getStart());
      unresolved.push(`${path.relative(repoRoot, sf.fileName)}:${line + 1} ${at.getText().slice(0, 120)}`);
    }
  };

  for (const sf of sources) {
    current = sf;
    const usesEntity = sf.text.includes('CustomerConfigEntity') && !sf.fileName.includes(`${path.sep}platform${path.sep}`);
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && REGISTRY.test(node.name.text) && node.initializer) {
        record(node.initializer, sf, node);
      }
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'configFlag') {
        record(node.initializer, sf, node);
      }
      if (usesEntity && ts.isPropertyAssignment(node) && node.name.getText() === 'name' && ts.isObjectLiteralExpression(node.parent)) {
        record(node.initializer, sf, node);
      }
      if (ts.isCallExpression(node)) {
        readCall(node, sf);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  function readCall(call: ts.CallExpression, sf: ts.SourceFile): void {
    const callee = call.expression;
    if (ts.isIdentifier(callee) && callee.text === 'isOn' && call.arguments.length === 1) {
      return recordUnlessParameter(call.arguments[0], sf, call);
    }
    if (!ts.isPropertyAccessExpression(callee) || !CONFIG_RECEIVER.test(callee.expression.getText())) {
      return;
    }
    const method = callee.name.text;
    if (['isOn', 'value'].includes(method) && call.arguments.length === 1) {
      recordUnlessParameter(call.arguments[0], sf, call);
    } else if (['flag', 'flags', 'get'].includes(method) && call.arguments.length === 2) {
      recordUnlessParameter(call.arguments[1], sf, call);
    }
  }

  /**
   * A key passed through a function parameter (`(flag) => config.isOn(flag)`, a helper's `name`) is
   * read where that function is called: those call sites are the ones recorded.
   */
  function recordUnlessParameter(arg: ts.Expression, sf: ts.SourceFile, at: ts.Node): void {
    if (ts.isIdentifier(arg) && isParameterOfEnclosingFunction(arg)) {
      return;
    }
    if (ts.isElementAccessExpression(arg) || (ts.isIdentifier(arg) && !/^[A-Z]/.test(arg.text) && !constantOf(arg.text))) {
      // e.g. values[n] inside the service itself, or a local variable: reported so the scan stays honest.
      return record(undefined, sf, at);
    }
    record(arg, sf, at);
  }

  return { reads, unresolved };
}

function unwrap(expr: ts.Expression | undefined): ts.Expression | undefined {
  let e = expr;
  while (e && (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e))) {
    e = e.expression;
  }
  return e;
}

function isParameterOfEnclosingFunction(id: ts.Identifier): boolean {
  for (let n: ts.Node | undefined = id.parent; n; n = n.parent) {
    if (ts.isFunctionLike(n) && n.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === id.text)) {
      return true;
    }
  }
  return false;
}
