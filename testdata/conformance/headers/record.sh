#!/bin/bash
# tma9's first probe: interleaved tensor maps, cuTensorMapEncodeIm2colWide's codes, assert order,
# sm_80 relocatable device code, and the CUDA 13 headers' PTX (compiled, loaded, run with kernrun).
set -x
export PATH=$PATH:/usr/local/cuda/bin
here=$PWD
nvcc --version | tail -2
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p $OUT/hdr $OUT/assert $OUT/rdc
gcc -O2 -o kernrun tma/kernrun.c -ldl 2>/dev/null || echo "kernrun build failed"
# --- headers: compile every file (in the background), whole, else -DSAFE, else section by section
hdrjob() {
  f=$1; b=${f%.cu}
  if nvcc -arch=sm_90 -ptx -o $b.ptx $f > $b.log 2>&1; then echo "$b: whole"; return; fi
  if nvcc -arch=sm_90 -ptx -DSAFE -o $b.ptx $f >> $b.log 2>&1; then echo "$b: SAFE"; return; fi
  rm -f $b.ptx
  for s in $(grep -o '^#if SEC([a-z0-9_]*)' $f | sed 's/.*SEC(\(.*\))/\1/'); do
    nvcc -arch=sm_90 -ptx "-DSEC(x)=SEC_##x" -DSEC_$s=1 -o ${b}_$s.ptx $f >> $b.log 2>&1 && echo "$b: section $s" || { echo "$b: section $s FAILED"; rm -f ${b}_$s.ptx; }
  done
}
export -f hdrjob
(cd hdr && ls *.cu | xargs -P 8 -I{} bash -c 'hdrjob {}' > build.txt 2>&1) &
hpid=$!
# --- rdc for sm_80 (background)
(cd rdc && {
  nvcc -rdc=true -arch=sm_80 -o rdc80 rdc_a.cu rdc_b.cu; echo "rdc80 build $?"
  nvcc -rdc=true -gencode arch=compute_80,code=sm_80 -o rdc80sass rdc_a.cu rdc_b.cu; echo "rdc80sass build $?"
  nvcc -rdc=true -arch=sm_80 -o h_sm80 h_sm80.cu -lcudadevrt; echo "h_sm80 build $?"
} > build.txt 2>&1) &
rpid=$!
# --- asserts (background, sequential runs): every mode 20 times, SASS build and PTX-only (JIT) build
(cd assert && {
nvcc -arch=sm_90 -o assert_sass assert2.cu > build.txt 2>&1
nvcc -gencode arch=compute_90,code=compute_90 -o assert_ptx assert2.cu >> build.txt 2>&1
nvcc -arch=sm_90 -ptx -o assert2.ptx assert2.cu >> build.txt 2>&1
mkdir -p runs
for b in assert_sass assert_ptx; do for m in grid sparse many mixed late; do for i in $(seq -w 1 ${REPS:-20}); do
  timeout 20 ./$b $m > runs/$b.$m.$i.out 2>&1; echo "exit $?" >> runs/$b.$m.$i.out
done; echo "$b $m distinct outputs: $(md5sum runs/$b.$m.*.out | cut -c1-32 | sort -u | wc -l)"; done; done
tar czf $OUT/assert/assert.tgz runs assert2.ptx build.txt
} > $OUT/assert/log.txt 2>&1) &
apid=$!
# --- interleaved tensor maps and the wide encode
cd tma
nvcc -arch=sm_90 -ptx -o ilprobe.ptx ilprobe.cu > ilprobe.log 2>&1 || echo "ilprobe ptx failed"
gcc -O2 -o widecodes widecodes.c -ldl && timeout 60 ./widecodes > widecodes.txt 2>&1; echo "widecodes rc $?"; tail -2 widecodes.txt; grep -c . widecodes.txt; gzip -9c widecodes.txt > $OUT/widecodes.txt.gz
cp ../kernrun .
ls ilcases/*.case | xargs -P 8 -I{} bash -c 'timeout 10 ./kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
echo "il recorded: $(ls ilcases/*.bin | wc -l)"
grep -L '^1 passed' ilcases/*.rec.log | while read f; do echo "== $f: $(head -2 $f | tr '\n' ' ' | cut -c1-250)"; done
tar czf $OUT/il.tgz ilprobe.ptx ilprobe.log ilcases
cd $here
wait $apid
cat $OUT/assert/log.txt
# --- rdc: run
wait $rpid
cd rdc
cat build.txt
for b in rdc80 rdc80sass h_sm80; do [ -x $b ] && { timeout 30 ./$b > $b.h200.out 2>&1; echo "exit $?" >> $b.h200.out; echo "== $b"; cat $b.h200.out; }; done
tar cJf $OUT/rdc/rdc.tar.xz rdc80 rdc80sass h_sm80 *.out build.txt 2>/dev/null
cd $here
# --- headers: load and run every kernel with kernrun
wait $hpid
cd hdr
cat build.txt
mkdir -p cases
for p in *.ptx; do for k in $(grep -o '^.visible .entry k_[a-zA-Z0-9_]*' $p | sed 's/.*entry //'); do
  printf 'image ../%s\nkernel %s\ngrid 2 1 1\nblock 128 1 1\nbuf in u32 4096 bits 7\nbuf out u32 4096 zero\nparam buf in\nparam buf out\nlaunch\ncheck out exact\n' $p $k > cases/$k.case
done; done
ls cases/*.case | xargs -P 8 -I{} bash -c 'timeout 10 ../kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
echo "hdr recorded: $(ls cases/*.bin | wc -l) of $(ls cases/*.case | wc -l)"
grep -L '^1 passed' cases/*.rec.log | while read f; do echo "== $f: $(head -3 $f | tr '\n' ' ' | cut -c1-300)"; done
tar czf $OUT/hdr/hdr.tgz *.ptx *.log build.txt cases
cd $here
du -sh $OUT/*
