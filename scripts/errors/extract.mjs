#!/usr/bin/env node
// Extracts, from the OHIF Viewer's source at a release tag, the messages the viewer throws, logs
// or shows (notifications, dialogs, error screens), and writes them to data/errors/<version>.json: each message once,
// with how it reaches the reader and the files that produce it. Only messages and file names are
// written: no code or comments from the viewer. The Troubleshooting pages explain the messages
// a user or integrator meets; search indexes those pages.
//
//   node scripts/errors/extract.mjs [--repo <bare git dir>] [--version 3.9.3 ...]
//
// The repository is read with git at the tag (no checkout). Default: the mirror of the viewer
// at /work/.mirror/AbdullahOmran+OHIF-3.10/repo, or $OHIF_REPO.
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {git, readBlobs} from '../identifiers/extract.mjs';

/** The docs versions that have pages, and the viewer tag that is their truth. */
export const VERSIONS = [
  {version: '3.9.3', tag: 'v3.9.3'},
  {version: '3.8', tag: 'v3.8.0'},
];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_REPO = process.env.OHIF_REPO ?? '/work/.mirror/AbdullahOmran+OHIF-3.10/repo';

/**
 * The viewer's own code: JavaScript and TypeScript of its platform, extensions and modes, without
 * tests, test helpers, the docs site, the command-line tool's templates, anything built and the
 * third-party scripts the app serves as they are (`public/`, minified files).
 */
export function isViewerSource(path) {
  if (!/^(platform|extensions|modes)\//.test(path)) return false;
  if (!/\.(?:[cm]?js|jsx|ts|tsx)$/.test(path) || /\.d\.ts$/.test(path)) return false;
  if (/(?:^|\/)(?:node_modules|dist|public|__tests__|__mocks__|tests?|e2e|\.webpack|\.recipes)\//.test(path))
    return false;
  if (/\.(?:test|spec|min)\.[jt]sx?$/.test(path)) return false;
  return !/^platform\/(?:docs|cli|ui\/src\/.*\.stories|ui-next\/src\/.*\.stories)/.test(path);
}

/** How a message reaches the reader. */
const CONSOLE_KINDS = {error: 'console.error', warn: 'console.warn'};

/**
 * The text of a message expression: string literals as written, template literals and `+`
 * concatenations with each computed part shown as `{name}` (the identifier or property read
 * there) or `{…}`. Undefined when the expression holds no literal text.
 */
export function messageText(node) {
  if (ts.isParenthesizedExpression(node)) return messageText(node.expression);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text + node.templateSpans.map((span) => `${placeholder(span.expression)}${span.literal.text}`).join('')
    );
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = messageText(node.left) ?? placeholder(node.left);
    const right = messageText(node.right) ?? placeholder(node.right);
    return `${left}${right}`;
  }
  return undefined;
}

/** `{name}` for a value read from a name (`{displaySetInstanceUID}`, `{error.message}`), else `{…}`. */
function placeholder(node) {
  if (ts.isIdentifier(node)) return `{${node.text}}`;
  if (ts.isPropertyAccessExpression(node) && /^[\w.$]+$/.test(node.getText())) return `{${node.getText()}}`;
  return '{…}';
}

/** Whether the text is a message a reader could meet: some words, not only placeholders. */
export function isMessage(text) {
  const words = text.replace(/\{[^}]*\}/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
  return words.length >= 2 || (words.length === 1 && words[0].length >= 6 && /\s/.test(text.trim()));
}

const normalize = (text) => text.replace(/\s+/g, ' ').trim();

/** Translated text (`t('…')`, `i18n.t('…')`) that reads as a problem, shown in the interface. */
const PROBLEM_WORDS =
  /\b(?:error|went wrong|failed|failure|unable|cannot|can't|not supported|unsupported|not found|invalid|missing)\b/i;

/** The text of the JSX under a node, each `{expression}` as a placeholder, paragraphs apart. */
function jsxTexts(node, file) {
  /** @type {string[]} */
  const texts = [];
  const visit = (child) => {
    if (ts.isJsxElement(child)) {
      const parts = child.children.map((part) =>
        ts.isJsxText(part)
          ? part.text
          : ts.isJsxExpression(part) && part.expression
            ? (messageText(part.expression) ?? placeholder(part.expression))
            : ' ',
      );
      const text = normalize(parts.join(''));
      if (child.children.some((part) => ts.isJsxText(part) && part.text.trim() !== '')) texts.push(text);
      child.children.forEach((part) => ts.isJsxElement(part) && visit(part));
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return texts;
}

/**
 * Messages of one source file: `throw` of a string or an `…Error` object, any `new …Error(message)`,
 * `console.error`/`console.warn` and the viewer's `log.error`/`log.warn`; the `title` and
 * `message` of a notification or modal (`….show({...})` on a notification, modal or dialog
 * service) and the text of its content; the text of components named `…Modal` or `…Error`; and
 * translated text that reads as a problem.
 * @returns {Array<{message: string, kind: string}>}
 */
export function messagesInSource(path, text) {
  const kind = /x$/.test(path) || path.endsWith('.js') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {Array<{message: string, kind: string}>} */
  const found = [];
  const addText = (message, how) => {
    if (message !== undefined && isMessage(message)) found.push({message: normalize(message), kind: how});
  };
  const add = (node, how) => node && addText(messageText(node), how);
  const visit = (node) => {
    if (ts.isThrowStatement(node) && node.expression && !ts.isNewExpression(node.expression)) {
      add(node.expression, 'throw');
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /Error$/.test(node.expression.text)) {
      add(node.arguments?.[0], 'throw');
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression.getText(file);
      const options = node.arguments[0];
      if ((receiver === 'console' || receiver === 'log') && method in CONSOLE_KINDS) {
        add(options, CONSOLE_KINDS[method]);
      } else if (method === 'show' && /notification|modal|dialog/i.test(receiver) && options) {
        const how = /notification/i.test(receiver) ? 'notification' : 'dialog';
        if (ts.isObjectLiteralExpression(options)) {
          for (const property of options.properties) {
            if (ts.isPropertyAssignment(property) && ['title', 'message'].includes(property.name.getText(file))) {
              add(property.initializer, how);
            }
          }
          for (const content of jsxTexts(options, file)) addText(content, how);
        }
      } else if (method === 't' && options && PROBLEM_WORDS.test(messageText(options) ?? '')) {
        add(options, 'shown');
      }
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const options = node.arguments[0];
      if (options && PROBLEM_WORDS.test(messageText(options) ?? '')) add(options, 'shown');
    } else if (
      (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
      node.name &&
      /(?:Modal|Error)$/.test(node.name.getText(file))
    ) {
      for (const content of jsxTexts(node, file)) addText(content, 'shown');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every message of the viewer at a tag, each once, sorted, with its kinds and files. */
export async function messagesAtTag(repo, tag) {
  const paths = git(repo, ['ls-tree', '-r', '--name-only', tag]).split('\n').filter(isViewerSource);
  const texts = await readBlobs(
    repo,
    paths.map((path) => `${tag}:${path}`),
  );
  /** @type {Map<string, {message: string, kinds: Set<string>, files: Set<string>}>} */
  const byMessage = new Map();
  paths.forEach((path, index) => {
    for (const {message, kind} of messagesInSource(path, texts[index])) {
      const entry = byMessage.get(message) ?? {message, kinds: new Set(), files: new Set()};
      entry.kinds.add(kind);
      entry.files.add(path);
      byMessage.set(message, entry);
    }
  });
  const messages = [...byMessage.values()]
    .sort((a, b) => a.message.localeCompare(b.message))
    .map(({message, kinds, files}) => ({message, kinds: [...kinds].sort(), files: [...files].sort()}));
  return {files: paths.length, messages};
}

export function listPath(version) {
  return join(ROOT, 'data', 'errors', `${version}.json`);
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
    const {files, messages} = await messagesAtTag(repo, tag);
    const out = listPath(version);
    mkdirSync(dirname(out), {recursive: true});
    writeFileSync(out, JSON.stringify({version, tag, messages}, null, 2) + '\n');
    console.log(`${version} (${tag}): ${messages.length} messages from ${files} files -> ${out}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
