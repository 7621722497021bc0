#!/bin/bash
# jit12 (issue 14, tenth pass: setps, branches and uniform products in compiled runs), session 12
# window 2: tools/bench/integ10/run.sh's harness as the checkout has it (host rows: cudasim through
# a drop-in against the same work in C, cc -O2 -march=native, in the same run; one kernel worker
# on CPU 2; a warm-up, then four rounds alternating main's shared drop-in "main", this probe's
# drop-in in new/ "jit", and the same with CUDASIM_ENGINE=interpreted "interp"). integ10's script
# points new/ at _shared/integ; that one line is dropped so that new/ is this probe's. host.c is
# the checkout's tools/bench/host/host.c; bench.ptx is sim/testdata/bench/bench.ptx (not in the
# slim checkout), copied here.
set -u -x
echo "jit: $(cat new/BUILT 2>/dev/null)"
cp "$REPO/tools/bench/host/host.c" host.c || exit 1
sed 's#rm -rf new; ln -sfn ../_shared/integ new#:#' "$REPO/tools/bench/integ10/run.sh" > integ10.sh
if grep -q '_shared/integ' integ10.sh; then echo "integ10.sh still points new/ elsewhere"; exit 1; fi
bash integ10.sh
