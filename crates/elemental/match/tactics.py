#!/usr/bin/env python3
"""A tactical test suite for the engine opponent on plain chess: each EPD
position with a best move (`bm`) is searched for a fixed time; a position
is solved when the engine plays one of the best moves.

    crates/elemental/match/setup.sh            # once
    python3 crates/elemental/match/tactics.py SUITE.epd [--ms 1000]

Prints each miss, then the count solved. The suite file is not kept in
the repository (Win At Chess and its kin are published widely as .epd).
"""

import argparse
import os
import sys

import chess
import chess.engine

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
OURS = os.path.join(ROOT, "target", "release", "examples", "uci")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("suite")
    ap.add_argument("--ms", type=int, default=1000)
    args = ap.parse_args()
    if not os.path.exists(OURS):
        sys.exit(f"{OURS} is missing: run crates/elemental/match/setup.sh first")
    engine = chess.engine.SimpleEngine.popen_uci(OURS)
    solved = total = 0
    try:
        with open(args.suite) as f:
            for line in f:
                if not line.strip():
                    continue
                board, ops = chess.Board.from_epd(line)
                best = ops.get("bm", [])
                if not best:
                    continue
                total += 1
                played = engine.play(board, chess.engine.Limit(time=args.ms / 1000)).move
                if played in best:
                    solved += 1
                else:
                    wanted = " ".join(board.san(m) for m in best)
                    got = board.san(played) if played else "none"
                    print(f"{ops.get('id', '?')}: played {got}, wanted {wanted}", flush=True)
    finally:
        engine.quit()
    print(f"solved {solved} of {total} at {args.ms} ms")


if __name__ == "__main__":
    main()
