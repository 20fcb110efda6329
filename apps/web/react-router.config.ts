import type { Config } from '@react-router/dev/config';

/** Framework mode (decision 0054): every page rendered by the server, which the API process runs. */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
