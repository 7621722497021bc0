// s_cutlass_sm90_ws_f16: a CUTLASS 3 Hopper warp-specialized GEMM (KernelTmaWarpSpecialized:
// TMA loads into an mbarrier pipeline, wgmma, a 2x1 cluster multicasting B),
// half inputs, float accumulation, float C and D, on a full-tile and a
// ragged problem.
// build: -gencode arch=compute_90a,code=compute_90a
#include "cl_sm90.h"
using namespace cute;

using Gemm = cl_sm90_kernel<cutlass::half_t, cutlass::half_t, float, Shape<_128, _128, _64>, Shape<_2, _1, _1>,
                            cutlass::gemm::KernelTmaWarpSpecialized,
                            cutlass::epilogue::collective::EpilogueScheduleAuto>::Gemm;

int main() {
	int bad = cl_run_sm90<Gemm>("ws_f16 full tiles", 256, 256, 128, 1.0f, 0.0f, 0, 0);
	bad |= cl_run_sm90<Gemm>("ws_f16 ragged", 200, 136, 96, 1.5f, -0.5f, 0, 0);
	printf("%s\n", bad ? "FAIL" : "done");
	return 0;
}
