#!/usr/bin/env python3
"""How many of cub36's `N SM occupancy` lines an estimate reproduces (tools/regs37/README.md).

usage: occlines.py REGS36_TSV GOLDEN_DIR EST_TSV...

CUB's device-wide tests print, for each launch, the occupancy CUB asked of the driver
(cudaOccupancyMaxActiveBlocksPerMultiprocessor at the launch's block size, no dynamic shared
memory). A line names its kernel only by CUB's short name, so it may come from several template
instances of that binary: the candidates are the binary's kernels of that name whose occupancy
by the H100's register count is the line's N (the rest cannot have printed it). A line matches
an estimate when every candidate's occupancy by the estimate is N too, differs when none is,
and is ambiguous otherwise. EST_TSV: file, kernel, H100 registers, estimate (REGS37_OUT).
"""
import collections, os, re, sys

SHORT = {  # CUB's name in the line -> its kernel's name in the mangled symbol
    'spmv_kernel': 'DeviceSpmvKernel', 'SegmentedDeviceReduceKernel': 'DeviceSegmentedReduceKernel',
    'segment_fixup_kernel': 'DeviceSegmentFixupKernel', 'select_if_kernel': 'DeviceSelectSweepKernel',
    'segmented_kernels': 'DeviceSegmentedRadixSortKernel', 'reduce_by_key_kernel': 'DeviceReduceByKeyKernel',
    'scan_kernel': 'DeviceScan', 'DeviceReduceKernel': 'DeviceReduceKernel',
    'three_way_partition_kernel': 'DeviceThreeWayPartitionKernel',
    'histogram_sweep_kernel': 'DeviceHistogramSweepKernel', 'device_rle_sweep_kernel': 'DeviceRleSweepKernel',
    'single_tile_kernel': 'DeviceRadixSortSingleTileKernel',
}
LINE = re.compile(r'Invoking (?:\d+ )?(\w+)<<<[^>]*?, (\d+), (\d+), \w+>>>\(\).*?(\d+) SM occupancy')


def reg_occ(regs, threads):
    """driver/occupancy.go's register rule on an H100."""
    warps = (threads + 31) // 32
    per_warp = (regs * 32 + 255) // 256 * 256
    return min(32, 64 // warps, 65536 // 4 // per_warp * 4 // warps)


def main():
    corpus, golden, ests = sys.argv[1], sys.argv[2], sys.argv[3:]
    kernels = collections.defaultdict(set)  # binary -> kernel names
    smem = {}  # kernel -> the blocks shared memory allows (None: not the limit at 128 or 256 threads)
    h100 = {}
    for line in open(corpus):
        if line.startswith('#'):
            continue
        f = line.rstrip('\n').split('\t')
        kernels[re.sub(r'\.\d+\.ptx$', '', f[0])].add(f[1])
        regs = int(f[2])
        h100[f[1]] = regs
        lim = None
        for i, t in ((4, 128), (6, 256)):
            if int(f[i]) < reg_occ(regs, t):
                lim = int(f[i])
        smem[f[1]] = lim
    estimates = []
    for path in ests:
        e = {}
        for line in open(path):
            f = line.rstrip('\n').split('\t')
            e[f[1]] = int(f[3])
        estimates.append(e)

    def occ(k, regs, t):
        return min(reg_occ(regs, t), smem[k] if smem[k] is not None else 99)
    counts = [collections.Counter() for _ in ests]
    for name in sorted(os.listdir(golden)):
        binary = name[:-len('.out')]
        for m in LINE.finditer(open(os.path.join(golden, name), errors='replace').read()):
            short, threads, dyn, n = m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4))
            if short not in SHORT or dyn:
                continue
            cands = [k for k in kernels[binary] if SHORT[short] in k and occ(k, h100[k], threads) == n]
            for c, e in zip(counts, estimates):
                if not cands:
                    c['no candidate'] += 1
                    continue
                same = sum(occ(k, e[k], threads) == n for k in cands)
                c['match' if same == len(cands) else 'differ' if same == 0 else 'ambiguous'] += 1
    for path, c in zip(ests, counts):
        print(path, sum(c.values()), 'lines:', dict(c))


if __name__ == '__main__':
    main()
