/**
 * The main configuration tests and benches run nginx with: one worker in the foreground,
 * every file (pid, log, temporary bodies) inside `dir`, no access log; `http` is the body of
 * the http block (upstreams and servers).
 */
export function nginxMainConfig(dir: string, http: string): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`;
}
