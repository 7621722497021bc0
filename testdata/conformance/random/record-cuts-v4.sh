#!/bin/bash
# rand4-c: cuts of the version 4 programs that differ from cudasim (sim/hwcut_test.go, branch rand4):
# each cut is a program's prologue, its first body statements and the epilogue. Run on the H200 and
# through cudasim's drop-in (main's, ./lib), 8 processes at once (a stopped process's first
# unfinished cut set aside, the rest run again); only digests and the differing words come back.
set -x
date
mkdir -p "$OUT"
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
chmod +x hwdigest
for d in gpu sim; do mkdir -p $d && tar xJf cuts.txz -C $d; done
cp gpu/programs.txt gpu/cuts.txt "$OUT/" || true
(cd gpu && ls *.case | sort) > all.txt
run() {
  dir=$1; tag=$2; lim=$3; drv=$4
  cp all.txt todo.$tag.0
  for round in 0 1 2 3 4 5; do
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
run gpu gpu 120
./hwdigest -programs gpu/programs.txt -gpu gpu -out "$OUT" && mv "$OUT/recording.txt" "$OUT/recording-cuts.txt" || true
gzip -9f "$OUT/recording-cuts.txt" || true
date
run sim sim 100 $PWD/lib/libcuda.so.1
./hwdigest -programs gpu/programs.txt -gpu gpu -sim sim -out "$OUT" -per-word 8 || true
rm -f "$OUT/recording.txt"
gzip -9f "$OUT/differ.txt" || true
# the cuts of the 9 programs that fail on the H200 (715/716 in rand4-b): each program's cuts in
# order in one process, so the first failing cut is the first FAIL (a sticky error fails the rest)
mkdir -p fail && tar xJf fail.txz -C fail
for n in $(cd fail && ls *c001.case | sed 's/c001.case//'); do
  (cd fail && timeout 150 ../kernrun record $(ls ${n}c*.case | sort) 2>&1 | grep -v "^ok" | head -20 > ../fail-$n.log) &
done
wait
head -n 8 fail-*.log > "$OUT/fail.txt" 2>&1 || true
cp fail/cuts.txt "$OUT/fail-cuts.txt" || true
ls -la "$OUT"; du -sh "$OUT"
date
