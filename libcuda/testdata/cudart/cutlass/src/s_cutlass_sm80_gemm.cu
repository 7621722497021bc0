// s_cutlass_sm80_gemm: CUTLASS 2 Ampere tensor-op GEMMs (cutlass::gemm::device::Gemm:
// cp.async multistage mainloop, ldmatrix, mma.sync): example 14's tf32
// configuration (128x128x16 tiles, 4 stages, 16x8x8 tf32 mma) and a half one
// (128x128x32, 3 stages, 16x8x16 f16 mma, float accumulation and output).
// build: -gencode arch=compute_80,code=compute_80
#include "cl_common.h"
#include "cutlass/cutlass.h"
#include "cutlass/gemm/device/gemm.h"
#include "cutlass/epilogue/thread/linear_combination.h"

using RowMajor = cutlass::layout::RowMajor;
using ColumnMajor = cutlass::layout::ColumnMajor;

template <class TAB, class Block, class Warp, class Op, int Stages>
using Sm80Gemm = cutlass::gemm::device::Gemm<
    TAB, RowMajor, TAB, ColumnMajor, float, RowMajor, float, cutlass::arch::OpClassTensorOp, cutlass::arch::Sm80,
    Block, Warp, Op, cutlass::epilogue::thread::LinearCombination<float, 4, float, float>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>, Stages>;

using GemmTf32 = Sm80Gemm<float, cutlass::gemm::GemmShape<128, 128, 16>, cutlass::gemm::GemmShape<64, 64, 16>,
                          cutlass::gemm::GemmShape<16, 8, 8>, 4>;
using GemmF16 = Sm80Gemm<cutlass::half_t, cutlass::gemm::GemmShape<128, 128, 32>, cutlass::gemm::GemmShape<64, 64, 32>,
                         cutlass::gemm::GemmShape<16, 8, 16>, 3>;

// run2x runs Gemm on A (M x K, row-major), B (K x N, column-major), C and D
// (M x N, row-major).
template <class Gemm>
int run2x(const char* name, int M, int N, int K, float alpha, float beta, int kind) {
	using T = typename Gemm::ElementA;
	printf("%s: M=%d N=%d K=%d alpha=%g beta=%g\n", name, M, N, K, alpha, beta);
	std::vector<T> hA, hB;
	std::vector<float> hC;
	T* dA = cl_upload(hA, (size_t)M * K, 1, kind);
	T* dB = cl_upload(hB, (size_t)K * N, 2, kind);
	float* dC = cl_upload(hC, (size_t)M * N, 3, kind);
	float* dD = nullptr;
	if (!dA || !dB || !dC || cudaMalloc(&dD, sizeof(float) * M * N) != cudaSuccess) {
		printf("  allocation failed\n");
		return 1;
	}
	CL_CHECK(cudaMemset(dD, 0xff, sizeof(float) * M * N));
	typename Gemm::Arguments args{{M, N, K}, {dA, K}, {dB, K}, {dC, N}, {dD, N}, {alpha, beta}, 1};
	Gemm gemm;
	size_t wsSize = Gemm::get_workspace_size(args);
	void* ws = nullptr;
	if (wsSize) CL_CHECK(cudaMalloc(&ws, wsSize));
	printf("  workspace %zu bytes\n", wsSize);
	cutlass::Status st = gemm.can_implement(args);
	printf("  can_implement: %s\n", cutlassGetStatusString(st));
	if (st != cutlass::Status::kSuccess) return 1;
	st = gemm.initialize(args, ws);
	printf("  initialize: %s\n", cutlassGetStatusString(st));
	if (st != cutlass::Status::kSuccess) return 1;
	st = gemm();
	printf("  run: %s (last error %s)\n", cutlassGetStatusString(st), cudaGetErrorName(cudaGetLastError()));
	printf("  synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
	std::vector<float> hD((size_t)M * N);
	CL_CHECK(cudaMemcpy(hD.data(), dD, sizeof(float) * M * N, cudaMemcpyDeviceToHost));
	std::vector<double> ref((size_t)M * N);
	for (int m = 0; m < M; m++)
		for (int n = 0; n < N; n++) {
			double acc = 0;
			for (int k = 0; k < K; k++) acc += (double)(float)hA[(size_t)m * K + k] * (double)(float)hB[(size_t)n * K + k];
			ref[(size_t)m * N + n] = alpha * acc + beta * (double)hC[(size_t)m * N + n];
		}
	cl_report(hD, ref);
	cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dD); cudaFree(ws);
	return 0;
}

int main() {
	int bad = run2x<GemmTf32>("sm80 tf32 full tiles", 256, 256, 128, 1.0f, 0.0f, 1);
	bad |= run2x<GemmTf32>("sm80 tf32 ragged", 200, 136, 96, 1.5f, -0.5f, 1);
	bad |= run2x<GemmF16>("sm80 f16 full tiles", 256, 256, 128, 1.0f, 0.0f, 0);
	bad |= run2x<GemmF16>("sm80 f16 ragged", 200, 136, 96, 1.5f, -0.5f, 0);
	printf("%s\n", bad ? "FAIL" : "done");
	return 0;
}
