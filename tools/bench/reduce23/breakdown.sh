#!/bin/bash
# breakdown.sh CALLGRIND_OUT [BLOCKS]: where the reduce row's engine instructions go, per CTA.
# CALLGRIND_OUT is tools/bench/jit10/callgrind.sh's output for BenchmarkReduce1M (three launches
# of 4,096 CTAs: BLOCKS defaults to 12288). Groups callgrind's self costs by what they do; the
# compiled runs are callgrind's ???:0x... entries (no symbol). Prints instructions per CTA.
set -eu
OUT=$1; BLOCKS=${2:-12288}
callgrind_annotate --auto=no --threshold=100 "$OUT" 2>/dev/null | awk -v blocks="$BLOCKS" '
	function add(g, v) { sum[g] += v; if (!(g in seen)) { seen[g] = 1; order[++n] = g } }
	/^ *[0-9,]+ \([ 0-9.]+%\)  / {
		v = $1; gsub(",", "", v); f = $0
		if (f ~ /\?\?\?:0x/) add("compiled runs", v)
		else if (f ~ /sim\.roundTurns/) add("roundTurns (a turn per warp per barrier)", v)
		else if (f ~ /sim\.\(\*warp\)\.(exec|resume|stGlobal32Lanes|commitPartial|straight)/) add("exec tail (warp 0 one-lane store)", v)
		else if (f ~ /sim\.\(\*cta\)\.(slice|round)[^A-Za-z]/) add("slice + round (Go)", v)
		else if (f ~ /sim\.\(\*cta\)\.(begin|fillCTA)|lanesFillAVX2/) add("begin + fillCTA", v)
		else if (f ~ /memclrNoHeapPointers/) add("memclr (clear(c.shared), 2 KiB)", v)
	}
	END { for (i = 1; i <= n; i++) { t += sum[order[i]]; printf "%-44s %7.0f\n", order[i], sum[order[i]] / blocks }
		printf "%-44s %7.0f\n", "sum of the above", t / blocks }'
