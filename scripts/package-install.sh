#!/bin/sh
# Installs wf from this folder (the release tarball) with its man page and its bash, zsh and fish
# completions, where those programs look under the prefix; no toolchain needed.
#   ./install.sh                    # into ~/.local (into /usr/local as root)
#   ./install.sh --prefix /opt/wf
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 64; }; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    -h|--help) sed -n '2,6s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (usage: ./install.sh [--prefix DIR])" >&2; exit 64 ;;
  esac
done
for file in bin/wf share/man/man1/wf.1 share/bash-completion/completions/wf share/zsh/site-functions/_wf \
            share/fish/vendor_completions.d/wf.fish; do
  install -d "$prefix/$(dirname "$file")"
  case "$file" in
    bin/*) install -m 0755 "$here/$file" "$prefix/$file" ;;
    *) install -m 0644 "$here/$file" "$prefix/$file" ;;
  esac
done
echo "installed wf in $prefix/bin, its man page and bash, zsh and fish completions" >&2
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on your PATH; add it, e.g. in ~/.profile: PATH=\"$prefix/bin:\$PATH\"" >&2 ;;
esac
