#!/usr/bin/env python3
"""select.py: picks the libcu++ lit tests this folder builds and copies them.

    python3 select.py CCCL_CHECKOUT [LIMIT]

From a CCCL checkout's libcudacxx/test it takes the tests that run code on
the device (every .pass.cpp and .runfail.cpp: lit's force-included main runs
the test's main on the host and again in a one-block kernel; .fail.cpp tests
only fail to compile and are left out), drops those lit would mark
unsupported for nvcc 13.0, C++17 and sm_90 (their UNSUPPORTED/REQUIRES
lines, evaluated as lit does), orders them by subject (libcu++'s own cuda/
tests first, atomics, barriers, pipelines and PTX first, then the
heterogeneous ones, std/ atomics and threads, libcu++'s other cuda/ tests,
std/ numerics, then a sample of the rest) and writes list.txt, one test a line,
paths relative to libcudacxx/test/libcudacxx. It copies those tests, the
headers of the test tree they include (support/'s and their folders') and
CCCL's license under src/, as libcudacxx/test/ has them.
"""
import os
import re
import shutil
import sys

# lit's features for this build: nvcc 13.0 with its host GCC 13, C++17,
# -arch=sm_90 (sm_90 is below 90a, so pre-sm-90a holds and no other pre-sm-N).
FEATURES = {"libcpp-no-rtti", "nvcc", "nvcc-13", "nvcc-13.0", "c++17", "pre-sm-90a", "gcc", "gcc-13", "linux", "true"}

# Subjects in the order they are built (a window may not build them all).
GROUPS = [
    ("cuda/", 1.0),  # its own files only: pipeline, memcpy_async
    ("cuda/atomics/", 1.0),
    ("cuda/barrier/", 1.0),
    ("cuda/annotated_ptr/", 1.0),
    ("cuda/bit/", 1.0),
    ("cuda/cmath/", 1.0),
    ("cuda/memcpy_async/", 1.0),
    ("cuda/warp/", 1.0),
    ("cuda/work_stealing/", 1.0),
    ("cuda/numeric/", 1.0),
    ("cuda/ptx/", 1.0),
    ("heterogeneous/", 1.0),
    ("std/atomics/", 1.0),
    ("std/thread/", 1.0),
    ("cuda/complex/", 1.0),
    ("cuda/float/", 1.0),
    ("cuda/utilities/", 1.0),
    ("cuda/functional/", 1.0),
    ("cuda/mdspan/", 1.0),
    ("cuda/chrono/", 1.0),
    ("cuda/stream_ref/", 1.0),
    ("cuda/memory_resource/", 1.0),
    ("std/numerics/bit/", 1.0),
    ("std/numerics/c.math/", 1.0),
    ("std/numerics/numbers/", 1.0),
    ("std/numerics/numeric.ops/", 0.5),
    ("std/numerics/complex.number/", 0.25),
    ("std/utilities/optional/", 0.25),
    ("std/utilities/variant/", 0.25),
    ("std/utilities/tuple/", 0.25),
    ("std/algorithms/", 0.2),
    ("std/utilities/function.objects/", 0.2),
    ("std/containers/views/", 0.2),
]


def holds(expr):
    """holds evaluates one lit boolean expression (names, !, &&, ||, parentheses)."""
    py = re.sub(r"[A-Za-z0-9_+.\-]+", lambda m: str(m.group(0) in FEATURES or any(re.fullmatch(m.group(0), f) for f in FEATURES if "*" in m.group(0))), expr)
    py = py.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    return eval(py)


def supported(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    for kind, rest in re.findall(r"^//\s*(UNSUPPORTED|REQUIRES|XFAIL)\s*:(.*)$", text, re.M):
        exprs = [e.strip() for e in rest.split(",") if e.strip()]
        if kind == "UNSUPPORTED" and any(holds(e) for e in exprs):
            return False
        if kind == "REQUIRES" and not all(holds(e) for e in exprs):
            return False
        if kind == "XFAIL" and any(holds(e) for e in exprs):
            return False  # lit expects it to fail; not a run to compare
    return True


def main():
    root = os.path.join(sys.argv[1], "libcudacxx", "test")
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 100000
    tests = os.path.join(root, "libcudacxx")
    chosen = []
    for prefix, share in GROUPS:
        found = []
        for d, _, files in sorted(os.walk(os.path.join(tests, prefix))):
            if prefix == "cuda/" and d != os.path.join(tests, "cuda/"):
                continue  # the subfolders come as groups of their own
            for f in sorted(files):
                if f.endswith((".pass.cpp", ".runfail.cpp")):
                    rel = os.path.relpath(os.path.join(d, f), tests)
                    if rel not in chosen and supported(os.path.join(d, f)):
                        found.append(rel)
        step = 1 / share
        chosen += [found[int(i * step)] for i in range(int(len(found) * share))]
    chosen = chosen[:limit]
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "list.txt"), "w") as out:
        out.write("".join(t + "\n" for t in chosen))
    # The tests and the headers they include from the test tree (their own
    # folders' and support/'s), followed include by include; CCCL's license.
    support = os.path.join(root, "support")
    need, todo = set(), [os.path.join(tests, t) for t in chosen] + [os.path.join(tests, "force_include.h")]
    while todo:
        path = todo.pop()
        if path in need:
            continue
        need.add(path)
        text = open(path, encoding="utf-8", errors="replace").read()
        for inc in re.findall(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', text, re.M):
            for base in (os.path.dirname(path), support):
                cand = os.path.normpath(os.path.join(base, inc))
                if os.path.isfile(cand) and cand.startswith(root):
                    todo.append(cand)
                    break
    src = os.path.join(here, "src")
    shutil.rmtree(src, ignore_errors=True)
    for path in sorted(need) + [os.path.join(root, "LICENSE.TXT")]:
        rel = os.path.relpath(path, root)
        os.makedirs(os.path.join(src, os.path.dirname(rel)), exist_ok=True)
        shutil.copyfile(path, os.path.join(src, rel))
    shutil.copyfile(os.path.join(sys.argv[1], "LICENSE"), os.path.join(src, "LICENSE"))
    print(len(chosen), "tests")


main()
