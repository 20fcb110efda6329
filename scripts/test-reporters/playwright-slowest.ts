import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints the ten slowest browser tests at the end of a run, so whoever finds the suite slow starts from a list. */
export default class SlowestReporter implements Reporter {
  private readonly results: Array<{ name: string; ms: number }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    this.results.push({ name: `${file}:${test.location.line} ${test.title}`, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.results].sort((a, b) => b.ms - a.ms).slice(0, 10);
    const lines = ['', 'Slowest ten browser tests:'];
    for (const r of slowest) lines.push(`${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.name}`);
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
