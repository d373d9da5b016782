// The load generator for throughput: wrk (C, one thread), which parses answers far faster than a
// JavaScript client, so the server and not the tool sets the rate (decision 148).
// Found on the PATH, else installed with apt-get as root on Debian, else the bench stops and says
// what to install, as scripts/ensure-browser.mjs does for Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearInterval, setInterval } from 'node:timers';

const onPath = () =>
  spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim() || undefined;

/** The path of wrk, installing Debian's package when we are root on Debian; exits if there is none. */
export function ensureWrk() {
  let path = onPath();
  if (!path && process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log('[bench] wrk not found: installing Debian\'s "wrk" package (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit', env }).status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit', env });
    }
    path = onPath();
  }
  if (!path) {
    console.error(
      'The bench needs wrk (the HTTP load generator) and none was found. Install it ' +
        '(Debian/Ubuntu: apt-get install wrk; macOS: brew install wrk), then run the bench again.',
    );
    process.exit(1);
  }
  return path;
}

const luaString = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/** A Lua script giving wrk the method and body (headers go on the command line). */
function scriptFor(method, body) {
  if (method === 'GET' && body === undefined) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const file = join(dir, 'request.lua');
  writeFileSync(
    file,
    `wrk.method = ${luaString(method)}\n${body === undefined ? '' : `wrk.body = ${luaString(body)}\n`}`,
  );
  return file;
}

const UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (value) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  return match ? Number(match[1]) * UNITS[match[2]] : undefined;
};

/** Reads wrk's --latency report: rate, latency percentiles, requests and errors. */
export function parseWrk(output) {
  const number = (pattern) => {
    const match = pattern.exec(output);
    return match ? Number(match[1]) : 0;
  };
  const percentile = (p) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in/),
    p50: percentile(50),
    p99: percentile(99),
    errors:
      number(/Non-2xx or 3xx responses: (\d+)/) +
      (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/**
 * One wrk run (one thread, `connections` open, `seconds` long). Answers its parsed report and the
 * CPU wrk itself used, in ms, read from /proc just before it exits.
 */
export async function runWrk({ wrk, url, method = 'GET', headers = {}, body, connections, seconds, cpuMs }) {
  const script = scriptFor(method, body);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (script) args.push('-s', script);
  args.push(url);
  const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  let cpu = 0;
  child.stdout.on('data', (chunk) => (output += chunk));
  // /proc disappears with the process: keep the last reading taken while it ran.
  const timer = setInterval(() => (cpu = cpuMs(child.pid) ?? cpu), 20);
  child.stdout.once('data', () => (cpu = cpuMs(child.pid) ?? cpu));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`wrk exited ${code}: ${output}`);
  return { ...parseWrk(output), clientCpuMs: cpu };
}
