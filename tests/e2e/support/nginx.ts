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

/**
 * A main configuration that runs deploy/nginx.conf's server block as a README reader would,
 * with the build at `root` and every file nginx writes (pid, logs, temp) in `dir`.
 */
export function nginxConfig({
  deployConf,
  buildDir,
  dir,
  port,
  mimeTypes,
}: {
  deployConf: string;
  buildDir: string;
  dir: string;
  port: number;
  mimeTypes?: string;
}): string {
  const server = fs
    .readFileSync(deployConf, 'utf8')
    .replaceAll('/var/www/ohif-docs', buildDir)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (server.includes('/var/www') || !server.includes(`listen 127.0.0.1:${port};`))
    throw new Error('deploy/nginx.conf changed shape: update tests/e2e/support/nginx.ts');
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

export type RunningNginx = {origin: string; stop: () => Promise<void>; errorLog: () => string};

/** Starts nginx in the foreground (`daemon off`) as a child of the tests, serving `buildDir`. */
export async function startNginx({
  nginx,
  buildDir,
  deployConf,
  port,
}: {
  nginx: string;
  buildDir: string;
  deployConf: string;
  port: number;
}): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohif-docs-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({deployConf, buildDir, dir, port, mimeTypes: mimeTypesOf(nginx)}));
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
    await waitForPort(port, child);
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
  return {origin: `http://127.0.0.1:${port}`, stop, errorLog};
}
