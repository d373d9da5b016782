// nginx for the deployment test: Debian's package, found or installed (as root on Debian) the way
// scripts/ensure-browser.mjs gets the browser, then run in the foreground with a config of the
// test's own in a temporary folder, in front of the given server processes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
const find = () => candidates.find((path) => existsSync(path));

/** The nginx binary, or the reason there is none (the test is then skipped with it). */
export function ensureNginx(): { path: string } | { missing: string } {
  let path = find();
  if (!path && process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
        stdio: 'ignore',
        env,
      });
    if (install().status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'ignore', env });
      install();
    }
    path = find();
  }
  return path
    ? { path }
    : { missing: 'nginx is not installed and could not be installed (apt-get install nginx-light)' };
}

export interface RunningNginx {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts nginx on `port` with the production config of docs/deploy.md, minus TLS. */
export async function startNginx(options: {
  binary: string;
  dir: string;
  port: number;
  upstreams: number[];
  /** A file to log each request to: status, method, path, the upstream(s) tried and their statuses. */
  accessLog?: string;
}): Promise<RunningNginx> {
  const { dir, port } = options;
  await mkdir(join(dir, 'tmp'), { recursive: true });
  // Workers run as an unprivileged user when nginx starts as root: they must reach the folder.
  await chmod(dir, 0o755);
  const servers = options.upstreams.map((up) => `    server 127.0.0.1:${up} max_fails=1 fail_timeout=2s;`);
  const config = `
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
${
  options.accessLog
    ? `  log_format upstreams '$status $request_method $uri $upstream_addr $upstream_status';
  access_log ${options.accessLog} upstreams;`
    : '  access_log off;'
}
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  upstream harbor {
${servers.join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 32k;
    location / {
      proxy_pass http://harbor;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_buffering off;
      proxy_read_timeout 60s;
    }
  }
}
`;
  const file = join(dir, 'nginx.conf');
  await writeFile(file, config);
  const child = spawn(options.binary, ['-c', file, '-p', dir, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      await fetch(url, { method: 'HEAD' });
      break;
    } catch {
      if (tries > 100) throw new Error(`nginx did not listen: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    child,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
