#!/bin/bash
# mkxlog.sh REAL: builds libxlog.so (xlog.c) exporting every entry point the
# driver REAL defines (from nm; syms.fallback, cudasim's list, if nm fails).
set -u
real=$1
nm -D --defined-only "$real" 2>/dev/null | awk '$2=="T"||$2=="W"{sub(/@.*/,"",$3); print $3}' |
	grep '^cu' | grep -vx 'cuGetProcAddress\|cuGetProcAddress_v2\|cuGetExportTable' | sort -u > syms.txt
[ -s syms.txt ] || cp syms.fallback syms.txt
awk '{printf "X(%d,%s)\n", NR-1, $1}' syms.txt > xsyms.h
for i in $(seq 0 2047); do echo "W($i)"; done > wlist.h
${CC:-gcc} -O1 -mgeneral-regs-only -fPIC -shared -o libxlog.so xlog.c -ldl -lpthread
