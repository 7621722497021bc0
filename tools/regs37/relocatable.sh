#!/bin/bash
# relocatable.sh FILES.txt PTXDIR: ptxas (CUDA 11.8's, -arch=sm_90) compiles each PTX file of
# FILES.txt twice, whole-program and relocatable (-c, as -rdc builds, and presumably cuLinkAddData,
# compile), and prints "file mode kernel registers" a line for each kernel
# (docs/cooperative.md, "Relocatable compiles"). relocatable.cu is the small DeviceReduce::Sum
# program whose PTX shows the largest difference.
set -u
while read -r f; do
	for m in whole rel; do
		ptxas -arch=sm_90 -v $([ "$m" = rel ] && echo -c) -o /dev/null "$2/$f" 2>&1 |
			grep -E "Compiling entry|Used [0-9]+ registers" |
			sed -E "s/.*Compiling entry function '([^']*)'.*/\1/; s/.*Used ([0-9]+) registers.*/\1/" |
			paste - - | awk -v m="$m" -v f="$f" '{print f, m, $1, $2}'
	done
done < "$1"
