import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that each take tens of seconds (the generated suites, the ones that start real server
 * processes, the proxy-address one that builds four apps) start first. Without a timing cache (a
 * clean clone) vitest orders files by size, and these small files then ran last, one worker
 * finishing them while the other sat idle.
 */
const SLOW = /\/test\/generated\/|\/test\/(queue-)?processes\.test\.ts$|\/client-address\.test\.ts$/;

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => SLOW.test(f.moduleId)), ...sorted.filter((f) => !SLOW.test(f.moduleId))];
  }
}
