import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * CPU time accounting from /proc (Linux): the server process, the PostgreSQL postmaster with all
 * its backends, this bench process (autocannon) and the whole machine. Used to tell whether Node
 * or PostgreSQL is the bottleneck of a scenario. Elsewhere than Linux every value is null.
 */

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
} catch {
  // keep the usual 100
}

function readStat(pid) {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces: fields start after the last ')'.
    const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null;
  }
}

/** CPU ticks per pid of a process and its direct children (a postmaster and its backends). */
function ticksOfTree(rootPid) {
  if (!rootPid) return null;
  const root = readStat(rootPid);
  if (!root) return null;
  const ticks = new Map([[rootPid, root.cpuTicks]]);
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const st = readStat(Number(name));
    if (st && st.ppid === rootPid) ticks.set(Number(name), st.cpuTicks);
  }
  return ticks;
}

/**
 * Ticks used between two snapshots: processes that started meanwhile count in full, those that
 * ended meanwhile (e.g. a pooled connection closed) are missing, so this never overstates.
 */
function ticksBetween(before, after) {
  let sum = 0;
  for (const [pid, t] of after) sum += t - (before.get(pid) ?? 0);
  return sum;
}

function machineTicks() {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = v[3] + (v[4] ?? 0);
    const total = v.reduce((a, b) => a + b, 0);
    return { idle, total };
  } catch {
    return null;
  }
}

/** The postmaster pid of a data directory (first line of postmaster.pid). */
export function postmasterPid(pgDataDir) {
  try {
    return Number(fs.readFileSync(`${pgDataDir}/postmaster.pid`, 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

/**
 * Starts a CPU measurement; `end()` returns cores used on average over the interval
 * (1.0 = one core fully busy) per party, and the machine's busy share.
 */
export function startCpuSample({ serverPid, pgPid }) {
  const t0 = performance.now();
  const server0 = readStat(serverPid)?.cpuTicks ?? null;
  const pg0 = ticksOfTree(pgPid);
  const self0 = process.cpuUsage();
  const m0 = machineTicks();
  return {
    end() {
      const seconds = (performance.now() - t0) / 1000;
      const server1 = readStat(serverPid)?.cpuTicks ?? null;
      const pg1 = ticksOfTree(pgPid);
      const self1 = process.cpuUsage(self0);
      const m1 = machineTicks();
      const cores = (ticks) => (ticks === null ? null : round2(ticks / ticksPerSecond / seconds));
      const server = server0 === null || server1 === null ? null : cores(server1 - server0);
      const postgres = pg0 === null || pg1 === null ? null : cores(ticksBetween(pg0, pg1));
      const bench = round2((self1.user + self1.system) / 1e6 / seconds);
      const machineBusy =
        m0 && m1 ? round2(1 - (m1.idle - m0.idle) / Math.max(1, m1.total - m0.total)) : null;
      // Cores used by everything else on the machine (other programs competing for the CPU).
      const other =
        machineBusy === null
          ? null
          : round2(
              Math.max(0, machineBusy * os.cpus().length - (server ?? 0) - (postgres ?? 0) - bench),
            );
      return { server, postgres, bench, other, machineBusy };
    },
  };
}

const round2 = (x) => Math.round(x * 100) / 100;

/** Share of the machine's CPU time that was busy over the next `ms` milliseconds (null off Linux). */
export async function machineBusyOver(ms) {
  const m0 = machineTicks();
  await sleep(ms);
  const m1 = machineTicks();
  if (!m0 || !m1) return null;
  return round2(1 - (m1.idle - m0.idle) / Math.max(1, m1.total - m0.total));
}
