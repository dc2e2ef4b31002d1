import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findNginx, nginxConfig} from '../nginx';

const DEPLOY = path.join(__dirname, '..', '..', '..', '..', 'deploy', 'nginx.conf');

describe('nginx for the browser tests', () => {
  it('runs deploy/nginx.conf as it is, with the build as root and its own files in a temp folder', () => {
    const conf = nginxConfig({
      deployConf: DEPLOY,
      buildDir: '/b/build',
      dir: '/t/x',
      port: 4203,
      mimeTypes: '/etc/nginx/mime.types',
    });
    expect(conf).toContain('pid /t/x/nginx.pid;');
    expect(conf).toContain('client_body_temp_path /t/x/body;');
    expect(conf).toContain('include /etc/nginx/mime.types;');
    expect(conf).toContain('listen 127.0.0.1:4203;');
    expect(conf).toContain('root /b/build;');
    expect(conf).toContain('include /b/build/security-headers.nginx.conf;');
    expect(conf).toContain('include /b/build/redirects.nginx.conf;');
    expect(conf).not.toContain('/var/www');
    // Everything of the server block but the three substituted values is tested as shipped.
    const shipped = fs
      .readFileSync(DEPLOY, 'utf8')
      .replaceAll('/var/www/ohif-docs', '/b/build')
      .replace('listen 80;', 'listen 127.0.0.1:4203;');
    expect(conf).toContain(shipped);
  });

  it('finds nginx where NGINX_PATH says', () => {
    expect(findNginx({NGINX_PATH: '/opt/nginx/sbin/nginx'})).toBe('/opt/nginx/sbin/nginx');
  });
});
