// s_cachehints: the cache-hint load and store intrinsics (__ldg, __ldca,
// __ldcg, __ldcs, __ldlu, __ldcv; __stwb, __stcg, __stcs, __stwt) on each
// type they take (8-64-bit integers, float, double, vectors, half/bf16), and
// the address-space predicates and conversions (__isGlobal, __isShared,
// __isConstant, __isLocal, __cvta_generic_to_shared and back); values copied
// and hashed.
#include <vector>
#include <cstring>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "check.h"

__constant__ int cst[4] = {1, 2, 3, 4};
__device__ int glob[4];

template <class T> __device__ void hinted_copy(const T *in, T *out, int i, int n) {
  T v0 = __ldg(in + i), v1 = __ldca(in + i + n), v2 = __ldcg(in + i + 2 * n), v3 = __ldcs(in + i + 3 * n), v4 = __ldlu(in + i + 4 * n),
    v5 = __ldcv(in + i + 5 * n);
  __stwb(out + i, v0);
  __stcg(out + i + n, v1);
  __stcs(out + i + 2 * n, v2);
  __stwt(out + i + 3 * n, v3);
  __stwb(out + i + 4 * n, v4);
  __stcg(out + i + 5 * n, v5);
}

#define TYPES(X)                                                                                                          \
  X(char) X(signed char) X(unsigned char) X(short) X(unsigned short) X(int) X(unsigned) X(long long) X(unsigned long long) \
  X(float) X(double) X(char2) X(char4) X(short2) X(short4) X(int2) X(int4) X(uchar2) X(uchar4) X(ushort2) X(ushort4)     \
  X(uint2) X(uint4) X(float2) X(float4) X(double2) X(longlong2) X(ulonglong2) X(__half) X(__half2) X(__nv_bfloat16)     \
  X(__nv_bfloat162)
#define COUNT(T) +1
constexpr int NT = 0 TYPES(COUNT), N = 64;

__global__ void k(const char *in, char *out) {
  int i = threadIdx.x, t = 0;
#define DO(T) hinted_copy((const T *)in + (t * 6 * N * 16) / sizeof(T), (T *)out + (t * 6 * N * 16) / sizeof(T), i, N), t++;
  TYPES(DO)
}

__global__ void spaces(unsigned *r, const int *g) {
  __shared__ int sh[4];
  int loc[4];
  volatile int *vloc = loc;
  vloc[threadIdx.x & 3] = (int)threadIdx.x;
  const void *ps[5] = {g, sh + 1, cst + 2, loc + (threadIdx.x & 3), glob};
  unsigned bits = 0;
  for (int j = 0; j < 5; j++)
    bits |= (unsigned)__isGlobal(ps[j]) << (4 * j) | (unsigned)__isShared(ps[j]) << (4 * j + 1) | (unsigned)__isConstant(ps[j]) << (4 * j + 2) |
            (unsigned)__isLocal(ps[j]) << (4 * j + 3);
  r[threadIdx.x * 4] = bits;
  size_t a = __cvta_generic_to_shared(sh + 3);
  size_t b0 = __cvta_generic_to_shared(sh);
  r[threadIdx.x * 4 + 1] = (unsigned)(a - b0);
  int *back = (int *)__cvta_shared_to_generic(a);
  *back = 77 + threadIdx.x;
  __syncwarp();
  r[threadIdx.x * 4 + 2] = (unsigned)sh[3] >= 77 && __isShared(back);
  r[threadIdx.x * 4 + 3] = vloc[0] + vloc[1] * 0 + cst[threadIdx.x & 3];
}

int main() {
  size_t bytes = (size_t)NT * 6 * N * 16;
  std::vector<unsigned char> in(bytes), h(bytes);
  unsigned s = 43;
  for (auto &b : in) b = (unsigned char)lcg(s);
  char *din, *dout;
  REQUIRE(cudaMalloc(&din, bytes));
  REQUIRE(cudaMalloc(&dout, bytes));
  OK(cudaMemcpy(din, in.data(), bytes, cudaMemcpyHostToDevice));
  OK(cudaMemset(dout, 0, bytes));
  k<<<1, N>>>(din, dout);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h.data(), dout, bytes, cudaMemcpyDeviceToHost));
#define NAME(T) #T,
  const char *names[NT] = {TYPES(NAME)};
#define SIZE(T) sizeof(T),
  const size_t sizes[NT] = {TYPES(SIZE)};
  for (int t = 0; t < NT; t++) {
    size_t base = (size_t)t * 6 * N * 16, len = 6 * N * sizes[t];
    bool same = memcmp(&in[base], &h[base], len) == 0;
    printf("%-20s %zu bytes %s %016llx\n", names[t], sizes[t], same ? "copied" : "DIFFERENT", fnv(&h[base], len));
    check(same, names[t]);
  }
  unsigned *r;
  REQUIRE(cudaMalloc(&r, 32 * 4 * 4));
  spaces<<<1, 32>>>(r, (const int *)din);
  OK(cudaDeviceSynchronize());
  unsigned hr[32 * 4];
  OK(cudaMemcpy(hr, r, sizeof hr, cudaMemcpyDeviceToHost));
  printf("spaces: bits %05x offset %u back %u local+const %u %u\n", hr[0], hr[1], hr[2], hr[3], hr[31 * 4 + 3]);
  check(hr[0] == 0x18421, "address space bits");
  return finish();
}
