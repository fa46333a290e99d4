#!/usr/bin/env bash
# Installs nomeat-tui under PREFIX (default ~/.local): the binary, its manual page and the
# completions for bash, zsh and fish, each where its shell looks under that prefix.
#
#   Tools/install.sh               # builds the release binary, installs into ~/.local
#   Tools/install.sh /usr/local    # needs write access there
#   NOMEAT_BINARY=.build/debug/nomeat-tui Tools/install.sh /tmp/p   # an already-built binary
#
# The manual and the completions come from the installed binary itself (`nomeat-tui manual`,
# `nomeat-tui completion SHELL`), so that they match it.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${1:-$HOME/.local}"
binary="${NOMEAT_BINARY:-}"
if [ -z "$binary" ]; then
  swift build -c release
  binary="$(swift build -c release --show-bin-path)/nomeat-tui"
fi
[ -x "$binary" ] || { echo "install.sh: no binary at $binary" >&2; exit 2; }

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/nomeat-tui"
installed="$prefix/bin/nomeat-tui"
"$installed" manual >"$prefix/share/man/man1/nomeat-tui.1"
"$installed" completion bash >"$prefix/share/bash-completion/completions/nomeat-tui"
"$installed" completion zsh >"$prefix/share/zsh/site-functions/_nomeat-tui"
"$installed" completion fish >"$prefix/share/fish/vendor_completions.d/nomeat-tui.fish"

echo "installed $("$installed" --version) in $prefix"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "add $prefix/bin to PATH, e.g. in ~/.bashrc: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
