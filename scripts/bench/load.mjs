// Load: wrk for throughput (scripts/bench/wrk.mjs), a small client of our own in this process for
// the login storm (one account per client). The server's memory is read from /proc while it runs.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { percentile } from './targets.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

const { fetch } = globalThis;

let wrk;

/**
 * One wrk run; errors count socket errors, timeouts and every non-2xx answer. With the serving
 * process's `pid`, also the CPU it spent per answered request (user + system, from /proc).
 * `serverBusy` and `clientBusy` are the share of one core the server and wrk (the load generator)
 * used during the run: the one near 100 % is what limited the rate.
 */
export async function hammer({ url, method = 'GET', headers = {}, body, connections, seconds, pid }) {
  wrk ??= ensureWrk();
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const result = await runWrk({ wrk, url, method, headers, body, connections, seconds, cpuMs });
  const wallMs = performance.now() - started;
  const cpuAfter = cpuMs(pid);
  const serverCpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    serverBusy: serverCpu === undefined ? undefined : serverCpu / wallMs,
    clientBusy: result.clientCpuMs / wallMs,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    requests: result.requests,
    errors: result.errors,
    cpuMsPerRequest: serverCpu === undefined || !result.requests ? undefined : serverCpu / result.requests,
  };
}

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms (Linux); undefined elsewhere. */
export function cpuMs(pid) {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15, so 11 and 12 after the name and the state.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The resident memory of a process now, in bytes (Linux); undefined elsewhere. */
export function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's memory every `everyMs` until stopped; answers the highest seen. */
export function watchMemory(pid, everyMs = 20) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now !== undefined && (peak === undefined || now > peak)) peak = now;
  }, everyMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/**
 * `concurrency` clients log in at once, each on its own account (the per-account counter is not
 * what is measured), `rounds` times each. Answers every latency in ms and the failures.
 */
export async function loginStorm({ url, origin, accounts, rounds }) {
  const latencies = [];
  let failures = 0;
  await Promise.all(
    accounts.map(async (account) => {
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now();
        const response = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify({ usernameOrEmail: account.username, password: account.password }),
        }).catch(() => undefined);
        await response?.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response?.ok) failures += 1;
      }
    }),
  );
  return { latencies, failures, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}
