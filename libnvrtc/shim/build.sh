#!/bin/sh
# Builds cudasim's libnvrtc shim (nvrtc.c) into DIR, once per soname:
#   sh build.sh DIR [SONAME...]    (default: libnvrtc.so.13 libnvrtc.so.12 libnvrtc.so.11.2)
# Each library exports NVRTC's functions under a version node named as its
# soname, as NVIDIA's libnvrtc does (programs linked against it then load
# the shim without "no version information available"). CC picks the
# compiler (default cc).
set -e
dir=${1:?usage: build.sh DIR [SONAME...]}
shift
[ $# -gt 0 ] || set -- libnvrtc.so.13 libnvrtc.so.12 libnvrtc.so.11.2
src=$(dirname "$0")/nvrtc.c
mkdir -p "$dir"
for soname in "$@"; do
	map="$dir/.$soname.map"
	printf '%s { global: nvrtc*; __nvrtc*; cudasim_nvrtc_shim; local: *; };\n' "$soname" > "$map"
	${CC:-cc} -shared -fPIC -O2 -Wall -DSHIM_SONAME="\"$soname\"" -o "$dir/$soname.tmp" \
		-Wl,-soname,"$soname" -Wl,--version-script="$map" "$src" -ldl -lpthread
	mv "$dir/$soname.tmp" "$dir/$soname"
	rm -f "$map"
done
