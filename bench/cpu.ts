import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Clock ticks of CPU (user + system) the processes have used, from /proc/<pid>/stat. */
function cpuTicks(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + Number(fields[11]) + Number(fields[12]);
    } catch {
      return sum; // the process ended meanwhile
    }
  }, 0);
}

/**
 * The machine's PostgreSQL server processes (postmasters and backends): their CPU is the
 * database's share. An idle server besides the benchmark's adds next to nothing.
 */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

const databaseTicks = () => new Map(postgresPids().map((pid) => [pid, cpuTicks([pid])]));

/** CPU per request (ms) of the service process and of the PostgreSQL server over a measurement. */
export interface CpuPerRequest {
  serviceMs: number;
  databaseMs: number | null;
}

/**
 * Starts counting the CPU of `servicePid` and, with `database`, of every PostgreSQL process (a
 * backend started meanwhile, as the pool connects under load, counts in full). `perRequest` divides
 * what was used since by the requests answered.
 */
export function meterCpu(servicePid: number, database: boolean) {
  const serviceBefore = cpuTicks([servicePid]);
  const databaseBefore = database ? databaseTicks() : null;
  return {
    perRequest(requests: number): CpuPerRequest {
      const ms = (ticks: number) => Math.round(((ticks * TICK_MS) / Math.max(requests, 1)) * 1000) / 1000;
      let databaseUsed = 0;
      if (databaseBefore)
        for (const [pid, now] of databaseTicks()) databaseUsed += now - (databaseBefore.get(pid) ?? 0);
      return {
        serviceMs: ms(cpuTicks([servicePid]) - serviceBefore),
        databaseMs: databaseBefore ? ms(databaseUsed) : null,
      };
    },
  };
}
