#!/bin/bash
# rand4-b: random programs version 4 (sim/hwrandom4_test.go, branch rand4 at b6aa4e98: the warp
# reconverged with bar.warp.sync after top-level branching code). Two GPU runs (they must agree)
# and cudasim's drop-in (main's, ./lib); only digests and differing words come back. Cases run 8
# processes at once; where a process stops (a sticky error such as 715 fails every later case, or
# a hang), its first unfinished case is set aside and the rest run again, up to six rounds.
# old.tgz: four programs of rand4-a's writing (y151, y200, y316: 715; y229: differed between two
# runs), each run alone three times.
set -x
date
mkdir -p "$OUT"
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
chmod +x hwdigest
for d in gpu sim gpu2; do mkdir -p $d && tar xzf progs.tgz -C $d; done
cp gpu/programs.txt "$OUT/" || true
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
run gpu gpu 100
./hwdigest -programs gpu/programs.txt -gpu gpu -out "$OUT" && mv "$OUT/recording.txt" "$OUT/recording-gpu.txt" || true
date
run sim sim 70 $PWD/lib/libcuda.so.1
./hwdigest -programs gpu/programs.txt -gpu gpu -sim sim -out "$OUT" || true
rm -f "$OUT/recording.txt"
gzip -9f "$OUT/differ.txt" || true
date
run gpu2 gpu2 80
./hwdigest -programs gpu/programs.txt -gpu gpu2 -out "$OUT" && mv "$OUT/recording.txt" "$OUT/recording-gpu2.txt" || true
mkdir -p g2 && ./hwdigest -programs gpu/programs.txt -gpu gpu -sim gpu2 -out g2 && gzip -9c g2/differ.txt > "$OUT/differ-gpu2.txt.gz" || true
diff "$OUT/recording-gpu.txt" "$OUT/recording-gpu2.txt" | head -100 > "$OUT/gpu-vs-gpu2.txt" || true
# the GPU's raw bytes of the random programs that differ from cudasim (at most 40)
zcat "$OUT/differ.txt.gz" | awk '$2=="differ" && $3>0 && $1 ~ /^y/ {print $1}' > "$OUT/differing.txt" || true
tar cf - -C gpu $(head -40 "$OUT/differing.txt" | sed 's/$/.case.out.bin/') 2>/dev/null | xz -9 > "$OUT/gpu-differing.tar.xz" || true
date
# the old programs, each alone
mkdir -p old && tar xzf old.tgz -C old
for r in 1 2 3; do for n in y151 y200 y316 y229; do
  (cd old && timeout 20 ../kernrun record $n.case > ../old-$n-$r.log 2>&1; echo "rc $?" >> ../old-$n-$r.log; md5sum $n.case.out.bin >> ../old-$n-$r.log 2>&1; rm -f $n.case.out.bin)
done; done
tail -n 3 old-*.log > "$OUT/old.txt" 2>&1 || true
ls -la "$OUT"
du -sh "$OUT"
date
