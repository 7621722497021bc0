# Sourced by run-full.sh and run-rest.sh (with HERE set): `sim CMD...` runs CMD on cudasim's
# drop-in ($DROPIN, a folder holding libcuda.so.1; default $HERE/lib) with the NVRTC and
# nvJitLink shims ($HERE/shim) preloaded; `simcheck` prints which driver a Numba process on that
# side loaded, and exits non-zero where it is not the drop-in.
#
# numba-cuda opens the driver with ctypes as "libcuda.so" first (numba/cuda/cudadrv/driver.py,
# locate_driver_and_loader), before cuda.bindings opens "libcuda.so.1". Where the drop-in's folder
# holds only libcuda.so.1, "libcuda.so" is the system's real driver, whose soname is libcuda.so.1
# too, so the loader hands cuda.bindings the real driver as well: session 33's window A ran its
# whole "drop-in" suite on the H100 that way (its check said "NVIDIA H100 80GB HBM3", and cuRAND's
# SASS-only test passed). simlib/ holds the drop-in under both names; NUMBA_CUDA_DRIVER, which
# older numba-cuda read for that handle (0.30 does not), names it too.
DROPIN=${DROPIN:-$HERE/lib}
mkdir -p "$HERE/simlib"
ln -sfn "$DROPIN/libcuda.so.1" "$HERE/simlib/libcuda.so.1"
ln -sfn libcuda.so.1 "$HERE/simlib/libcuda.so"
sim() {
	LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/simlib \
		NUMBA_CUDA_DRIVER=$HERE/simlib/libcuda.so.1 CUDASIM_LOG=error "$@"
}
simcheck() {
	sim python3 -c "
import os, sys
import numpy as np
from numba import cuda
a = cuda.to_device(np.arange(4))
print('sim', a.copy_to_host(), cuda.get_current_device().name)
want = os.path.realpath('$HERE/simlib/libcuda.so.1')
got = sorted({ln.split()[-1] for ln in open('/proc/self/maps') if 'libcuda.so' in ln})
print('libcuda loaded:', got, 'the drop-in' if got == [want] else 'NOT ONLY THE DROP-IN ' + want)
sys.exit(got != [want])
" 2>&1 | grep -v '^cudasim: cuGet' | tail -4
	return "${PIPESTATUS[0]}"
}
