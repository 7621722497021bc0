// h_param: large kernel parameter blocks (CUDA 12.1 raised the limit from
// 4,096 to 32,764 bytes on Volta and newer). A PTX kernel
// k(.u64 out, .b8 big[N]) whose block totals T bytes is loaded from PTX of
// ISA 8.1 and 7.8 for T of 4,096 to 32,772 (cuModuleLoadDataEx: code and
// JIT logs), then launched through kernelParams and through
// CU_LAUNCH_PARAM_BUFFER_POINTER with several buffer sizes (codes, and the
// first and last words the kernel read). Then an nvcc-compiled kernel with a
// struct parameter as large as the toolkit allows (32,764 bytes with CUDA
// 12.1 or newer, 4,096 before), launched with <<<>>> and cudaLaunchKernel.
#include "dp.h"
#include <cuda.h>
#include <string>
#include <vector>

static std::string ptx(const char *version, int total) {
	int n = total - 8;
	char buf[2048];
	snprintf(buf, sizeof buf,
	    ".version %s\n.target sm_90\n.address_size 64\n"
	    ".visible .entry k(.param .u64 out, .param .align 4 .b8 big[%d])\n{\n"
	    "\t.reg .b32 %%r<4>;\n\t.reg .b64 %%rd<3>;\n"
	    "\tld.param.u64 %%rd1, [out];\n\tcvta.to.global.u64 %%rd2, %%rd1;\n"
	    "\tld.param.u32 %%r1, [big];\n\tld.param.u32 %%r2, [big+%d];\n"
	    "\tst.global.u32 [%%rd2], %%r1;\n\tst.global.u32 [%%rd2+4], %%r2;\n\tret;\n}\n",
	    version, n, n - 4);
	return buf;
}

static void trim(char *s) {
	size_t n = strlen(s);
	while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == ' ')) s[--n] = 0;
}

static CUdeviceptr out;
static std::vector<unsigned int> words;

static void result(const char *label, CUresult r) {
	CUresult s = cuCtxSynchronize();
	unsigned int o[2] = {0, 0};
	cuMemcpyDtoH(o, out, 8);
	printf("  %s: launch %d, sync %d, read %u %u\n", label, (int)r, (int)s, o[0], o[1]);
	cuMemsetD8(out, 0, 8);
}

static void launches(CUfunction f, int total) {
	int n = total - 8;
	words.assign(n / 4, 0);
	for (size_t i = 0; i < words.size(); i++) words[i] = 100000 + (unsigned)i;
	void *args[] = {&out, words.data()};
	result("kernelParams", cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, nullptr));
	std::vector<unsigned char> b(40000, 0);
	memcpy(b.data(), &out, 8);
	memcpy(b.data() + 8, words.data(), n);
	int sizes[] = {total, total - 4, total + 4, 4096, 32764, 32768, 32772};
	for (int i = 0; i < 7; i++) {
		bool seen = false;
		for (int j = 0; j < i; j++) seen |= sizes[j] == sizes[i];
		if (seen) continue;
		size_t sz = sizes[i];
		void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, b.data(), CU_LAUNCH_PARAM_BUFFER_SIZE, &sz, CU_LAUNCH_PARAM_END};
		char label[64];
		snprintf(label, sizeof label, "extra %zu", sz);
		result(label, cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, nullptr, extra));
	}
	size_t sz = total;
	void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, b.data(), CU_LAUNCH_PARAM_BUFFER_SIZE, &sz, CU_LAUNCH_PARAM_END};
	result("kernelParams and extra", cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, extra));
}

#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ > 12 || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 1))
#define BIG_TOTAL 32764
#else
#define BIG_TOTAL 4096
#endif
struct Big {
	unsigned int w[(BIG_TOTAL - 8) / 4];
};
__global__ void bigKernel(unsigned int *o, Big b) {
	unsigned int s = 0;
	for (int i = 0; i < (BIG_TOTAL - 8) / 4; i++) s += b.w[i] * (i + 1);
	o[0] = b.w[0];
	o[1] = b.w[(BIG_TOTAL - 8) / 4 - 1];
	o[2] = s;
}

int main() {
	printf("CU_LAUNCH_PARAM_BUFFER_POINTER protocol, PTX kernels k(.u64, .b8[T-8])\n");
	if (cuInit(0) != CUDA_SUCCESS) return 1;
	cudaFree(0);
	CUcontext ctx;
	cuCtxGetCurrent(&ctx);
	cuMemAlloc(&out, 16);
	cuMemsetD8(out, 0, 16);
	const char *versions[] = {"8.1", "7.8"};
	int totals[] = {4096, 4100, 32764, 32768, 32772};
	for (const char *v : versions) {
		for (int t : totals) {
			std::string src = ptx(v, t);
			char err[4096] = {0}, info[4096] = {0};
			CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
			void *vals[] = {err, (void *)(size_t)sizeof err, info, (void *)(size_t)sizeof info};
			CUmodule m = nullptr;
			CUresult r = cuModuleLoadDataEx(&m, src.c_str(), 4, opts, vals);
			trim(err);
			trim(info);
			printf("PTX %s, %d bytes: load %d\n", v, t, (int)r);
			if (err[0]) printf("  error log: %s\n", err);
			if (info[0]) printf("  info log: %s\n", info);
			if (r != CUDA_SUCCESS) {
				cudaGetLastError();
				continue;
			}
			CUfunction f;
			r = cuModuleGetFunction(&f, m, "k");
			if (r != CUDA_SUCCESS) {
				printf("  cuModuleGetFunction %d\n", (int)r);
				continue;
			}
			launches(f, t);
			cuModuleUnload(m);
		}
	}
	// the nvcc-compiled kernel
	printf("nvcc kernel with a %d-byte parameter block\n", BIG_TOTAL);
	Big b;
	unsigned int want = 0;
	for (int i = 0; i < (BIG_TOTAL - 8) / 4; i++) {
		b.w[i] = 7 * i + 3;
		want += b.w[i] * (i + 1);
	}
	unsigned int *o;
	OK(cudaMallocManaged(&o, 16));
	memset(o, 0, 16);
	bigKernel<<<1, 1>>>(o, b);
	cudaError_t e = cudaGetLastError();
	cudaError_t s = cudaDeviceSynchronize();
	printf("  <<<>>>: launch %s(%d), sync %s(%d), read %u %u, sum %s\n", cudaGetErrorName(e), (int)e, cudaGetErrorName(s), (int)s, o[0], o[1], o[2] == want ? "ok" : "WRONG");
	memset(o, 0, 16);
	void *args[] = {&o, &b};
	e = cudaLaunchKernel((const void *)bigKernel, dim3(1), dim3(1), args, 0, 0);
	s = cudaDeviceSynchronize();
	printf("  cudaLaunchKernel: launch %s(%d), sync %s(%d), read %u %u, sum %s\n", cudaGetErrorName(e), (int)e, cudaGetErrorName(s), (int)s, o[0], o[1], o[2] == want ? "ok" : "WRONG");
	cudaFuncAttributes fa;
	e = cudaFuncGetAttributes(&fa, bigKernel);
	printf("  cudaFuncGetAttributes %s\n", cudaGetErrorName(e));
	if (o[2] != want) failures++;
	return finish();
}
