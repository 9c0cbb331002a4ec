"""Every rule set played at scale: random audited games of each variant under each preset, at each table size.

    .venv/bin/python benchmarks/rule_sets_bench.py [--seconds 600] [--games 1000] [--seed 0]

The rule sets are ``engine.selfplay.rule_sets()`` (a variant, a preset's house
rules, a table size, partnerships). They are played in turn, a few games at a
time, until each has played ``--games`` or the time given is spent; then one
line a rule set gives the games played, the faults found and the games a
second, and the first faults in full. Exit status 1 if any fault was found.
"""

from __future__ import annotations

import argparse
import sys
import time
import zlib

from cassino_desktop.engine.selfplay import play_rule_set, rule_sets

CHUNK = 10
"""Games a rule set plays before the next takes its turn: every rule set gets its share of a short run."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=600.0, help="time to spend at most (default 600)")
    parser.add_argument("--games", type=int, default=1000, help="games a rule set plays at most (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="added to each rule set's own first seed")
    args = parser.parse_args()
    sets = rule_sets()
    played = dict.fromkeys((rule_set.name for rule_set in sets), 0)
    spent = dict.fromkeys(played, 0.0)
    faults: dict[str, list[str]] = {name: [] for name in played}
    deadline = time.perf_counter() + args.seconds
    while time.perf_counter() < deadline and any(n < args.games for n in played.values()):
        for rule_set in sets:
            name = rule_set.name
            games = min(CHUNK, args.games - played[name])
            if games <= 0 or time.perf_counter() >= deadline:
                continue
            first = zlib.crc32(name.encode()) + args.seed + played[name]
            started = time.perf_counter()
            faults[name].extend(play_rule_set(rule_set, first, games))
            spent[name] += time.perf_counter() - started
            played[name] += games
    width = max(len(name) for name in played)
    for name, games in played.items():
        rate = games / spent[name] if spent[name] else 0.0
        print(f"{name:<{width}}  {games:5d} games  {len(faults[name]):3d} faults  {rate:6.1f} games/s")
    found = [fault for lines in faults.values() for fault in lines]
    total = sum(played.values())
    print(f"{len(sets)} rule sets, {total} games, {len(found)} faults")
    for fault in found[:20]:
        print(fault)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
