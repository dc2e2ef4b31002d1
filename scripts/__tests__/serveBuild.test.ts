import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

/**
 * scripts/serve-build.mjs, the production-like server of the browser tests and benchmarks,
 * against a small build: what it refuses, what it hides as the nginx recipe does, and
 * revalidation. The server is started as `node` and stopped by its pid.
 */
const SERVER = path.join(__dirname, '..', 'serve-build.mjs');

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><p>Home page</p>',
  '404.html': '<!doctype html><title>Not found</title><h1>Page Not Found</h1>',
  'deployment/docker/index.html': '<!doctype html><title>Docker</title><p>Docker page</p>',
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  _headers: "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n",
  'security-headers.nginx.conf': 'add_header X-Content-Type-Options "nosniff" always;\n',
  'redirects.nginx.conf': 'location = /old { return 301 /new; }\n',
  // What a careless deploy copies into the web root.
  '.env': 'SECRET=probe\n',
  '.git/HEAD': 'ref: refs/heads/main\n',
  'img/.secret': 'hidden\n',
  '.well-known/security.txt': 'Contact: mailto:security@example.org\n',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let dir: string;
let child: ChildProcess;
let origin: string;
let output = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  const port = await freePort();
  child = spawn(process.execPath, [SERVER, '--dir', dir, '--port', String(port)], {stdio: ['ignore', 'pipe', 'pipe']});
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve-build.mjs exited (${code}): ${output}`)));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Serving')) resolve();
    });
  });
  origin = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  if (child?.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
  fs.rmSync(dir, {recursive: true, force: true});
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${pathname}`, {headers, redirect: 'manual'});

describe('serve-build.mjs', () => {
  it('answers a NUL byte or an over-long name with 400, with no stack trace in the answer or the log', async () => {
    const logged = output.length;
    const bad = [
      '/%00',
      '/deployment%00.md',
      `/${'b'.repeat(300)}.md`,
      `/deployment/${'c'.repeat(2000)}`,
      `/${Array.from({length: 2400}, () => 'ab').join('/')}`,
    ];
    for (const pathname of bad) {
      const response = await get(pathname);
      expect(response.status, pathname.slice(0, 40)).toBe(400);
      expect(await response.text(), pathname.slice(0, 40)).not.toMatch(/\n\s+at /);
    }
    // Still serving, and nothing like a stack trace was written.
    expect((await get('/')).status).toBe(200);
    expect(output.slice(logged)).not.toMatch(/\n\s+at /);
  });

  it('hides what the nginx recipe hides: header files and dotfiles, .well-known excepted', async () => {
    for (const pathname of [
      '/_headers',
      '/security-headers.nginx.conf',
      '/redirects.nginx.conf',
      '/.env',
      '/.git/HEAD',
      '/img/.secret',
      '/%2eenv',
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      const body = await response.text();
      expect(body, pathname).not.toMatch(/SECRET|refs\/heads|hidden|add_header|return 301|X-Content-Type/);
      expect(body, pathname).toContain('Page Not Found');
      expect(response.headers.get('content-security-policy'), pathname).toBe("default-src 'self'");
    }
    expect((await get('/.well-known/security.txt')).status).toBe(200);
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    for (const pathname of ['/', '/deployment/docker', '/img/logo.svg']) {
      const first = await get(pathname);
      expect(first.status, pathname).toBe(200);
      const etag = first.headers.get('etag');
      const lastModified = first.headers.get('last-modified');
      expect(etag ?? lastModified, pathname).toBeTruthy();
      const validators: Record<string, string> = etag ? {'If-None-Match': etag} : {'If-Modified-Since': lastModified!};
      const again = await get(pathname, validators);
      expect(again.status, pathname).toBe(304);
      expect(await again.text(), pathname).toBe('');
    }
    // A stale validator gets the file.
    expect((await get('/', {'If-None-Match': '"stale"'})).status).toBe(200);
  });

  it('serves reads only, as nginx does', async () => {
    const post = await fetch(`${origin}/`, {method: 'POST', body: 'x'});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${origin}/`, {method: 'HEAD'})).status).toBe(200);
  });
});
