#!/bin/sh
# The runtime image's file system, assembled in the Dockerfile's `runtime-root` stage into $1 (the
# final stage starts FROM scratch and copies it): Node's binary, stripped of its symbols, and the
# files of the few Debian packages the server and the image's HEALTHCHECK use. No apt, dpkg, perl,
# npm, compiler, documentation, manual pages or translations.
#
#   scripts/docker/runtime-root.sh /rootfs    # inside a Debian bookworm image with Node at `node`
#
# Needs `strip` (binutils) in the stage that runs it.
set -eu
root=${1:?usage: runtime-root.sh DIRECTORY}

# libc6, libgcc-s1, libstdc++6: Node and the native modules (sharp's libvips, argon2). bash: the
# HEALTHCHECK (its /dev/tcp); dash and coreutils: `RUN` lines, `docker exec` and an operator's look
# around. The rest are their libraries. A package missing from the base fails the build here.
PACKAGES='base-files libc6 libgcc-s1 gcc-12-base libstdc++6 bash libtinfo6 debianutils dash coreutils
  libacl1 libattr1 libgmp10 libselinux1 libpcre2-8-0'

# Bookworm's merged /usr: /bin, /sbin, /lib and /lib64 are links into /usr, kept as links (their
# targets made first, for tar to write through them).
mkdir -p "$root/usr"
for link in /bin /sbin /lib /lib64; do
  if [ -L "$link" ]; then
    cp -a "$link" "$root/"
    mkdir -p "$root/usr/${link#/}"
  fi
done

# Each package's files (not its directories: tar makes those), less what only people read.
# shellcheck disable=SC2086
dpkg -L $PACKAGES | sort -u | while IFS= read -r path; do
  if [ -f "$path" ] || [ -L "$path" ]; then printf '%s\n' "${path#/}"; fi
done | grep -v -E '^usr/share/(man|info|locale|lintian|bug)/|^usr/share/doc/.*/(changelog|NEWS|README)|/gconv/' \
  >"$root.files"
tar -C / -cf - --no-recursion -T "$root.files" | tar -C "$root" -xf -
rm "$root.files"

# Users (root, node), name lookups and the dynamic linker's cache, as the base has them.
for file in /etc/passwd /etc/group /etc/nsswitch.conf /etc/ld.so.conf /etc/ld.so.conf.d /etc/ld.so.cache; do
  if [ -e "$file" ]; then cp -a "$file" "$root/etc/"; fi
done
grep -q '^node:x:1000:' "$root/etc/passwd" || { echo "the base has no node user (uid 1000)" >&2; exit 1; }
mkdir -p "$root/tmp" "$root/var/tmp" "$root/run" "$root/root" "$root/home/node" "$root/usr/local/bin"
chmod 1777 "$root/tmp" "$root/var/tmp"
chmod 0700 "$root/root"
chown 1000:1000 "$root/home/node"

# Node without its symbol tables and debug information: the same code, a sixth smaller.
strip --strip-all -o "$root/usr/local/bin/node" "$(command -v node)"
chmod 0755 "$root/usr/local/bin/node"
