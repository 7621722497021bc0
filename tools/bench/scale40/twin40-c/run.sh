#!/bin/bash
# twin40-c: does one engine run slow another in one process on the GPU host, and what do the
# CPU's counters say of the slow thread (docs/engine-performance.md, scale40)?
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
{ date -u; nproc; uptime; grep -m1 "model name" /proc/cpuinfo; which perf; perf --version; cat /proc/sys/kernel/perf_event_paranoid; } > "$OUT/env.txt" 2>&1
xz -dc simtwin.xz > simtwin && chmod +x simtwin
perf stat -e cycles,instructions true > "$OUT/perfcheck.txt" 2>&1
perf list 2>/dev/null | grep -i -E 'machine_clears|ld_blocks|4k_alias|address_alias' > "$OUT/perflist.txt" 2>&1
EV=cycles,instructions
for e in machine_clears.memory_ordering machine_clears.count machine_clears.smc ld_blocks.store_forward ld_blocks_partial.address_alias ld_blocks.4k_alias; do
	perf stat -e $e true > /dev/null 2>&1 && EV=$EV,$e
done
echo "events $EV" >> "$OUT/env.txt"
# without perf: does it happen here?
for i in 1 2; do ZZPIN=1 timeout 100 ./simtwin -test.run ZZTwin -test.v > "$OUT/plain$i.txt" 2>&1; done
# sampled per thread: which thread and where, one event a run
i=0
for ec in cycles:1000003 machine_clears.memory_ordering:1009 ld_blocks_partial.address_alias:10007 machine_clears.count:1009; do
	e=${ec%%:*}; c=${ec##*:}
	case ",$EV," in *",$e,"*) ;; *) continue ;; esac
	i=$((i + 1))
	ZZPIN=1 timeout 120 perf record -q -c $c -e $e -o perf$i.data ./simtwin -test.run ZZTwin -test.v > "$OUT/run$i.$e.txt" 2>"$OUT/recerr$i.txt"
	perf report -i perf$i.data --stdio --no-children --sort pid > "$OUT/rep$i.$e.pid.txt" 2>&1
	perf report -i perf$i.data --stdio --no-children --sort pid,sym > "$OUT/rep$i.$e.sym.txt" 2>&1
done
ZZPIN=1 timeout 120 perf stat -e $EV -o "$OUT/stat.txt" ./simtwin -test.run ZZTwin -test.v > "$OUT/runstat.txt" 2>&1
ls -la "$OUT"
