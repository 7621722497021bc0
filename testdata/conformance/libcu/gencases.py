#!/usr/bin/env python3
"""Writes cases/*.case: every kernel of sync.cu, atomics.cu (built once a kernel: atomics_PART.ptx
with -DPART=PART) and pipe.cu, with nvcc 13.0's PTX (k_NAME.case) and nvcc 11.8's
(k_NAME.118.case), 2 blocks of 128 threads (common.h)."""
import os
KERNELS = {
    "sync": ["bar_block", "bar_diverge", "bar_completion", "std_barrier", "latch", "semaphore", "sem_lock", "wait_notify"],
    "atomics_thread": ["at_thread"], "atomics_block": ["at_block"], "atomics_device": ["at_device"],
    "atomics_system": ["at_system"], "atomics_objects": ["at_objects"],
    "pipe": ["pipe_stages", "pipe_roles", "pipe_block", "bar_copy", "cg_copy"],
}
here = os.path.dirname(os.path.abspath(__file__))
os.makedirs(os.path.join(here, "cases"), exist_ok=True)
for src, names in KERNELS.items():
    for k in names:
        for suffix, nvcc in (("", "13.0"), (".118", "11.8")):
            with open(os.path.join(here, "cases", f"k_{k}{suffix}.case"), "w") as f:
                f.write(f"# {src.split('_')[0]}.cu's {k}, nvcc {nvcc} PTX for sm_90 (gencases.py)\n"
                        f"image ../{src}{suffix}.ptx\nkernel k_{k}\ngrid 2 1 1\nblock 128 1 1\n"
                        "buf in u32 8192 bits 7\nbuf out u32 8192 zero\nbuf g u32 1024 bits 9\n"
                        "param buf in\nparam buf out\nparam buf g\nlaunch\ncheck out exact\ncheck g exact\n")
