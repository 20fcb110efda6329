import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the ten slowest test files (with where their time went: import, setup hooks, tests) and the
 * ten slowest tests at the end of a run, so whoever finds the suite slow starts from a list.
 */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    const files = testModules
      .map((m) => ({ name: m.relativeModuleId, d: m.diagnostic() }))
      .sort((a, b) => b.d.duration + b.d.collectDuration - (a.d.duration + a.d.collectDuration))
      .slice(0, 10);
    const tests = testModules
      .flatMap((m) =>
        [...m.children.allTests()].map((t) => ({
          name: `${m.relativeModuleId} > ${t.fullName}`,
          ms: t.diagnostic()?.duration ?? 0,
        })),
      )
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    const lines = ['', 'Slowest ten test files (collect = import and top level; run = hooks and tests):'];
    for (const f of files)
      lines.push(
        `${seconds(f.d.collectDuration + f.d.duration)}  ${f.name} (collect ${seconds(f.d.collectDuration).trim()}, run ${seconds(f.d.duration).trim()})`,
      );
    lines.push('Slowest ten tests:');
    for (const t of tests) lines.push(`${seconds(t.ms)}  ${t.name}`);
    console.log(lines.join('\n'));
  }
}
