#!/bin/bash
# find42.sh: pairs.txt from scratch (step 1 of probe ablate42-c): fusesearch.py (../fma41) on the
# fma41 random kernels cudasim leaves open (driver/contraction_test.go's fma41RandOpen and
# fma41BlocksOpen), once against the H100's golden and once against cudasim's own output, then
# pairs42.py. Needs CFMA (c_fma built from ../fma26/c_fma.c) and SIMLIB (the folder holding
# cudasim's libcuda.so.1: go build -buildmode=c-shared -o DIR/libcuda.so.1 ./libcuda).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
F=$HERE/../fma41
W=$(mktemp -d)
RAND="rnd69 rnd137 rnd598"
BLOCKS="rb259 rb83 rb107 rb119 rb124 rb148 rb151 rb166 rb18 rb183 rb196 rb20 rb204 rb281 rb337 rb34 rb55 rb57 rb63"
subset() { # PTX KERNELS...
	python3 - "$@" <<'PY'
import re, sys
src = open(sys.argv[1]).read()
out = [src[:src.index('\n.visible .entry')]]
for n in sys.argv[2:]:
    out.append(re.search(r'\n\.visible \.entry ' + n + r'\(.*?\n}\n', src, re.S).group(0))
sys.stdout.write(''.join(out))
PY
}
for s in rand blocks; do
	zcat "$F/fma41-$s.ptx.gz" > "$W/$s.ptx"
	zcat "$F/h100-$s-def.txt.gz" > "$W/h-$s.txt"
	if [ $s = rand ]; then ks=$RAND; else ks=$BLOCKS; fi
	subset "$W/$s.ptx" $ks > "$W/sub-$s.ptx"
	LD_LIBRARY_PATH=$SIMLIB CUDASIM_PTX_CACHE=off "$CFMA" "$W/sub-$s.ptx" def > "$W/sim-$s.txt"
	TMPPTX=$W/t.ptx python3 "$F/fusesearch.py" "$W/sub-$s.ptx" "$W/h-$s.txt" "$W/fs-h-$s.json"
	TMPPTX=$W/t.ptx python3 "$F/fusesearch.py" "$W/sub-$s.ptx" "$W/sim-$s.txt" "$W/fs-s-$s.json"
done
python3 "$HERE/pairs42.py" rand "$W/fs-h-rand.json" "$W/fs-s-rand.json" blocks "$W/fs-h-blocks.json" "$W/fs-s-blocks.json" > "$W/pairs.txt" 2> "$W/pairs-notes.txt"
cat "$W/pairs-notes.txt"
diff "$W/pairs.txt" "$HERE/pairs.txt" && echo "pairs.txt: same"
rm -rf "$W"
