#!/usr/bin/env bash
# Build the one-file app dist/cassino from a checkout, then smoke-test it.
#   PYTHON=.venv/bin/python packaging/build.sh   (after tools/ensure-venv package; default python3)
set -euo pipefail
cd "$(dirname "$0")/.."
"${PYTHON:-python3}" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/cassino.spec
ls -l dist/cassino
QT_QPA_PLATFORM=offscreen dist/cassino --smoke-test
