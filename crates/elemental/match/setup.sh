#!/usr/bin/env bash
# Installs what the Stockfish match needs: Debian's stockfish (15.1) and
# python-chess from PyPI, then builds the engine's UCI front end once.
set -euo pipefail
cd "$(dirname "$0")/../../.."
if ! command -v stockfish >/dev/null && [ ! -x /usr/games/stockfish ]; then
    apt-get install -y stockfish || { apt-get update && apt-get install -y stockfish; }
fi
python3 -c "import chess" 2>/dev/null || pip install --quiet chess
cargo build --release -p elemental --example uci
