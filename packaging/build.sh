#!/usr/bin/env bash
# Build the one-file app dist/cassino from a checkout, then smoke-test it.
#   packaging/build.sh            (needs: python3 -m pip install -e '.[package]')
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/cassino.spec
ls -l dist/cassino
QT_QPA_PLATFORM=offscreen dist/cassino --smoke-test
