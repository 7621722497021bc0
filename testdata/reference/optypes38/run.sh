#!/bin/bash
# types38: operand types against the instruction's type, one case a file (gen.py -> cases.tsv,
# kernel.tmpl): ptxas 13.0 (sm_90) on each, and cuModuleLoadData of each through the real
# driver (default lazy loading; `load.c`), natively and through cudasim's drop-in.
export PATH=$PATH:/usr/local/cuda/bin
cd "$(dirname "$0")"
O=${PROBE_OUT:-$OUT}
mkdir -p $O ptx
python3 gen.py > cases.tsv
while IFS=$'\t' read name stmt; do
  awk -v s="$stmt" '{ if ($1 == "STMT") print "\t" s; else print }' kernel.tmpl > ptx/$name.ptx
done < cases.tsv
ls ptx | wc -l > $O/count.txt
ptxas --version > $O/ptxas-version.txt 2>&1
nvidia-smi -L > $O/gpu.txt 2>&1
ls ptx/*.ptx | xargs -P 16 -I{} sh -c 'b=$(basename {} .ptx); e=$(ptxas -arch=sm_90 {} -o /dev/null 2>&1); rc=$?; m=$(echo "$e" | grep -m1 -o "error .*"); printf "%s\t%s\t%s\n" "$b" "$rc" "$m"' | sort > $O/ptxas.tsv
gcc -O2 -Wall -I/usr/local/cuda/include -o load load.c -lcuda > $O/build.txt 2>&1 || { cat $O/build.txt; exit 1; }
ls ptx/*.ptx | sort | xargs timeout 200 ./load > $O/load-native.txt 2> $O/load-native.err
if [ -e "$SHARED/lib/libcuda.so.1" ]; then
  ls ptx/*.ptx | sort | LD_LIBRARY_PATH=$SHARED/lib xargs timeout 100 ./load > $O/load-dropin.txt 2> $O/load-dropin.err
fi
cp gen.py kernel.tmpl load.c run.sh cases.tsv $O/
echo done >> $O/count.txt
