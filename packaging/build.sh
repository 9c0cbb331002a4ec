#!/usr/bin/env bash
# Build the one-file app dist/cassino from a checkout, then smoke-test it.
#   PYTHON=.venv/bin/python packaging/build.sh   (after tools/ensure-venv package; default python3)
set -euo pipefail
cd "$(dirname "$0")/.."
"${PYTHON:-python3}" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/cassino.spec
ls -l dist/cassino
# The app must run the engine as this checkout does: compiled where a current build was there to carry.
engine=$("${PYTHON:-python3}" -c 'from cassino_desktop.engine import COMPILED; print("compiled" if COMPILED else "Python")')
said=$(QT_QPA_PLATFORM=offscreen dist/cassino --smoke-test)
echo "$said"
if ! grep -q "$engine engine" <<<"$said"; then
    echo "build.sh: the app does not run the $engine engine this checkout runs" >&2
    exit 1
fi
