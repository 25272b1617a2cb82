/** The point the crash tests (tests/reliability) ask this process to die at; unset in production. */
const armed = process.env.CF_FAULT_POINT;

/**
 * A named step of the money code. When CF_FAULT_POINT names it, the process kills itself there
 * (SIGKILL: no cleanup, no rollback sent, as a power cut would), so a test can prove that a
 * restart leaves the ledger balanced and no payment charged twice. A no-op otherwise.
 */
export function faultPoint(name: string): void {
  if (armed === name) process.kill(process.pid, 'SIGKILL');
}
