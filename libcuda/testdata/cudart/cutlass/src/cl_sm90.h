// cl_sm90.h: runs a CUTLASS 3 GemmUniversalAdapter kernel (A row-major
// M x K, B column-major K x N, C and D column-major M x N) on inputs from
// cl_common.h and prints each step's status and the output (cl_report).
#pragma once
#include "cl_common.h"
#include "cutlass/cutlass.h"
#include "cute/tensor.hpp"
#include "cutlass/gemm/dispatch_policy.hpp"
#include "cutlass/gemm/collective/collective_builder.hpp"
#include "cutlass/epilogue/collective/collective_builder.hpp"
#include "cutlass/gemm/device/gemm_universal_adapter.h"
#include "cutlass/gemm/kernel/gemm_universal.hpp"
#include "cutlass/util/packed_stride.hpp"

// tweak, when given, changes the arguments last (a tile scheduler's).
template <class Gemm>
int cl_run_sm90(const char* name, int M, int N, int K, float alpha, float beta, int kindAB, int kindC,
                void (*tweak)(typename Gemm::Arguments&) = nullptr) {
	using TA = typename Gemm::ElementA;
	using TB = typename Gemm::ElementB;
	using TC = typename Gemm::ElementC;
	using TD = typename Gemm::EpilogueOutputOp::ElementOutput;
	using StrideA = typename Gemm::GemmKernel::StrideA;
	using StrideB = typename Gemm::GemmKernel::StrideB;
	using StrideC = typename Gemm::GemmKernel::StrideC;
	using StrideD = typename Gemm::GemmKernel::StrideD;
	printf("%s: M=%d N=%d K=%d alpha=%g beta=%g\n", name, M, N, K, alpha, beta);
	std::vector<TA> hA;
	std::vector<TB> hB;
	std::vector<TC> hC;
	TA* dA = cl_upload(hA, (size_t)M * K, 1, kindAB);
	TB* dB = cl_upload(hB, (size_t)K * N, 2, kindAB);
	TC* dC = cl_upload(hC, (size_t)M * N, 3, kindC);
	TD* dD = nullptr;
	if (!dA || !dB || !dC || cudaMalloc(&dD, sizeof(TD) * M * N) != cudaSuccess) {
		printf("  allocation failed\n");
		return 1;
	}
	CL_CHECK(cudaMemset(dD, 0xff, sizeof(TD) * M * N));
	StrideA sA = cutlass::make_cute_packed_stride(StrideA{}, cute::make_shape(M, K, 1));
	StrideB sB = cutlass::make_cute_packed_stride(StrideB{}, cute::make_shape(N, K, 1));
	StrideC sC = cutlass::make_cute_packed_stride(StrideC{}, cute::make_shape(M, N, 1));
	StrideD sD = cutlass::make_cute_packed_stride(StrideD{}, cute::make_shape(M, N, 1));
	cutlass::KernelHardwareInfo hw;
	hw.device_id = 0;
	hw.sm_count = cutlass::KernelHardwareInfo::query_device_multiprocessor_count(0);
	printf("  sm_count %d\n", hw.sm_count);
	typename Gemm::Arguments args{
	    cutlass::gemm::GemmUniversalMode::kGemm,
	    {M, N, K, 1},
	    {dA, sA, dB, sB},
	    {{}, dC, sC, dD, sD},
	    hw};
	args.epilogue.thread.alpha = alpha;
	args.epilogue.thread.beta = beta;
	if (tweak) tweak(args);
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
	st = gemm.run();
	printf("  run: %s (last error %s)\n", cutlassGetStatusString(st), cudaGetErrorName(cudaGetLastError()));
	printf("  synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
	std::vector<TD> hD((size_t)M * N);
	CL_CHECK(cudaMemcpy(hD.data(), dD, sizeof(TD) * M * N, cudaMemcpyDeviceToHost));
	std::vector<double> ref((size_t)M * N);
	for (int n = 0; n < N; n++)
		for (int m = 0; m < M; m++) {
			double acc = 0;
			for (int k = 0; k < K; k++) acc += (double)(float)hA[(size_t)m * K + k] * (double)(float)hB[(size_t)n * K + k];
			ref[(size_t)n * M + m] = alpha * acc + beta * (double)(float)hC[(size_t)n * M + m];
		}
	cl_report(hD, ref);
	cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dD); cudaFree(ws);
	return 0;
}

// cl_sm90_kernel builds the GemmUniversalAdapter of the collective
// builders' choices for one configuration.
template <class TA, class TB, class TCD, class Tile, class Cluster, class MainSchedule, class EpiSchedule,
          class Scheduler = void>
struct cl_sm90_kernel {
	using Epilogue = typename cutlass::epilogue::collective::CollectiveBuilder<
	    cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, Tile, Cluster,
	    cutlass::epilogue::collective::EpilogueTileAuto, float, float,
	    TCD, cutlass::layout::ColumnMajor, 16 / sizeof(TCD),
	    TCD, cutlass::layout::ColumnMajor, 16 / sizeof(TCD), EpiSchedule>::CollectiveOp;
	using Mainloop = typename cutlass::gemm::collective::CollectiveBuilder<
	    cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp,
	    TA, cutlass::layout::RowMajor, 16 / sizeof(TA),
	    TB, cutlass::layout::ColumnMajor, 16 / sizeof(TB), float, Tile, Cluster,
	    cutlass::gemm::collective::StageCountAutoCarveout<static_cast<int>(sizeof(typename Epilogue::SharedStorage))>,
	    MainSchedule>::CollectiveOp;
	using Kernel = cutlass::gemm::kernel::GemmUniversal<cute::Shape<int, int, int, int>, Mainloop, Epilogue, Scheduler>;
	using Gemm = cutlass::gemm::device::GemmUniversalAdapter<Kernel>;
};
