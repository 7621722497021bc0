#!/bin/bash
# rand5-c (session 19, main c879c7fd + v5 in hwCutVersions): cuts of the 111 version 5 programs that differ
# (formerly rand4-c: cuts of the version 4 programs that differ from cudasim (sim/hwcut_test.go, branch rand4):
# each cut is a program's prologue, its first body statements and the epilogue. Run on the H200 and
# through cudasim's drop-in (main's, ./lib), 8 processes at once (a stopped process's first
# unfinished cut set aside, the rest run again); only digests and the differing words come back.
set -x
date
mkdir -p "$OUT"
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
chmod +x hwdigest
for d in gpu; do mkdir -p $d && tar xJf cuts.txz -C $d; done
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
ls -la "$OUT"; du -sh "$OUT"
date
