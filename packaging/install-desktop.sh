#!/usr/bin/env bash
# Put the built one-file app, its desktop entry, icons and AppStream data into
# ~/.local (or PREFIX), so the desktop's menu lists Cassino.
#   packaging/install-desktop.sh [PREFIX]      (build dist/cassino first)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-$HOME/.local}"
test -x dist/cassino || { echo "dist/cassino not found: run packaging/build.sh first" >&2; exit 2; }
install -Dm755 dist/cassino "$prefix/bin/cassino"
install -Dm644 packaging/cassino.desktop "$prefix/share/applications/cassino.desktop"
install -Dm644 packaging/org.cassino_desktop.Cassino.metainfo.xml \
    "$prefix/share/metainfo/org.cassino_desktop.Cassino.metainfo.xml"
install -Dm644 resources/icons/cassino.svg "$prefix/share/icons/hicolor/scalable/apps/cassino.svg"
for size in 16 24 32 48 64 128 256 512; do
    install -Dm644 "resources/icons/cassino-$size.png" \
        "$prefix/share/icons/hicolor/${size}x${size}/apps/cassino.png"
done
echo "installed under $prefix"
