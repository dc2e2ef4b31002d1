import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The nginx binary: `NGINX_PATH`, else Debian's, else one on the PATH; undefined when none. */
export function findNginx(env = process.env): string | undefined {
  if (env.NGINX_PATH) return env.NGINX_PATH;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'}).stdout.trim();
  return found || undefined;
}

/** The mime.types next to the binary's compiled-in configuration, if it ships one. */
function mimeTypesOf(nginx: string): string | undefined {
  const version = spawnSync(nginx, ['-V'], {encoding: 'utf8'}).stderr;
  const confPath = /--conf-path=(\S+)/.exec(version)?.[1];
  const candidate = confPath ? path.join(path.dirname(confPath), 'mime.types') : undefined;
  return candidate && fs.existsSync(candidate) ? candidate : undefined;
}

/** openssl: `OPENSSL_PATH`, else one on the PATH (Debian's package); undefined when none. */
export function findOpenssl(env = process.env): string | undefined {
  if (env.OPENSSL_PATH) return env.OPENSSL_PATH;
  const found = spawnSync('sh', ['-c', 'command -v openssl'], {encoding: 'utf8'}).stdout.trim();
  return found || undefined;
}

/** The host name deploy/nginx.conf is written for, which its HTTP server redirects to. */
export const DEPLOY_SERVER_NAME = 'docs.example.org';

export type Certificate = {certificate: string; key: string; pem: string};

/**
 * A self-signed certificate for the recipe's host name and 127.0.0.1, made in `dir` for this
 * run only: requests can check it (`ca`) rather than ignore it.
 */
export function makeCertificate(openssl: string, dir: string): Certificate {
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  const result = spawnSync(
    openssl,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${DEPLOY_SERVER_NAME}`,
      '-addext',
      `subjectAltName=DNS:${DEPLOY_SERVER_NAME},IP:127.0.0.1`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate:\n${result.stderr}`);
  return {certificate, key, pem: fs.readFileSync(certificate, 'utf8')};
}

/** Files a careless deploy copies into the web root, and the one hidden folder that is served. */
export const PLANTED_FILES: Record<string, string> = {
  '.env': 'SECRET=planted\n',
  '.git/HEAD': 'ref: refs/heads/planted\n',
  '.htpasswd': 'planted:x\n',
  'assets/.secret': 'planted\n',
  'deployment/.env': 'SECRET=planted\n',
  '.well-known/security.txt': 'Contact: mailto:security@docs.example.org\n',
};

/**
 * A web root that is the build plus `PLANTED_FILES`: every entry of the build linked, the
 * folders that get a planted file made real (their entries linked in turn), so the build itself
 * is left as it is.
 */
export function webRootWithPlantedFiles(buildDir: string, dir: string): string {
  const root = path.join(dir, 'root');
  const mirror = (from: string, to: string, depth: number): void => {
    fs.mkdirSync(to, {recursive: true});
    const planted = new Set(
      Object.keys(PLANTED_FILES)
        .map((file) => file.split('/'))
        .filter((parts) => parts.length > depth + 1)
        .map((parts) => parts[depth]!),
    );
    for (const entry of fs.readdirSync(from)) {
      if (planted.has(entry)) mirror(path.join(from, entry), path.join(to, entry), depth + 1);
      else fs.symlinkSync(path.join(from, entry), path.join(to, entry));
    }
  };
  mirror(buildDir, root, 0);
  for (const [file, text] of Object.entries(PLANTED_FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/**
 * A main configuration that runs deploy/nginx.conf's two servers as a README reader would,
 * with the web root at `root`, the test's certificate, the test ports, and every file nginx
 * writes (pid, logs, temp) in `dir`.
 */
export function nginxConfig({
  deployConf,
  root,
  dir,
  httpPort,
  httpsPort,
  certificate,
  mimeTypes,
}: {
  deployConf: string;
  root: string;
  dir: string;
  httpPort: number;
  httpsPort: number;
  certificate: {certificate: string; key: string};
  mimeTypes?: string;
}): string {
  const shipped = fs.readFileSync(deployConf, 'utf8');
  const substitutions: Array<[RegExp, string]> = [
    [/\/var\/www\/ohif-docs/g, root],
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${httpPort};`],
    [/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${httpsPort} ssl http2;`],
    [/^(\s*)ssl_certificate \S+;$/m, `$1ssl_certificate ${certificate.certificate};`],
    [/^(\s*)ssl_certificate_key \S+;$/m, `$1ssl_certificate_key ${certificate.key};`],
  ];
  let server = shipped;
  for (const [pattern, replacement] of substitutions) {
    if (!pattern.test(server))
      throw new Error(`deploy/nginx.conf changed shape (no ${pattern}): update tests/e2e/support/nginx.ts`);
    pattern.lastIndex = 0;
    server = server.replace(pattern, replacement);
  }
  if (/\blisten (80|443)\b|\/var\/www/.test(server))
    throw new Error('deploy/nginx.conf changed shape (another listen or root): update tests/e2e/support/nginx.ts');
  const temp = (name: string) => path.join(dir, name);
  return `worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 128; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; application/wasm wasm; text/plain txt; }'}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${server}
}
`;
}

function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export type RunningNginx = {
  /** The HTTPS server, where the site is. */
  origin: string;
  /** The plain-HTTP server, which only redirects. */
  httpOrigin: string;
  /** The certificate the HTTPS server presents, for clients to trust. */
  certificatePem: string;
  stop: () => Promise<void>;
  errorLog: () => string;
};

/**
 * Starts nginx in the foreground (`daemon off`) as a child of the tests, serving `buildDir`
 * (plus `PLANTED_FILES`) over HTTPS with a certificate made for the run.
 */
export async function startNginx({
  nginx,
  openssl,
  buildDir,
  deployConf,
  httpPort,
  httpsPort,
}: {
  nginx: string;
  openssl: string;
  buildDir: string;
  deployConf: string;
  httpPort: number;
  httpsPort: number;
}): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohif-docs-nginx-'));
  // Started as root, nginx reads files as an unprivileged worker user: the web root inside must
  // be reachable (mkdtemp makes the folder private). The key stays private (openssl's 0600).
  fs.chmodSync(dir, 0o755);
  const certificate = makeCertificate(openssl, dir);
  const root = webRootWithPlantedFiles(buildDir, dir);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    nginxConfig({deployConf, root, dir, httpPort, httpsPort, certificate, mimeTypes: mimeTypesOf(nginx)}),
  );
  const output: string[] = [];
  const child = spawn(nginx, ['-p', `${dir}/`, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const errorLog = () =>
    [
      output.join(''),
      fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '',
    ].join('\n');
  try {
    await waitForPort(httpsPort, child);
    await waitForPort(httpPort, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${errorLog()}`);
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dir, {recursive: true, force: true});
  };
  return {
    origin: `https://127.0.0.1:${httpsPort}`,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    certificatePem: certificate.pem,
    stop,
    errorLog,
  };
}
