import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { findBinary, type ManagedProcess, startProcess, whenHttpAnswers } from './processes'

/** nginx from the distribution's package, run by this user in a directory of its own (no root, no /etc). */

export const nginxBinary = () => findBinary([process.env.NGINX, 'nginx', '/usr/sbin/nginx'], '-v')

/**
 * Round robin over the instances, as a load balancer without sticky sessions would spread a person's requests.
 * Under /api/v1/ replies are passed on as they come (quiz marking and the coach stream Server-Sent Events) and
 * may stay open as long as a stream lasts. `X-Lantern-Upstream` names the instance that answered, so a test
 * (or a person with curl) can see the spread; a production balancer would not say it.
 */
export function nginxConfig({
  prefix,
  port,
  upstreams,
}: {
  prefix: string
  port: number
  upstreams: string[]
}) {
  const servers = upstreams.map((hostPort) => `    server ${hostPort};`).join('\n')
  // Running as root (CI), the workers would otherwise switch to `nobody`, who cannot write this prefix.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  return `${user}daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${join(prefix, 'access.log')};
  client_body_temp_path ${join(prefix, 'client_body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  # A quiz submission may carry a recording and a photo (24 MB in all, server/modules/quiz/submit.ts).
  client_max_body_size 25m;
  upstream lantern {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    add_header X-Lantern-Upstream $upstream_addr always;
    location /api/v1/ {
      proxy_pass http://lantern;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://lantern;
    }
  }
}
`
}

export async function startNginx(options: {
  prefix: string
  port: number
  upstreams: string[]
}): Promise<ManagedProcess> {
  const binary = nginxBinary()
  if (!binary) {
    throw new Error(
      'nginx is not installed. Install it (Debian or Ubuntu: `sudo apt-get install -y nginx`) or point NGINX at the binary.',
    )
  }
  mkdirSync(options.prefix, { recursive: true })
  const configFile = join(options.prefix, 'nginx.conf')
  writeFileSync(configFile, nginxConfig(options))
  return startProcess({
    name: 'nginx',
    command: binary,
    args: ['-p', options.prefix, '-c', configFile, '-e', join(options.prefix, 'error.log')],
    logFile: join(options.prefix, 'nginx.log'),
    ready: whenHttpAnswers(`http://127.0.0.1:${options.port}/api/v1/`),
  })
}
