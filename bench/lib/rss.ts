import { statusMiB } from "@memory/testing/service-stack";

export interface MemoryReading {
  /** Resident set now, MB. */
  rss: number;
  /** Peak resident set over the process's life (VmHWM), MB. */
  hwm: number;
}

/** VmRSS and VmHWM of a process (Linux), in MB; null once it has exited. */
export function readMemory(pid: number): MemoryReading | null {
  const rss = statusMiB(pid, "VmRSS");
  return rss === null ? null : { rss, hwm: statusMiB(pid, "VmHWM") ?? Number.NaN };
}

/**
 * Samples the resident memory of named processes every `everyMs`, keeping the maximum VmRSS seen
 * since the last `mark()`, so each benchmark phase reports its own peak.
 */
export class RssSampler {
  private readonly pids: Map<string, number>;
  private readonly peak = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(pids: Record<string, number>, everyMs = 200) {
    this.pids = new Map(Object.entries(pids));
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
    this.sample();
  }

  sample(): void {
    for (const [name, pid] of this.pids) {
      const reading = readMemory(pid);
      if (reading) this.peak.set(name, Math.max(this.peak.get(name) ?? 0, reading.rss));
    }
  }

  /** Peak VmRSS per process since the previous mark, plus the current VmRSS and VmHWM; then starts a new window. */
  mark(): Record<string, { peakRss: number; rss: number; hwm: number }> {
    this.sample();
    const out: Record<string, { peakRss: number; rss: number; hwm: number }> = {};
    for (const [name, pid] of this.pids) {
      const reading = readMemory(pid);
      out[name] = {
        peakRss: this.peak.get(name) ?? Number.NaN,
        rss: reading?.rss ?? Number.NaN,
        hwm: reading?.hwm ?? Number.NaN,
      };
    }
    this.peak.clear();
    return out;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
