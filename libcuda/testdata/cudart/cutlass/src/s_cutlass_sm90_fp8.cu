// s_cutlass_sm90_fp8: a CUTLASS 3 Hopper fp8 GEMM (e4m3 x e4m3, float accumulation,
// bf16 C/D), the collective builders' automatic schedules.
// build: -gencode arch=compute_90a,code=compute_90a
#include "cl_sm90.h"
using namespace cute;

using Gemm = cl_sm90_kernel<cutlass::float_e4m3_t, cutlass::float_e4m3_t, cutlass::bfloat16_t, Shape<_128, _128, _128>,
                            Shape<_1, _1, _1>, cutlass::gemm::collective::KernelScheduleAuto,
                            cutlass::epilogue::collective::EpilogueScheduleAuto>::Gemm;

int main() {
	int bad = cl_run_sm90<Gemm>("fp8 full tiles", 256, 256, 128, 1.0f, 0.0f, 2, 0);
	bad |= cl_run_sm90<Gemm>("fp8 ragged", 200, 136, 96, 1.5f, -0.5f, 2, 0);
	printf("%s\n", bad ? "FAIL" : "done");
	return 0;
}
