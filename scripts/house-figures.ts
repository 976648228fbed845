// `npm run house:figures` (PX-82-004): the figures issue 27 sets goals for, measured rather than timed:
// layer violations (dependency-cruiser), unused code (knip), the longest hand-written function in src/
// and sandbox/, the largest hand-written file, and how many hand-kept page lists remain.
// Function lengths come from TypeScript's parser, so a brace in a string or a comment counts for nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { layerViolations } from './layers.ts';

const root = join(import.meta.dirname, '..');
/** Written by a tool, not by hand (npm run client:generate). */
const GENERATED = /^src\/api\/generated\//;

/** The files a page could be registered in by hand (issue 27 goal 1). */
const PAGE_LIST_CANDIDATES = [
  'src/app/routes.tsx',
  'src/app/signed-in-pages.ts',
  'src/app/early-reads/*-routes.ts',
  'build/chunk-groups.ts',
  'src/content/site.ts',
];

function sourceFiles(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => `${dir}/${file}`)
    .filter((file) => !GENERATED.test(file));
}

function parse(path: string, text: string) {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

export interface FunctionLength {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  return '(anonymous)';
}

/** Every function, method, accessor and arrow function in `text`, with its length in lines (nested ones on their own too). */
export function functionLengths(file: string, text: string): FunctionLength[] {
  const source = parse(file, text);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: functionName(node as ts.FunctionLikeDeclaration), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A page named in a list: its module (`…Page.tsx`, as a path or an import()), or its address ('/orders', `accountPaths.x`, `X_PATH`). */
function namesPage(node: ts.Node): boolean {
  if (ts.isStringLiteralLike(node)) return /Page\.tsx$/.test(node.text) || /^\/[a-z]/.test(node.text);
  if (ts.isTemplateExpression(node)) return namesPage(node.templateSpans[0]?.expression ?? node.head) || /^\/[a-z]/.test(node.head.text);
  if (ts.isPropertyAccessExpression(node)) return /Paths?$/.test(node.expression.getText());
  if (ts.isIdentifier(node)) return /_PATH$/.test(node.text);
  if (ts.isPropertyAssignment(node)) return namesPage(node.initializer);
  if (ts.isArrowFunction(node)) return namesPage(node.body);
  if (ts.isCallExpression(node)) return node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments.some(namesPage);
  if (ts.isComputedPropertyName(node)) return namesPage(node.expression);
  return false;
}

/**
 * Whether `text` keeps a list of pages by hand: an array or object literal with two or more entries
 * naming a page, or two or more `<Route path=…>` elements. A list computed from another (a manifest)
 * names no page itself, so it does not count.
 */
export function keepsPageList(file: string, text: string): boolean {
  const source = parse(file, text);
  let found = false;
  let routes = 0;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isArrayLiteralExpression(node) && node.elements.filter(namesPage).length >= 2) found = true;
    if (ts.isObjectLiteralExpression(node)) {
      const named = node.properties.filter((property) => namesPage(property) || (ts.isPropertyAssignment(property) && namesPage(property.name))).length;
      if (named >= 2) found = true;
    }
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText() === 'Route') {
      if (node.attributes.properties.some((a) => ts.isJsxAttribute(a) && a.name.getText() === 'path')) routes += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found || routes >= 2;
}

function expand(pattern: string): string[] {
  if (!pattern.includes('*')) return existsSync(join(root, pattern)) ? [pattern] : [];
  const dir = pattern.slice(0, pattern.lastIndexOf('/'));
  const name = new RegExp(`^${pattern.slice(dir.length + 1).replace('.', '\\.').replace('*', '.*')}$`);
  return existsSync(join(root, dir)) ? readdirSync(join(root, dir)).filter((f) => name.test(f)).map((f) => `${dir}/${f}`) : [];
}

/**
 * knip's findings. With `production`, over shipped code alone and with exports used in their own file
 * counted as used: what is left is code only tests run.
 */
function unusedCode(production = false) {
  let config: string[] = [];
  if (production) {
    const file = join(mkdtempSync(join(tmpdir(), 'knip-')), 'knip.jsonc');
    writeFileSync(file, readFileSync(join(root, 'knip.jsonc'), 'utf8').replace('{', '{ "ignoreExportsUsedInFile": true,'));
    config = ['--config', file, '--production'];
  }
  const args = ['--no-progress', '--reporter', 'json', ...config];
  const knip = spawnSync(join(root, 'node_modules/.bin/knip'), args, { cwd: root, encoding: 'utf8' });
  const issues = (JSON.parse(knip.stdout) as { issues: Array<Record<string, unknown[] | string>> }).issues;
  const count = (kind: string) => issues.reduce((sum, issue) => sum + (Array.isArray(issue[kind]) ? issue[kind].length : 0), 0);
  return { files: count('files'), exports: count('exports'), types: count('types'), duplicates: count('duplicates'), dependencies: count('dependencies') + count('devDependencies') + count('unlisted') };
}

if (import.meta.main) {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const functions = ['src', 'sandbox'].flatMap(sourceFiles).flatMap((file) => functionLengths(file, read(file)));
  const longest = functions.reduce((a, b) => (b.lines > a.lines ? b : a));
  const sizes = ['src', 'machines', 'sandbox', 'build'].flatMap(sourceFiles).map((file) => ({ file, lines: read(file).split('\n').length - (read(file).endsWith('\n') ? 1 : 0) }));
  const largest = sizes.reduce((a, b) => (b.lines > a.lines ? b : a));
  const pageLists = PAGE_LIST_CANDIDATES.flatMap(expand).filter((file) => keepsPageList(file, read(file)));
  const violations = await layerViolations();
  const unused = unusedCode();
  const testOnly = unusedCode(true);

  const rows: Array<[string, string, string]> = [
    ['layer violations (dependency-cruiser)', String(violations.length), '0'],
    ['unused exports (knip)', String(unused.exports), '0'],
    ['unused exported types, files, duplicate exports, dependencies (knip)', `${unused.types}, ${unused.files}, ${unused.duplicates}, ${unused.dependencies}`, '0'],
    ['code only tests run: exports, types, files (knip --production)', `${testOnly.exports}, ${testOnly.types}, ${testOnly.files}`, '0'],
    ['longest hand-written function in src/ and sandbox/ (lines)', `${longest.lines}: ${longest.name}, ${longest.file}:${longest.line}`, '≤ 80'],
    ['largest hand-written file in src/, machines/, sandbox/, build/ (lines)', `${largest.lines}: ${largest.file}`, '≤ 400'],
    // The early reads' route files are one list split by page family: counted as one kind of list.
    ['hand-kept page lists (kinds; files)', `${new Set(pageLists.map((f) => f.replace(/[^/]*-routes\.ts$/, '*-routes.ts'))).size}; ${pageLists.length}: ${pageLists.join(', ') || 'none'}`, '1'],
  ];
  for (const [name, value, goal] of rows) console.log(`${name.padEnd(72)} ${value}  (goal ${goal})`);
  const over = functions.filter((f) => f.lines > 80).sort((a, b) => b.lines - a.lines);
  console.log(`\nfunctions over 80 lines: ${over.length}`);
  for (const f of over.slice(0, 15)) console.log(`  ${String(f.lines).padStart(4)}  ${f.name}  ${relative(root, join(root, f.file))}:${f.line}`);
  const big = sizes.filter((f) => f.lines > 400).sort((a, b) => b.lines - a.lines);
  console.log(`files over 400 lines: ${big.length}`);
  for (const f of big.slice(0, 15)) console.log(`  ${String(f.lines).padStart(4)}  ${f.file}`);
}
