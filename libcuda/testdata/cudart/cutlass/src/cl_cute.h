// cl_cute.h: runs a CuTe tutorial's host gemm(transA, transB, ...) (the
// tutorial's file is included first, its main renamed) on inputs from
// cl_common.h: C(m,n) = alpha * sum_k A(m,k) B(n,k) + beta * C(m,n), C
// column-major, A and B as the tutorial's 'N'/'T' say.
#pragma once
#include "cl_common.h"

template <class TA, class TC>
int cl_run_cute(const char* name, char transA, char transB, int m, int n, int k, float alpha, float beta, int kind) {
	printf("%s: %c%c M=%d N=%d K=%d alpha=%g beta=%g\n", name, transA, transB, m, n, k, alpha, beta);
	std::vector<TA> hA, hB;
	std::vector<TC> hC;
	TA* dA = cl_upload(hA, (size_t)m * k, 1, kind);
	TA* dB = cl_upload(hB, (size_t)n * k, 2, kind);
	TC* dC = cl_upload(hC, (size_t)m * n, 3, kind);
	if (!dA || !dB || !dC) {
		printf("  allocation failed\n");
		return 1;
	}
	int ldA = transA == 'N' ? m : k;
	int ldB = transB == 'T' ? n : k;
	gemm(transA, transB, m, n, k, TC(alpha), (const TA*)dA, ldA, (const TA*)dB, ldB, TC(beta), dC, m);
	printf("  launch: %s\n", cudaGetErrorName(cudaGetLastError()));
	printf("  synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
	std::vector<TC> out((size_t)m * n);
	CL_CHECK(cudaMemcpy(out.data(), dC, sizeof(TC) * m * n, cudaMemcpyDeviceToHost));
	std::vector<double> ref((size_t)m * n);
	for (int j = 0; j < n; j++)
		for (int i = 0; i < m; i++) {
			double acc = 0;
			for (int p = 0; p < k; p++) {
				size_t a = transA == 'N' ? (size_t)i + (size_t)p * ldA : (size_t)i * ldA + p;
				size_t b = transB == 'T' ? (size_t)j + (size_t)p * ldB : (size_t)j * ldB + p;
				acc += (double)(float)hA[a] * (double)(float)hB[b];
			}
			ref[(size_t)j * m + i] = alpha * acc + beta * (double)(float)hC[(size_t)j * m + i];
		}
	cl_report(out, ref);
	cudaFree(dA); cudaFree(dB); cudaFree(dC);
	return 0;
}
