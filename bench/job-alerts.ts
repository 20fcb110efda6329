/**
 * Job alert matching at scale (issue 38): 100,000 helper alerts on real US ZIP centroids (ZIPs crowd
 * where people live, so cities get more alerts), radii of 10 to 100 miles, random services and days,
 * then matchJob (what the job-alert-match queue runs for each posted job) timed for jobs in the
 * densest ZIPs and in random ones, against the goal of at most 50 ms per posted job, with EXPLAIN
 * (ANALYZE) of the candidate query at the densest ZIP. PostgreSQL with BENCH_DATABASE_URL (its own
 * database `<name>_alerts`), otherwise embedded PGlite in memory. Run: npm run bench:alerts
 */
import { runMatchingBench } from './job-matching-bench.js';

await runMatchingBench({ database: 'alerts', title: 'bench/job-alerts' });
