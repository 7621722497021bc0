#!/bin/bash
# generator at main b098fadc (rand5-b: the generator without the forms rand5-a found refused; cudasim is compared here, not on the GPU host).
# rand5-a: random programs version 5 (sim/hwrandom5_test.go, branch rand5). First ptxas 13.0
# on every program (which forms it refuses, with the refused lines), then the recording as
# record-v4.sh: two GPU runs (they must agree) and cudasim's drop-in (main's, ./lib); only
# digests and differing words come back. 8 kernrun processes; where one stops (sticky error),
# its first unfinished case is set aside and the rest run again.
set -x
date
mkdir -p "$OUT"
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
chmod +x hwdigest
for d in gpu sim gpu2; do mkdir -p $d && tar xzf progs.tgz -C $d; done
cp gpu/programs.txt "$OUT/" || true
# ptxas on every program: which lines it refuses
mkdir -p px
(cd gpu && ls *.ptx) | xargs -P 16 -I{} sh -c '/usr/local/cuda/bin/ptxas -arch=sm_90 gpu/{} -o /dev/null > px/{}.err 2>&1 || echo {} >> px/refused.txt' || true
/usr/local/cuda/bin/ptxas --version > "$OUT/ptxas-version.txt" 2>&1 || true
# one module per form (fam/NAME.ptx): accepted or the first error
for f in fam/*.ptx; do
  if /usr/local/cuda/bin/ptxas -arch=sm_90 $f -o /dev/null > fam.err 2>&1; then echo "$(basename $f .ptx) accepted"; else echo "$(basename $f .ptx) refused: $(head -2 fam.err | tr "\n" " ")"; fi
done > "$OUT/families.txt" 2>&1 || true
sort px/refused.txt > "$OUT/refused.txt" 2>/dev/null || true
for f in $(cat "$OUT/refused.txt" 2>/dev/null); do
  grep -o 'line [0-9]*;.*' px/$f.err | head -20 | while read -r l; do
    n=$(echo "$l" | sed 's/line \([0-9]*\);.*/\1/'); echo "$f $l :: $(sed -n ${n}p gpu/$f)"; done
done > "$OUT/refused-lines.txt" 2>&1 || true
cat px/*.err | grep -i warn | sort | uniq -c | sort -rn | head -50 > "$OUT/ptxas-warnings.txt" || true
date
# programs ptxas refuses are not run (a refused case would cost kernrun rounds)
(cd gpu && ls *.case | sort) > all0.txt
sed 's/\.ptx$/.case/' "$OUT/refused.txt" | sort > refused-cases.txt || true
comm -23 all0.txt refused-cases.txt > all.txt || cp all0.txt all.txt
wc -l all0.txt all.txt > "$OUT/counts.txt" || true
run() {
  dir=$1; tag=$2; lim=$3; drv=$4
  cp all.txt todo.$tag.0
  for round in 0 1 2 3 4; do
    [ -s todo.$tag.$round ] || break
    rm -f part.$tag.$round.*
    split -n r/8 todo.$tag.$round part.$tag.$round.
    for p in part.$tag.$round.??; do
      ( cd $dir && if [ -n "$drv" ]; then KERNRUN_DRIVER=$drv timeout $lim ../kernrun record $(cat ../$p); else timeout $lim ../kernrun record $(cat ../$p); fi > ../$p.log 2>&1; echo $? > ../$p.rc ) &
    done
    wait
    : > todo.$tag.$((round+1))
    for p in part.$tag.$round.??; do
      first=1
      for c in $(cat $p); do
        [ -f $dir/$c.out.bin ] && continue
        if [ $first = 1 ]; then echo "$tag round $round rc $(cat $p.rc): $c" >> "$OUT/failed.txt"; first=0; else echo $c >> todo.$tag.$((round+1)); fi
      done
    done
  done
  cat part.$tag.*.log | grep -v "^ok" | head -300 > "$OUT/$tag-log.txt" || true
  gzip -9f "$OUT/$tag-log.txt" || true
}
run gpu gpu 90
./hwdigest -programs gpu/programs.txt -gpu gpu -out "$OUT" && mv "$OUT/recording.txt" "$OUT/recording-gpu.txt" || true
date
date
run gpu2 gpu2 70
./hwdigest -programs gpu/programs.txt -gpu gpu2 -out "$OUT" && mv "$OUT/recording.txt" "$OUT/recording-gpu2.txt" || true
diff "$OUT/recording-gpu.txt" "$OUT/recording-gpu2.txt" | head -100 > "$OUT/gpu-vs-gpu2.txt" || true
# the GPU's raw bytes of the random programs that differ from cudasim (at most 40)
zcat "$OUT/differ.txt.gz" | awk '$2=="differ" && $3>0 && $1 ~ /^x/ {print $1}' > "$OUT/differing.txt" || true
tar cf - -C gpu $(head -40 "$OUT/differing.txt" | sed 's/$/.case.out.bin/') 2>/dev/null | xz -9 > "$OUT/gpu-differing.tar.xz" || true
ls -la "$OUT"
du -sh "$OUT"
date
