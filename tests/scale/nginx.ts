import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx when it is missing (CI images do not ship it); needs apt and root. */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (...args: string[]) => {
    const [command, ...rest] = [...sudo, ...args];
    execFileSync(command!, rest, { stdio: 'inherit' });
  };
  try {
    run('apt-get', 'install', '-y', 'nginx');
  } catch {
    // A fresh image has no package lists yet.
    run('apt-get', 'update');
    run('apt-get', 'install', '-y', 'nginx');
  }
  if (!existsSync(NGINX)) throw new Error(`apt-get did not install ${NGINX}`);
}

export type Upstreams = { name: string; listen: number; servers: number[] }[];

/**
 * The configuration docs/deployment.md describes: pages and API round-robin over every instance,
 * /socket.io/ with the WebSocket upgrade, and for /socket.io/ only, each client address kept on
 * one instance (the site's client starts with HTTP long-polling, whose requests must all reach
 * the instance that opened the session). Every path nginx writes is under dir.
 */
export function nginxConfig(dir: string, servers: Upstreams): string {
  const temp = (name: string) => join(dir, name);
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const upstream = (name: string, ports: number[], extra = '') =>
    `  upstream ${name} {\n${extra}${ports.map((p) => `    server 127.0.0.1:${p} max_fails=0;\n`).join('')}    keepalive 32;\n  }\n`;
  const proxied = `      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
`;
  const server = ({ name, listen }: Upstreams[number]) => `  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 25m;
    location /socket.io/ {
      proxy_pass http://${name}_sockets;
${proxied}      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://${name};
${proxied}      proxy_set_header Connection "";
    }
  }
`;
  return `${user}
worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
${servers.map((s) => upstream(s.name, s.servers) + upstream(`${s.name}_sockets`, s.servers, '    ip_hash;\n')).join('')}
${servers.map(server).join('')}}
`;
}

/** Runs nginx in the foreground with this configuration; resolves once it answers on the first port. */
export async function startNginx(
  dir: string,
  servers: Upstreams,
): Promise<{ stop: () => Promise<void>; output: () => string; errorLog: () => string }> {
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, servers));
  let output = '';
  // -e: the error log before the configuration is read (the default path is not ours).
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${servers[0]!.listen}/api/v1/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    output: () => output,
    errorLog: () => readFileSync(join(dir, 'error.log'), 'utf8').slice(-4000),
    stop: async () => {
      if (child.exitCode === null) {
        // QUIT: a graceful stop of the master and its worker.
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  };
}
