// s_cutlass_sm90_tf32: example 48's configuration of a CUTLASS 3 Hopper GEMM on
// float data (tf32 wgmma, which ignores the low 13 significand bits),
// 128x128x32 tiles, a 2x1 cluster, automatic schedules, float C/D.
// build: -gencode arch=compute_90a,code=compute_90a
#include "cl_sm90.h"
using namespace cute;

using Gemm = cl_sm90_kernel<float, float, float, Shape<_128, _128, _32>, Shape<_2, _1, _1>,
                            cutlass::gemm::collective::KernelScheduleAuto,
                            cutlass::epilogue::collective::EpilogueScheduleAuto>::Gemm;

int main() {
	int bad = cl_run_sm90<Gemm>("tf32 full tiles", 256, 256, 128, 1.0f, 0.0f, 1, 1);
	bad |= cl_run_sm90<Gemm>("tf32 ragged", 200, 136, 96, 1.5f, -0.5f, 1, 1);
	printf("%s\n", bad ? "FAIL" : "done");
	return 0;
}
