// @ts-check
/** Starts scripts/serve-build.mjs as a child process for a benchmark, and stops it by its pid. */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'serve-build.mjs');

/**
 * @param {{port: number, dir?: string}} options
 * @returns {Promise<{origin: string, stop: () => void}>}
 */
export function startBuildServer({port, dir = 'build'}) {
  const child = spawn(process.execPath, [SERVER, '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
  };
  process.once('exit', stop);
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => reject(new Error(`serve-build.mjs exited (${code}): ${stderr.trim()}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolve({origin: `http://127.0.0.1:${port}`, stop});
    });
  });
}
