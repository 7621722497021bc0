// s_cutlass_sm90_streamk: a CUTLASS 3 Hopper cooperative GEMM with the
// stream-K tile scheduler: forced split-K (2 and 3 splits) and forced
// stream-K, both reducing partial tiles through the workspace in the
// deterministic (turnstile) order, CTAs waiting on each other's flags in
// global memory; f16 in, f32 C/D.
// build: -gencode arch=compute_90a,code=compute_90a
#include "cl_sm90.h"
using namespace cute;

using Gemm = cl_sm90_kernel<cutlass::half_t, cutlass::half_t, float, Shape<_128, _128, _64>, Shape<_1, _1, _1>,
                            cutlass::gemm::KernelTmaWarpSpecializedCooperative,
                            cutlass::epilogue::TmaWarpSpecializedCooperative, cutlass::gemm::StreamKScheduler>::Gemm;
using Decomposition = cutlass::gemm::kernel::detail::DecompositionMode;

static void split2(Gemm::Arguments& a) {
	a.scheduler.splits = 2;
	a.scheduler.decomposition_mode = Decomposition::SplitK;
}
static void split3(Gemm::Arguments& a) {
	a.scheduler.splits = 3;
	a.scheduler.decomposition_mode = Decomposition::SplitK;
}
static void streamk(Gemm::Arguments& a) { a.scheduler.decomposition_mode = Decomposition::StreamK; }

int main() {
	int bad = cl_run_sm90<Gemm>("streamk split-K 2", 256, 256, 256, 1.0f, 0.0f, 0, 0, split2);
	bad |= cl_run_sm90<Gemm>("streamk split-K 3", 200, 136, 320, 1.5f, -0.5f, 0, 0, split3);
	bad |= cl_run_sm90<Gemm>("streamk stream-K", 256, 256, 256, 1.0f, 0.5f, 0, 0, streamk);
	printf("%s\n", bad ? "FAIL" : "done");
	return 0;
}
