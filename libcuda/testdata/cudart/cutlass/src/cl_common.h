// cl_common.h: the harness shared by this folder's CUTLASS programs (our
// own code; CUTLASS's headers come from the build's -I paths). Inputs come
// from a fixed integer hash, outputs are printed as an FNV-1a hash of their
// bits, a few elements' bits and the largest difference from a host
// reference in double, so that any bit the H200 and cudasim disagree on
// shows.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

static inline uint32_t cl_mix(uint32_t x) {
	x ^= x >> 16;
	x *= 0x7feb352dU;
	x ^= x >> 15;
	x *= 0x846ca68bU;
	x ^= x >> 16;
	return x;
}

// cl_value is element i of input `seed`: kind 0, a multiple of 1/1024 in
// [-1000/1024, 1000/1024] (exact in half); kind 1, a float with all 24
// significand bits in use (what tf32 truncates); kind 2, a small integer
// in [-8, 8] over 16 (exact in fp8 e4m3 and bf16).
static inline float cl_value(uint32_t i, uint32_t seed, int kind) {
	uint32_t h = cl_mix(i * 2654435761U + seed * 0x9e3779b9U + 1);
	switch (kind) {
	case 1: return (float)((int)(h & 0xffffff) - 0x800000) / 8388608.0f;
	case 2: return (float)((int)(h % 17) - 8) / 16.0f;
	default: return (float)((int)(h % 2001) - 1000) / 1024.0f;
	}
}

static inline uint64_t cl_fnv(const void* p, size_t n) {
	const unsigned char* b = (const unsigned char*)p;
	uint64_t h = 0xcbf29ce484222325ULL;
	for (size_t i = 0; i < n; i++) {
		h ^= b[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

// cl_bits prints element i's bits (2 or 4 bytes).
template <class T>
static inline unsigned long long cl_bits(const T* v, size_t i) {
	unsigned long long b = 0;
	memcpy(&b, v + i, sizeof(T));
	return b;
}

#define CL_CHECK(call)                                                        \
	do {                                                                      \
		cudaError_t e_ = (call);                                              \
		if (e_ != cudaSuccess) {                                              \
			printf("  %s -> %s\n", #call, cudaGetErrorName(e_));             \
			return 1;                                                         \
		}                                                                     \
	} while (0)

// cl_upload fills n elements of type T from cl_value and copies them to a
// new device buffer; host keeps the values as the device holds them.
template <class T>
static inline T* cl_upload(std::vector<T>& host, size_t n, uint32_t seed, int kind) {
	host.resize(n);
	for (size_t i = 0; i < n; i++) host[i] = T(cl_value((uint32_t)i, seed, kind));
	T* d = nullptr;
	if (cudaMalloc(&d, n * sizeof(T)) != cudaSuccess) return nullptr;
	if (cudaMemcpy(d, host.data(), n * sizeof(T), cudaMemcpyHostToDevice) != cudaSuccess) return nullptr;
	return d;
}

// cl_report prints the output's hash, three elements' bits and the largest
// difference from ref; T's float conversion gives the compared values.
template <class T>
static inline void cl_report(const std::vector<T>& d, const std::vector<double>& ref) {
	size_t n = d.size();
	double maxerr = 0;
	size_t nonfinite = 0;
	for (size_t i = 0; i < n; i++) {
		double v = (double)(float)d[i];
		if (!std::isfinite(v)) { nonfinite++; continue; }
		double e = fabs(v - ref[i]);
		if (e > maxerr) maxerr = e;
	}
	printf("  D fnv=%016llx d[0]=%llx d[%zu]=%llx d[%zu]=%llx\n",
	       (unsigned long long)cl_fnv(d.data(), n * sizeof(T)), cl_bits(d.data(), 0),
	       n / 3, cl_bits(d.data(), n / 3), n - 1, cl_bits(d.data(), n - 1));
	printf("  max |D - host| = %.3e, nonfinite %zu\n", maxerr, nonfinite);
}
