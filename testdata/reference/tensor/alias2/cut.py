#!/usr/bin/env python3
# Writes qNNNcJJJ.ptx/.case: random program qNNN (v2) cut after body line JJJ (the first JJJ+1
# body lines, labels the cut leaves undefined appended, then the program's epilogue), for every
# body line that is a tensor-core instruction, and qNNNcend (the whole program).
# Usage: cut.py SRC DST qNNN...; SRC is a folder of random programs v2 and their input, as
# `go test ./sim -run TestHWRandom2Write -hwrandom2.write SRC` writes it (copy SRC/in.bin beside
# the cuts: their cases read it). kernrun (testdata/conformance/kernrun.c) records the cuts on
# the GPU; comparing each cut's output with cudasim's finds the first instruction that differs.
import os, re, sys
src, dst = sys.argv[1], sys.argv[2]
case = open(os.path.join(src, "q000.case")).read()
for q in sys.argv[3:]:
    lines = open(os.path.join(src, q + ".ptx")).read().split("\n")
    start = max(i for i, l in enumerate(lines) if l.strip().startswith("or.b64 %e1,")) + 1
    end = next(i for i, l in enumerate(lines) if l.strip() == "st.global.u32 [%a4+40], %r5;")
    body = lines[start:end]
    cuts = [j for j, l in enumerate(body) if "mma." in l] + [len(body) - 1]
    for j in cuts:
        part = body[:j + 1]
        defined = {l.strip()[:-1] for l in part if l.strip().endswith(":")}
        used = set(re.findall(r"\bbra(?:\.uni)? (\w+);", "\n".join(part)))
        extra = [u + ":" for u in sorted(used - defined)]
        name = f"{q}c{j:03d}" if j < len(body) - 1 else f"{q}cend"
        open(os.path.join(dst, name + ".ptx"), "w").write("\n".join(lines[:start] + part + extra + lines[end:]))
        open(os.path.join(dst, name + ".case"), "w").write(case.replace("q000.ptx", name + ".ptx"))
