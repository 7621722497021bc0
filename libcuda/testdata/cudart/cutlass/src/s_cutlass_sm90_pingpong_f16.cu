// s_cutlass_sm90_pingpong_f16: a CUTLASS 3 Hopper ping-pong persistent GEMM
// (KernelTmaWarpSpecializedPingpong: two consumer warp groups taking turns,
// ordered by barriers; the TMA warp-specialized epilogue), half inputs and
// C/D, float accumulation, no cluster.
// build: -gencode arch=compute_90a,code=compute_90a
#include "cl_sm90.h"
using namespace cute;

using Gemm = cl_sm90_kernel<cutlass::half_t, cutlass::half_t, cutlass::half_t, Shape<_64, _128, _64>, Shape<_1, _1, _1>,
                            cutlass::gemm::KernelTmaWarpSpecializedPingpong,
                            cutlass::epilogue::TmaWarpSpecialized>::Gemm;

int main() {
	int bad = cl_run_sm90<Gemm>("pingpong_f16 full tiles", 256, 256, 128, 1.0f, 0.0f, 0, 0);
	bad |= cl_run_sm90<Gemm>("pingpong_f16 ragged", 200, 136, 96, 1.5f, -0.5f, 0, 0);
	printf("%s\n", bad ? "FAIL" : "done");
	return 0;
}
