#!/bin/sh
# Builds cudasim's library shims into DIR, one library per soname:
#   sh build.sh DIR [SONAME...]
# (default: libnvrtc.so.13 libnvrtc.so.12 libnvrtc.so.11.2
# libnvJitLink.so.13 libnvJitLink.so.12). libnvrtc.so.* come from nvrtc.c,
# libnvJitLink.so.* from nvjitlink.c. Where the version node NVIDIA's
# library exports its functions under is known (its soname: NVRTC 11.8's
# libnvrtc.so.11.2, CUDA 13.0's libnvrtc.so.13 and libnvJitLink.so.13,
# testdata/reference/nvrtc/exports-*.txt), the shim exports them under it too, so
# that programs linked against NVIDIA's library load the shim without "no
# version information available". CC picks the compiler (default cc).
set -e
dir=${1:?usage: build.sh DIR [SONAME...]}
shift
[ $# -gt 0 ] || set -- libnvrtc.so.13 libnvrtc.so.12 libnvrtc.so.11.2 libnvJitLink.so.13 libnvJitLink.so.12
here=$(dirname "$0")
mkdir -p "$dir"
for soname in "$@"; do
	case $soname in
	libnvrtc.so.*) src=$here/nvrtc.c ;;
	libnvJitLink.so.*) src=$here/nvjitlink.c ;;
	*) echo "build.sh: no shim for $soname" >&2; exit 2 ;;
	esac
	version=
	map="$dir/.$soname.map"
	case $soname in
	libnvrtc.so.11.2 | libnvrtc.so.13)
		printf '%s { global: nvrtc*; __nvrtc*; cudasim_nvrtc_shim; cudasim_nvrtc_ltoir_ptx; local: *; };\n' "$soname" > "$map"
		version="-Wl,--version-script=$map"
		;;
	libnvJitLink.so.13)
		printf '%s { global: nvJitLink*; __nvJitLink*; cudasim_nvjitlink_shim; local: *; };\n' "$soname" > "$map"
		version="-Wl,--version-script=$map"
		;;
	esac
	${CC:-cc} -shared -fPIC -O2 -Wall -DSHIM_SONAME="\"$soname\"" -o "$dir/$soname.tmp" \
		-Wl,-soname,"$soname" $version "$src" -ldl -lpthread
	mv "$dir/$soname.tmp" "$dir/$soname"
	rm -f "$dir/.$soname.map"
done
