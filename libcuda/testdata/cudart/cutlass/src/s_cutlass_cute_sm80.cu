// s_cutlass_cute_sm80: CuTe's tutorial sgemm_sm80.cu (examples/cute/tutorial): its
// half TN kernel (cp.async pipeline, swizzled shared memory, ldmatrix, f16
// mma.sync accumulating in half) and its float NT kernel (cp.async, SIMT
// FMAs).
// build: -gencode arch=compute_80,code=compute_80
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <cute/tensor.hpp>
#define main cute_tutorial_main
#include "sgemm_sm80.cu"
#undef main
#include "cl_cute.h"

int main() {
	int bad = cl_run_cute<cute::half_t, cute::half_t>("cute sm80 half", 'T', 'N', 256, 256, 128, 1.0f, -0.5f, 0);
	bad |= cl_run_cute<float, float>("cute sm80 float", 'N', 'T', 256, 256, 128, 1.0f, -0.5f, 1);
	printf("%s\n", bad ? "FAIL" : "done");
	return 0;
}
