"""Mutation testing of the engine's scoring, rule core and refusals: how much of the code the tests pin down.

    tools/ensure-venv test,mutation      # once: mutmut 3 in this checkout's .venv
    .venv/bin/python tools/mutation_test.py [MODULE ...] [--workers 2] [--budget MINUTES] [--show]
    .venv/bin/python tools/mutation_test.py --survivors [MODULE ...]     # after adding tests

MODULE is any of scoring, refusals, rule_core, splits, plays, rules, movegen, crowded_movegen,
clearance (default: all).
mutmut 3 changes each function of those modules one small edit at a time (``<`` for ``<=``,
``and`` for ``or``, a number plus one, a string changed, an argument dropped or made None...) and
runs, for each such *mutant*, the tests of tests/engine that call the function (it records which
do in a first run of them all), stopping at the first that fails. The slowest property tests are
left out (``SLOW_STATE_TESTS``): they check a game's state, its JSON and its views, nothing these
modules decide, and would cost hours. A mutant some test fails on is *killed* (a timeout counts
as killed too: the change made the rules loop); one that passes every test *survives*, and is
either *equivalent* (no change in what the engine decides, such as a cache's size: listed in
``EQUIVALENT`` with the reason, and left out of the score) or a gap in the tests.

It works in ``build/mutation/`` (a copy of the package, tests/engine and the rule book; ignored
by git), with the Hypothesis profile ``mutation`` (tests/engine/conftest.py: the same examples
on every run) and a fixed hash seed, so two runs of the same code agree. It is not part of
./run-tests: on this 2-core machine, with ``--workers 1``, a first pass over the tests with every
function traced, a clean pass and about 500 of the 640 mutants take 45 minutes; mutmut tests the
cheapest first, and the last are in functions nearly every test calls (``table_after``, the rule
core, the refusal explainer, the listings), a minute or more each, so all nine modules take
about two hours. ``--budget`` bounds the run; mutants not reached are reported as NOT CHECKED,
and ``--survivors`` goes on with them later.

The result is one line a module: ``caught/considered = score`` with caught the killed mutants
(timeouts included) and considered every mutant checked but the listed equivalent ones, then
the survivors ("untested" when no engine test calls the function), each with its change (printed
with ``--show``; always written to ``build/mutation/survivors.txt``). The target is 90% a module,
and the exit status is 0 when every module reaches it. To look at one mutant again:
``cd build/mutation && ../../.venv/bin/mutmut show NAME``.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "mutation"
VENV_BIN = Path(sys.executable).parent
TARGET_SCORE = 0.90
MEMORY_LIMIT = 6 * 1024**3
"""Bytes of address space mutmut and each mutant's tests may take: a mutant that makes a search run away fails
on a MemoryError (killed) instead of filling the machine until its OOM killer steps in (one took 24 GB)."""
ENGINE = "cassino_desktop/engine/"
MODULES = ("scoring", "refusals", "rule_core", "splits", "plays", "rules", "movegen", "crowded_movegen", "clearance")
SAMPLED = ("rule_core", "splits", "rules", "movegen", "crowded_movegen", "clearance")
"""Modules whose every tenth mutant is tested (those numbered 10, 20, 30... in each function) unless ``--full``:
each has hundreds of mutants, and a surviving one costs every test that calls its function (minutes, for the
move generators; about a minute for ``splits``, which the explainer asks of every move), so all of them would
take most of a day here. A tenth of 700 gives the score within about 4 points either way; ``--full`` tests them
all."""

# mutmut's verdict on a mutant, by the exit code its .meta file keeps (mutmut.stats.status_by_exit_code).
KILLED_CODES = {1, 3}
TIMEOUT_CODES = {24, -24, 152, 255, 36}
SURVIVED_CODES = {0}
UNTESTED_CODES = {5, 33}  # no selected test calls the mutated function

TESTS = "tests/engine"
LEFT_OUT = (
    # The command line's tests run most commands in a child process, which imports the package unchanged (it
    # cannot see a mutant), and the position fuzzing checks the JSON loader's errors: neither can kill a mutant
    # these modules' own tests do not, and together they are a fifth of the time every surviving mutant costs.
    "tests/engine/test_cli.py",
    "tests/engine/test_cli_fuzz.py",
    "tests/engine/test_position_fuzz.py",
)
SLOW_STATE_TESTS = (
    # Whole random games checked step by step for the state's own properties: most of the suite's time under
    # mutation, and what they check (a state never changed by apply, its JSON, a seat's view, the deal) is
    # decided elsewhere. Scores and legal moves have their own property tests, which stay.
    "tests/engine/test_properties.py::test_apply_never_changes_the_state",
    "tests/engine/test_properties.py::test_json_round_trip_along_a_game",
    "tests/engine/test_properties.py::test_seat_view_holds_no_hidden_information",
    "tests/engine/test_properties.py::test_same_seed_and_moves_same_game",
    "tests/engine/test_properties.py::test_every_legal_move_survives_its_text",
    "tests/engine/test_properties.py::test_cards_are_conserved_at_every_step",
)

CLEARANCE = "cassino_desktop.engine.clearance."
MOVEGEN = "cassino_desktop.engine.movegen."
PLAYS = "cassino_desktop.engine.plays."
RULE_CORE = "cassino_desktop.engine.rule_core."
SPLITS = "cassino_desktop.engine.splits."
EQUIVALENT: dict[str, tuple[str, str]] = {
    CLEARANCE + "x_values_form_group__mutmut_30": (
        'raise TooComplex("TOO MANY CARDS IN ONE GROUP TO CHECK")',
        "the message is never shown: both callers catch TooComplex (GROUP_TOO_LARGE has its own sentence)",
    ),
    CLEARANCE + "xǁ_GroupSearchǁcombines__mutmut_10": (
        "for part in self._containing(profile, top) if (_sum(profile) >= total) or True else ():",
        "the test only saves work: items adding up to less than the total combine into no group of it anyway",
    ),
    CLEARANCE + "xǁ_GroupSearchǁ_containing__mutmut_20": (
        "if self.steps >= CHECK_STEPS:",
        "a group check gives up one step sooner: a bound on work (a million steps, no rule), met by no test's group",
    ),
    CLEARANCE + "xǁ_GroupSearchǁforms__mutmut_10": (
        "self._forms[key] = None",
        "a group check's answer is worked out again instead of remembered: the same answer, more steps spent"
        " toward CHECK_STEPS (a bound on work, met by no test's group)",
    ),
    CLEARANCE + "x__largest__mutmut_10": (
        "for index in range(len(profile) - 1, -2, -1):",
        "index -1 is the profile's last entry again, already found to be 0: a profile is never empty (ten entries)",
    ),
    CLEARANCE + "x__choices__mutmut_10": (
        "[sum(c) for c in combinations(pools.get(index + 1, ), wanted)]",
        "the default is never needed: a profile within the table's counts wants only values the table holds",
    ),
    CLEARANCE + "x_clearance_moves_of_card__mutmut_60": (
        "yield from (Move(CAPTURE, card, cards_of(m), ) for m in _choices(pools, profile))",
        "a Move's value is 0 unless given",
    ),
    CLEARANCE + "x__groups_by_search__mutmut_30": (
        "chosen[index] = taken",
        "a value is chosen once along a path (the kinds from k + 1 on), so its count is 0 before: = and += agree",
    ),
    MOVEGEN + "x_generate_moves__mutmut_10": (
        "return list_moves(variant, hand, table, mover, limit, captures_only, None).moves",
        "whether the table's analysis is remembered for the next question: the same answer either way",
    ),
    MOVEGEN + "x_list_moves__mutmut_40": (
        "every = _analysed(variant, table, None).moves(hand, mover, captures_only)",
        "whether the table's analysis is remembered for the next question: the same answer either way",
    ),
    MOVEGEN + "x__analysed__mutmut_20": (
        "_TABLES.popitem(last=True)  # the table asked for longest ago",
        "which table the full cache gives up: only what is remembered changes, never an answer",
    ),
    MOVEGEN + "x_capture_outcomes__mutmut_10": (
        "return _analysed(variant, table, None).capture_outcomes(hand, mover, limit)[:limit]",
        "whether the table's analysis is remembered for the next question: the same answer either way",
    ),
    MOVEGEN + "x_capture_outcomes__mutmut_50": (
        "return [(move, table_after(None, table, mover, move)) for move in captures]",
        "table_after reads the variant only to lay down a build, and these moves are captures",
    ),
    PLAYS + "x_table_after__mutmut_11": (
        "if (it.cards[1] if isinstance(it, Build) else it) in named:",
        "a legal move names every card of a build it takes (rule 4.2: taken whole), and a build holds two cards"
        " at least, so its second card is named exactly when its first is",
    ),
    RULE_CORE + "x_moves_of_card__mutmut_20": (
        "build_bits = 1 if variant.builds_merge else sum(bit for bit, _, _ in items.builds)",
        "where builds merge, mask & 1 is one item at most, so no build move is ever skipped as two builds merged",
    ),
    RULE_CORE + "x_moves_of_card__mutmut_50": (
        "for part, union in groups.build_parts(target, target - cv, required_at.get(target, None)):",
        "both walks only ask whether a build is required (None and 0 alike say none is)",
    ),
    PLAYS + "x_table_after__mutmut_8": (
        "first_used = -2",
        "any number below 0 says no item of the build was met yet",
    ),
    SPLITS + "x_capture_split__mutmut_10": (
        "masks = _split_all(table, value, aces_as_fourteen(variant, table, building=False), whole_singles=None)",
        "whole_singles is only read as a condition (``if whole_singles and ...``): None and False alike say no",
    ),
    SPLITS + "x_capture_split__mutmut_15": (
        "masks = _split_all(table, value, aces_as_fourteen(None, table, building=False), whole_singles=False)",
        "aces_as_fourteen reads the variant only for a build (a capture's aces are TableItems', read already)",
    ),
    SPLITS + "x_capture_split__mutmut_17": (
        "masks = _split_all(table, value, aces_as_fourteen(variant, table, building=None), whole_singles=False)",
        "building is only read as a condition (``not building or ...``): None and False alike say a capture",
    ),
    SPLITS + "x__split_all__mutmut_4": (
        "summed, alone = _sorted_items(table, aces14, None)",
        "its one caller, capture_split, passes whole_singles=False, only read as a condition: None says the same",
    ),
    SPLITS + "x__split__mutmut_30": (
        "return None if (tail is None) and False else [first, *tail]",
        "never reached: the items after one alone pass the same checks (each alone is the target, the summed"
        " values are partition.splittable, an exact answer), and the search finds a split wherever that says so",
    ),
}
"""Surviving mutants that cannot change what the engine decides: name -> (the changed line, why).

The line is checked against the mutant's change on every run, so an entry that no longer
describes its mutant (the function was edited and mutmut numbered its mutants anew) is
reported, not trusted."""


@dataclass
class Outcome:
    """What became of one module's mutants."""

    module: str
    killed: list[str] = field(default_factory=list)
    timeout: list[str] = field(default_factory=list)
    survived: list[str] = field(default_factory=list)
    untested: list[str] = field(default_factory=list)
    equivalent: list[str] = field(default_factory=list)
    not_checked: list[str] = field(default_factory=list)
    sampled_out: list[str] = field(default_factory=list)
    other: list[str] = field(default_factory=list)
    stale_equivalents: list[str] = field(default_factory=list)

    @property
    def caught(self) -> int:
        return len(self.killed) + len(self.timeout)

    @property
    def considered(self) -> int:
        return self.caught + len(self.survived) + len(self.untested) + len(self.other)

    @property
    def score(self) -> float:
        return self.caught / self.considered if self.considered else 1.0

    def line(self) -> str:
        parts = [
            f"{self.module:16} {self.caught:4}/{self.considered:<4} = {self.score:6.1%}",
            f"survived {len(self.survived)}",
            f"untested {len(self.untested)}",
            f"equivalent {len(self.equivalent)}",
            f"timeouts {len(self.timeout)}",
        ]
        if self.not_checked:
            parts.append(f"NOT CHECKED {len(self.not_checked)}")
        if self.sampled_out:
            parts.append(f"(a sample: {len(self.sampled_out)} of {len(self.sampled_out) + self.considered} left out)")
        if self.other:
            parts.append(f"other {len(self.other)}")
        return "  ".join(parts)


def source_of(module: str) -> str:
    return f"{ENGINE}{module}.py"


def prepare(modules: list[str]) -> None:
    """A fresh copy of the package, the engine tests and the rule book in ``build/mutation``, with mutmut's settings."""
    if WORK.exists():
        shutil.rmtree(WORK)
    WORK.mkdir(parents=True)
    copy_package()
    shutil.copy2(ROOT / "pyproject.toml", WORK / "pyproject.toml")
    copy_tests()
    settings = {
        "source_paths": ["cassino_desktop"],
        "only_mutate": [source_of(module) for module in modules],
        "pytest_add_cli_args_test_selection": [
            TESTS,
            *(f"--ignore={path}" for path in LEFT_OUT),
            *(f"--deselect={test}" for test in SLOW_STATE_TESTS),
        ],
        "pytest_add_cli_args": ["-p", "no:cacheprovider"],
        "also_copy": ["docs"],  # the rule book, read by tests/engine/test_rule_book.py
        "timeout_multiplier": ["5.0"],
        "timeout_constant": ["5.0"],
        "use_git_change_detection": ["false"],
    }
    lines = ["[mutmut]"]
    for key, values in settings.items():
        lines.append(f"{key} =")
        lines.extend(f"    {value}" for value in values)
    (WORK / "setup.cfg").write_text("\n".join(lines) + "\n")


def copy_package() -> None:
    """The package as it is now (each file keeps its time, so mutmut sees which changed since it made the mutants)."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "cassino_desktop", WORK / "cassino_desktop", ignore=ignore, dirs_exist_ok=True)


def copy_tests() -> None:
    """The engine tests and the rule book as they are now (mutmut copies them on into its own tree each run)."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in ("tests/engine", "docs"):
        shutil.copytree(ROOT / folder, WORK / folder, ignore=ignore, dirs_exist_ok=True)
    shutil.copy2(ROOT / "tests" / "conftest.py", WORK / "tests" / "conftest.py")


def run_mutmut(workers: int, budget_minutes: float, names: list[str]) -> bool:
    """Run mutmut in ``build/mutation`` (only the mutants ``names``, if given) in the budget; whether it finished."""
    env = dict(os.environ)
    env.update(QT_QPA_PLATFORM="offscreen", CASSINO_HYPOTHESIS_PROFILE="mutation", PYTHONHASHSEED="0")
    with open(WORK / "mutmut.log", "w") as log:
        process = subprocess.Popen(
            [str(VENV_BIN / "mutmut"), "run", "--max-children", str(workers), *names],
            cwd=WORK,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=limit_memory,
        )
        try:
            process.wait(timeout=budget_minutes * 60)
        except subprocess.TimeoutExpired:
            stop(process)
            return False
        except BaseException:  # interrupted: mutmut and its workers go too
            stop(process)
            raise
    return process.returncode == 0


def limit_memory() -> None:
    """In the child about to become mutmut: its workers inherit the limit."""
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def stop(process: subprocess.Popen[bytes]) -> None:
    """End mutmut and every worker it started (they share its process group)."""
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def verdicts(module: str) -> dict[str, int | None]:
    """Each mutant of the module and mutmut's exit code for it (None: not checked)."""
    meta = WORK / "mutants" / (source_of(module) + ".meta")
    if not meta.exists():
        return {}
    codes: dict[str, int | None] = json.loads(meta.read_text())["exit_code_by_key"]
    return codes


def diff_of(name: str) -> str:
    """The mutant's change, as mutmut shows it."""
    result = subprocess.run(
        [str(VENV_BIN / "mutmut"), "show", name], cwd=WORK, capture_output=True, text=True, check=False
    )
    return result.stdout.strip()


def changed_lines(diff: str) -> list[str]:
    return [line[1:].strip() for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++")]


def patterns(modules: list[str], full: bool) -> list[str]:
    """The mutants to test, as mutmut's name patterns: every one of a module, or its sample."""
    return [f"{ENGINE.replace('/', '.')}{m}.*{'' if full or m not in SAMPLED else '__mutmut_*0'}" for m in modules]


def chosen_by(name: str, chosen: list[str]) -> bool:
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in chosen)


def collect(module: str, chosen: list[str]) -> tuple[Outcome, dict[str, str]]:
    """Sort the module's mutants by what became of them; the changes of those not caught."""
    outcome = Outcome(module)
    diffs: dict[str, str] = {}
    for name, code in sorted(verdicts(module).items()):
        if not chosen_by(name, chosen):
            outcome.sampled_out.append(name)
        elif code in KILLED_CODES:
            outcome.killed.append(name)
        elif code in TIMEOUT_CODES:
            outcome.timeout.append(name)
        elif code is None:
            outcome.not_checked.append(name)
        elif code in SURVIVED_CODES or code in UNTESTED_CODES:
            diff = diffs[name] = diff_of(name)
            listed = EQUIVALENT.get(name)
            if listed is not None and listed[0] in changed_lines(diff):
                outcome.equivalent.append(name)
                continue
            if listed is not None:
                outcome.stale_equivalents.append(name)
            (outcome.survived if code in SURVIVED_CODES else outcome.untested).append(name)
        else:
            outcome.other.append(f"{name} (mutmut exit code {code})")
    return outcome, diffs


def details(outcome: Outcome, diffs: dict[str, str]) -> list[str]:
    """The module's line, then each mutant not caught with its change."""
    lines = [outcome.line()]
    for kind, names in (("survived", outcome.survived), ("untested", outcome.untested)):
        for name in names:
            lines += [f"\n## {kind}: {name}", diffs[name]]
    for name in outcome.stale_equivalents:
        lines.append(f"\n!! {name} is listed as equivalent, but its change is no longer the one listed")
    for name in outcome.equivalent:
        lines.append(f"\n## equivalent: {name}: {EQUIVALENT[name][1]}")
    lines += [f"\n## other: {name}" for name in outcome.other]
    return lines


def last_survivors(modules: list[str]) -> list[str]:
    """The mutants of ``modules`` the last run did not catch (survived, untested, or ended some other way, such
    as killed by the system for their memory), by their names."""
    caught = KILLED_CODES | TIMEOUT_CODES
    names = []
    for module in modules:
        names += [name for name, code in verdicts(module).items() if code is not None and code not in caught]
    return names


def judged_equivalent(name: str) -> bool:
    """Whether the mutant is listed in ``EQUIVALENT`` with the change it makes (run again, it would survive again)."""
    listed = EQUIVALENT.get(name)
    return listed is not None and listed[0] in changed_lines(diff_of(name))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", metavar="MODULE", help=f"{', '.join(MODULES)} (default: all)")
    parser.add_argument("--workers", type=int, default=2, help="mutants tested at once (default 2)")
    parser.add_argument("--budget", type=float, default=150.0, help="minutes the run may take (default 150)")
    parser.add_argument("--show", action="store_true", help="print each surviving mutant's change")
    parser.add_argument("--full", action="store_true", help="test every mutant, not a tenth of the large modules")
    parser.add_argument(
        "--survivors",
        action="store_true",
        help="test the last run's survivors again (not those judged equivalent) with the tests as they are now, "
        "then the mutants it did not reach",
    )
    parser.add_argument("--report", action="store_true", help="only report what the last run found")
    args = parser.parse_args(argv)
    unknown = [m for m in args.modules if m not in MODULES]
    if unknown:
        parser.error(f"unknown module {unknown[0]!r}: choose from {', '.join(MODULES)}")
    if not (VENV_BIN / "mutmut").exists():
        print("mutmut is not installed here: run tools/ensure-venv test,mutation first", file=sys.stderr)
        return 2
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stopped: run_mutmut ends mutmut first
    modules = list(args.modules or MODULES)
    chosen = patterns(modules, args.full)
    names = chosen
    start = time.monotonic()
    finished = True
    if args.report:
        pass
    elif args.survivors:
        names = [name for name in last_survivors(modules) if not judged_equivalent(name)]
        copy_package()  # mutmut makes the mutants of a changed function anew, and tests those too
        copy_tests()
        if names:
            finished = run_mutmut(args.workers, args.budget, names)
        unchecked = [n for m in modules for n, code in verdicts(m).items() if code is None and chosen_by(n, chosen)]
        if not names and not unchecked:
            print("nothing left to test again in build/mutation", file=sys.stderr)
            return 2
        if finished and unchecked:
            finished = run_mutmut(args.workers, args.budget - (time.monotonic() - start) / 60, unchecked)
    else:
        prepare(modules)
        finished = run_mutmut(args.workers, args.budget, names)
    minutes = (time.monotonic() - start) / 60
    if not finished:
        tail = (WORK / "mutmut.log").read_text(errors="replace")[-1500:]
        print(f"mutmut did not finish; the end of {WORK / 'mutmut.log'}:\n{tail}\n", file=sys.stderr)
    report: list[str] = []
    outcomes = []
    for module in modules:
        outcome, diffs = collect(module, chosen)
        if outcome.considered or outcome.not_checked:
            outcomes.append(outcome)
            report += [*details(outcome, diffs), ""]
    (WORK / "survivors.txt").write_text("\n".join(report))
    if args.show:
        print("\n".join(report))
    print(f"mutation testing of {', '.join(modules)}: {minutes:.0f} min; survivors in {WORK / 'survivors.txt'}")
    print(f"{'module':16} caught/considered")
    for outcome in outcomes:
        print(outcome.line())
    return 0 if finished and all(o.score >= TARGET_SCORE and not o.not_checked for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
