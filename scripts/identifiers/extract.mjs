#!/usr/bin/env node
// Extracts, from the OHIF Viewer's source at a release tag, every name a documentation page may
// cite in backticks, and writes them to data/identifiers/<version>.txt (sorted, one per line).
// Only names are written: no code, comments or prose from the viewer.
//
//   node scripts/identifiers/extract.mjs [--repo <bare git dir>] [--version 3.9.3 ...]
//
// The repository is read with git at the tag (no checkout). Default: the mirror of the
// viewer at /work/.mirror/AbdullahOmran+OHIF-3.10/repo, or $OHIF_REPO.
import {execFileSync, spawn} from 'node:child_process';
import {writeFileSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

/**
 * The docs version each list serves, and the viewer tag that is its truth. 3.7 and 2.x have no
 * pages of their own: their names serve the migration guides and release notes, which cite
 * what an older release called things.
 */
export const VERSIONS = [
  {version: '3.9.3', tag: 'v3.9.3'},
  {version: '3.8', tag: 'v3.8.0'},
  {version: '3.7', tag: 'v3.7.0'},
  {version: '2.x', tag: '@ohif/viewer@4.12.51'},
];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_REPO = process.env.OHIF_REPO ?? '/work/.mirror/AbdullahOmran+OHIF-3.10/repo';

const SOURCE = /\.(?:[cm]?js|jsx|ts|tsx)$/;
const SHELL = /(?:^|\/)(?:Dockerfile[^/]*|[^/]+\.sh|\.env[^/]*|[^/]+\.conf(?:\.template)?|[^/]+\.ya?ml)$/;

/**
 * Which files of the viewer count: its JavaScript/TypeScript (tests and their helpers
 * included, since the testing pages cite them), package.json files, and shell, Docker, nginx
 * and CI files, except the viewer's own docs site (its text is a reference, not the truth)
 * and anything vendored or built.
 */
export function isSourceFile(path) {
  if (/(?:^|\/)(?:node_modules|dist)\//.test(path)) return false;
  if (path.startsWith('platform/docs/')) return false;
  if (path.endsWith('package.json')) return true;
  return SOURCE.test(path) || SHELL.test(path);
}

const STRING_NAME = /^[@A-Za-z_$][\w$.:@/-]*$/;

/** Names in one JavaScript/TypeScript file: identifiers of the syntax tree and id-like strings. */
export function namesInSource(path, text, into = new Set()) {
  const kind = /x$/.test(path) || path.endsWith('.js') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const visit = (node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      into.add(node.text.replace(/^#/, ''));
    } else if (ts.isStringLiteralLike(node) || ts.isJsxText(node)) {
      const value = node.text.trim();
      if (value.length <= 120 && STRING_NAME.test(value)) into.add(value);
      else namesInCodeText(node.text, into);
    } else if (ts.isTemplateLiteralToken(node)) {
      namesInCodeText(node.text, into);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // JSDoc type names (`@typedef {Object} CommandDefinition`) are names too, though in comments.
  for (const [, name] of text.matchAll(/@(?:typedef|callback)\s+(?:\{[^}\n]*\}\s*)?([A-Za-z_$][\w$]*)/g))
    into.add(name);
  return into;
}

/**
 * Strings with spaces and template literals often hold generated code (webpack writes plugin
 * imports that way): keep the words in them shaped like code names (camelCase, PascalCase with
 * a second capital, UPPER_SNAKE), not the prose.
 */
function namesInCodeText(text, into) {
  for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    if (/^[a-z][a-z0-9]*[A-Z]|^[A-Z][a-z0-9]+[A-Z]|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(word)) into.add(word);
  }
}

/** Names in a package.json: the package, its scripts and its command-line programs. */
export function namesInPackage(text, into = new Set()) {
  let pkg;
  try {
    pkg = JSON.parse(text);
  } catch {
    return into;
  }
  if (pkg.name) into.add(pkg.name);
  for (const key of Object.keys(pkg.scripts ?? {})) into.add(key);
  if (typeof pkg.bin === 'object' && pkg.bin) for (const key of Object.keys(pkg.bin)) into.add(key);
  return into;
}

/** Environment variables and similar upper-case names in shell, Docker, nginx and CI files. */
export function namesInShell(text, into = new Set()) {
  for (const [name] of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) into.add(name);
  return into;
}

export function git(repo, args) {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
}

/** Reads many blobs at once through `git cat-file --batch`. */
export function readBlobs(repo, specs) {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', repo, 'cat-file', '--batch']);
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`git cat-file exited with ${code}`));
      const buffer = Buffer.concat(chunks);
      const blobs = [];
      let at = 0;
      while (at < buffer.length) {
        const headerEnd = buffer.indexOf(10, at);
        const header = buffer.toString('utf8', at, headerEnd).split(' ');
        if (header[1] === 'missing') {
          blobs.push('');
          at = headerEnd + 1;
          continue;
        }
        const size = Number(header[2]);
        blobs.push(buffer.toString('utf8', headerEnd + 1, headerEnd + 1 + size));
        at = headerEnd + 1 + size + 1;
      }
      resolve(blobs);
    });
    child.stdin.end(specs.join('\n') + '\n');
  });
}

export async function namesAtTag(repo, tag) {
  const paths = git(repo, ['ls-tree', '-r', '--name-only', tag]).split('\n').filter(isSourceFile);
  const texts = await readBlobs(
    repo,
    paths.map((path) => `${tag}:${path}`),
  );
  const names = new Set();
  paths.forEach((path, i) => {
    const text = texts[i];
    if (path.endsWith('package.json')) namesInPackage(text, names);
    else if (SOURCE.test(path)) namesInSource(path, text, names);
    else namesInShell(text, names);
  });
  names.delete('');
  return {files: paths.length, names: [...names].sort()};
}

export function listPath(version) {
  return join(ROOT, 'data', 'identifiers', `${version}.txt`);
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args[i + 1];
  };
  const repo = option('--repo') ?? DEFAULT_REPO;
  const only = args.flatMap((arg, i) => (args[i - 1] === '--version' ? [arg] : []));
  for (const {version, tag} of VERSIONS) {
    if (only.length && !only.includes(version)) continue;
    const {files, names} = await namesAtTag(repo, tag);
    const out = listPath(version);
    mkdirSync(dirname(out), {recursive: true});
    writeFileSync(out, names.join('\n') + '\n');
    console.log(`${version} (${tag}): ${names.length} names from ${files} files -> ${out}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
