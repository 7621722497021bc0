"""A small stand-in for the `filecheck` package (a Python FileCheck), which
numba-cuda 0.30's test suite imports (numba/cuda/testing.py) and the H200
machine's Python image does not have. Written for cudasim's probes; it
provides the four names numba-cuda uses (options.Options, finput.FInput,
parser.Parser with parser.pattern_for_opts, matcher.Matcher) and the
directives its tests write: PREFIX:, -NEXT, -SAME, -NOT, -DAG, -LABEL,
-EMPTY and -COUNT-n, with {{regex}} and [[VAR:regex]] / [[VAR]] in patterns.
Input is matched line by line, horizontal whitespace canonicalised as
FileCheck does by default. The same stand-in runs on the H200 and on
cudasim, so the tests that use it (debug info and inspect, which check
NVVM's output) compare alike."""

__version__ = "0+cudasim-standin"
