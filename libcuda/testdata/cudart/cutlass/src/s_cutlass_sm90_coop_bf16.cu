// s_cutlass_sm90_coop_bf16: a CUTLASS 3 Hopper cooperative persistent GEMM
// (KernelTmaWarpSpecializedCooperative, the TMA warp-specialized
// cooperative epilogue: TMA loads of C and stores of D), bf16 inputs and
// C/D, float accumulation, a 1x2 cluster.
// build: -gencode arch=compute_90a,code=compute_90a
#include "cl_sm90.h"
using namespace cute;

using Gemm = cl_sm90_kernel<cutlass::bfloat16_t, cutlass::bfloat16_t, cutlass::bfloat16_t, Shape<_128, _128, _64>,
                            Shape<_1, _2, _1>, cutlass::gemm::KernelTmaWarpSpecializedCooperative,
                            cutlass::epilogue::TmaWarpSpecializedCooperative>::Gemm;

int main() {
	int bad = cl_run_sm90<Gemm>("coop_bf16 full tiles", 256, 256, 128, 1.0f, 0.0f, 0, 0);
	bad |= cl_run_sm90<Gemm>("coop_bf16 ragged", 200, 136, 96, 1.5f, -0.5f, 0, 0);
	printf("%s\n", bad ? "FAIL" : "done");
	return 0;
}
