import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findNginx, nginxConfig, PLANTED_FILES, webRootWithPlantedFiles} from '../nginx';

const DEPLOY = path.join(__dirname, '..', '..', '..', '..', 'deploy', 'nginx.conf');

describe('nginx for the browser tests', () => {
  it('runs deploy/nginx.conf as it is, with the test root, ports and certificate, its own files in a temp folder', () => {
    const conf = nginxConfig({
      deployConf: DEPLOY,
      root: '/t/x/root',
      dir: '/t/x',
      httpPort: 4204,
      httpsPort: 4203,
      certificate: {certificate: '/t/x/certificate.pem', key: '/t/x/key.pem'},
      mimeTypes: '/etc/nginx/mime.types',
    });
    expect(conf).toContain('pid /t/x/nginx.pid;');
    expect(conf).toContain('client_body_temp_path /t/x/body;');
    expect(conf).toContain('include /etc/nginx/mime.types;');
    expect(conf).toContain('listen 127.0.0.1:4204;');
    expect(conf).toContain('listen 127.0.0.1:4203 ssl http2;');
    expect(conf).toContain('ssl_certificate /t/x/certificate.pem;');
    expect(conf).toContain('ssl_certificate_key /t/x/key.pem;');
    expect(conf).toContain('root /t/x/root;');
    expect(conf).toContain('include /t/x/root/security-headers.nginx.conf;');
    expect(conf).toContain('include /t/x/root/redirects.nginx.conf;');
    expect(conf).not.toContain('/var/www');
    // Everything but the substituted values is tested as shipped.
    const shipped = fs
      .readFileSync(DEPLOY, 'utf8')
      .replaceAll('/var/www/ohif-docs', '/t/x/root')
      .replace('listen 80;', 'listen 127.0.0.1:4204;')
      .replace('listen 443 ssl http2;', 'listen 127.0.0.1:4203 ssl http2;')
      .replace(/ssl_certificate \S+;/, 'ssl_certificate /t/x/certificate.pem;')
      .replace(/ssl_certificate_key \S+;/, 'ssl_certificate_key /t/x/key.pem;');
    expect(conf).toContain(shipped);
  });

  it('plants files beside the build without touching it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-root-'));
    try {
      const build = path.join(dir, 'build');
      fs.mkdirSync(path.join(build, 'assets', 'js'), {recursive: true});
      fs.writeFileSync(path.join(build, 'index.html'), 'home');
      fs.writeFileSync(path.join(build, 'assets', 'js', 'main.js'), 'js');
      const root = webRootWithPlantedFiles(build, dir);
      expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toBe('home');
      expect(fs.readFileSync(path.join(root, 'assets', 'js', 'main.js'), 'utf8')).toBe('js');
      for (const [file, text] of Object.entries(PLANTED_FILES))
        expect(fs.readFileSync(path.join(root, file), 'utf8')).toBe(text);
      expect(fs.readdirSync(build, {recursive: true}).sort()).toEqual([
        'assets',
        'assets/js',
        'assets/js/main.js',
        'index.html',
      ]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('finds nginx where NGINX_PATH says', () => {
    expect(findNginx({NGINX_PATH: '/opt/nginx/sbin/nginx'})).toBe('/opt/nginx/sbin/nginx');
  });
});
