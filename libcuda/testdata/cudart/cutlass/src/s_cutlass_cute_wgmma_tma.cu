// s_cutlass_cute_wgmma_tma: CuTe's tutorial hopper/wgmma_tma_sm90.cu: TMA loads into
// an mbarrier pipeline feeding wgmma (half in, half accumulation), launched
// as a cluster, on its NT and TN layouts.
// build: -gencode arch=compute_90a,code=compute_90a
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <cute/tensor.hpp>
#define main cute_tutorial_main
#include "wgmma_tma_sm90.cu"
#undef main
#include "cl_cute.h"

int main() {
	int bad = cl_run_cute<cute::half_t, cute::half_t>("cute wgmma tma", 'N', 'T', 256, 256, 128, 1.0f, -0.5f, 0);
	bad |= cl_run_cute<cute::half_t, cute::half_t>("cute wgmma tma", 'T', 'N', 256, 256, 128, 1.0f, -0.5f, 0);
	printf("%s\n", bad ? "FAIL" : "done");
	return 0;
}
