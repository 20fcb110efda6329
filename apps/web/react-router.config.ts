import type { Config } from '@react-router/dev/config';

/** Framework mode (decision 0054): every page rendered by the server, which the API process runs. */
export default {
  appDirectory: 'src',
  // Elsewhere for a build of its own (the API's page tests build into a temporary folder).
  buildDirectory: process.env.WEB_FRAMEWORK_OUT ?? 'build',
  ssr: true,
} satisfies Config;
