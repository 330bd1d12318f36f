#!/usr/bin/env python3
"""The engine opponent (plain chess: Elemental chess with empty loadouts,
level 5) against Stockfish at limited strength, over UCI.

    crates/elemental/match/setup.sh          # once: stockfish, python-chess, the build
    python3 crates/elemental/match/stockfish.py [--games N] [--elo 1350,1600,1800,2000]
        [--base 5] [--inc 0.05] [--parallel 2]

For each UCI_Elo: N games (default 50) from the varied openings below,
each opening played twice with colours swapped, at BASE seconds plus INC
per move for each side; prints each game as it ends, then per Elo the
score, the Elo difference it implies with a 95% interval, and the
engine's Elo estimate (Stockfish's UCI_Elo plus the difference).
Stockfish's UCI_Elo is calibrated at 60 s + 0.6 s against CCRL 40/4;
at faster controls the figures are estimates at that control.
"""

import argparse
import concurrent.futures
import math
import os
import shutil
import sys

import chess
import chess.engine

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
OURS = os.path.join(ROOT, "target", "release", "examples", "uci")

# Short, common opening lines (UCI moves): both sides get each one.
OPENINGS = [
    "e2e4 e7e5 g1f3 b8c6 f1b5",
    "e2e4 c7c5 g1f3 d7d6 d2d4",
    "e2e4 e7e6 d2d4 d7d5",
    "e2e4 c7c6 d2d4 d7d5",
    "d2d4 d7d5 c2c4 e7e6",
    "d2d4 g8f6 c2c4 g7g6 b1c3",
    "d2d4 g8f6 c2c4 e7e6 g1f3",
    "c2c4 e7e5 b1c3",
    "g1f3 d7d5 g2g3",
    "e2e4 e7e5 f1c4 g8f6",
    "e2e4 d7d5 e4d5 d8d5",
    "d2d4 d7d5 g1f3 g8f6 c1f4",
    "e2e4 g7g6 d2d4 f8g7",
    "e2e4 c7c5 b1c3 b8c6",
    "d2d4 f7f5 g2g3",
    "e2e4 e7e5 g1f3 g8f6",
    "c2c4 c7c5 g1f3 g8f6",
    "d2d4 g8f6 g1f3 e7e6 c1g5",
    "e2e4 d7d6 d2d4 g8f6 b1c3",
    "b2b3 e7e5 c1b2",
    "e2e4 b8c6 d2d4 d7d5",
    "e2e4 e7e5 d2d4 e5d4 d1d4",
    "g2g3 d7d5 f1g2",
    "d2d4 e7e6 c2c4 f8b4",
    "e2e4 c7c5 c2c3",
]


def stockfish_path():
    return shutil.which("stockfish") or "/usr/games/stockfish"


def play(elo, opening, ours_white, base, inc):
    """One game; returns the engine's score (1, 0.5 or 0) and a result line."""
    ours = chess.engine.SimpleEngine.popen_uci(OURS)
    sf = chess.engine.SimpleEngine.popen_uci(stockfish_path())
    try:
        sf.configure({"UCI_LimitStrength": True, "UCI_Elo": elo, "Threads": 1, "Hash": 16})
        board = chess.Board()
        for m in opening.split():
            board.push_uci(m)
        clock = {chess.WHITE: base, chess.BLACK: base}
        import time
        while not board.is_game_over(claim_draw=True):
            mover = ours if (board.turn == chess.WHITE) == ours_white else sf
            limit = chess.engine.Limit(
                white_clock=clock[chess.WHITE], black_clock=clock[chess.BLACK],
                white_inc=inc, black_inc=inc)
            start = time.monotonic()
            result = mover.play(board, limit)
            spent = time.monotonic() - start
            clock[board.turn] -= spent
            if clock[board.turn] < 0:
                # Lost on time.
                loser_is_ours = mover is ours
                return (0.0 if loser_is_ours else 1.0), "time"
            clock[board.turn] += inc
            if result.move is None:
                break
            board.push(result.move)
        outcome = board.outcome(claim_draw=True)
        if outcome is None or outcome.winner is None:
            return 0.5, "draw"
        ours_won = (outcome.winner == chess.WHITE) == ours_white
        return (1.0 if ours_won else 0.0), outcome.termination.name.lower()
    finally:
        ours.quit()
        sf.quit()


def elo_diff(score):
    score = min(max(score, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / score - 1)


def report(elo, results):
    n = len(results)
    total = sum(r for r, _ in results)
    mean = total / n
    var = sum((r - mean) ** 2 for r, _ in results) / max(n - 1, 1)
    se = math.sqrt(var / n)
    lo, hi = elo_diff(mean - 1.96 * se), elo_diff(mean + 1.96 * se)
    d = elo_diff(mean)
    wins = sum(1 for r, _ in results if r == 1)
    draws = sum(1 for r, _ in results if r == 0.5)
    losses = n - wins - draws
    return (f"UCI_Elo {elo}: {n} games, +{wins} ={draws} -{losses}, score {100 * mean:.1f}%, "
            f"Elo difference {d:+.0f} [{lo:+.0f}, {hi:+.0f}] (95%), "
            f"engine ≈ {elo + d:.0f} [{elo + lo:.0f}, {elo + hi:.0f}]")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--elo", default="1350,1600,1800,2000")
    ap.add_argument("--base", type=float, default=5.0)
    ap.add_argument("--inc", type=float, default=0.05)
    ap.add_argument("--parallel", type=int, default=2)
    args = ap.parse_args()
    if not os.path.exists(OURS):
        sys.exit(f"{OURS} is missing: run crates/elemental/match/setup.sh first")
    lines = []
    for elo in [int(e) for e in args.elo.split(",")]:
        jobs = [(elo, OPENINGS[(i // 2) % len(OPENINGS)], i % 2 == 0, args.base, args.inc)
                for i in range(args.games)]
        results = []
        with concurrent.futures.ThreadPoolExecutor(args.parallel) as pool:
            for job, (score, how) in zip(jobs, pool.map(lambda j: play(*j), jobs)):
                results.append((score, how))
                colour = "white" if job[2] else "black"
                print(f"UCI_Elo {elo} game {len(results)}: engine as {colour} scores {score} ({how})",
                      flush=True)
        line = report(elo, results)
        print(line, flush=True)
        lines.append(line)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
